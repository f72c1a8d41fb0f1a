import { useState } from 'react';
import type { SportSetting } from '@backlay/contract';
import { Page } from '../../../components/ui/page';
import { TableCard } from '../../../components/ui/table-card';
import { SearchBox } from '../../../components/ui/search-box';
import { StatusBadge } from '../../../components/ui/status-badge';
import { parseApiError } from '../../../lib/api-client';
import { useTypeList } from '../api/get-type-list';
import { useSetTypeList } from '../api/set-type-list';
import { FilterChips } from '../components/filter-chips';
import { SortHeader } from '../../../components/ui/sort-header';
import { nextSort } from '../../../lib/list-sort';
import { ToggleSwitch } from '../components/toggle-switch';

type Shown = 'all' | 'shown' | 'hidden';
type SortKey = 'list' | 'name' | 'openEvents';

/** The 27 sports filtered and sorted here: the list is short and fixed, so no paging. */
export function visibleSports(rows: readonly SportSetting[], term: string, shown: Shown, sort: { by: SortKey; order: 'asc' | 'desc' }) {
  const needle = term.trim().toLowerCase();
  const picked = rows
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => (shown === 'all' ? true : shown === 'shown' ? s.enabled : !s.enabled))
    .filter(({ s }) => !needle || s.name.toLowerCase().includes(needle) || String(s.eventTypeId) === needle);
  const dir = sort.order === 'asc' ? 1 : -1;
  picked.sort((a, b) =>
    sort.by === 'name'
      ? dir * a.s.name.localeCompare(b.s.name)
      : sort.by === 'openEvents'
        ? dir * (a.s.openEvents - b.s.openEvents) || a.i - b.i
        : dir * (a.i - b.i),
  );
  return picked.map(({ s }) => s);
}

/**
 * Type Lists: every sport of the exchange with its switch. A sport switched off leaves every
 * site's menus, lists, search and event pages at once; its markets keep their own status.
 */
export function TypeListsRoute() {
  const list = useTypeList();
  const set = useSetTypeList();
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState<Shown>('all');
  const [sort, setSort] = useState<{ by: SortKey; order: 'asc' | 'desc' }>({ by: 'list', order: 'asc' });
  const all = list.data ?? [];
  const rows = visibleSports(all, search, shown, sort);
  const on = all.filter((r) => r.enabled).length;
  const onSort = (by: SortKey) => setSort(nextSort(sort, by, by === 'openEvents' ? 'desc' : 'asc'));
  return (
    <Page
      title="Type lists"
      description={`Sports shown on every site (${on} of ${all.length} on). To stop bets at once on events already open, suspend their markets in Live market too.`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox value={search} onValueChange={setSearch} label="Search sport or id" />
        <FilterChips<Shown>
          label="Shown on the sites"
          value={shown}
          options={[
            { value: 'all', label: 'All' },
            { value: 'shown', label: 'Shown' },
            { value: 'hidden', label: 'Hidden' },
          ]}
          onChange={setShown}
        />
      </div>
      {set.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
          {parseApiError(set.error)}
        </p>
      ) : null}
      <TableCard query={list} isEmpty={rows.length === 0} emptyText="No sport matches.">
        <thead>
          <tr>
            <SortHeader label="Sport" by="name" sort={sort} onSort={onSort} />
            <SortHeader label="Event type id" by="list" sort={sort} onSort={onSort} className="num" />
            <SortHeader label="Open events" by="openEvents" sort={sort} onSort={onSort} className="num" />
            <th className="num">Live markets</th>
            <th>Status</th>
            <th className="num">Shown</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.eventTypeId} className={s.enabled ? '' : 'bg-surface-2'}>
              <td data-label="Sport" className="font-semibold">
                {s.name}
              </td>
              <td data-label="Event type id" className="num text-muted">
                {s.eventTypeId}
              </td>
              <td data-label="Open events" className="num">
                {s.openEvents}
              </td>
              <td data-label="Live markets" className="num">
                {s.liveMarkets}
              </td>
              <td data-label="Status">
                <StatusBadge status={s.enabled ? 'on' : 'off'} label={s.enabled ? 'shown' : 'hidden'} />
              </td>
              <td data-label="Shown" className="num">
                <ToggleSwitch
                  checked={s.enabled}
                  label={`Show ${s.name}`}
                  disabled={set.isPending}
                  onChange={(enabled) => set.mutate({ eventTypeId: s.eventTypeId, enabled })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
    </Page>
  );
}
