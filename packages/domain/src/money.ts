/**
 * Money is an integer number of paise inside the platform; the API and the screens show
 * rupees with two decimals. Conversions live here so every part rounds the same way.
 *
 * Rounding works on the decimal text of a number (its shortest round-trip form, the digits a
 * person reads), never on `x * 100`: 1.005 is stored as 1.00499999999999989..., so float
 * arithmetic rounds it down while a reader (and Intl.NumberFormat) rounds it to 1.01.
 */

export type Paise = number;

/** Largest whole-rupee part an amount typed as text may have (13 digits keeps paise safe). */
const MAX_WHOLE_DIGITS = 13;

/** Digits of a finite non-negative number, without exponent: 1.5e-7 -> { whole: '0', frac: '00000015' }. */
function plainDecimal(abs: number): { whole: string; frac: string } {
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(abs));
  if (!m) throw new RangeError(`not a plain non-negative number: ${abs}`);
  const digits = m[1]! + (m[2] ?? '');
  const point = m[1]!.length + Number(m[3] ?? 0);
  if (point <= 0) return { whole: '0', frac: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), frac: '' };
  return { whole: digits.slice(0, point), frac: digits.slice(point) };
}

/** |n| in paise, rounded half away from zero on the decimal digits (Intl's `halfExpand`). */
function roundedPaise(n: number): bigint {
  const { whole, frac } = plainDecimal(Math.abs(n));
  const cents = BigInt(whole + frac.padEnd(2, '0').slice(0, 2));
  return (frac[2] ?? '0') >= '5' ? cents + 1n : cents;
}

/**
 * Rupees to integer paise, rounding half away from zero on the paisa. Throws on non-finite
 * numbers and on amounts too large to hold exactly as paise.
 */
export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError('amount is not a finite number');
  const paise = roundedPaise(rupees);
  if (paise > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount is too large');
  return rupees < 0 && paise !== 0n ? -Number(paise) : Number(paise);
}

/** Integer paise to rupees for the API (the nearest number to paise / 100). */
export function paiseToRupees(paise: Paise | bigint): number {
  return Number(paise) / 100;
}

/** True when a rupee amount has at most two decimals and converts to paise exactly. */
export function hasAtMostTwoDecimals(rupees: number): boolean {
  if (!Number.isFinite(rupees) || Math.abs(rupees) * 100 > Number.MAX_SAFE_INTEGER) return false;
  return plainDecimal(Math.abs(rupees)).frac.length <= 2;
}

/**
 * Parses an amount typed by a person or sent as a string or number: digits with an optional
 * dot and up to two decimals, no sign, no exponent, at most 13 whole digits. Answers paise,
 * or null when it is not such an amount. A number is read by its decimal text, so
 * 9999999999999.99 parses exactly even though `x * 100` would not.
 */
/** Whole rupees (up to MAX_WHOLE_DIGITS digits) and at most two decimals; built once, not per call. */
const RUPEES = new RegExp(`^(\\d{1,${MAX_WHOLE_DIGITS}})(?:\\.(\\d{1,2}))?$`);

export function parseRupeesToPaise(input: unknown): Paise | null {
  let s: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    const { whole, frac } = plainDecimal(Math.abs(input));
    s = frac ? `${whole}.${frac}` : whole;
  } else if (typeof input === 'string') {
    s = input.trim();
  } else {
    return null;
  }
  const m = RUPEES.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Indian digit grouping of a non-negative integer string: 1234567 -> 12,34,567. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}`;
}

export const INVALID_AMOUNT = 'Invalid amount';

/** A finite number from a number or a plain decimal string ('12', '-3.5'); null otherwise. */
function toAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/**
 * Formats rupees the way the product shows amounts: Indian grouping, two decimals
 * (1234567.5 -> "12,34,567.50"), the same text as Intl.NumberFormat('en-IN') with two
 * fraction digits. Non-numbers (and strings that are not plain decimals) give
 * 'Invalid amount'. An amount that rounds to zero shows "0.00", never "-0.00".
 */
export function formatAmount(value: unknown): string {
  const n = toAmount(value);
  if (n === null) return INVALID_AMOUNT;
  const paise = roundedPaise(n);
  const whole = (paise / 100n).toString();
  const frac = (paise % 100n).toString().padStart(2, '0');
  const sign = n < 0 && paise !== 0n ? '-' : '';
  return `${sign}${groupIndian(whole)}.${frac}`;
}

/**
 * Short form for tight spaces: k above 1,000 and l (lakh) above 1,00,000 (docs/product.md §9:
 * "above", so exactly 1,000 stays "1,000.00" and exactly 1,00,000 is "100k"), at most two
 * decimals with trailing zeros dropped (1500 -> "1.5k", 250000 -> "2.5l"). The short figure is
 * truncated, never rounded up, so a balance is never shown larger than it is
 * (1999.99 -> "1.99k"). Other amounts use formatAmount. Non-numbers give 'Invalid amount'.
 */
export function formatAmountShort(value: unknown): string {
  const n = toAmount(value);
  if (n === null) return INVALID_AMOUNT;
  const paise = roundedPaise(n);
  if (paise <= 100_000n) return formatAmount(n);
  // Paise per hundredth of the unit: 0.01k = 10 rupees, 0.01l = 1,000 rupees.
  const [per, suffix] = paise > 10_000_000n ? [100_000n, 'l'] : [1_000n, 'k'];
  const hundredths = paise / per;
  const frac = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `${n < 0 ? '-' : ''}${hundredths / 100n}${frac ? `.${frac}` : ''}${suffix}`;
}

/**
 * Splits `total` paise by integer weights so the parts sum exactly to `total` (largest
 * remainder method; ties go to the earlier weight). Used for partnership shares. Works in
 * BigInt inside, so large totals and weights never lose a paisa.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total)) throw new RangeError('total must be an integer number of paise');
  if (weights.length === 0 || weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new RangeError('weights must be non-negative integers with a positive sum');
  }
  const abs0 = Math.abs(total);
  const sum0 = weights.reduce((a, b) => a + b, 0);
  // Exact in doubles while every product stays a safe integer (any P/L below about 9 crore
  // rupees against 10,000 bps): settlement splits thousands of P/Ls per chunk, and BigInt
  // arithmetic was most of that time. Otherwise the BigInt path below.
  if (sum0 > 0 && Number.isSafeInteger(abs0 * sum0)) return allocateSafe(abs0, total < 0 ? -1 : 1, weights, sum0);
  const ws = weights.map(BigInt);
  const sum = ws.reduce((a, b) => a + b, 0n);
  if (sum <= 0n) throw new RangeError('weights must be non-negative integers with a positive sum');
  const abs = BigInt(Math.abs(total));
  const parts = ws.map((w) => (abs * w) / sum);
  let left = abs - parts.reduce((a, b) => a + b, 0n);
  const order = ws.map((w, i) => ({ i, r: (abs * w) % sum })).sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  const sign = total < 0 ? -1 : 1;
  return parts.map((p) => Number(p) * sign + 0);
}

/** allocate() for |total| x sum(weights) within the safe integers: the same parts, in doubles. */
function allocateSafe(abs: number, sign: number, weights: readonly number[], sum: number): number[] {
  // The remainder first (% is exact on integers), then an exact division: Math.floor(a / b)
  // can round up to the next integer when a / b is just below it and large.
  const rems = weights.map((w) => (abs * w) % sum);
  const parts = weights.map((w, i) => (abs * w - rems[i]!) / sum);
  let left = abs - parts.reduce((a, b) => a + b, 0);
  if (left > 0) {
    const order = rems.map((r, i) => ({ i, r })).sort((a, b) => (a.r === b.r ? a.i - b.i : b.r - a.r));
    for (const { i } of order) {
      if (left <= 0) break;
      parts[i]! += 1;
      left -= 1;
    }
  }
  return parts.map((p) => p * sign + 0);
}
