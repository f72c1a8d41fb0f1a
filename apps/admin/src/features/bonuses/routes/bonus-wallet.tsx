import { useState } from 'react';
import type { BonusWalletRow } from '@backlay/contract';
import { DEFAULT_REPORT_DAYS, formatAmount, istDayOf } from '@backlay/domain';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session-store';
import { useDebounced } from '../../../lib/use-debounced';
import { ListState, Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectField } from '../../../components/ui/fields';
import { StatusBadge } from '../../../components/ui/status-badge';
import { RangeFields } from '../../reports/components/range-fields';
import { useBonusWallet } from '../api/get-bonus-wallet';
import { useB2cWhiteLabels } from '../api/get-b2c-white-labels';

const PAGE_SIZE = 25;
const DAY_MS = 86_400_000;

/** The server's default range: the last seven India days, today included. */
function defaultRange(now = new Date()) {
  return { startDate: istDayOf(new Date(now.getTime() - (DEFAULT_REPORT_DAYS - 1) * DAY_MS)), endDate: istDayOf(now) };
}

const STATUS: Record<BonusWalletRow['status'], { tone: string; label: string }> = {
  awaiting: { tone: 'pending', label: 'Awaiting deposit' },
  active: { tone: 'open', label: 'Wagering' },
  completed: { tone: 'approved', label: 'Released' },
  notApplied: { tone: 'off', label: 'Not applied' },
  rejected: { tone: 'rejected', label: 'Rejected' },
  expired: { tone: 'void', label: 'Expired' },
};

function Wagering({ row }: { row: BonusWalletRow }) {
  if (row.wageringRequired === 0) return <span className="text-muted">None</span>;
  const percent = Math.min(100, Math.round((row.wageringDone / row.wageringRequired) * 100));
  return (
    <span className="inline-flex min-w-32 flex-col gap-1 text-left">
      <span className="tabular-nums">
        {formatAmount(row.wageringDone)} / {formatAmount(row.wageringRequired)}
      </span>
      <span className="h-1.5 w-full overflow-hidden rounded-full bg-slate-500/20" aria-hidden>
        <span className="block h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </span>
    </span>
  );
}

/**
 * Bonus wallet of a B2C white label (docs/product.md §6): what its promotions account paid out
 * (all time and in the range, from the ledger), how much of it is still locked by wagering, and
 * the bonuses given to players. The administrator picks the label; a whiteLabel sees its own.
 */
export function BonusWalletRoute() {
  const isAdministrator = useSession((s) => s.userType) === 'administrator';
  const labels = useB2cWhiteLabels(isAdministrator);
  const [picked, setPicked] = useState('');
  const whiteLabelId = isAdministrator ? picked || labels.data?.[0]?.id : undefined;
  const [range, setRange] = useState(defaultRange);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settled = useDebounced(search.trim());
  const wallet = useBonusWallet(
    {
      page,
      limit: PAGE_SIZE,
      startDate: range.startDate,
      endDate: range.endDate,
      ...(settled ? { search: settled } : {}),
      ...(whiteLabelId ? { whiteLabelId } : {}),
    },
    !isAdministrator || Boolean(whiteLabelId),
  );
  const data = wallet.data;
  const rows = data?.docs ?? [];
  const figures = data?.figures;
  const noLabel = isAdministrator && labels.isSuccess && labels.data.length === 0;
  const changeRange = (next: { startDate?: string; endDate?: string }) => {
    setRange((r) => ({ ...r, ...next }));
    setPage(1);
  };

  return (
    <Page
      title="Bonus wallet"
      description="Bonuses paid from the white label's promotions account, and each bonus given to a player. Dates are India days."
    >
      <div className="card grid grid-cols-2 gap-3 p-4 md:grid-cols-4">
        {isAdministrator ? (
          <div className="col-span-2 md:col-span-4">
            <SelectField
              label="White label (B2C)"
              value={whiteLabelId ?? ''}
              onValueChange={(v) => {
                setPicked(v);
                setPage(1);
              }}
              options={(labels.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
              disabled={!labels.data?.length}
            />
          </div>
        ) : null}
        <RangeFields range={range} onChange={changeRange} />
        <div className="col-span-2 flex items-end">
          <SearchBox
            value={search}
            onValueChange={(v) => {
              setSearch(v);
              setPage(1);
            }}
            label="Search player"
          />
        </div>
      </div>
      {figures ? (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={`Promotions account of ${figures.whiteLabelName}`}>
          {[
            { label: 'Bonuses paid (all time)', value: figures.paidTotal },
            { label: 'Paid in this range', value: figures.paidInRange },
            { label: 'Locked by wagering', value: figures.locked },
            { label: 'Released', value: figures.released },
          ].map((f) => (
            <div key={f.label} className="card px-4 py-3">
              <dt className="text-xs text-muted uppercase">{f.label}</dt>
              <dd className="text-lg font-bold tabular-nums">₹{formatAmount(f.value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="card overflow-x-auto">
        <table className="data-table stacked md:min-w-[52rem]">
          <thead>
            <tr>
              <th>Player</th>
              <th>Bonus</th>
              <th className="num">Deposit</th>
              <th className="num">Amount</th>
              <th>Wagering</th>
              <th>Status</th>
              <th>Date</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r._id}>
                <td data-label="Player" className="font-medium">
                  {r.userName}
                </td>
                <td data-label="Bonus">
                  <span className="block text-left">{r.title || 'Deposit bonus'}</span>
                  <span className="block text-left text-xs text-muted">{r.kind === 'referral' ? 'Refer and Earn' : 'Offer'}</span>
                </td>
                <td data-label="Deposit" className="num">
                  {formatAmount(r.depositAmount)}
                </td>
                <td data-label="Amount" className="num font-semibold">
                  {formatAmount(r.bonusAmount)}
                </td>
                <td data-label="Wagering">
                  <Wagering row={r} />
                </td>
                <td data-label="Status">
                  <StatusBadge status={STATUS[r.status].tone} label={STATUS[r.status].label} />
                  {r.expiresAt && (r.status === 'active' || r.status === 'expired') ? (
                    <span className="block text-left text-xs whitespace-nowrap text-muted">
                      {r.status === 'active' ? 'Expires' : 'Expired'} {formatDateTime(r.expiresAt)}
                    </span>
                  ) : null}
                </td>
                <td data-label="Date" className="whitespace-nowrap">
                  {formatDateTime(r.creditedAt ?? r.createdAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ListState
          isLoading={wallet.isLoading || (isAdministrator && labels.isLoading)}
          error={wallet.error ?? labels.error}
          isEmpty={rows.length === 0}
          emptyText={
            noLabel ? 'There is no B2C white label yet.' : settled ? 'No player matches this search.' : 'No bonus was given in this range.'
          }
          onRetry={() => void wallet.refetch()}
        />
      </div>
      <Pager info={data} onPage={setPage} />
    </Page>
  );
}
