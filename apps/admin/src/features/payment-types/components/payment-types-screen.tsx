import { useMemo, useState } from 'react';
import type { PaymentMethod } from '@backlay/contract';
import { formatLimit } from '../../../lib/format';
import { useSession } from '../../../lib/session-store';
import { useListControls } from '../../../lib/use-list-controls';
import { Page } from '../../../components/ui/page';
import { RowButton } from '../../../components/ui/row-button';
import { SearchBox } from '../../../components/ui/search-box';
import { SortHeader } from '../../../components/ui/sort-header';
import { TableCard } from '../../../components/ui/table-card';
import { useHostWhiteLabel } from '../api/get-site';
import { usePaymentTypes } from '../api/get-payment-types';
import { useWhiteLabelOptions } from '../api/get-white-label-options';
import { limitsText, type Purpose } from '../lib/payment-type-form';
import { PaymentTypeDialog } from './payment-type-dialog';
import { ToggleActiveDialog } from './toggle-active-dialog';
import { StatusBadge } from '../../../components/ui/status-badge';

type SortKey = 'sort' | 'paymentName' | 'paymentType' | 'minAmount';
const PAGE_SIZE = 20;
const COPY = {
  deposit: {
    title: 'Deposit types',
    description:
      'Where players send their deposits: the accounts, UPI ids, QR codes and gateways of the white label, with limits and order.',
    noun: 'deposit type',
  },
  withdraw: {
    title: 'Withdraw types',
    description: 'Kinds of account players withdraw to: the fields they fill in and the withdrawal limits of each kind.',
    noun: 'withdraw type',
  },
} as const;

/** Limits are whole rupees as a rule: no '.00' (the column must fit beside the actions at 1280 px). */
const rupees = (n: number) => `₹${formatLimit(n)}`;

/** One line of a method's details (what the player copies in the deposit drawer). */
function detailLine(m: PaymentMethod): string {
  const parts = [m.upiId, m.accountNumber && `A/c ${m.accountNumber}`, m.ifscCode, m.bankName, m.walletNumber, m.accountName].filter(
    Boolean,
  );
  if (parts.length) return parts.join(' · ');
  return (
    m.customFields.map((f) => (f.type === 'image' ? `${f.label} (image)` : f.value ? `${f.label}: ${f.value}` : f.label)).join(' · ') || '—'
  );
}

function compare(a: PaymentMethod, b: PaymentMethod, by: SortKey): number {
  if (by === 'sort' || by === 'minAmount') {
    // Missing values first, as the deposit drawer orders methods without a sort first.
    const x = a[by] ?? -1;
    const y = b[by] ?? -1;
    return x - y;
  }
  return a[by].localeCompare(b[by]);
}

/**
 * Deposit Type or Withdraw Type: the payment methods of a white label (the console host's; an
 * administrator on a host of no site picks one), searched, sorted and paged here (a label has
 * a handful), with add, edit and activate/deactivate.
 */
export function PaymentTypesScreen({ purpose }: { purpose: Purpose }) {
  const role = useSession((s) => s.userType);
  const host = useHostWhiteLabel();
  const needsPicker = role === 'administrator' && host.isError;
  const options = useWhiteLabelOptions(needsPicker);
  const [picked, setPicked] = useState<string | null>(null);
  const whiteLabelId = needsPicker ? (picked ?? options.data?.[0]?._id ?? null) : null;
  const list = usePaymentTypes(purpose, whiteLabelId, {
    enabled: host.isSuccess || (needsPicker && !!whiteLabelId) || (host.isError && role !== 'administrator'),
  });
  // The search filters rows already here, so it uses what is typed rather than the settled text.
  const { search, setSearch, sort, onSort, page, setPage } = useListControls<SortKey>({ by: 'sort', order: 'asc' });
  const [editing, setEditing] = useState<{ method: PaymentMethod | null } | null>(null);
  const [toggling, setToggling] = useState<PaymentMethod | null>(null);
  const copy = COPY[purpose];

  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    const rows = (list.data ?? []).filter((m) => !q || `${m.paymentName} ${m.paymentType} ${detailLine(m)}`.toLowerCase().includes(q));
    rows.sort((a, b) => compare(a, b, sort.by) * (sort.order === 'asc' ? 1 : -1));
    return rows;
  }, [list.data, search, sort]);
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = filtered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const labelName = host.data?.name ?? options.data?.find((o) => o._id === whiteLabelId)?.name;

  return (
    <Page
      title={copy.title}
      description={
        <>
          {copy.description}
          {labelName ? <span className="block font-medium text-fg">White label: {labelName}</span> : null}
        </>
      }
      actions={
        <div className="flex flex-wrap items-center gap-2">
          {needsPicker && options.data ? (
            <select
              className="input min-w-44"
              aria-label="White label"
              value={whiteLabelId ?? ''}
              onChange={(e) => setPicked(e.target.value)}
            >
              {options.data.map((o) => (
                <option key={o._id} value={o._id}>
                  {o.name}
                </option>
              ))}
            </select>
          ) : null}
          <button type="button" className="btn btn-primary" onClick={() => setEditing({ method: null })}>
            New {copy.noun}
          </button>
        </div>
      }
    >
      <SearchBox value={search} onValueChange={setSearch} label="Search name, type or details" />
      <TableCard
        query={{
          isLoading: list.isLoading || host.isLoading,
          error: list.error ?? (host.isError && role !== 'administrator' ? host.error : null),
          refetch: () => list.refetch(),
        }}
        isEmpty={rows.length === 0}
        emptyText={search.trim() ? 'Nothing matches this search.' : `No ${copy.noun}s yet.`}
        tableClassName="md:min-w-[58rem]"
      >
        <thead>
          <tr>
            <SortHeader label="Sort" by="sort" sort={sort} onSort={onSort} className="num" />
            <SortHeader label="Name" by="paymentName" sort={sort} onSort={onSort} />
            <SortHeader label="Type" by="paymentType" sort={sort} onSort={onSort} />
            <th>{purpose === 'deposit' ? 'Details' : 'Fields'}</th>
            <SortHeader label="Limits" by="minAmount" sort={sort} onSort={onSort} />
            <th>Status</th>
            <th className="text-right">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m._id}>
              <td data-label="Sort" className="num">
                {m.sort ?? '—'}
              </td>
              <td data-label="Name" className="font-medium">
                {m.paymentName}
              </td>
              <td data-label="Type">
                <span className="rounded bg-surface-2 px-1.5 py-0.5 font-mono text-xs font-bold ring-1 ring-line">{m.paymentType}</span>
              </td>
              <td data-label={purpose === 'deposit' ? 'Details' : 'Fields'} className="min-w-48 text-sm md:max-w-80">
                {/* Wrap between words; only a token longer than the column (an UPI id, an account number) breaks.
                      The outer span keeps the clamp out of the phone card's grid, which would size it unclamped. */}
                <span className="block">
                  <span className="line-clamp-2 [overflow-wrap:anywhere]">
                    {purpose === 'deposit' ? detailLine(m) : m.customFields.map((f) => f.label).join(', ') || '—'}
                  </span>
                </span>
              </td>
              <td data-label="Limits" className="whitespace-nowrap">
                {limitsText(m, rupees)}
                {purpose === 'deposit' && m.lock ? (
                  <span className="block text-xs font-medium text-amber-700">Locked: needs min and max</span>
                ) : null}
              </td>
              <td data-label="Status">
                <StatusBadge status={m.active ? 'on' : 'off'} label={m.active ? 'Active' : 'Inactive'} />
              </td>
              <td data-label="Actions" className="text-right">
                <div className="inline-flex flex-wrap justify-end gap-2">
                  <RowButton label={`Edit ${m.paymentName}`} onClick={() => setEditing({ method: m })}>
                    Edit
                  </RowButton>
                  <RowButton label={`${m.active ? 'Deactivate' : 'Activate'} ${m.paymentName}`} onClick={() => setToggling(m)}>
                    {m.active ? 'Deactivate' : 'Activate'}
                  </RowButton>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
      {filtered.length > PAGE_SIZE ? (
        <nav aria-label="Pages" className="flex items-center justify-between px-1 text-sm text-muted">
          <span>
            Showing {(current - 1) * PAGE_SIZE + 1}–{Math.min(current * PAGE_SIZE, filtered.length)} of {filtered.length}
          </span>
          <span className="flex gap-2">
            <button type="button" className="btn btn-ghost min-h-9 px-3" disabled={current <= 1} onClick={() => setPage(current - 1)}>
              Previous
            </button>
            <button type="button" className="btn btn-ghost min-h-9 px-3" disabled={current >= pages} onClick={() => setPage(current + 1)}>
              Next
            </button>
          </span>
        </nav>
      ) : null}
      {editing ? (
        <PaymentTypeDialog purpose={purpose} method={editing.method} whiteLabelId={whiteLabelId} onClose={() => setEditing(null)} />
      ) : null}
      {toggling ? <ToggleActiveDialog purpose={purpose} method={toggling} onClose={() => setToggling(null)} /> : null}
    </Page>
  );
}
