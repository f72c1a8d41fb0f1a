import { useState } from 'react';
import { CASINO_GAME_TYPES, type StaffCasinoGame } from '@backlay/contract';
import { parseApiError } from '../../../lib/api-client';
import { useDebounced } from '../../../lib/use-debounced';
import { SelectField } from '../../../components/ui/fields';
import { ListState, Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { TableCard } from '../../../components/ui/table-card';
import { SearchBox } from '../../../components/ui/search-box';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useCasinoGames } from '../api/get-casino-games';
import { useCasinoProviders } from '../api/get-casino-providers';
import { useUpdateCasinoGame } from '../api/update-casino-game';
import { useUpdateCasinoProvider } from '../api/update-casino-provider';
import { SortHeader } from '../../../components/ui/sort-header';
import { nextSort } from '../../../lib/list-sort';
import { firstPageAfter } from '../../../lib/use-list-controls';
import { ToggleSwitch } from '../components/toggle-switch';

const PAGE_SIZE = 20;
type SortKey = 'sort' | 'name' | 'type';

/** The lobby order of a game: typed, then saved on Enter or when the field is left. */
function SortField({ game, onSave, disabled }: { game: StaffCasinoGame; onSave(sort: number): void; disabled: boolean }) {
  const [value, setValue] = useState(String(game.sort));
  const save = () => {
    const n = Number(value);
    if (value.trim() === '' || !Number.isInteger(n) || n < 0 || n > 100_000) return setValue(String(game.sort));
    if (n !== game.sort) onSave(n);
  };
  return (
    <input
      aria-label={`Order of ${game.name}`}
      inputMode="numeric"
      value={value}
      disabled={disabled}
      onChange={(e) => setValue(e.target.value.replace(/\D/g, '').slice(0, 6))}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') save();
      }}
      className="input min-h-9 w-20 text-right tabular-nums"
    />
  );
}

/**
 * Game Management: casino providers and games. A provider off hides all its games and refuses
 * its launches (and its wallet calls, so rounds under way settle once it is on again); a game
 * off leaves the lobby; the order sorts games inside their provider group; top lists a game on
 * the top casino page.
 */
export function GameManagementRoute() {
  const providers = useCasinoProviders();
  const setProvider = useUpdateCasinoProvider();
  const setGame = useUpdateCasinoGame();
  const [search, setSearch] = useState('');
  const [providerId, setProviderId] = useState('');
  const [gameType, setGameType] = useState('');
  const [active, setActive] = useState('');
  const [sort, setSort] = useState<{ by: SortKey; order: 'asc' | 'desc' }>({ by: 'sort', order: 'asc' });
  const [page, setPage] = useState(1);
  const term = useDebounced(search.trim());
  const games = useCasinoGames({
    page,
    limit: PAGE_SIZE,
    sort: sort.by,
    order: sort.order,
    ...(term ? { search: term } : {}),
    ...(providerId ? { providerId } : {}),
    ...(gameType ? { gameType: gameType as (typeof CASINO_GAME_TYPES)[number] } : {}),
    ...(active ? { active: active as 'true' | 'false' } : {}),
  });
  const rows = games.data?.docs ?? [];
  const providerRows = providers.data ?? [];
  const onFilter = firstPageAfter(setPage);
  const error = setProvider.error ?? setGame.error;
  const onSort = (by: SortKey) => {
    setSort(nextSort(sort, by));
    setPage(1);
  };

  return (
    <Page title="Game management" description="Casino providers and games: switch them on or off, order the lobby, pick the top games.">
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
          {parseApiError(error)}
        </p>
      ) : null}
      <section aria-labelledby="providers-title" className="flex flex-col gap-2">
        <h2 id="providers-title" className="text-lg font-semibold">
          Providers
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {providerRows.map((p) => (
            <li key={p._id} className={`card flex items-center justify-between gap-3 p-4 ${p.active ? '' : 'bg-surface-2'}`}>
              <div className="min-w-0">
                <p className="truncate font-semibold">{p.name}</p>
                <p className="text-xs text-muted">
                  {p.code} · {p.activeGames} of {p.games} games on
                </p>
              </div>
              <ToggleSwitch
                checked={p.active}
                label={`${p.name} on`}
                disabled={setProvider.isPending}
                onChange={(v) => setProvider.mutate({ providerId: p._id, active: v })}
              />
            </li>
          ))}
        </ul>
        <ListState
          isLoading={providers.isLoading}
          error={providers.error}
          isEmpty={providerRows.length === 0}
          emptyText="No casino providers."
          onRetry={() => void providers.refetch()}
        />
      </section>
      <section aria-labelledby="games-title" className="flex flex-col gap-3">
        <h2 id="games-title" className="text-lg font-semibold">
          Games
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <SearchBox value={search} onValueChange={onFilter(setSearch)} label="Search game, code or group" />
          <div className="w-44">
            <SelectField
              label="Provider"
              value={providerId}
              onValueChange={onFilter(setProviderId)}
              options={[{ value: '', label: 'All providers' }, ...providerRows.map((p) => ({ value: p._id, label: p.name }))]}
            />
          </div>
          <div className="w-36">
            <SelectField
              label="Type"
              value={gameType}
              onValueChange={onFilter(setGameType)}
              options={[{ value: '', label: 'All types' }, ...CASINO_GAME_TYPES.map((t) => ({ value: t, label: t }))]}
            />
          </div>
          <div className="w-32">
            <SelectField
              label="Switch"
              value={active}
              onValueChange={onFilter(setActive)}
              options={[
                { value: '', label: 'On and off' },
                { value: 'true', label: 'On' },
                { value: 'false', label: 'Off' },
              ]}
            />
          </div>
        </div>
        <TableCard query={games} isEmpty={rows.length === 0} emptyText="No games match." tableClassName="md:min-w-[48rem]">
          <thead>
            <tr>
              <SortHeader label="Game" by="name" sort={sort} onSort={onSort} />
              <SortHeader label="Type" by="type" sort={sort} onSort={onSort} />
              <th>Provider · group</th>
              <SortHeader label="Order" by="sort" sort={sort} onSort={onSort} className="num" />
              <th className="num">Top</th>
              <th className="num">On</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((g) => (
              <tr key={g._id} className={g.active && g.providerActive ? '' : 'bg-surface-2'}>
                <td data-label="Game">
                  <span className="flex items-center gap-3">
                    {g.image ? <img src={g.image} alt="" className="size-10 shrink-0 rounded-md object-cover" loading="lazy" /> : null}
                    <span>
                      <span className="block font-semibold">{g.name}</span>
                      <span className="block text-xs text-muted">{g.code}</span>
                    </span>
                  </span>
                </td>
                <td data-label="Type" className="capitalize">
                  {g.gameType}
                  {g.category && g.category !== g.gameType ? <span className="block text-xs text-muted">{g.category}</span> : null}
                </td>
                <td data-label="Provider · group">
                  {g.providerName}
                  <span className="block text-xs text-muted">{g.subProviderName}</span>
                  {!g.providerActive ? <StatusBadge status="off" label="provider off" /> : null}
                </td>
                <td data-label="Order" className="num">
                  <SortField
                    key={`${g._id}:${g.sort}`}
                    game={g}
                    disabled={setGame.isPending}
                    onSave={(s) => setGame.mutate({ gameId: g._id, sort: s })}
                  />
                </td>
                <td data-label="Top" className="num">
                  <ToggleSwitch
                    checked={g.top}
                    label={`${g.name} on the top list`}
                    disabled={setGame.isPending}
                    onChange={(v) => setGame.mutate({ gameId: g._id, top: v })}
                  />
                </td>
                <td data-label="On" className="num">
                  <ToggleSwitch
                    checked={g.active}
                    label={`${g.name} on`}
                    disabled={setGame.isPending}
                    onChange={(v) => setGame.mutate({ gameId: g._id, active: v })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </TableCard>
        <Pager info={games.data} onPage={setPage} />
      </section>
    </Page>
  );
}
