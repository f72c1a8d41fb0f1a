import type { FairRandom } from './fair-random.js';

/** Playing cards and provably fair shuffling for the card games. */

export const CARD_SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type CardSuit = (typeof CARD_SUITS)[number];

export interface Card {
  /** 1 (ace) to 13 (king). */
  rank: number;
  suit: CardSuit;
}

export const DECK_SIZE = 52;

/** Card `index` of a standard deck ordered by suit, then ace to king; a shoe repeats it per deck. */
export function cardAt(index: number): Card {
  if (!Number.isInteger(index) || index < 0) throw new RangeError('card index must be a whole number from 0');
  const inDeck = index % DECK_SIZE;
  return { rank: (inDeck % 13) + 1, suit: CARD_SUITS[Math.floor(inDeck / 13)]! };
}

/**
 * The first `count` items of a Fisher-Yates shuffle of `items` driven by the fair stream:
 * position i takes a uniform pick among the items not yet placed (position i..n-1). Stopping
 * after `count` positions deals exactly the first `count` cards the full shuffle would give,
 * with the same draws, so a game that needs two cards out of a shoe does not pay for 415.
 */
export function dealShuffled<T>(random: FairRandom, items: readonly T[], count: number): T[] {
  if (!Number.isInteger(count) || count < 0 || count > items.length) throw new RangeError('cannot deal that many items');
  const pool = items.slice();
  for (let i = 0; i < count && i < pool.length - 1; i++) {
    const j = i + random.nextInt(pool.length - i);
    const picked = pool[j]!;
    pool[j] = pool[i]!;
    pool[i] = picked;
  }
  return pool.slice(0, count);
}

/** A whole shuffle: every one of the n! orders equally likely. */
export function shuffle<T>(random: FairRandom, items: readonly T[]): T[] {
  return dealShuffled(random, items, items.length);
}
