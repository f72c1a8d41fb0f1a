import { useState } from 'react';
import type { BonusOffer } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { formatDateTime } from '../../../lib/format';
import { Page } from '../../../components/ui/page';
import { TableCard } from '../../../components/ui/table-card';
import { useBonusOffers } from '../api/get-bonus-offers';
import { OfferFormDialog } from '../components/offer-form-dialog';
import { ToggleOfferDialog } from '../components/toggle-offer-dialog';
import { StatusBadge } from '../../../components/ui/status-badge';

const rupees = (n: number | null) => (n === null ? '—' : `₹${formatAmount(n)}`);

function range(o: BonusOffer): string {
  if (o.min === null && o.max === null) return 'Any amount';
  return `${rupees(o.min)} – ${rupees(o.max)}`;
}

function dates(o: BonusOffer): string {
  if (!o.startDate && !o.endDate) return 'Always';
  return `${o.startDate ? formatDateTime(o.startDate) : '…'} → ${o.endDate ? formatDateTime(o.endDate) : '…'}`;
}

/**
 * Bonus offers of the white label (administrator: the site's): list, add, edit, deactivate.
 * Players see an active offer within its dates in the deposit drawer and on /bonus-offer.
 */
export function BonusOffersRoute() {
  const list = useBonusOffers();
  const [editing, setEditing] = useState<{ offer: BonusOffer | null } | null>(null);
  const [toggling, setToggling] = useState<BonusOffer | null>(null);
  const rows = list.data ?? [];
  return (
    <Page
      title="Bonus offers"
      description="What players get on a deposit: a percentage up to a cap, within a deposit range and dates. Approval credits the deposit and the bonus together."
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ offer: null })}>
          New offer
        </button>
      }
    >
      <TableCard
        query={{ isLoading: list.isPending, error: list.error, refetch: () => list.refetch() }}
        isEmpty={rows.length === 0}
        emptyText="No bonus offers yet."
        tableClassName="md:min-w-[44rem]"
      >
        <thead>
          <tr>
            <th>Offer</th>
            <th>Bonus</th>
            <th>Deposit range</th>
            <th>Rules</th>
            <th>Status</th>
            <th className="text-right">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o._id}>
              <td data-label="Offer" className="min-w-48">
                <div className="min-w-0 text-left">
                  <p className="font-medium">{o.title}</p>
                  {o.description ? <p className="line-clamp-2 text-xs text-muted">{o.description}</p> : null}
                  <p className="text-xs text-muted">Runs: {dates(o)}</p>
                </div>
              </td>
              <td data-label="Bonus" className="whitespace-nowrap">
                <span className="font-semibold">{o.percentage}%</span>
                <span className="block text-xs text-muted">
                  {o.maxBonusAmount === null ? 'No cap' : `up to ${rupees(o.maxBonusAmount)}`}
                </span>
              </td>
              <td data-label="Deposit range" className="whitespace-nowrap">
                {range(o)}
              </td>
              <td data-label="Rules" className="whitespace-nowrap">
                {o.limit === null ? 'No claim limit' : o.limit === 1 ? 'One time per player' : `${o.limit} times per player`}
                <span className="block text-xs text-muted">{o.wagering > 0 ? `Wager ${o.wagering}× bonus` : 'No wagering'}</span>
                {o.wagering > 0 ? (
                  <span className="block text-xs text-muted">
                    {o.validityDays === null ? 'Never expires' : `Expires after ${o.validityDays} day${o.validityDays === 1 ? '' : 's'}`}
                  </span>
                ) : null}
              </td>
              <td data-label="Status">
                <StatusBadge status={o.active ? 'on' : 'off'} label={o.active ? 'Active' : 'Inactive'} />
              </td>
              <td data-label="Actions" className="text-right whitespace-nowrap">
                <div className="inline-flex gap-2">
                  <button type="button" className="btn btn-ghost" onClick={() => setEditing({ offer: o })} aria-label={`Edit ${o.title}`}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => setToggling(o)}
                    aria-label={`${o.active ? 'Deactivate' : 'Activate'} ${o.title}`}
                  >
                    {o.active ? 'Deactivate' : 'Activate'}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
      <OfferFormDialog open={editing !== null} offer={editing?.offer ?? null} onClose={() => setEditing(null)} />
      <ToggleOfferDialog offer={toggling} onClose={() => setToggling(null)} />
    </Page>
  );
}
