import { useState } from 'react';
import { CASINO_GAME_TYPES, CASINO_HISTORY_STATUSES, type CasinoGameType } from '@backlay/contract';
import { DEFAULT_REPORT_DAYS, formatAmount, istDayOf } from '@backlay/domain';
import { ListState } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { SelectField, TextField } from '../../../components/ui/fields';
import { useDownlineCasinoHistory, useDownlineCasinoTotals, type CasinoHistoryFilter } from '../api/get-downline-casino-rounds';
import { PAGE_SIZE, useBetScope } from '../lib/use-bet-scope';
import { CasinoRoundsTable } from './casino-rounds-table';
import { ScopeChips } from './scope-chips';
import { TotalTiles } from '../../../components/ui/total-tiles';

const DAY_MS = 86_400_000;
const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const STATUS_OPTIONS = CASINO_HISTORY_STATUSES.map((s) => ({ value: s, label: capital(s) }));
const TYPE_OPTIONS = [{ value: '', label: 'All game types' }, ...CASINO_GAME_TYPES.map((t) => ({ value: t, label: capital(t) }))];
const pnlClass = (n: number) => (n > 0 ? 'text-success' : n < 0 ? 'text-danger' : '');

/**
 * The Casino tab of Bet history: past rounds (settled, cancelled) of the downline's players,
 * every provider, between two India days (default the last seven, as the sports tab), with the
 * totals of the whole filter. Net is the players' result (wins - stakes).
 */
export function CasinoHistory() {
  const [startDate, setStartDate] = useState(() => istDayOf(new Date(Date.now() - (DEFAULT_REPORT_DAYS - 1) * DAY_MS)));
  const [endDate, setEndDate] = useState(() => istDayOf(new Date()));
  const [status, setStatus] = useState<CasinoHistoryFilter['status']>('all');
  const [gameType, setGameType] = useState('');
  const { scope, page, setPage, pick } = useBetScope();
  const filter: CasinoHistoryFilter = {
    startDate,
    endDate,
    status,
    gameType: (gameType || undefined) as CasinoGameType | undefined,
    userId: scope.user?.id,
  };
  const list = useDownlineCasinoHistory(filter, page, PAGE_SIZE);
  const totals = useDownlineCasinoTotals(filter).data?.docs;
  const rows = list.data?.docs ?? [];
  const change = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPage(1);
  };
  return (
    <>
      <div className="card grid grid-cols-2 gap-3 p-4 md:grid-cols-4">
        <TextField label="From" type="date" value={startDate} max={endDate} onValueChange={change(setStartDate)} />
        <TextField label="To" type="date" value={endDate} min={startDate} onValueChange={change(setEndDate)} />
        <SelectField
          label="Status"
          value={status}
          onValueChange={change((v) => setStatus(v as CasinoHistoryFilter['status']))}
          options={STATUS_OPTIONS}
        />
        <SelectField label="Game type" value={gameType} onValueChange={change(setGameType)} options={TYPE_OPTIONS} />
      </div>
      <ScopeChips scope={scope} onClear={(key) => pick(key, null)} hint="Click a player in the list to show only their rounds." />
      {totals ? (
        <TotalTiles
          columns="md:grid-cols-4"
          tiles={[
            { label: 'Rounds', value: totals.totalRounds.toLocaleString('en-IN') },
            { label: 'Stakes', value: formatAmount(totals.totalStake) },
            { label: 'Wins', value: formatAmount(totals.totalWin) },
            { label: 'Players net', value: formatAmount(totals.totalPnl), className: pnlClass(totals.totalPnl) },
          ]}
        />
      ) : null}
      <div className="card overflow-x-auto">
        <CasinoRoundsTable rounds={rows} isHistory onPickUser={(v) => pick('user', v)} />
        <ListState
          isLoading={list.isLoading}
          error={list.error}
          isEmpty={rows.length === 0}
          emptyText="No casino rounds in this range."
          onRetry={() => void list.refetch()}
        />
      </div>
      <Pager info={list.data} onPage={setPage} />
    </>
  );
}
