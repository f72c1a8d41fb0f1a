import { useState } from 'react';
import type { StaffMarket } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { formatDateTime } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { useSession } from '../../../lib/session-store';
import { ListState, Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useStaffMarkets } from '../api/get-staff-markets';
import { DeclareResultDialog } from '../components/declare-result-dialog';
import { FilterChips } from '../components/filter-chips';
import { RollbackDialog } from '../components/rollback-dialog';

const PAGE_SIZE = 15;
type State = 'awaitingResult' | 'resulted' | 'live' | 'all';

const STATES: { value: State; label: string }[] = [
  { value: 'awaitingResult', label: 'Owing result' },
  { value: 'resulted', label: 'Resulted' },
  { value: 'live', label: 'Live' },
  { value: 'all', label: 'All' },
];

/** The standing result in words. */
export function resultText(row: Pick<StaffMarket, 'result' | 'market'>): string | null {
  const r = row.result;
  if (!r) return null;
  if (r.kind === 'void') return 'Void: every stake returned';
  if (r.kind === 'score') return `Final score ${r.run}`;
  return `${row.market.teams.find((t) => t.id === r.teamId)?.name ?? r.teamId} won`;
}

function MarketDetail({
  row,
  onDeclare,
  onRollback,
  mayResult,
}: {
  row: StaffMarket;
  onDeclare(): void;
  onRollback(): void;
  mayResult: boolean;
}) {
  const m = row.market;
  const result = resultText(row);
  return (
    <div className="card flex flex-col gap-4 p-5">
      <div>
        <p className="text-sm text-muted">
          {row.event.eventTypeName} · {row.event.competitionName} · {formatDateTime(row.event.openDate)}
        </p>
        <h2 className="text-lg font-bold">{row.event.name}</h2>
        <p className="mt-1 flex flex-wrap items-center gap-2 font-semibold">
          {m.name}
          <StatusBadge status="off" label={m.type === 'betfair' ? 'exchange' : m.type} />
          <StatusBadge status={m.status} />
          {m.manual ? <StatusBadge status="processing" label="manual" /> : null}
          {row.whiteLabelName ? <StatusBadge status="pending" label={row.whiteLabelName} /> : null}
        </p>
        <p className="mt-1 text-xs text-muted">
          id {m.id} · {row.bets} {row.bets === 1 ? 'bet' : 'bets'} · stakes {formatAmount(row.betStakes)}
        </p>
      </div>
      <ul className="flex flex-wrap gap-1.5 text-sm">
        {m.teams.map((t) => (
          <li
            key={t.id}
            className={`rounded-full border px-3 py-1 ${t.status === 'winner' ? 'border-emerald-600 bg-emerald-50 font-semibold text-emerald-800' : 'border-line text-muted'}`}
          >
            {t.name}
            {t.status !== 'active' ? ` · ${t.status}` : ''}
          </li>
        ))}
      </ul>
      {result ? (
        <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
          {result} · declared {formatDateTime(row.result!.declaredAt)} by {row.result!.byStaff ? 'staff' : 'the feed'}
        </p>
      ) : (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">No result is standing on this market.</p>
      )}
      {mayResult ? (
        <div className="flex flex-wrap gap-2">
          {row.result ? (
            <button type="button" className="btn btn-danger" onClick={onRollback}>
              Roll back result
            </button>
          ) : (
            <button type="button" className="btn btn-primary" onClick={onDeclare}>
              {m.type === 'session' ? 'Declare final score or void' : 'Declare winner or void'}
            </button>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted">Results of this market are declared by the administrator.</p>
      )}
      {row.result ? (
        <p className="text-xs text-muted">After a roll-back every settled bet reopens, and the market can be declared again.</p>
      ) : null}
    </div>
  );
}

/**
 * Results: pick a market from the list (by default the ones owing a result), then declare its
 * winner, final score or void, or roll a standing result back and declare again.
 */
export function MarketResultsRoute() {
  const role = useSession((s) => s.userType);
  const [state, setState] = useState<State>('awaitingResult');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [action, setAction] = useState<'declare' | 'rollback' | null>(null);
  const term = useDebounced(search.trim());
  const list = useStaffMarkets({
    page,
    limit: PAGE_SIZE,
    state,
    sort: 'openDate',
    order: state === 'live' ? 'asc' : 'desc',
    ...(term ? { search: term } : {}),
  });
  const rows = list.data?.docs ?? [];
  // Read on its own, so the picked market stays on screen when a declaration moves it to another list.
  const one = useStaffMarkets({ page: 1, limit: 5, state: 'all', search: pickedId ?? '' }, { enabled: pickedId !== null });
  const picked = one.data?.docs.find((r) => r.market.id === pickedId) ?? rows.find((r) => r.market.id === pickedId) ?? null;
  // The administrator results any market; a whiteLabel its manual ones (the server checks the rest).
  const mayResult = (row: StaffMarket) => role === 'administrator' || row.market.manual;

  return (
    <Page title="Market results" description="Declare a winner, a session’s final score or void; roll a result back to declare again.">
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-3">
          <FilterChips
            label="Markets"
            value={state}
            options={STATES}
            onChange={(v) => {
              setState(v);
              setPage(1);
            }}
          />
          <div className="flex">
            <SearchBox
              value={search}
              onValueChange={(v) => {
                setSearch(v);
                setPage(1);
              }}
              label="Search event, market or id"
            />
          </div>
          <div className="card">
            <ul aria-label="Markets to result" className="flex flex-col">
              {rows.map((r) => (
                <li key={r.market._id}>
                  <button
                    type="button"
                    aria-current={r.market.id === pickedId ? 'true' : undefined}
                    onClick={() => setPickedId(r.market.id)}
                    className={`flex w-full flex-col gap-0.5 border-b border-line px-4 py-3 text-left hover:bg-slate-500/5 ${
                      r.market.id === pickedId ? 'bg-primary/10' : ''
                    }`}
                  >
                    <span className="text-xs text-muted">
                      {r.event.name} · {formatDateTime(r.event.openDate)}
                    </span>
                    <span className="flex items-center gap-2 font-semibold">
                      {r.market.name}
                      <StatusBadge status={r.market.status} />
                    </span>
                    <span className="text-xs text-muted">
                      {resultText(r) ?? `${r.bets} ${r.bets === 1 ? 'bet' : 'bets'} · no result yet`}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <ListState
              isLoading={list.isLoading}
              error={list.error}
              isEmpty={rows.length === 0}
              emptyText={state === 'awaitingResult' ? 'No market is owing a result.' : 'No markets match.'}
              onRetry={() => void list.refetch()}
            />
          </div>
          <Pager info={list.data} onPage={setPage} />
        </div>
        <section aria-label="Market">
          {picked ? (
            <MarketDetail
              row={picked}
              mayResult={mayResult(picked)}
              onDeclare={() => setAction('declare')}
              onRollback={() => setAction('rollback')}
            />
          ) : (
            <p className="card p-6 text-center text-sm text-muted">Choose a market from the list to declare or roll back its result.</p>
          )}
        </section>
      </div>
      {picked && action === 'declare' ? (
        <DeclareResultDialog
          market={picked.market}
          eventName={picked.event.name}
          eventStatus={picked.event.status}
          onClose={() => setAction(null)}
        />
      ) : null}
      {picked && action === 'rollback' ? (
        <RollbackDialog
          market={picked.market}
          eventName={picked.event.name}
          eventStatus={picked.event.status}
          onClose={() => setAction(null)}
        />
      ) : null}
    </Page>
  );
}
