import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { floorPercentOf, sessionBetOutcome, sessionBetPnlAt, teamBetOutcome, teamBetPnlAt } from './outcomes.js';
import { exchangeOdd, referenceSessionPnl, referenceTeamPnl, sessionBet, teamBet, teamKind } from './test-arbitraries.js';

describe('teamBetOutcome (docs/product.md §9 exposure math)', () => {
  it('exchange back wins (odd - 1) x stake and risks the stake', () => {
    // Rs 100 at 1.85: wins Rs 85.
    expect(teamBetOutcome('betfair', { side: 'back', odd: 185, stake: 10_000 })).toEqual({ profit: 8_500, liability: 10_000 });
  });
  it('exchange lay wins the stake and risks (odd - 1) x stake', () => {
    expect(teamBetOutcome('betfair', { side: 'lay', odd: 185, stake: 10_000 })).toEqual({ profit: 10_000, liability: 8_500 });
    expect(teamBetOutcome('betfair', { side: 'lay', odd: 1000, stake: 10_000 })).toEqual({ profit: 10_000, liability: 90_000 });
  });
  it('bookmaker back wins odd / 100 x stake; lay risks the same', () => {
    expect(teamBetOutcome('bookmaker', { side: 'back', odd: 85, stake: 10_000 })).toEqual({ profit: 8_500, liability: 10_000 });
    expect(teamBetOutcome('bookmaker', { side: 'lay', odd: 250, stake: 10_000 })).toEqual({ profit: 10_000, liability: 25_000 });
  });
  it('floors the odds amount to the paisa, so winner and loser agree on one number', () => {
    // Rs 1.99 at 1.01 wins 1.99 paise: 1 paisa.
    expect(teamBetOutcome('betfair', { side: 'back', odd: 101, stake: 199 }).profit).toBe(1);
    expect(teamBetOutcome('betfair', { side: 'lay', odd: 101, stake: 199 }).liability).toBe(1);
    expect(teamBetOutcome('bookmaker', { side: 'back', odd: 33, stake: 101 }).profit).toBe(33);
  });
  it('stays exact at the largest stake and the longest price', () => {
    // 10^11 paise x 999 is past 2^53 before the division by 100.
    expect(teamBetOutcome('betfair', { side: 'back', odd: 100_000, stake: 1e11 + 99 }).profit).toBe(
      Number(((BigInt(1e11) + 99n) * 99_900n) / 100n),
    );
  });
  it('refuses impossible bets', () => {
    expect(() => teamBetOutcome('betfair', { side: 'back', odd: 100, stake: 100 })).toThrow(RangeError);
    expect(() => teamBetOutcome('betfair', { side: 'back', odd: 1.85, stake: 100 })).toThrow(RangeError);
    expect(() => teamBetOutcome('bookmaker', { side: 'back', odd: 0, stake: 100 })).toThrow(RangeError);
    expect(() => teamBetOutcome('bookmaker', { side: 'back', odd: 85, stake: 0 })).toThrow(RangeError);
    expect(() => teamBetOutcome('bookmaker', { side: 'back', odd: 85, stake: 10.5 })).toThrow(RangeError);
  });

  test.prop([teamKind.chain((kind) => fc.tuple(fc.constant(kind), teamBet(kind, ['a', 'b']))), fc.constantFrom('a', 'b')])(
    'P/L at a winner matches the BigInt reference formula',
    ([kind, bet], winner) => {
      expect(BigInt(teamBetPnlAt(kind, bet, winner))).toBe(referenceTeamPnl(kind, bet, winner));
    },
  );
});

describe('sessionBetOutcome', () => {
  it('Yes wins odd / 100 x stake at or above the run and loses the stake below', () => {
    const yes = { side: 'back', run: 45, odd: 90, stake: 10_000 } as const;
    expect(sessionBetOutcome(yes)).toEqual({ profit: 9_000, liability: 10_000 });
    expect(sessionBetPnlAt(yes, 45)).toBe(9_000);
    expect(sessionBetPnlAt(yes, 44)).toBe(-10_000);
  });
  it('No wins the stake below the run and loses odd / 100 x stake at or above it', () => {
    const no = { side: 'lay', run: 45, odd: 110, stake: 10_000 } as const;
    expect(sessionBetOutcome(no)).toEqual({ profit: 10_000, liability: 11_000 });
    expect(sessionBetPnlAt(no, 44)).toBe(10_000);
    expect(sessionBetPnlAt(no, 45)).toBe(-11_000);
  });
  it('refuses fractional or negative runs and zero odds', () => {
    expect(() => sessionBetOutcome({ side: 'back', run: 45.5, odd: 100, stake: 100 })).toThrow(RangeError);
    expect(() => sessionBetOutcome({ side: 'back', run: -1, odd: 100, stake: 100 })).toThrow(RangeError);
    expect(() => sessionBetOutcome({ side: 'lay', run: 45, odd: 0, stake: 100 })).toThrow(RangeError);
  });

  test.prop([sessionBet, fc.integer({ min: 0, max: 310 })])('P/L at a score matches the BigInt reference formula', (bet, score) => {
    expect(BigInt(sessionBetPnlAt(bet, score))).toBe(referenceSessionPnl(bet, score));
  });
});

describe('floorPercentOf', () => {
  test.prop([fc.integer({ min: 0, max: 1e11 }), exchangeOdd])('equals floor(a x m / 100) in BigInt', (amount, m) => {
    expect(BigInt(floorPercentOf(amount, m))).toBe((BigInt(amount) * BigInt(m)) / 100n);
  });
  it('throws rather than answer an inexact amount', () => {
    expect(() => floorPercentOf(Number.MAX_SAFE_INTEGER, 1000)).toThrow(RangeError);
  });
});
