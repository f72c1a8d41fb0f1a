import { dealShuffled } from './cards.js';
import type { FairRandom } from './fair-random.js';
import type { ExactRatio, MultiplierHundredths } from './payout.js';

/**
 * Lotto 6/49, a fixed-odds draw: each ticket is settled on its own against the draw (no
 * shared pool). Published rules:
 *
 * - The player picks 6 different numbers from 1 to 49. The draw takes 6 numbers from 1 to 49
 *   without replacement: the first 6 of a Fisher-Yates shuffle of 1..49 from the fair stream.
 * - Matches pay (stake included): 2 -> 1x, 3 -> 20x, 4 -> 250x, 5 -> 5,000x,
 *   6 -> 1,000,000x; 0 or 1 match pays nothing.
 * - Exact RTP from the hypergeometric odds, C(6,k) C(43,6-k) / C(49,6): 89.13%
 *   (house edge 10.87%).
 */

export interface LotteryRules {
  /** Numbers run from 1 to poolSize. */
  poolSize: number;
  /** How many numbers a ticket has and the draw takes. */
  picks: number;
  /** Return in hundredths of the stake by number of matches (index 0..picks). */
  paytable: readonly MultiplierHundredths[];
}

export const LOTTO_6_49: LotteryRules = {
  poolSize: 49,
  picks: 6,
  paytable: [0, 0, 100, 2_000, 25_000, 500_000, 100_000_000],
};

export function isValidLotteryTicket(rules: LotteryRules, ticket: readonly number[]): boolean {
  return (
    ticket.length === rules.picks &&
    ticket.every((number) => Number.isInteger(number) && number >= 1 && number <= rules.poolSize) &&
    new Set(ticket).size === ticket.length
  );
}

/** The drawn numbers in draw order (screens sort them for display if they like). */
export function drawLottery(random: FairRandom, rules: LotteryRules = LOTTO_6_49): number[] {
  const pool = Array.from({ length: rules.poolSize }, (_, index) => index + 1);
  return dealShuffled(random, pool, rules.picks);
}

export function lotteryMatches(ticket: readonly number[], draw: readonly number[]): number {
  const drawn = new Set(draw);
  return ticket.filter((number) => drawn.has(number)).length;
}

export interface LotterySettlement {
  matches: number;
  multiplier: MultiplierHundredths;
}

export function settleLotteryTicket(ticket: readonly number[], draw: readonly number[], rules: LotteryRules = LOTTO_6_49): LotterySettlement {
  if (!isValidLotteryTicket(rules, ticket)) {
    throw new RangeError(`a ticket has ${rules.picks} different numbers from 1 to ${rules.poolSize}`);
  }
  const matches = lotteryMatches(ticket, draw);
  return { matches, multiplier: rules.paytable[matches] ?? 0 };
}

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** The number of draws (of C(pool, picks)) that match a fixed ticket in exactly `matches` numbers. */
export function lotteryDrawsWithMatches(rules: LotteryRules, matches: number): bigint {
  return choose(rules.picks, matches) * choose(rules.poolSize - rules.picks, rules.picks - matches);
}

/** Exact RTP: sum over k of P(k matches) x return(k); the same for every ticket. */
export function computeLotteryRtp(rules: LotteryRules): ExactRatio {
  let total = 0n;
  for (let matches = 0; matches <= rules.picks; matches++) {
    total += lotteryDrawsWithMatches(rules, matches) * BigInt(rules.paytable[matches] ?? 0);
  }
  return { numerator: total, denominator: choose(rules.poolSize, rules.picks) * 100n };
}

export const LOTTO_6_49_RTP: ExactRatio = /* @__PURE__ */ computeLotteryRtp(LOTTO_6_49);
