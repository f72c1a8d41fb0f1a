import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { bytesToHex } from './bytes.js';
import { cardAt, dealShuffled, shuffle } from './cards.js';
import { fairRoundsFor } from './fair-random.js';
import { CHI_SQUARE_CRITICAL_99, chiSquareStatistic } from './test-stats.js';

const round = fc.tuple(fc.uint8Array({ minLength: 32, maxLength: 32 }).map(bytesToHex), fc.nat());

describe('cards', () => {
  it('orders a deck by suit, then ace to king, and repeats it in a shoe', () => {
    expect(cardAt(0)).toEqual({ rank: 1, suit: 'spades' });
    expect(cardAt(12)).toEqual({ rank: 13, suit: 'spades' });
    expect(cardAt(13)).toEqual({ rank: 1, suit: 'hearts' });
    expect(cardAt(51)).toEqual({ rank: 13, suit: 'clubs' });
    expect(cardAt(52)).toEqual(cardAt(0));
  });
});

describe('shuffle', () => {
  test.prop([round, fc.array(fc.integer(), { maxLength: 60 })])('is a permutation of the items', ([server, nonce], items) => {
    const shuffled = shuffle(fairRoundsFor(server)('deck', nonce), items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
  });

  test.prop([round, fc.integer({ min: 0, max: 52 })])('dealing n cards gives the first n of the full shuffle', ([server, nonce], count) => {
    const deck = Array.from({ length: 52 }, (_, i) => i);
    const dealt = dealShuffled(fairRoundsFor(server)('deck', nonce), deck, count);
    expect(dealt).toEqual(shuffle(fairRoundsFor(server)('deck', nonce), deck).slice(0, count));
  });

  it('makes all 24 orders of 4 items equally likely: 48,000 shuffles pass chi-square at 99% (23 df)', () => {
    const rounds = fairRoundsFor('c4'.repeat(32));
    const counts = new Map<string, number>();
    for (let nonce = 0; nonce < 48_000; nonce++) {
      const order = shuffle(rounds('orders', nonce), ['a', 'b', 'c', 'd']).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    expect(chiSquareStatistic([...counts.values()], new Array<number>(24).fill(1 / 24))).toBeLessThan(CHI_SQUARE_CRITICAL_99[23]!);
  });

  it('refuses to deal more than it has', () => {
    expect(() => dealShuffled(fairRoundsFor('c4'.repeat(32))('x', 0), [1, 2], 3)).toThrow(RangeError);
  });
});
