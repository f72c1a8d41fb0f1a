import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { exposureFigures, worstRunnerOf } from './exposure-entry.js';
import { teamBookOf, teamExposure } from './team-book.js';
import { sessionBookOf, sessionExposure } from './session-book.js';
import { sessionBets, teamMarket } from './test-arbitraries.js';

const stakeOf = (bets: readonly { stake: number }[]) => bets.reduce((sum, b) => sum + b.stake, 0);

describe('exposureFigures', () => {
  it('reads a back of 100.00 at 1.85 on a two-runner market', () => {
    const book = teamBookOf('betfair', ['a', 'b'], [{ runnerId: 'a', side: 'back', odd: 185, stake: 100_00 }]);
    expect(exposureFigures(Object.values(book), 100_00)).toEqual({
      liability: 100_00,
      profit: 85_00,
      minLoss: -100_00,
      profitPercentage: 85_00,
      minLossPercentage: -100_00,
    });
  });

  it('has no liability when every outcome wins, and a negative profit when every outcome loses', () => {
    expect(exposureFigures([5_00, 12_00], 300_00)).toEqual({
      liability: 0,
      profit: 12_00,
      minLoss: 5_00,
      profitPercentage: 4_00,
      minLossPercentage: 1_67,
    });
    const allLose = exposureFigures([-1_07, -1_08], 198_93);
    expect(allLose).toMatchObject({ liability: 1_08, profit: -1_07, minLoss: -1_08 });
    // -1.07 / 198.93 = -0.5379% -> -0.54%; -1.08 / 198.93 = -0.5429% -> -0.54%.
    expect(allLose.profitPercentage).toBe(-54);
    expect(allLose.minLossPercentage).toBe(-54);
  });

  it('rounds percentages half away from zero, on both sides', () => {
    // 1 paisa of 200.00 is 0.005%: half a hundredth.
    expect(exposureFigures([1, -1], 200_00)).toMatchObject({ profitPercentage: 1, minLossPercentage: -1 });
    expect(Object.is(exposureFigures([0], 100_00).profitPercentage, 0)).toBe(true);
  });

  it('refuses a book without a stake or an outcome', () => {
    expect(() => exposureFigures([1], 0)).toThrow(RangeError);
    expect(() => exposureFigures([1], 1.5)).toThrow(RangeError);
    expect(() => exposureFigures([], 100)).toThrow(RangeError);
  });

  test.prop([teamMarket.filter((m) => m.bets.length > 0)])("a team book's liability is its stored exposure", ({ kind, runners, bets }) => {
    const book = teamBookOf(kind, runners, bets);
    const f = exposureFigures(Object.values(book), stakeOf(bets));
    expect(f.liability).toBe(teamExposure(book));
    expect(f.liability).toBe(Math.max(0, -f.minLoss));
    expect(f.minLoss).toBeLessThanOrEqual(f.profit);
  });

  test.prop([sessionBets.filter((b) => b.length > 0)])("a session book's liability is its stored exposure", (bets) => {
    const book = sessionBookOf(bets);
    const f = exposureFigures(
      book.map((l) => l.pnl),
      stakeOf(bets),
    );
    expect(f.liability).toBe(sessionExposure(book));
    expect(f.minLoss).toBe(Math.min(...book.map((l) => l.pnl)));
  });

  test.prop([fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 1e12 })])(
    'a percentage is within half a hundredth of the exact ratio and keeps its sign',
    (pnl, stake) => {
      const { profitPercentage } = exposureFigures([pnl], stake);
      expect(Math.abs(profitPercentage - (pnl * 10_000) / stake)).toBeLessThanOrEqual(0.5 + 1e-6);
      expect(Math.sign(profitPercentage) * Math.sign(pnl)).toBeGreaterThanOrEqual(0);
    },
  );
});

describe('worstRunnerOf', () => {
  it('names the runner whose win costs most, the first in page order on a tie', () => {
    expect(worstRunnerOf({ a: 85_00, b: -100_00, c: -100_00 }, ['a', 'c', 'b'])).toBe('c');
    expect(worstRunnerOf({ a: 0, b: 0 }, ['a', 'b'])).toBe('a');
  });

  it('skips runners the book does not hold, and names none for an empty book', () => {
    expect(worstRunnerOf({ b: 5 }, ['a', 'b'])).toBe('b');
    expect(worstRunnerOf({}, ['a'])).toBeNull();
  });
});
