import { exposureOf } from './exposure.js';
import type { TeamBook } from './team-book.js';

/**
 * The figures of an exposure entry (docs/product.md §3 "Exposure entry per market") from a
 * player's book on one market: the book's P/L over its outcomes (each runner winning, or each
 * band of final scores) and the stake of the player's open bets on the market. What each
 * field means is our decision (docs/decisions/market-exposure-entries.md). Money in paise.
 */
export interface ExposureFigures {
  /** The most the player can lose on the market: its exposure, what the wallet holds (>= 0). */
  liability: number;
  /** The best P/L over the outcomes; below zero when every outcome loses. */
  profit: number;
  /** The worst P/L over the outcomes; above zero when every outcome wins. */
  minLoss: number;
  /** `profit` as hundredths of a percent of the stake (8500 = 85.00%). */
  profitPercentage: number;
  /** `minLoss` as hundredths of a percent of the stake. */
  minLossPercentage: number;
}

/** pnl / stake in hundredths of a percent, exact (BigInt), halves away from zero. */
function percentOfStake(pnl: number, stake: number): number {
  const num = BigInt(Math.abs(pnl)) * 10_000n;
  const den = BigInt(stake);
  const rounded = Number((2n * num + den) / (2n * den));
  return pnl < 0 ? -rounded : rounded;
}

/**
 * `pnls`: the book's P/L for every outcome; `stake`: the total stake of the open bets the book
 * holds (> 0 whenever there is a book). The liability is exposureOf, the function the book's
 * stored exposure is made with, so the two never disagree.
 */
export function exposureFigures(pnls: readonly number[], stake: number): ExposureFigures {
  if (!Number.isSafeInteger(stake) || stake <= 0) throw new RangeError(`stake must be a positive integer of paise, got ${stake}`);
  if (pnls.length === 0) throw new RangeError('a book has at least one outcome');
  const minLoss = Math.min(...pnls);
  const profit = Math.max(...pnls);
  return {
    liability: exposureOf(pnls),
    profit,
    minLoss,
    profitPercentage: percentOfStake(profit, stake),
    minLossPercentage: percentOfStake(minLoss, stake),
  };
}

/**
 * The runner whose win costs the player most (the entry's teamId): the first of `runnerIds`
 * (page order) with the book's worst P/L, so equal books always name the same runner.
 */
export function worstRunnerOf(book: TeamBook, runnerIds: readonly string[]): string | null {
  let worst: string | null = null;
  for (const id of runnerIds) {
    const pnl = book[id];
    if (pnl === undefined) continue;
    if (worst === null || pnl < (book[worst] ?? 0)) worst = id;
  }
  return worst;
}
