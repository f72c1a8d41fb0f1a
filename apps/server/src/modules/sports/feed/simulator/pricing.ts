import type { FeedLevel } from '../feed-source.js';
import { EXCHANGE_TICKS, floorIndex } from '@backlay/domain';
import type { Rng } from './prng.js';

/**
 * How the simulator turns its belief about a market (one probability per runner) into the
 * ladders a real book would show. Work per call is a few dozen arithmetic operations: prices
 * are published thousands of times a minute.
 */

export interface Quote {
  back: FeedLevel[];
  lay: FeedLevel[];
}

/**
 * Moves each runner's log-odds noise a little and pulls it back towards zero, so quoted prices
 * wander around the model's fair price (a mean-reverting random walk on implied probability).
 */
export function walkNoise(noise: number[], rng: Rng, volatility: number): void {
  for (let i = 0; i < noise.length; i++) {
    noise[i] = (noise[i] ?? 0) * 0.92 + rng.normal() * volatility;
  }
}

/** Fair probabilities with the noise applied, normalised to a 100% book. */
export function noisyProbabilities(fair: readonly number[], noise: readonly number[]): number[] {
  const raw = fair.map((p, i) => Math.max(1e-4, p) * Math.exp(noise[i] ?? 0));
  const total = raw.reduce((a, b) => a + b, 0);
  return raw.map((p) => p / total);
}

// The back price sits at least two ticks above 1.01 and the lay three below 1000 so both sides
// always show three levels.
const LOWEST_BACK_INDEX = 2;
const HIGHEST_BACK_INDEX = EXCHANGE_TICKS.length - 1 - 3;

/**
 * Exchange ladders: the best back is the highest tick at or below the fair price and the best
 * lay `spreadTicks` above it (one tick on a liquid market), three levels each, with sizes in
 * rupees that grow away from the best price as they do on a real exchange.
 */
export function exchangeQuote(probability: number, spreadTicks: number, liquidityRupees: number, rng: Rng): Quote {
  const fairOdd = 100 / Math.max(0.001, Math.min(0.995, probability));
  const backIndex = Math.max(LOWEST_BACK_INDEX, Math.min(HIGHEST_BACK_INDEX - spreadTicks + 1, floorIndex(fairOdd)));
  const layIndex = backIndex + spreadTicks;
  const back: FeedLevel[] = [];
  const lay: FeedLevel[] = [];
  for (let depth = 0; depth < 3; depth++) {
    back.push([EXCHANGE_TICKS[backIndex - depth] as number, ladderSize(liquidityRupees, depth, rng)]);
    lay.push([EXCHANGE_TICKS[layIndex + depth] as number, ladderSize(liquidityRupees, depth, rng)]);
  }
  return { back, lay };
}

function ladderSize(liquidityRupees: number, depth: number, rng: Rng): number {
  const scale = liquidityRupees * (0.15 + depth * 0.35) * rng.range(0.3, 1.6);
  return Math.max(2, Math.round(scale));
}

/** The bookmaker's margin on each side of the fair price, as a share of the fair profit. */
const BOOKMAKER_MARGIN = 0.02;

/**
 * A bookmaker quote "as given": 85 means 0.85 profit per rupee (decimal 1.85), one level a
 * side, as Indian bookmaker markets do. It is priced off the exchange's view of the same
 * runner: `probability` is the chance the exchange quote came from, the back sits the margin
 * below that fair price and the lay the margin above (83/87 around 85). Each side is also held inside
 * the exchange's best price on the other side, where the exchange ladder is clamped at its
 * ends: backing in one market and laying in the other must never lock a profit.
 */
export function bookmakerQuote(probability: number, exchange: Quote, maxStakeRupees: number): Quote {
  const p = Math.max(0.001, Math.min(0.999, probability));
  const fair = (1 / p - 1) * 100;
  // Exchange odds are decimal x100 (185), bookmaker odds profit x100 (85).
  const exchangeBack = (exchange.back[0]?.[0] ?? 101) - 100;
  const exchangeLay = (exchange.lay[0]?.[0] ?? Number.POSITIVE_INFINITY) - 100;
  const back = Math.max(1, Math.min(exchangeLay, Math.floor(fair * (1 - BOOKMAKER_MARGIN))));
  const lay = Math.max(back + 2, exchangeBack, Math.ceil(fair * (1 + BOOKMAKER_MARGIN)));
  return { back: [[back, maxStakeRupees]], lay: [[lay, maxStakeRupees]] };
}

/**
 * Session ("fancy") lines. Yes is the back side and No the lay side; `run` is the line and
 * `odd` the rate. Two styles, both common: a one-run gap at evens (No 52 / Yes 53, both 100),
 * or one line with the rates apart (No 52 at 100 / Yes 52 at 90).
 */
export type SessionStyle = 'gap' | 'rate';

export function sessionQuote(line: number, style: SessionStyle): Quote {
  const no = Math.max(1, Math.round(line));
  if (style === 'gap') return { back: [[100, no + 1]], lay: [[100, no]] };
  return { back: [[90, no]], lay: [[100, no]] };
}

export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

export function logit(p: number): number {
  const q = Math.max(1e-6, Math.min(1 - 1e-6, p));
  return Math.log(q / (1 - q));
}
