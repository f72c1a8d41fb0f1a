import { cardAt, dealShuffled, DECK_SIZE, type Card } from './cards.js';
import type { FairRandom } from './fair-random.js';
import type { ExactRatio, MultiplierHundredths } from './payout.js';

/**
 * Dragon Tiger, the virtual card game. Published rules:
 *
 * - Every round shuffles a fresh 8-deck shoe (416 cards) from the round's fair stream
 *   (Fisher-Yates) and deals its first card to Dragon, the second to Tiger. Ace is low (1),
 *   king high (13); suits do not count. The higher card wins; equal ranks are a tie.
 * - Bets and what they return (stake included): Dragon or Tiger, 2x when it wins, half the
 *   stake back on a tie, nothing otherwise; Tie, 12x (11 to 1).
 * - Exact RTP from the shoe's composition (P(tie) = 31/415): Dragon and Tiger 399.5/415 =
 *   96.27%, Tie 372/415 = 89.64%.
 */

export const DRAGON_TIGER_DECKS = 8;
export const DRAGON_TIGER_BETS = ['dragon', 'tiger', 'tie'] as const;
export type DragonTigerBet = (typeof DRAGON_TIGER_BETS)[number];
export type DragonTigerResult = DragonTigerBet;

/** Return per bet (hundredths of the stake) by the round's result. */
export const DRAGON_TIGER_PAYTABLE: Readonly<Record<DragonTigerBet, Readonly<Record<DragonTigerResult, MultiplierHundredths>>>> = {
  dragon: { dragon: 200, tiger: 0, tie: 50 },
  tiger: { dragon: 0, tiger: 200, tie: 50 },
  tie: { dragon: 0, tiger: 0, tie: 1200 },
};

export interface DragonTigerRound {
  dragon: Card;
  tiger: Card;
  result: DragonTigerResult;
}

const SHOE: readonly number[] = Array.from({ length: DRAGON_TIGER_DECKS * DECK_SIZE }, (_, index) => index);

export function dragonTigerResult(dragon: Card, tiger: Card): DragonTigerResult {
  if (dragon.rank === tiger.rank) return 'tie';
  return dragon.rank > tiger.rank ? 'dragon' : 'tiger';
}

export function playDragonTiger(random: FairRandom): DragonTigerRound {
  const [dragonIndex, tigerIndex] = dealShuffled(random, SHOE, 2);
  const dragon = cardAt(dragonIndex!);
  const tiger = cardAt(tigerIndex!);
  return { dragon, tiger, result: dragonTigerResult(dragon, tiger) };
}

export function dragonTigerMultiplier(bet: DragonTigerBet, result: DragonTigerResult): MultiplierHundredths {
  return DRAGON_TIGER_PAYTABLE[bet][result];
}

/**
 * Exact RTP of a bet: every ordered pair of distinct cards of the shoe is equally likely;
 * counted by rank (each rank has 4 x decks cards).
 */
export function computeDragonTigerRtp(bet: DragonTigerBet): ExactRatio {
  const perRank = BigInt(4 * DRAGON_TIGER_DECKS);
  const shoe = BigInt(DRAGON_TIGER_DECKS * DECK_SIZE);
  let total = 0n;
  for (let dragonRank = 1; dragonRank <= 13; dragonRank++) {
    for (let tigerRank = 1; tigerRank <= 13; tigerRank++) {
      const pairs = dragonRank === tigerRank ? perRank * (perRank - 1n) : perRank * perRank;
      const result = dragonTigerResult({ rank: dragonRank, suit: 'spades' }, { rank: tigerRank, suit: 'hearts' });
      total += pairs * BigInt(dragonTigerMultiplier(bet, result));
    }
  }
  return { numerator: total, denominator: shoe * (shoe - 1n) * 100n };
}

export const DRAGON_TIGER_RTP: Readonly<Record<DragonTigerBet, ExactRatio>> = /* @__PURE__ */ (() => ({
  dragon: computeDragonTigerRtp('dragon'),
  tiger: computeDragonTigerRtp('tiger'),
  tie: computeDragonTigerRtp('tie'),
}))();
