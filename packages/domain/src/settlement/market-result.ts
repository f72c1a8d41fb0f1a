import { sessionBetPnlAt, teamBetPnlAt, type BetSide, type TeamMarketKind } from '../betting/outcomes.js';
import { sessionPnlAt, type SessionBookLine } from '../betting/session-book.js';
import { teamPnlAt, type TeamBook } from '../betting/team-book.js';

/**
 * A market's result as settlement reads it (docs/architecture.md §4): the winning runner of a
 * team market, the final score of a session, or void (every bet returns its stake: P/L 0).
 */
export type MarketResult = { kind: 'winner'; winnerRunnerId: string } | { kind: 'score'; score: number } | { kind: 'void' };

export type SettlementMarketKind = TeamMarketKind | 'session';

/** One bet as settlement reads it: inside units (integer odds, paise); `run` is the session line. */
export interface SettlingBet {
  runnerId: string;
  side: BetSide;
  odd: number;
  run: number;
  stake: number;
}

/** Whether a result fits the market: team markets take a winner, sessions a score, any takes void. */
export function resultFitsMarket(kind: SettlementMarketKind, result: MarketResult): boolean {
  if (result.kind === 'void') return true;
  return kind === 'session' ? result.kind === 'score' : result.kind === 'winner';
}

/** The player's P/L on one bet at the result (0 when void). Signed: positive = the player won. */
export function betPnlAt(kind: SettlementMarketKind, bet: SettlingBet, result: MarketResult): number {
  if (result.kind === 'void') return 0;
  if (!resultFitsMarket(kind, result)) throw new RangeError(`a ${kind} market cannot be resulted by ${result.kind}`);
  if (kind === 'session') return sessionBetPnlAt(bet, (result as { score: number }).score);
  return teamBetPnlAt(kind, bet, (result as { winnerRunnerId: string }).winnerRunnerId);
}

/**
 * The player's P/L on the whole market at the result, read from the stored book (team: P/L
 * per winning runner; session: P/L per score band). Throws when a team book does not hold the
 * winner (see `marketPnlAt` for the fallback).
 */
export function bookPnlAt(kind: SettlementMarketKind, book: TeamBook | readonly SessionBookLine[], result: MarketResult): number {
  if (result.kind === 'void') return 0;
  if (!resultFitsMarket(kind, result)) throw new RangeError(`a ${kind} market cannot be resulted by ${result.kind}`);
  if (kind === 'session') return sessionPnlAt(book as readonly SessionBookLine[], (result as { score: number }).score);
  return teamPnlAt(book as TeamBook, (result as { winnerRunnerId: string }).winnerRunnerId);
}

/**
 * The P/L settlement moves for one player: the book's P/L at the result, and each bet's own
 * P/L (what the bet records as `pnl`). The book is the exact sum of its bets (every bet adds
 * whole paise), so the two always agree; a disagreement means the stored book was corrupted,
 * and settling it would pay an amount the bets cannot explain, so it throws instead.
 * A team book stored before a runner was added has no line for it: then the market P/L is
 * the bets' sum, which is what the book would have held.
 */
export function marketPnlAt(
  kind: SettlementMarketKind,
  book: TeamBook | readonly SessionBookLine[] | null,
  bets: readonly SettlingBet[],
  result: MarketResult,
): { pnl: number; betPnls: number[] } {
  const betPnls = bets.map((bet) => betPnlAt(kind, bet, result));
  const pnl = settledPnl(
    kind,
    book,
    betPnls.reduce((a, b) => a + b, 0),
    result,
  );
  return { pnl, betPnls };
}

/**
 * The P/L settlement moves for one player whose bets were marked at `marked` in all: the
 * book's P/L at the result, which must be exactly that sum (the book is the sum of its bets,
 * each in whole paise), else it throws: a stored book and bets that disagree mean one of them
 * was corrupted, and the amount could not be explained. A team book stored before a runner was
 * added has no line for it, and no book at all has nothing to say: then the P/L is `marked`.
 */
export function settledPnl(
  kind: SettlementMarketKind,
  book: TeamBook | readonly SessionBookLine[] | null,
  marked: number,
  result: MarketResult,
): number {
  const holdsResult = book !== null && (kind === 'session' || result.kind !== 'winner' || Object.hasOwn(book, result.winnerRunnerId));
  const pnl = holdsResult ? bookPnlAt(kind, book, result) : marked;
  if (pnl !== marked) throw new RangeError(`book P/L ${pnl} differs from the sum of its bets ${marked}`);
  return pnl + 0;
}
