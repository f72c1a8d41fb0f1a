import type { Paise } from '../money.js';
import type { FairRandom } from './fair-random.js';
import { casinoPayout, type MultiplierHundredths } from './payout.js';

/**
 * Crash. Published rules:
 *
 * - House edge 1%: the crash point of a round is
 *     crash = max(1.00, floor(99 * 2^52 / (2^52 - h)) / 100), capped at 1,000,000.00x,
 *   where h is the first 13 hex digits (52 bits) of
 *   HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:0`) read as a number; with u = h / 2^52
 *   uniform on [0, 1) this is floor((1 - 0.01) / (1 - u) * 100) / 100. The division is done
 *   on whole numbers, so no float rounding can move a result across a hundredth.
 * - Distribution: for every m = 1.01, 1.02, ... up to the cap, P(crash >= m) = 0.99 / m (exactly
 *   floor(99 * 2^52 / (100 m)) / 2^52, off by less than 2^-52); P(crash = 1.00) = 1 - 0.99/1.01,
 *   about 1.98%. So a cash-out target m returns m * 0.99 / m = 99% of the stake on average,
 *   whatever the target: RTP 99%.
 * - A cash-out at m wins when m <= crash (the curve reaches the crash point before it busts)
 *   and pays stake * m floored to the paisa.
 * - The curve: m(t) = e^(0.00006 t) for t in milliseconds since the round started (2x at about
 *   11.6 s, 10x at about 38.4 s); the round busts at the first millisecond the curve reaches
 *   its crash point.
 */

export const CRASH_HOUSE_EDGE_PERCENT = 1;
export const CRASH_MIN_MULTIPLIER: MultiplierHundredths = 100;
/** Bounds a round's length (about 3.8 minutes) and the largest payout. */
export const CRASH_MAX_MULTIPLIER: MultiplierHundredths = 100_000_000;
/** Growth rate of the curve per millisecond. */
export const CRASH_GROWTH_PER_MS = 0.00006;

const TWO_POW_52 = 2n ** 52n;
const RETURN_HUNDREDTHS = BigInt(100 - CRASH_HOUSE_EDGE_PERCENT);

/** The crash point of a 52-bit uniform integer h in [0, 2^52). */
export function crashPointFromUint52(h: number): MultiplierHundredths {
  if (!Number.isSafeInteger(h) || h < 0 || h >= 2 ** 52) throw new RangeError('h must be a 52-bit whole number');
  const raw = (RETURN_HUNDREDTHS * TWO_POW_52) / (TWO_POW_52 - BigInt(h));
  // Compared as BigInt: near h = 2^52 the raw figure is far beyond the safe-integer range.
  if (raw > BigInt(CRASH_MAX_MULTIPLIER)) return CRASH_MAX_MULTIPLIER;
  return Math.max(CRASH_MIN_MULTIPLIER, Number(raw));
}

/** The crash point of a round, read from the start of its fair stream. */
export function crashPointOf(random: FairRandom): MultiplierHundredths {
  return crashPointFromUint52(random.nextUint52());
}

/**
 * The published distribution, exactly: P(crash >= m) for m in hundredths. A chi-square test
 * compares generated rounds against it.
 */
export function crashSurvival(multiplier: MultiplierHundredths): number {
  if (!Number.isInteger(multiplier)) throw new RangeError('multiplier must be a whole number of hundredths');
  if (multiplier <= CRASH_MIN_MULTIPLIER) return 1;
  if (multiplier > CRASH_MAX_MULTIPLIER) return 0;
  // crash >= m exactly when 2^52 - h <= 99 * 2^52 / m, and 2^52 - h is uniform on 1..2^52.
  return Number((RETURN_HUNDREDTHS * TWO_POW_52) / BigInt(multiplier)) / 2 ** 52;
}

/** True when an automatic or manual cash-out at `target` beats the bust. */
export function isCashOutWinning(target: MultiplierHundredths, crashPoint: MultiplierHundredths): boolean {
  return target <= crashPoint;
}

export function crashPayout(stake: Paise, cashOutAt: MultiplierHundredths): Paise {
  return casinoPayout(stake, cashOutAt);
}

/** The curve at `elapsedMs` into a round, floored to the hundredth (what the screen shows). */
export function crashMultiplierAt(elapsedMs: number): MultiplierHundredths {
  if (!Number.isFinite(elapsedMs) || elapsedMs < 0) throw new RangeError('elapsed time must be a non-negative number of milliseconds');
  return Math.min(CRASH_MAX_MULTIPLIER, Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs)));
}

/** The first whole millisecond at which the curve shows `multiplier` or more: when the round busts. */
export function crashTimeMs(multiplier: MultiplierHundredths): number {
  if (!Number.isInteger(multiplier) || multiplier < CRASH_MIN_MULTIPLIER || multiplier > CRASH_MAX_MULTIPLIER) {
    throw new RangeError('multiplier out of range');
  }
  // The logarithm lands within a millisecond; the walks settle float rounding either way.
  let t = Math.max(0, Math.ceil(Math.log(multiplier / 100) / CRASH_GROWTH_PER_MS));
  while (t > 0 && crashMultiplierAt(t - 1) >= multiplier) t--;
  while (crashMultiplierAt(t) < multiplier) t++;
  return t;
}

export interface CrashRoundState {
  isCrashed: boolean;
  /** The live multiplier while climbing; the crash point once bust. */
  multiplier: MultiplierHundredths;
}

/**
 * Where a round stands `elapsedMs` after it started: still climbing (a manual cash-out now
 * pays `multiplier`, always below the crash point) or bust at its crash point.
 */
export function crashRoundState(elapsedMs: number, crashPoint: MultiplierHundredths): CrashRoundState {
  if (elapsedMs >= crashTimeMs(crashPoint)) return { isCrashed: true, multiplier: crashPoint };
  return { isCrashed: false, multiplier: crashMultiplierAt(elapsedMs) };
}
