import { useMemo, useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced';
import { formatDateTime } from '../../../lib/format';
import { SelectField } from '../../../components/ui/fields';
import { SearchBox } from '../../../components/ui/search-box';
import { ListState } from '../../../components/ui/page';
import { useMarketGroup } from '../api/get-market-group';
import { useEventSearch } from '../api/search-events';

export interface PickedEvent {
  id: string;
  name: string;
}

interface Row {
  id: string;
  name: string;
  detail: string;
  isLive: boolean;
}

/** Sport, then one of its open events; or a search by name that finds closed events too. */
export function EventPicker({ selectedId, onPick }: { selectedId: string | null; onPick(e: PickedEvent): void }) {
  const group = useMarketGroup();
  const [sportId, setSportId] = useState<string>('');
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const found = useEventSearch(term);
  const isSearching = term.length >= 2;
  const sports = group.data ?? [];
  const sport = sports.find((s) => String(s.eventTypeId) === sportId) ?? sports[0];

  const rows: Row[] = useMemo(() => {
    if (isSearching) {
      return (found.data ?? []).flatMap((g) =>
        g.events.map((e) => ({
          id: e.id,
          name: e.name,
          detail: `${g.name} · ${e.competitionName} · ${formatDateTime(e.openDate)}`,
          isLive: e.inPlay,
        })),
      );
    }
    return (sport?.competitions ?? []).flatMap((c) =>
      c.events.map((e) => ({
        id: e.id,
        name: e.name,
        detail: `${c.name} · ${formatDateTime(e.openDate)} · ${e.marketCount} markets`,
        isLive: e.inPlay,
      })),
    );
  }, [isSearching, found.data, sport]);

  const state = isSearching ? found : group;
  return (
    <div className="card flex min-h-0 flex-col gap-3 p-3">
      <SearchBox value={search} onValueChange={setSearch} label="Search events (closed too)" />
      {!isSearching ? (
        <SelectField
          label="Sport"
          value={sport ? String(sport.eventTypeId) : ''}
          onValueChange={setSportId}
          options={sports.map((s) => ({ value: String(s.eventTypeId), label: s.name }))}
        />
      ) : null}
      <ul className="flex max-h-[28rem] flex-col gap-0.5 overflow-y-auto" aria-label="Events">
        {rows.map((r) => (
          <li key={r.id}>
            <button
              type="button"
              aria-pressed={r.id === selectedId}
              onClick={() => onPick({ id: r.id, name: r.name })}
              className={`w-full rounded-lg px-2 py-2 text-left ${r.id === selectedId ? 'bg-primary/10 ring-1 ring-primary ring-inset' : 'hover:bg-surface-2'}`}
            >
              <span className="flex items-center gap-2 text-sm font-medium">
                {r.isLive ? <span className="rounded bg-red-600 px-1 text-[0.65rem] font-bold text-white">LIVE</span> : null}
                {r.name}
              </span>
              <span className="block text-xs text-muted">{r.detail}</span>
            </button>
          </li>
        ))}
      </ul>
      <ListState
        isLoading={state.isLoading}
        error={state.error}
        isEmpty={rows.length === 0}
        emptyText={isSearching ? 'No event found.' : 'No open events.'}
      />
    </div>
  );
}
