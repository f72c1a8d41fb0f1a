import { useEffect, useId, useRef, useState } from 'react';
import { formatAmount } from '@backlay/domain';
import { useDebounced } from '../../../lib/use-debounced';
import { TextField } from '../../../components/ui/fields';
import { useFindDownlinePlayers } from '../api/find-downline-players';

export interface PickedPlayer {
  id: string;
  userName: string;
}

/**
 * Finds a player of the caller's downline by user name. Demo players are left out: the server
 * refuses money for them ('First Login as a normal user'). Once one is picked it shows in
 * place of the search, with Change to search again.
 */
export function PlayerPicker({
  value,
  onChange,
  error,
}: {
  value: PickedPlayer | null;
  onChange(player: PickedPlayer | null): void;
  error?: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const found = useFindDownlinePlayers(value ? '' : settled);
  const players = (found.data?.docs ?? []).filter((u) => !u.demo);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  const isSwapping = useRef(false);

  // A pick or Change swaps what shows: keep the focus in the field (on Change, or the search).
  useEffect(() => {
    if (!isSwapping.current) return;
    isSwapping.current = false;
    box.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [value]);

  function swap(player: PickedPlayer | null) {
    isSwapping.current = true;
    onChange(player);
  }

  if (value) {
    return (
      <div ref={box} className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">Player</span>
        <div className="flex min-h-10 items-center justify-between gap-3 rounded-lg border border-line bg-surface-2 py-1 pr-1 pl-3">
          <span className="truncate font-semibold" data-testid="picked-player">
            {value.userName}
          </span>
          <button
            type="button"
            className="btn btn-ghost min-h-8 px-3"
            aria-label={`Change player (${value.userName})`}
            onClick={() => swap(null)}
          >
            Change
          </button>
        </div>
      </div>
    );
  }

  return (
    <div ref={box} className="flex flex-col gap-2">
      <TextField
        label="Player"
        type="search"
        value={search}
        onValueChange={setSearch}
        error={error}
        hint="Type part of the user name of a player of your downline."
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        aria-controls={listId}
      />
      {settled ? (
        <ul id={listId} className="divide-y divide-line rounded-lg border border-line" aria-label="Matching players">
          {players.map((u) => (
            <li key={u._id}>
              <button
                type="button"
                className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-surface-2"
                onClick={() => {
                  setSearch('');
                  swap({ id: u._id, userName: u.userName });
                }}
              >
                <span className="font-medium">{u.userName}</span>
                <span className="text-xs text-muted">
                  {u.fullName ? `${u.fullName} · ` : ''}
                  {formatAmount(u.pts)}
                </span>
              </button>
            </li>
          ))}
          {found.isLoading ? <li className="px-3 py-2 text-sm text-muted">Searching…</li> : null}
          {found.isError ? <li className="px-3 py-2 text-sm text-danger">Could not search the players.</li> : null}
          {found.isSuccess && players.length === 0 ? <li className="px-3 py-2 text-sm text-muted">No player matches.</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
