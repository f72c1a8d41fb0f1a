import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { averageOdds } from './average-odds.js';
import { teamBetOutcome } from './outcomes.js';
import { exchangeOdd, stake } from './test-arbitraries.js';

describe('averageOdds', () => {
  it('weights each odd by its stake and rounds halves up', () => {
    // (1.85 x 10 + 1.95 x 30) / 40 = 1.925 -> 1.93
    expect(
      averageOdds([
        { odd: 185, stake: 1_000 },
        { odd: 195, stake: 3_000 },
      ]),
    ).toBe(193);
    expect(
      averageOdds([
        { odd: 185, stake: 3_000 },
        { odd: 195, stake: 1_000 },
      ]),
    ).toBe(188);
    expect(averageOdds([{ odd: 85, stake: 500 }])).toBe(85);
  });
  it('has no average without stake', () => {
    expect(averageOdds([])).toBe(0);
    expect(averageOdds([{ odd: 185, stake: 0 }])).toBe(0);
  });
  it('refuses odds that are not positive integers', () => {
    expect(() => averageOdds([{ odd: 1.85, stake: 100 }])).toThrow(RangeError);
  });

  const bets = fc.array(fc.record({ odd: exchangeOdd, stake }), { minLength: 1, maxLength: 30 });

  test.prop([bets])('lies between the lowest and the highest odd', (list) => {
    const avg = averageOdds(list);
    expect(avg).toBeGreaterThanOrEqual(Math.min(...list.map((b) => b.odd)));
    expect(avg).toBeLessThanOrEqual(Math.max(...list.map((b) => b.odd)));
  });

  test.prop([bets])('one bet of the total stake at the average wins what the bets win, within half a tick of the total', (list) => {
    const total = list.reduce((s, b) => s + b.stake, 0);
    const together = list.reduce((s, b) => s + teamBetOutcome('betfair', { side: 'back', ...b }).profit, 0);
    const single = teamBetOutcome('betfair', { side: 'back', odd: averageOdds(list), stake: total }).profit;
    // Rounding the average moves it by at most half a hundredth (total / 200 paise); each bet floors away under a paisa.
    expect(Math.abs(single - together)).toBeLessThanOrEqual(Math.ceil(total / 200) + list.length);
  });
});
