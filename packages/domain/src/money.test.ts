import { describe, expect } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  INVALID_AMOUNT,
  allocate,
  formatAmount,
  formatAmountShort,
  hasAtMostTwoDecimals,
  paiseToRupees,
  parseRupeesToPaise,
  rupeesToPaise,
} from './money.js';

/** The reference the amount formatter must agree with: Indian grouping, two decimals. */
const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Integer paise whose rupee value is still exact to the paisa as a double (|rupees| < 1e13). */
const paise = fc.integer({ min: -1e15, max: 1e15 });
const nonNegativePaise = fc.integer({ min: 0, max: 1e15 - 1 });

/** Plain text of integer paise as rupees: 123456 -> '1234.56'. */
function rupeesText(p: number): string {
  return `${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`;
}

const notNumbers = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, null, undefined, true, false, '', '   ', 'abc', '12abc', '0x10', '1e3', '1,000', 'NaN'),
  fc.object(),
  fc.array(fc.integer()),
  fc.string().filter((s) => !/^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/.test(s)),
);

describe('formatAmount', () => {
  test.prop([paise])('matches Intl en-IN with two decimals on integer paise', (p) => {
    expect(formatAmount(p / 100)).toBe(intl.format(p / 100));
  });

  test.prop([fc.double({ min: -1e20, max: 1e20, noNaN: true })])('matches Intl on any double, except that -0.00 shows as 0.00', (d) => {
    const expected = intl.format(d);
    expect(formatAmount(d)).toBe(expected === '-0.00' ? '0.00' : expected);
  });

  test.prop([paise])('has Indian grouping and exactly two decimals', (p) => {
    const text = formatAmount(p / 100);
    expect(text).toMatch(/^-?(\d{1,3}|\d{1,2}(,\d{2})*,\d{3})\.\d{2}$/);
    expect(Number(text.replaceAll(',', ''))).toBe(p / 100);
  });

  test.prop([paise])('accepts the same amount as a decimal string', (p) => {
    const text = p < 0 ? `-${rupeesText(-p)}` : rupeesText(p);
    expect(formatAmount(text)).toBe(formatAmount(p / 100));
  });

  test.prop([notNumbers])("answers 'Invalid amount' for non-numbers", (v) => {
    expect(formatAmount(v)).toBe(INVALID_AMOUNT);
  });

  test('examples from docs/product.md and the edges of rounding', () => {
    expect(formatAmount(1234567.5)).toBe('12,34,567.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(-0.001)).toBe('0.00');
    expect(formatAmount(1.005)).toBe('1.01');
    expect(formatAmount(2.675)).toBe('2.68');
    expect(formatAmount(999.995)).toBe('1,000.00');
    expect(formatAmount(1e21)).toBe(intl.format(1e21));
    expect(formatAmount(1e21)).toBe('1,00,00,00,00,00,00,00,00,00,000.00');
    expect(formatAmount(1e-7)).toBe('0.00');
    expect(formatAmount(' 42 ')).toBe('42.00');
  });
});

describe('formatAmountShort', () => {
  test.prop([fc.integer({ min: -100_000, max: 100_000 })])('is formatAmount up to 1,000 rupees', (p) => {
    expect(formatAmountShort(p / 100)).toBe(formatAmount(p / 100));
  });

  test.prop([fc.integer({ min: 100_001, max: 1e15 }), fc.boolean()])(
    'shortens above 1,000 with k, above 1,00,000 with l, truncated to two decimals without trailing zeros',
    (p, negative) => {
      const rupees = (negative ? -p : p) / 100;
      const text = formatAmountShort(rupees);
      const m = /^(-?)(\d+)(?:\.(\d{1,2}))?([kl])$/.exec(text);
      expect(m, text).not.toBeNull();
      const [, sign, whole, frac = '', suffix] = m!;
      expect(sign).toBe(negative ? '-' : '');
      expect(frac.endsWith('0')).toBe(false);
      expect(suffix).toBe(p > 10_000_000 ? 'l' : 'k');
      // Exact check in paise: the short figure is the amount truncated to 0.01 of the unit.
      const unitPaise = suffix === 'l' ? 10_000_000n : 100_000n;
      const shown = BigInt(whole!) * unitPaise + (BigInt(frac.padEnd(2, '0')) * unitPaise) / 100n;
      expect(shown <= BigInt(p)).toBe(true);
      expect(BigInt(p) - shown < unitPaise / 100n).toBe(true);
    },
  );

  test.prop([notNumbers])("answers 'Invalid amount' for non-numbers", (v) => {
    expect(formatAmountShort(v)).toBe(INVALID_AMOUNT);
  });

  test('examples', () => {
    expect(formatAmountShort(1500)).toBe('1.5k');
    // "above" (docs/product.md §9): the thresholds themselves are not shortened to their unit.
    expect(formatAmountShort(1000)).toBe('1,000.00');
    expect(formatAmountShort(-1000)).toBe('-1,000.00');
    expect(formatAmountShort(1000.01)).toBe('1k');
    expect(formatAmountShort(1000.1)).toBe('1k');
    expect(formatAmountShort(1010)).toBe('1.01k');
    expect(formatAmountShort(100000)).toBe('100k');
    expect(formatAmountShort(-100000)).toBe('-100k');
    expect(formatAmountShort(100000.01)).toBe('1l');
    expect(formatAmountShort(101000)).toBe('1.01l');
    expect(formatAmountShort(1999.99)).toBe('1.99k');
    expect(formatAmountShort(250000)).toBe('2.5l');
    expect(formatAmountShort(-4350)).toBe('-4.35k');
    expect(formatAmountShort(999.5)).toBe('999.50');
    expect(formatAmountShort('12000000')).toBe('120l');
  });
});

describe('parseRupeesToPaise', () => {
  test.prop([nonNegativePaise])('round-trips integer paise through rupee text', (p) => {
    expect(parseRupeesToPaise(rupeesText(p))).toBe(p);
    expect(parseRupeesToPaise(`  ${rupeesText(p)} `)).toBe(p);
  });

  test.prop([nonNegativePaise])('round-trips integer paise through a rupee number', (p) => {
    const rupees = paiseToRupees(p);
    expect(parseRupeesToPaise(rupees)).toBe(p);
    expect(parseRupeesToPaise(String(rupees))).toBe(p);
    expect(rupeesToPaise(rupees)).toBe(p);
    expect(hasAtMostTwoDecimals(rupees)).toBe(true);
  });

  test.prop([fc.integer({ min: 1, max: 1e12 }), fc.integer({ min: 1, max: 9 })])('refuses more than two decimals', (p, extra) => {
    expect(parseRupeesToPaise(`${rupeesText(p)}${extra}`)).toBeNull();
    expect(parseRupeesToPaise(Number(`${rupeesText(p)}${extra}`))).toBeNull();
  });

  test('refuses signs, exponents, separators, non-finite and non-amounts', () => {
    for (const bad of [
      '-1',
      '+1',
      '1e3',
      '1,000',
      '',
      ' ',
      '.5',
      '5.',
      '1.2.3',
      'abc',
      '12345678901234',
      -1,
      NaN,
      Infinity,
      1e21,
      1e-7,
      null,
      undefined,
      {},
      [],
    ]) {
      expect(parseRupeesToPaise(bad), String(bad)).toBeNull();
    }
    expect(parseRupeesToPaise('0')).toBe(0);
    expect(parseRupeesToPaise(-0)).toBe(0);
    expect(parseRupeesToPaise('1234567890123.45')).toBe(123456789012345);
    expect(parseRupeesToPaise(9999999999999.99)).toBe(999999999999999);
  });

  test.prop([fc.integer({ min: -1e15, max: 1e15 })])('rupeesToPaise inverts paiseToRupees, sign included', (p) => {
    expect(rupeesToPaise(paiseToRupees(p))).toBe(p);
  });

  test('rupeesToPaise rounds half away from zero on the decimal digits', () => {
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise(-1.005)).toBe(-101);
    expect(rupeesToPaise(0.001)).toBe(0);
    expect(Object.is(rupeesToPaise(-0.001), 0)).toBe(true);
    expect(() => rupeesToPaise(NaN)).toThrow(RangeError);
    expect(() => rupeesToPaise(1e20)).toThrow(RangeError);
  });
});

describe('allocate', () => {
  const weights = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }).filter((ws) => ws.some((w) => w > 0));
  const total = fc.oneof(
    fc.integer({ min: -1_000_000, max: 1_000_000 }),
    fc.maxSafeInteger(),
    fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  );

  test.prop([total, weights])('parts sum exactly to the total', (t, ws) => {
    const parts = allocate(t, ws);
    expect(parts).toHaveLength(ws.length);
    expect(parts.reduce((a, b) => a + BigInt(b), 0n)).toBe(BigInt(t));
  });

  /** Largest remainder in BigInt, ties to the earlier weight: what allocate must answer on every path. */
  function referenceAllocate(t: number, ws: readonly number[]): number[] {
    const sum = ws.reduce((a, b) => a + BigInt(b), 0n);
    const abs = BigInt(Math.abs(t));
    const parts = ws.map((w) => (abs * BigInt(w)) / sum);
    let left = abs - parts.reduce((a, b) => a + b, 0n);
    const order = ws.map((w, i) => ({ i, r: (abs * BigInt(w)) % sum })).sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
    for (const { i } of order) {
      if (left <= 0n) break;
      parts[i]! += 1n;
      left -= 1n;
    }
    return parts.map((p) => (t < 0 ? -Number(p) : Number(p)) + 0);
  }

  test.prop([total, weights])(
    'gives the leftover paise to the largest remainders, ties to the earlier weight (doubles and BigInt alike)',
    (t, ws) => {
      expect(allocate(t, ws)).toEqual(referenceAllocate(t, ws));
    },
  );

  test.prop([
    fc.integer({ min: -900_000_000_000, max: 900_000_000_000 }),
    fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 8 }).filter((ws) => ws.some((w) => w > 0)),
  ])('splits settlement-sized P/Ls by basis points exactly as the reference does', (t, ws) => {
    expect(allocate(t, ws)).toEqual(referenceAllocate(t, ws));
  });

  test.prop([total, weights])('each part is its exact share rounded down or up, with the sign of the total', (t, ws) => {
    const parts = allocate(t, ws);
    const sum = ws.reduce((a, b) => a + BigInt(b), 0n);
    const abs = BigInt(Math.abs(t));
    parts.forEach((part, i) => {
      const floor = (abs * BigInt(ws[i]!)) / sum;
      const mag = BigInt(Math.abs(part));
      expect(mag === floor || mag === floor + 1n).toBe(true);
      if (ws[i] === 0) expect(part).toBe(0);
      if (part !== 0) expect(Math.sign(part)).toBe(Math.sign(t));
      expect(Object.is(part, -0)).toBe(false);
    });
  });

  test('hands the remainder to the largest remainders, ties to the earlier weight', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(10, [7, 3])).toEqual([7, 3]);
    expect(allocate(5, [0, 1])).toEqual([0, 5]);
  });

  test('refuses bad input', () => {
    expect(() => allocate(1.5, [1])).toThrow(RangeError);
    expect(() => allocate(1, [])).toThrow(RangeError);
    expect(() => allocate(1, [0, 0])).toThrow(RangeError);
    expect(() => allocate(1, [-1, 2])).toThrow(RangeError);
    expect(() => allocate(1, [0.5])).toThrow(RangeError);
  });
});
