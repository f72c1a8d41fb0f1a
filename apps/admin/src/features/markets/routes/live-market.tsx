import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EVENT_TYPES, routes, type StaffMarket } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { paths } from '../../../config/paths';
import { formatDateTime, formatLimit } from '../../../lib/format';
import { parseApiError } from '../../../lib/api-client';
import { useDebounced } from '../../../lib/use-debounced';
import { useSession } from '../../../lib/session-store';
import { mayCall } from '../../../lib/staff-access';
import { SelectField } from '../../../components/ui/fields';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { TableCard } from '../../../components/ui/table-card';
import { SearchBox } from '../../../components/ui/search-box';
import { StatusBadge } from '../../../components/ui/status-badge';
import { LIVE_MARKET_REFRESH_MS, useStaffMarkets } from '../api/get-staff-markets';
import { useSetEventSuspension } from '../api/set-event-suspension';
import { useUpdateMarket } from '../api/update-market';
import { CreateMarketDialog } from '../components/create-market-dialog';
import { FilterChips } from '../components/filter-chips';
import { ManualOddsDialog } from '../components/manual-odds-dialog';
import { MarketPrices } from '../components/market-prices';
import { MarketSettingsDialog } from '../components/market-settings-dialog';
import { SortHeader } from '../../../components/ui/sort-header';
import { nextSort } from '../../../lib/list-sort';
import { firstPageAfter } from '../../../lib/use-list-controls';
import { ToggleSwitch } from '../components/toggle-switch';

const PAGE_SIZE = 25;
type State = 'live' | 'awaitingResult' | 'resulted' | 'closed' | 'all';
type SortKey = 'openDate' | 'name' | 'matched';
type Kind = '' | 'betfair' | 'bookmaker' | 'session';

const STATES: { value: State; label: string }[] = [
  { value: 'live', label: 'Live' },
  { value: 'awaitingResult', label: 'Owing result' },
  { value: 'resulted', label: 'Resulted' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

/** Status as players see it, and why (a staff hold, a result standing). */
function MarketStatusCell({ row }: { row: StaffMarket }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <StatusBadge status={row.market.status} />
      {row.staffSuspended ? <span className="text-xs font-medium text-amber-700">held by staff</span> : null}
      {!row.market.active ? <span className="text-xs text-muted">hidden from players</span> : null}
      {row.result ? (
        <span className="text-xs text-success">
          {row.result.kind === 'void'
            ? 'voided'
            : row.result.kind === 'score'
              ? `result ${row.result.run} runs`
              : `won: ${row.market.teams.find((t) => t.id === row.result?.teamId)?.name ?? row.result.teamId}`}
        </span>
      ) : null}
    </span>
  );
}

/**
 * Live Market: every market with its status, prices and money matched, refreshed every few
 * seconds; suspend or resume, change stakes, delay and betAllow, and enter the odds of manual
 * markets. A row the caller may not change (the shared book, for a whiteLabel) is read-only.
 */
export function LiveMarketRoute() {
  const [params, setParams] = useSearchParams();
  const eventId = params.get('eventId');
  const oddsFor = params.get('odds');
  const role = useSession((s) => s.userType);
  const canCreate = mayCall(routes.marketAdmin.createManualMarket, role);
  const [search, setSearch] = useState('');
  const [sport, setSport] = useState('');
  const [kind, setKind] = useState<Kind>('');
  const [state, setState] = useState<State>('live');
  const [sort, setSort] = useState<{ by: SortKey; order: 'asc' | 'desc' }>({ by: 'openDate', order: 'asc' });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<StaffMarket | null>(null);
  const [pricingId, setPricingId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const term = useDebounced(search.trim());
  const update = useUpdateMarket();
  const suspension = useSetEventSuspension();
  const list = useStaffMarkets({
    page,
    limit: PAGE_SIZE,
    state: eventId ? 'all' : state,
    sort: sort.by,
    order: sort.order,
    ...(eventId ? { eventId } : {}),
    ...(term ? { search: term } : {}),
    ...(sport ? { eventTypeId: Number(sport) } : {}),
    ...(kind ? { type: kind } : {}),
  });
  const rows = list.data?.docs ?? [];
  const event = eventId ? rows[0]?.event : undefined;
  // On one event: "Suspend all" / "Resume all" over the open markets the caller may change.
  const mine = eventId ? rows.filter((r) => r.canEdit && r.market.status !== 'closed' && r.event.status !== 'closed') : [];
  // With more than one page the others are unseen here: offer both (the server skips what is already so).
  const isPartial = (list.data?.totalPages ?? 1) > 1;
  const canSuspendAll = mine.length > 0 && (isPartial || mine.some((r) => !r.staffSuspended));
  const canResumeAll = mine.length > 0 && (isPartial || mine.some((r) => r.staffSuspended));

  // Arriving from "Add market" (?odds=id) opens the new market's odds as soon as its row is here.
  const openOdds = pricingId ?? oddsFor;
  const pricing = openOdds ? (rows.find((r) => r.market.id === openOdds) ?? null) : null;
  const closeOdds = () => {
    setPricingId(null);
    if (!oddsFor) return;
    const next = new URLSearchParams(params);
    next.delete('odds');
    setParams(next, { replace: true });
  };

  const onFilter = firstPageAfter(setPage);
  const onSort = (by: SortKey) => {
    setSort(nextSort(sort, by, by === 'matched' ? 'desc' : 'asc'));
    setPage(1);
  };
  const change = (row: StaffMarket, body: { suspended?: boolean; betAllow?: boolean }) =>
    update.mutate({ marketId: row.market.id, ...body });

  return (
    <Page
      title={event ? `Live market · ${event.name}` : 'Live market'}
      description={`Every market with status, prices and money matched, refreshed every ${LIVE_MARKET_REFRESH_MS / 1000} seconds. Changes reach players at once.`}
      actions={
        event ? (
          <span className="flex flex-wrap gap-2">
            {canSuspendAll ? (
              <button
                type="button"
                className="btn btn-danger"
                disabled={suspension.isPending}
                onClick={() => suspension.mutate({ eventId: event.id, suspended: true })}
              >
                Suspend all
              </button>
            ) : null}
            {canResumeAll ? (
              <button
                type="button"
                className="btn btn-success"
                disabled={suspension.isPending}
                onClick={() => suspension.mutate({ eventId: event.id, suspended: false })}
              >
                Resume all
              </button>
            ) : null}
            {canCreate && event.status !== 'closed' ? (
              <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
                Add manual market
              </button>
            ) : null}
          </span>
        ) : null
      }
    >
      {eventId ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-primary/10 px-3 py-1 font-medium text-primary">
            Event: {event ? `${event.name} · ${event.competitionName} · ${formatDateTime(event.openDate)}` : eventId}
          </span>
          <Link to={paths.liveMarket} className="font-semibold text-primary underline">
            All markets
          </Link>
          <Link to={paths.marketEvents} className="text-muted underline">
            Back to events
          </Link>
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <SearchBox value={search} onValueChange={onFilter(setSearch)} label="Search market, event or id" />
          <div className="w-44">
            <SelectField
              label="Sport"
              value={sport}
              onValueChange={onFilter(setSport)}
              options={[{ value: '', label: 'All sports' }, ...EVENT_TYPES.map((t) => ({ value: String(t.id), label: t.name }))]}
            />
          </div>
          <div className="w-40">
            <SelectField
              label="Kind"
              value={kind}
              onValueChange={onFilter((v: string) => setKind(v as Kind))}
              options={[
                { value: '', label: 'All kinds' },
                { value: 'betfair', label: 'Exchange' },
                { value: 'bookmaker', label: 'Bookmaker' },
                { value: 'session', label: 'Session' },
              ]}
            />
          </div>
          <FilterChips label="Market state" value={state} options={STATES} onChange={onFilter<State>(setState)} />
        </div>
      )}
      {update.isError || suspension.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
          {parseApiError(update.isError ? update.error : suspension.error)}
        </p>
      ) : null}
      <TableCard
        query={list}
        isEmpty={rows.length === 0}
        emptyText={eventId ? 'This event has no markets yet.' : 'No markets match.'}
        tableClassName="md:min-w-[60rem]"
      >
        <thead>
          <tr>
            <SortHeader label="Market" by={eventId ? 'openDate' : 'name'} sort={sort} onSort={onSort} />
            <th>Status</th>
            <th>Prices</th>
            <SortHeader label="Matched" by="matched" sort={sort} onSort={onSort} className="num" />
            <th className="num">Stakes · delay</th>
            <th>Bets · actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const m = row.market;
            const isClosed = m.status === 'closed' || row.event.status === 'closed';
            const editable = row.canEdit && !isClosed;
            return (
              <tr key={m._id}>
                <td data-label="Market" className="min-w-44">
                  {eventId ? null : (
                    <Link
                      to={`${paths.liveMarket}?eventId=${encodeURIComponent(row.event.id)}`}
                      className="block text-xs text-muted hover:underline"
                    >
                      {row.event.name} · {formatDateTime(row.event.openDate)}
                    </Link>
                  )}
                  <span className="font-semibold">{m.name}</span>
                  <span className="mt-1 flex flex-wrap gap-1">
                    <StatusBadge status="off" label={m.type === 'betfair' ? 'exchange' : m.type} />
                    {m.manual ? <StatusBadge status="processing" label="manual" /> : null}
                    {row.whiteLabelName ? <StatusBadge status="pending" label={row.whiteLabelName} /> : null}
                  </span>
                </td>
                <td data-label="Status">
                  <MarketStatusCell row={row} />
                </td>
                <td data-label="Prices">
                  <MarketPrices market={m} />
                </td>
                <td data-label="Matched" className="num">
                  <span className="block">{formatAmount(m.totalMatched)}</span>
                  <span className="block text-xs text-muted">
                    {row.bets} {row.bets === 1 ? 'bet' : 'bets'} · {formatAmount(row.betStakes)}
                  </span>
                </td>
                <td data-label="Stakes · delay" className="num">
                  <span className="block">
                    {formatLimit(m.min)} – {formatLimit(m.max)}
                  </span>
                  <span className="block text-xs text-muted">{m.delaySecond} s delay</span>
                </td>
                <td data-label="Bets · actions">
                  <span className="flex flex-wrap items-center justify-end gap-1.5 md:justify-start">
                    <ToggleSwitch
                      checked={m.betAllow}
                      label={`Bets allowed on ${m.name}`}
                      disabled={!editable || update.isPending}
                      onChange={(v) => change(row, { betAllow: v })}
                    />
                    {editable ? (
                      <>
                        <button
                          type="button"
                          className={`btn min-h-8 px-2.5 text-xs ${row.staffSuspended ? 'btn-success' : 'btn-danger'}`}
                          disabled={update.isPending}
                          onClick={() => change(row, { suspended: !row.staffSuspended })}
                        >
                          {row.staffSuspended ? 'Resume' : 'Suspend'}
                        </button>
                        {m.manual && m.type !== 'betfair' ? (
                          <button type="button" className="btn btn-primary min-h-8 px-2.5 text-xs" onClick={() => setPricingId(m.id)}>
                            Odds
                          </button>
                        ) : null}
                        <button type="button" className="btn btn-ghost min-h-8 px-2.5 text-xs" onClick={() => setEditing(row)}>
                          Edit
                        </button>
                      </>
                    ) : (
                      <span className="text-xs text-muted">{isClosed ? 'closed' : 'read only'}</span>
                    )}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </TableCard>
      <Pager info={list.data} onPage={setPage} />
      {editing ? <MarketSettingsDialog row={editing} onClose={() => setEditing(null)} /> : null}
      {pricing ? <ManualOddsDialog row={pricing} onClose={closeOdds} /> : null}
      {adding && event ? (
        <CreateMarketDialog
          event={event}
          onClose={() => setAdding(false)}
          onCreated={(marketId) => {
            setAdding(false);
            const next = new URLSearchParams(params);
            next.set('odds', marketId);
            setParams(next);
          }}
        />
      ) : null}
    </Page>
  );
}
