import type { ReactNode } from 'react';
import type { OriginalsGameCode } from '@backlay/contract';
import type { InstantAnswer, InstantPlay } from '../lib/use-instant-play';
import { StakeInput } from './game-frame';
import { InstantFairness } from './instant-fairness';

/**
 * The page of an instant game: its board on the left; on the right (under it on narrow
 * screens) the stake, the play button, the game's own panel extras and the fairness card.
 */
export function InstantGameLayout<A extends InstantAnswer>({
  game,
  session,
  round,
  playLabel,
  onPlay,
  panelExtra,
  children,
}: {
  game: OriginalsGameCode;
  session: string;
  round: InstantPlay<A>;
  playLabel: string;
  onPlay(): void;
  /** Shown under the play button (a paytable). */
  panelExtra?: ReactNode;
  /** The board. */
  children: ReactNode;
}) {
  return (
    <div className="grid gap-3 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-3">{children}</div>
      <div className="space-y-3">
        <section className="card space-y-3 p-3">
          <StakeInput value={round.stake} onChange={round.setStake} disabled={round.isBusy} />
          <button type="button" className="btn btn-primary min-h-14 w-full text-base" disabled={round.isBusy} onClick={onPlay}>
            {playLabel}
          </button>
          {panelExtra}
        </section>
        <InstantFairness game={game} session={session} next={round.next} last={round.answer?.fairness ?? null} onNext={round.setNext} />
      </div>
    </div>
  );
}
