import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { casinoPayout, formatRatioPercent, ratioToNumber } from './payout.js';

describe('casinoPayout', () => {
  it('pays stake x multiplier in hundredths, floored to the paisa', () => {
    expect(casinoPayout(10_000, 200)).toBe(20_000);
    expect(casinoPayout(999, 50)).toBe(499);
    expect(casinoPayout(100, 0)).toBe(0);
  });

  it('refuses bad stakes and multipliers, and payouts beyond safe integers', () => {
    expect(() => casinoPayout(0, 200)).toThrow(RangeError);
    expect(() => casinoPayout(10.5, 200)).toThrow(RangeError);
    expect(() => casinoPayout(100, -1)).toThrow(RangeError);
    expect(() => casinoPayout(100, 1.5)).toThrow(RangeError);
    expect(() => casinoPayout(Number.MAX_SAFE_INTEGER, 200)).toThrow(RangeError);
  });

  test.prop([fc.integer({ min: 1, max: 1e10 }), fc.integer({ min: 0, max: 1e6 })])('is exact where floats would not be', (stake, multiplier) => {
    const payout = casinoPayout(stake, multiplier);
    expect(BigInt(payout)).toBe((BigInt(stake) * BigInt(multiplier)) / 100n);
  });
});

describe('formatRatioPercent', () => {
  it('rounds half up at the last place', () => {
    expect(formatRatioPercent({ numerator: 31_461n, denominator: 32_768n })).toBe('96.01');
    expect(formatRatioPercent({ numerator: 31_461n, denominator: 32_768n }, 4)).toBe('96.0114');
    expect(formatRatioPercent({ numerator: 1n, denominator: 8n }, 1)).toBe('12.5');
    expect(formatRatioPercent({ numerator: 1n, denominator: 8n }, 0)).toBe('13');
    expect(formatRatioPercent({ numerator: 1n, denominator: 1n })).toBe('100.00');
    expect(ratioToNumber({ numerator: 3n, denominator: 4n })).toBe(0.75);
  });
});
