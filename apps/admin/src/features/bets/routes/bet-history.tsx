import { useState } from 'react';
import { BET_HISTORY_STATUSES, EVENT_TYPES, type BetHistoryStatus } from '@backlay/contract';
import { DEFAULT_REPORT_DAYS, formatAmount, istDayOf } from '@backlay/domain';
import { formatDateTime } from '../../../lib/format';
import { ListState, Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { SelectField, TextField } from '../../../components/ui/fields';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useDownlineBetHistory, type BetHistoryFilter } from '../api/get-downline-bet-history';
import { useDownlineBetTotals } from '../api/get-downline-bet-totals';
import { MarketCell, SelectionCell, UserCell } from '../components/bet-cells';
import { ScopeChips } from '../components/scope-chips';
import { PAGE_SIZE, useBetScope } from '../lib/use-bet-scope';

const DAY_MS = 86_400_000;
const STATUS_OPTIONS = BET_HISTORY_STATUSES.map((s) => ({ value: s, label: s === 'all' ? 'All' : s[0]!.toUpperCase() + s.slice(1) }));
const SPORT_OPTIONS = [{ value: '', label: 'All sports' }, ...EVENT_TYPES.map((t) => ({ value: String(t.id), label: t.name }))];

const pnlClass = (n: number | null) => (n === null ? 'text-muted' : n > 0 ? 'text-success' : n < 0 ? 'text-danger' : '');

/** Past bets of the downline (settled, void, rejected, deleted) with the filter's totals. */
export function BetHistoryRoute() {
  // The same default range as the server: the last seven India days, today included.
  const [startDate, setStartDate] = useState(() => istDayOf(new Date(Date.now() - (DEFAULT_REPORT_DAYS - 1) * DAY_MS)));
  const [endDate, setEndDate] = useState(() => istDayOf(new Date()));
  const [status, setStatus] = useState<BetHistoryStatus>('all');
  const [eventTypeId, setEventTypeId] = useState('');
  const { scope, page, setPage, pick, ids } = useBetScope();
  const filter: BetHistoryFilter = { startDate, endDate, status, eventTypeId: eventTypeId || undefined, ...ids };
  const list = useDownlineBetHistory(filter, page, PAGE_SIZE);
  const totals = useDownlineBetTotals(filter).data?.docs;
  const rows = list.data?.docs ?? [];
  const change = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPage(1);
  };

  return (
    <Page title="Bet history" description="Past bets of your downline players. Dates are India days.">
      <div className="card grid grid-cols-2 gap-3 p-4 md:grid-cols-4">
        <TextField label="From" type="date" value={startDate} max={endDate} onValueChange={change(setStartDate)} />
        <TextField label="To" type="date" value={endDate} min={startDate} onValueChange={change(setEndDate)} />
        <SelectField
          label="Status"
          value={status}
          onValueChange={change((v) => setStatus(v as BetHistoryStatus))}
          options={STATUS_OPTIONS}
        />
        <SelectField label="Sport" value={eventTypeId} onValueChange={change(setEventTypeId)} options={SPORT_OPTIONS} />
      </div>
      <ScopeChips scope={scope} onClear={(key) => pick(key, null)} />
      {totals ? (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-5" aria-label="Totals">
          {[
            { label: 'Bets', value: totals.totalBets.toLocaleString('en-IN'), cls: '' },
            { label: 'Back stakes', value: formatAmount(totals.totalBack), cls: '' },
            { label: 'Lay stakes', value: formatAmount(totals.totalLay), cls: '' },
            { label: 'Players P/L', value: formatAmount(totals.totalBetPts), cls: pnlClass(totals.totalBetPts) },
            { label: 'Commission', value: formatAmount(totals.totalCommission), cls: '' },
          ].map((t) => (
            <div key={t.label} className="card px-4 py-3">
              <dt className="text-xs text-muted uppercase">{t.label}</dt>
              <dd className={`text-lg font-bold tabular-nums ${t.cls}`}>{t.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="card overflow-x-auto">
        <table className="data-table stacked md:min-w-[60rem]">
          <thead>
            <tr>
              <th>Placed</th>
              <th>Player</th>
              <th>Event / market</th>
              <th>Selection</th>
              <th className="num">Odds</th>
              <th className="num">Stake</th>
              <th className="num">P/L</th>
              <th>Status</th>
              <th>Settled</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <tr key={b._id}>
                <td data-label="Placed" className="whitespace-nowrap">
                  {formatDateTime(b.createdAt)}
                </td>
                <td data-label="Player">
                  <UserCell bet={b} onPick={pick} />
                </td>
                <td data-label="Event / market">
                  <MarketCell bet={b} onPick={pick} />
                </td>
                <td data-label="Selection">
                  <SelectionCell bet={b} />
                  {b.cashOut ? <span className="text-xs text-muted">cash out</span> : null}
                </td>
                <td data-label="Odds" className="num">
                  {b.receipt.matchedOdd ?? b.odds.odd}
                </td>
                <td data-label="Stake" className="num">
                  {formatAmount(b.stake)}
                </td>
                <td data-label="P/L" className={`num ${pnlClass(b.pnl)}`}>
                  {b.pnl === null ? '—' : formatAmount(b.pnl)}
                </td>
                <td data-label="Status">
                  <StatusBadge status={b.status} />
                  {b.receipt.rejectReason ? <span className="block max-w-48 text-xs text-muted">{b.receipt.rejectReason}</span> : null}
                </td>
                <td data-label="Settled" className="whitespace-nowrap">
                  {formatDateTime(b.settledAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ListState
          isLoading={list.isLoading}
          error={list.error}
          isEmpty={rows.length === 0}
          emptyText="No bets in this range."
          onRetry={() => void list.refetch()}
        />
      </div>
      <Pager info={list.data} onPage={setPage} />
    </Page>
  );
}
