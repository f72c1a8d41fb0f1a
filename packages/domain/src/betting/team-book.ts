import { exposureOf } from './exposure.js';
import { teamBetOutcome, type TeamBet, type TeamMarketKind } from './outcomes.js';

/**
 * A player's book on a team market (betfair or bookmaker): for each runner, the P/L in paise if
 * that runner wins (docs/architecture.md §4). Every bet adds whole paise to every runner, so a
 * book is the exact sum of its bets' P/Ls and the order bets arrive in does not matter.
 */
export type TeamBook = Record<string, number>;

export function emptyTeamBook(runnerIds: readonly string[]): TeamBook {
  return Object.fromEntries(runnerIds.map((id) => [id, 0]));
}

/**
 * The book with one more bet (pure). A back on r: +profit if r wins, -liability if any other
 * runner wins. A lay on r: -liability if r wins, +profit otherwise. The runner must be one of
 * the book's runners: a bet on an unknown runner has no defined P/L for the rest.
 */
export function addTeamBet(book: TeamBook, kind: TeamMarketKind, bet: TeamBet): TeamBook {
  if (!Object.hasOwn(book, bet.runnerId)) throw new RangeError(`runner ${bet.runnerId} is not in the book`);
  const { profit, liability } = teamBetOutcome(kind, bet);
  const ifRunnerWins = bet.side === 'back' ? profit : -liability;
  const ifOtherWins = bet.side === 'back' ? -liability : profit;
  const next: TeamBook = {};
  for (const [runnerId, pnl] of Object.entries(book)) next[runnerId] = pnl + (runnerId === bet.runnerId ? ifRunnerWins : ifOtherWins);
  return next;
}

/** The book of a list of bets on the given runners. */
export function teamBookOf(kind: TeamMarketKind, runnerIds: readonly string[], bets: readonly TeamBet[]): TeamBook {
  return bets.reduce((book, bet) => addTeamBet(book, kind, bet), emptyTeamBook(runnerIds));
}

/** The player's P/L when `winnerRunnerId` wins; throws for a runner the book does not hold. */
export function teamPnlAt(book: TeamBook, winnerRunnerId: string): number {
  const pnl = Object.hasOwn(book, winnerRunnerId) ? book[winnerRunnerId] : undefined;
  if (pnl === undefined) throw new RangeError(`runner ${winnerRunnerId} is not in the book`);
  return pnl;
}

/** The worst loss over the runners, 0 when no runner loses. */
export function teamExposure(book: TeamBook): number {
  return exposureOf(Object.values(book));
}
