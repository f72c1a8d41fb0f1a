import { MAX_MANUAL_ODD, MAX_SESSION_RUN, type MARKET_ADMIN_MESSAGES } from '@backlay/contract';

/**
 * Odds staff type into a manual market (docs/architecture.md §5 "manual"), checked the same way
 * by the console before it sends them and by the server before the price cache takes them.
 *
 * - Bookmaker: odds as quoted (85 = 0.85 profit per rupee), whole numbers; `run` is the size on
 *   offer in whole rupees (the market's maximum stake when left out). The lay must be at least
 *   the back, or a player could back and lay the same runner for a sure profit.
 * - Session: back is Yes, lay is No; `run` is the line and `odd` the rate (100 = evens). The Yes
 *   line is at least the No line, and on one line the Yes rate is not above the No rate, for
 *   the same reason.
 * Either side may be empty (nothing offered on it).
 */

export type ManualOddsProblem = keyof Pick<
  typeof MARKET_ADMIN_MESSAGES,
  'oddNotWhole' | 'runNotWhole' | 'sizeInvalid' | 'layBelowBack' | 'yesBelowNo' | 'yesRateOverNo' | 'sessionNeedsRun'
>;

export interface ManualSide {
  odd: number;
  run?: number | undefined;
}

/** Inside ladder levels of one runner: [odd, run], one level a side at most. */
export interface ManualLadder {
  back: [number, number][];
  lay: [number, number][];
}

export const MAX_MANUAL_SIZE_RUPEES = 1_000_000_000;

function isWhole(n: number, min: number, max: number): boolean {
  return Number.isInteger(n) && n >= min && n <= max;
}

export function manualLadder(
  type: 'bookmaker' | 'session',
  sides: { back: ManualSide | null; lay: ManualSide | null },
  defaultSizeRupees: number,
): ManualLadder | { problem: ManualOddsProblem } {
  const levels: { back: [number, number] | null; lay: [number, number] | null } = { back: null, lay: null };
  for (const key of ['back', 'lay'] as const) {
    const side = sides[key];
    if (!side) continue;
    if (!isWhole(side.odd, 1, MAX_MANUAL_ODD)) return { problem: 'oddNotWhole' };
    if (type === 'session') {
      if (side.run === undefined) return { problem: 'sessionNeedsRun' };
      if (!isWhole(side.run, 0, MAX_SESSION_RUN)) return { problem: 'runNotWhole' };
      levels[key] = [side.odd, side.run];
    } else {
      const size = side.run ?? Math.floor(defaultSizeRupees);
      if (!isWhole(size, 1, MAX_MANUAL_SIZE_RUPEES)) return { problem: 'sizeInvalid' };
      levels[key] = [side.odd, size];
    }
  }
  const { back, lay } = levels;
  if (back && lay) {
    if (type === 'bookmaker' && lay[0] < back[0]) return { problem: 'layBelowBack' };
    if (type === 'session') {
      if (back[1] < lay[1]) return { problem: 'yesBelowNo' };
      if (back[1] === lay[1] && back[0] > lay[0]) return { problem: 'yesRateOverNo' };
    }
  }
  return { back: back ? [back] : [], lay: lay ? [lay] : [] };
}
