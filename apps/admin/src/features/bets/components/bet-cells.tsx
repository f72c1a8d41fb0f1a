import type { ReactNode } from 'react';
import type { OpenBet } from '@backlay/contract';
import type { ScopePick } from '../lib/use-bet-scope';

type Pick = (key: 'user' | 'event' | 'market', value: ScopePick) => void;

const linkClass = 'text-left font-medium text-primary hover:underline';

/** The player of a bet (a button that narrows the list to that player). */
function UserCell({ bet, onPick }: { bet: OpenBet; onPick: Pick }) {
  if (!bet.user) return <span className="text-muted">—</span>;
  const { _id, userName } = bet.user;
  return (
    <button type="button" className={linkClass} onClick={() => onPick('user', { id: _id, label: userName })}>
      {userName}
    </button>
  );
}

/** Event and market of a bet, each narrowing the list when clicked. */
function MarketCell({ bet, onPick }: { bet: OpenBet; onPick: Pick }) {
  const { market } = bet;
  return (
    <div className="flex max-w-64 flex-col items-start">
      <button type="button" className={linkClass} onClick={() => onPick('event', { id: market.event.id, label: market.event.name })}>
        {market.event.name}
      </button>
      <button
        type="button"
        className="text-left text-xs text-muted hover:underline"
        onClick={() => onPick('market', { id: market.id, label: market.name })}
      >
        {market.name} · {bet.marketType.toLowerCase()}
      </button>
    </div>
  );
}

/** Back or lay and the selection; a session bet shows its line (runs). */
function SelectionCell({ bet }: { bet: OpenBet }) {
  const isBack = bet.odds.type === 'back';
  return (
    <div className="flex items-center gap-2">
      <span
        className={`rounded px-1.5 py-0.5 text-[0.7rem] font-bold uppercase ${isBack ? 'bg-sky-200 text-sky-900' : 'bg-pink-200 text-pink-900'}`}
      >
        {bet.marketType === 'SESSION' ? (isBack ? 'Yes' : 'No') : bet.odds.type}
      </span>
      <span>
        {bet.odds.teamName}
        {bet.marketType === 'SESSION' ? <span className="text-muted"> @ {bet.odds.run}</span> : null}
      </span>
    </div>
  );
}

/** The head cells of the columns `BetCells` fills. */
export function BetColumnHeads() {
  return (
    <>
      <th>Player</th>
      <th>Event / market</th>
      <th>Selection</th>
    </>
  );
}

/**
 * The player, event / market and selection cells of a bet's row, alike in open bets and in the
 * history; `afterSelection` is what a list adds under the selection (the history's cash-out mark).
 */
export function BetCells({ bet, onPick, afterSelection }: { bet: OpenBet; onPick: Pick; afterSelection?: ReactNode }) {
  return (
    <>
      <td data-label="Player">
        <UserCell bet={bet} onPick={onPick} />
      </td>
      <td data-label="Event / market">
        <MarketCell bet={bet} onPick={onPick} />
      </td>
      <td data-label="Selection">
        <SelectionCell bet={bet} />
        {afterSelection}
      </td>
    </>
  );
}
