import type { TeamMarketKind } from './outcomes.js';

/**
 * Book percentages of a team market and the back-lay round check (docs/product.md §9).
 *
 * A runner's price implies a chance of 1 / decimal odds; a side's book is the sum of those
 * chances over the runners. On the exchange the decimal odds are odd / 100; at the bookmaker
 * an odd of 85 pays 0.85 per rupee, so the decimal odds are 1 + odd / 100. Back prices are the
 * shorter ones, so a fair market's back book sits a little above 100% and its lay book a
 * little below.
 *
 * Percentages are integers in hundredths of a percent (10450 = 104.50%), like exchange odds in
 * hundredths: the sum is taken exactly (BigInt fractions) and rounded once, halves up.
 * A runner without a price on a side adds nothing to that side (as exchanges show a book), and
 * marks the book incomplete.
 */
export interface BookPercentages {
  back: number;
  lay: number;
  /** False when some runner lacks a back or a lay price. */
  isComplete: boolean;
}

/** Hundredths of a percent in a whole: 100% = 10000. */
const WHOLE = 10_000n;

/** 1 / (decimal odds) as an exact fraction. */
function impliedChance(kind: TeamMarketKind, odd: number): { num: bigint; den: bigint } {
  if (!Number.isSafeInteger(odd) || odd <= (kind === 'betfair' ? 100 : 0)) throw new RangeError(`invalid ${kind} odd ${odd}`);
  return kind === 'betfair' ? { num: 100n, den: BigInt(odd) } : { num: 100n, den: 100n + BigInt(odd) };
}

function sidePercentage(kind: TeamMarketKind, odds: readonly (number | null)[]): number {
  let num = 0n;
  let den = 1n;
  for (const odd of odds) {
    if (odd === null) continue;
    const c = impliedChance(kind, odd);
    num = num * c.den + c.num * den;
    den *= c.den;
  }
  return Number((2n * num * WHOLE + den) / (2n * den));
}

export function bookPercentages(runners: readonly { back: number | null; lay: number | null }[], kind: TeamMarketKind): BookPercentages {
  return {
    back: sidePercentage(
      kind,
      runners.map((r) => r.back),
    ),
    lay: sidePercentage(
      kind,
      runners.map((r) => r.lay),
    ),
    isComplete: runners.length > 0 && runners.every((r) => r.back !== null && r.lay !== null),
  };
}

/** The round check's bounds in hundredths of a percent, inclusive. */
export const ROUND_BOOK_BOUNDS = { lay: { min: 9_100, max: 10_000 }, back: { min: 10_000, max: 10_900 } } as const;

/**
 * The back-lay round check: lay book between 91% and 100% and back book between 100% and
 * 109%, bounds included, compared after rounding to 0.01%. A book with a missing price fails:
 * its percentages do not describe the whole market. Books built by hand without
 * `isComplete` are taken as complete.
 */
export function isRoundBook(p: { back: number; lay: number; isComplete?: boolean }): boolean {
  const { lay, back } = ROUND_BOOK_BOUNDS;
  return p.isComplete !== false && p.lay >= lay.min && p.lay <= lay.max && p.back >= back.min && p.back <= back.max;
}
