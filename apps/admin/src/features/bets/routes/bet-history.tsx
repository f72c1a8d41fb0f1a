import { useState, type ReactNode } from 'react';
import { BET_HISTORY_STATUSES, EVENT_TYPES, type BetHistoryStatus, type HistoryBet } from '@backlay/contract';
import { DEFAULT_REPORT_DAYS, formatAmount, istDayOf } from '@backlay/domain';
import { formatDateTime } from '../../../lib/format';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { TableCard } from '../../../components/ui/table-card';
import { SelectField, TextField } from '../../../components/ui/fields';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useDownlineBetHistory, type BetHistoryFilter } from '../api/get-downline-bet-history';
import { useDownlineBetTotals } from '../api/get-downline-bet-totals';
import { BetCells, BetColumnHeads } from '../components/bet-cells';
import { PickAllHeader, PickCell } from '../components/pick-cells';
import { ScopeChips } from '../components/scope-chips';
import { useBetVoids } from '../components/bet-voids';
import { PAGE_SIZE, useBetScope } from '../lib/use-bet-scope';
import { BetsTabsRoute } from '../components/bets-tabs';
import { CasinoHistory } from '../components/casino-history';
import { TotalTiles } from '../../../components/ui/total-tiles';

const DAY_MS = 86_400_000;
const STATUS_OPTIONS = BET_HISTORY_STATUSES.map((s) => ({ value: s, label: s === 'all' ? 'All' : s[0]!.toUpperCase() + s.slice(1) }));
const SPORT_OPTIONS = [{ value: '', label: 'All sports' }, ...EVENT_TYPES.map((t) => ({ value: String(t.id), label: t.name }))];

const pnlClass = (n: number | null) => (n === null ? 'text-muted' : n > 0 ? 'text-success' : n < 0 ? 'text-danger' : '');

/** Day on one line and time under it, so the two date columns stay narrow enough for the table to fit. */
function DateTime({ iso }: { iso: string | null | undefined }) {
  const [day, time] = formatDateTime(iso).split(', ');
  return (
    <span className="whitespace-nowrap">
      {day}
      {time ? <span className="block text-xs text-muted">{time}</span> : null}
    </span>
  );
}

/** Settled bets (and bets of a voided market) may be voided; refused and deleted ones may not. */
const isVoidable = (b: HistoryBet) => b.status === 'settled' || b.status === 'void';

/**
 * Bet history of the downline, with a Sports / Casino switch: the Casino tab lists the casino rounds of
 * every provider (GET api/{role}/user/casino/openBet/history and its details).
 */
export function BetHistoryRoute() {
  return (
    <BetsTabsRoute
      title="Bet history"
      description="Past bets of your downline players. Dates are India days."
      casino={<CasinoHistory />}
      sports={(tabs) => <SportsBetHistory tabs={tabs} />}
    />
  );
}

/**
 * Past bets of the downline (settled, void, rejected, deleted) with the filter's totals. The
 * roles that may void bets (Delete Bet History) pick settled rows and void them: the ledger is
 * reversed by new entries, and the bet stays in the list as deleted.
 */
function SportsBetHistory({ tabs }: { tabs: ReactNode }) {
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
  const { canVoid, picked, action, dialog } = useBetVoids<HistoryBet>();
  const voidable = rows.filter(isVoidable);
  const change = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPage(1);
  };

  return (
    <Page title="Bet history" description="Past bets of your downline players. Dates are India days." actions={action}>
      {tabs}
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
        <TotalTiles
          columns="md:grid-cols-5"
          tiles={[
            { label: 'Bets', value: totals.totalBets.toLocaleString('en-IN') },
            { label: 'Back stakes', value: formatAmount(totals.totalBack) },
            { label: 'Lay stakes', value: formatAmount(totals.totalLay) },
            { label: 'Players P/L', value: formatAmount(totals.totalBetPts), className: pnlClass(totals.totalBetPts) },
            { label: 'Commission', value: formatAmount(totals.totalCommission) },
          ]}
        />
      ) : null}
      <TableCard query={list} isEmpty={rows.length === 0} emptyText="No bets in this range." tableClassName="md:min-w-[60rem]">
        <thead>
          <tr>
            {canVoid ? (
              <PickAllHeader
                checked={picked.allPicked(voidable)}
                disabled={voidable.length === 0}
                onChange={() => picked.togglePage(voidable)}
              />
            ) : null}
            <th>Placed</th>
            <BetColumnHeads />
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
              {canVoid ? (
                isVoidable(b) ? (
                  <PickCell
                    label={`Select bet of ${b.user?.userName ?? 'player'}`}
                    checked={picked.isPicked(b._id)}
                    onChange={() => picked.toggle(b)}
                  />
                ) : (
                  // Nothing to pick: the cell keeps the column on wide screens and is left out when rows stack.
                  <td aria-hidden="true" className="max-md:hidden" />
                )
              ) : null}
              <td data-label="Placed">
                <DateTime iso={b.createdAt} />
              </td>
              <BetCells bet={b} onPick={pick} afterSelection={b.cashOut ? <span className="text-xs text-muted">cash out</span> : null} />
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
              <td data-label="Settled">
                <DateTime iso={b.settledAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
      <Pager info={list.data} onPage={setPage} />
      {dialog}
    </Page>
  );
}
