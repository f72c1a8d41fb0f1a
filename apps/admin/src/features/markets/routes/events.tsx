import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EVENT_TYPES, routes, type StaffEvent } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { useSession } from '../../../lib/session-store';
import { mayCall } from '../../../lib/staff-access';
import { SelectField } from '../../../components/ui/fields';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import { StatusBadge } from '../../../components/ui/status-badge';
import { parseApiError } from '../../../lib/api-client';
import { useStaffEvents } from '../api/get-staff-events';
import { useSetEventSuspension } from '../api/set-event-suspension';
import { CreateMarketDialog } from '../components/create-market-dialog';
import { EventFramesDialog } from '../components/event-frames-dialog';
import { StreamHostsDialog } from '../components/stream-hosts-dialog';
import { FilterChips } from '../components/filter-chips';
import { SortHeader } from '../../../components/ui/sort-header';
import { TableCard } from '../../../components/ui/table-card';
import { nextSort } from '../../../lib/list-sort';

const PAGE_SIZE = 20;
type State = 'open' | 'inPlay' | 'upcoming' | 'closed' | 'all';
type SortKey = 'openDate' | 'name' | 'matched';

const STATES: { value: State; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'inPlay', label: 'In play' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

/** Day on one line, time on the next (keeps the column narrow). */
function DateTime({ iso }: { iso: string }) {
  const [day, time] = formatDateTime(iso).split(', ');
  return (
    <>
      {day}
      <span className="block text-xs text-muted">{time}</span>
    </>
  );
}

function EventStatus({ event }: { event: StaffEvent }) {
  if (event.inPlay && event.status !== 'closed') return <StatusBadge status="open" label="In play" />;
  return (
    <StatusBadge status={event.status === 'closed' ? 'closed' : 'pending'} label={event.status === 'closed' ? 'Closed' : 'Upcoming'} />
  );
}

/**
 * Events: every event of the shared book with how many markets it has (live, manual, owing a
 * result) and the money matched; open its markets in Live Market, add a manual market, or
 * suspend / resume at once every open market of it the caller may change (the administrator
 * all of them, a whiteLabel its own manual ones).
 */
export function EventsRoute() {
  const navigate = useNavigate();
  const role = useSession((s) => s.userType);
  const canCreate = mayCall(routes.marketAdmin.createManualMarket, role);
  const canFrame = mayCall(routes.eventFrames.getEventFrames, role);
  const canListHosts = mayCall(routes.eventFrames.getStreamHosts, role);
  const [framing, setFraming] = useState<StaffEvent | null>(null);
  const [isEditingHosts, setEditingHosts] = useState(false);
  const [search, setSearch] = useState('');
  const [sport, setSport] = useState('');
  const [state, setState] = useState<State>('open');
  const [sort, setSort] = useState<{ by: SortKey; order: 'asc' | 'desc' }>({ by: 'openDate', order: 'asc' });
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState<StaffEvent | null>(null);
  const suspension = useSetEventSuspension();
  const term = useDebounced(search.trim());
  const list = useStaffEvents({
    page,
    limit: PAGE_SIZE,
    state,
    sort: sort.by,
    order: sort.order,
    ...(term ? { search: term } : {}),
    ...(sport ? { eventTypeId: Number(sport) } : {}),
  });
  const rows = list.data?.docs ?? [];
  const onSort = (by: SortKey) => {
    setSort(nextSort(sort, by, by === 'matched' ? 'desc' : 'asc'));
    setPage(1);
  };

  return (
    <Page
      title="Events"
      description="Every event with its markets and the money matched. Suspend or resume all of an event’s markets at once, or open them to limit or price each."
      actions={
        canListHosts ? (
          <button type="button" className="btn btn-ghost" onClick={() => setEditingHosts(true)}>
            Stream hosts
          </button>
        ) : null
      }
    >
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          value={search}
          onValueChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          label="Search event or competition"
        />
        <div className="w-48">
          <SelectField
            label="Sport"
            value={sport}
            onValueChange={(v) => {
              setSport(v);
              setPage(1);
            }}
            options={[{ value: '', label: 'All sports' }, ...EVENT_TYPES.map((t) => ({ value: String(t.id), label: t.name }))]}
          />
        </div>
        <FilterChips
          label="Event status"
          value={state}
          options={STATES}
          onChange={(v) => {
            setState(v);
            setPage(1);
          }}
        />
      </div>
      {suspension.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
          {parseApiError(suspension.error)}
        </p>
      ) : null}
      <TableCard query={list} isEmpty={rows.length === 0} emptyText="No events match." tableClassName="md:min-w-[52rem]">
        <thead>
          <tr>
            <SortHeader label="Start" by="openDate" sort={sort} onSort={onSort} />
            <SortHeader label="Event" by="name" sort={sort} onSort={onSort} />
            <th>Status</th>
            <th className="num">Markets</th>
            <th className="num">Manual</th>
            <th className="num" title="Markets owing a result">
              Owing
            </th>
            <SortHeader label="Matched" by="matched" sort={sort} onSort={onSort} className="num" />
            <th>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.id}>
              <td data-label="Start" className="whitespace-nowrap">
                <DateTime iso={e.openDate} />
              </td>
              <td data-label="Event" className="min-w-44">
                <Link to={`${paths.liveMarket}?eventId=${encodeURIComponent(e.id)}`} className="font-semibold text-primary hover:underline">
                  {e.name}
                </Link>
                <span className="block text-xs text-muted">
                  {e.eventTypeName} · {e.competitionName}
                </span>
              </td>
              <td data-label="Status">
                <EventStatus event={e} />
              </td>
              <td data-label="Markets" className="num">
                <span>
                  {e.liveMarkets} <span className="text-muted">/ {e.markets}</span>
                </span>
              </td>
              <td data-label="Manual" className="num">
                {e.manualMarkets}
              </td>
              <td data-label="Owing a result" className={`num ${e.awaitingResult > 0 ? 'font-semibold text-amber-700' : ''}`}>
                {e.awaitingResult}
              </td>
              <td data-label="Matched" className="num">
                {formatAmount(e.totalMatched)}
              </td>
              <td data-label="Actions">
                <span className="flex flex-wrap justify-end gap-1.5 md:flex-col md:flex-nowrap md:items-stretch">
                  <Link to={`${paths.liveMarket}?eventId=${encodeURIComponent(e.id)}`} className="btn btn-ghost min-h-8 px-2.5 text-xs">
                    Markets
                  </Link>
                  {e.editableMarkets > e.heldMarkets ? (
                    <button
                      type="button"
                      className="btn btn-danger min-h-8 px-2.5 text-xs"
                      disabled={suspension.isPending}
                      title={`Suspend the ${e.editableMarkets - e.heldMarkets} open markets you may change`}
                      onClick={() => suspension.mutate({ eventId: e.id, suspended: true })}
                    >
                      Suspend all
                    </button>
                  ) : null}
                  {e.heldMarkets > 0 ? (
                    <button
                      type="button"
                      className="btn btn-success min-h-8 px-2.5 text-xs"
                      disabled={suspension.isPending}
                      title={`Resume the ${e.heldMarkets} markets held by staff`}
                      onClick={() => suspension.mutate({ eventId: e.id, suspended: false })}
                    >
                      Resume all
                    </button>
                  ) : null}
                  {canFrame ? (
                    <button type="button" className="btn btn-ghost min-h-8 px-2.5 text-xs" onClick={() => setFraming(e)}>
                      Live TV
                    </button>
                  ) : null}
                  {canCreate && e.status !== 'closed' ? (
                    <button type="button" className="btn btn-primary min-h-8 px-2.5 text-xs" onClick={() => setAdding(e)}>
                      Add market
                    </button>
                  ) : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
      <Pager info={list.data} onPage={setPage} />
      {adding ? (
        <CreateMarketDialog
          event={adding}
          onClose={() => setAdding(null)}
          onCreated={(marketId) => {
            setAdding(null);
            void navigate(`${paths.liveMarket}?eventId=${encodeURIComponent(adding.id)}&odds=${encodeURIComponent(marketId)}`);
          }}
        />
      ) : null}
      {framing ? <EventFramesDialog event={framing} onClose={() => setFraming(null)} /> : null}
      {isEditingHosts ? <StreamHostsDialog onClose={() => setEditingHosts(false)} /> : null}
    </Page>
  );
}
