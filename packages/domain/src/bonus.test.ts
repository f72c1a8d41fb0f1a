import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { bonusForDeposit, bpsToPercent, isWithinOfferRange, percentToBps, wageringProgress, wageringRequirement } from './bonus.js';

const terms = (over: Partial<Parameters<typeof bonusForDeposit>[0]> = {}) => ({
  percentBps: 1_000,
  maxBonus: null,
  minAmount: null,
  maxAmount: null,
  ...over,
});

describe('bonusForDeposit', () => {
  it('gives the percentage of the deposit in paise', () => {
    expect(bonusForDeposit(terms(), 100_000n)).toBe(10_000n); // 10 % of 1,000.00 = 100.00
    expect(bonusForDeposit(terms({ percentBps: 1_250 }), 100_000n)).toBe(12_500n);
  });

  it('rounds down to the paisa', () => {
    // 10 % of 0.99 rupees = 9.9 paise -> 9; 33.33 % of 1.00 = 33.33 paise -> 33.
    expect(bonusForDeposit(terms(), 99n)).toBe(9n);
    expect(bonusForDeposit(terms({ percentBps: 3_333 }), 100n)).toBe(33n);
  });

  it('caps the bonus at maxBonus', () => {
    expect(bonusForDeposit(terms({ maxBonus: 50_000n }), 10_000_000n)).toBe(50_000n);
    expect(bonusForDeposit(terms({ maxBonus: 50_000n }), 100_000n)).toBe(10_000n);
  });

  it('gives nothing outside the range, inclusive bounds', () => {
    const t = terms({ minAmount: 50_000n, maxAmount: 500_000n });
    expect(bonusForDeposit(t, 49_999n)).toBe(0n);
    expect(bonusForDeposit(t, 50_000n)).toBe(5_000n);
    expect(bonusForDeposit(t, 500_000n)).toBe(50_000n);
    expect(bonusForDeposit(t, 500_001n)).toBe(0n);
    expect(isWithinOfferRange(t, 50_000n)).toBe(true);
    expect(isWithinOfferRange(t, 500_001n)).toBe(false);
  });

  it('gives nothing for zero or negative deposits', () => {
    expect(bonusForDeposit(terms(), 0n)).toBe(0n);
    expect(bonusForDeposit(terms(), -100n)).toBe(0n);
  });

  test.prop([
    fc.bigInt({ min: 0n, max: 10n ** 15n }),
    fc.integer({ min: 1, max: 50_000 }),
    fc.option(fc.bigInt({ min: 0n, max: 10n ** 12n })),
  ])('never exceeds the exact share or the cap, and is within one paisa of the exact share when uncapped', (deposit, bps, cap) => {
    const bonus = bonusForDeposit(terms({ percentBps: bps, maxBonus: cap }), deposit);
    expect(bonus >= 0n).toBe(true);
    // bonus * 10000 <= deposit * bps (rounded down, never up)
    expect(bonus * 10_000n <= deposit * BigInt(bps)).toBe(true);
    if (cap !== null) expect(bonus <= cap).toBe(true);
    if (cap === null || bonus < cap) expect((bonus + 1n) * 10_000n > deposit * BigInt(bps)).toBe(true);
  });

  test.prop([fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 1, max: 50_000 })])(
    'is monotonic in the deposit',
    (a, b, bps) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      expect(bonusForDeposit(terms({ percentBps: bps }), lo) <= bonusForDeposit(terms({ percentBps: bps }), hi)).toBe(true);
    },
  );
});

describe('wagering', () => {
  it('asks for a multiple of the bonus, none for 0', () => {
    expect(wageringRequirement(10_000n, 5)).toBe(50_000n);
    expect(wageringRequirement(10_000n, 0)).toBe(0n);
    expect(wageringRequirement(0n, 5)).toBe(0n);
  });

  it('counts progress up to the requirement', () => {
    expect(wageringProgress(50_000n, 20_000n)).toBe(20_000n);
    expect(wageringProgress(50_000n, 90_000n)).toBe(50_000n);
    expect(wageringProgress(0n, 90_000n)).toBe(0n);
    expect(wageringProgress(50_000n, -5n)).toBe(0n);
  });
});

describe('percentToBps', () => {
  it('reads percentages with at most two decimals', () => {
    expect(percentToBps(10, 500)).toBe(1_000);
    expect(percentToBps('12.5', 500)).toBe(1_250);
    expect(percentToBps('0.01', 500)).toBe(1);
    expect(percentToBps(500, 500)).toBe(50_000);
    expect(bpsToPercent(1_250)).toBe(12.5);
  });

  it('refuses zero, too many decimals, over the maximum, and junk', () => {
    for (const bad of [0, '0', '1.234', 501, '-5', 'ten', '', null, undefined, Number.NaN, '1e2']) {
      expect(percentToBps(bad, 500)).toBeNull();
    }
  });
});
