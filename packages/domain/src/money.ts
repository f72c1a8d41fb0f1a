/**
 * Money is an integer number of paise inside the platform; the API and the screens show
 * rupees with two decimals. Conversions live here so every part rounds the same way.
 */

export type Paise = number;

/** Rupees (as the API carries them, at most two decimals) to integer paise. */
export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError('amount is not a finite number');
  return Math.round(rupees * 100);
}

/** Integer paise to rupees for the API. */
export function paiseToRupees(paise: Paise | bigint): number {
  return Number(paise) / 100;
}

/** True when a rupee amount has at most two decimals (so paise conversion is exact). */
export function hasAtMostTwoDecimals(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.abs(Math.round(rupees * 100) - rupees * 100) < 1e-6;
}

/**
 * Parses an amount typed by a person or sent as a string: digits with an optional dot and up
 * to two decimals, no sign, no exponent. Answers paise, or null when it is not such an amount.
 */
export function parseRupeesToPaise(input: unknown): Paise | null {
  if (typeof input === 'number') return hasAtMostTwoDecimals(input) && input >= 0 ? rupeesToPaise(input) : null;
  if (typeof input !== 'string') return null;
  const s = input.trim();
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** Indian digit grouping of a non-negative integer string: 1234567 -> 12,34,567. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}`;
}

export const INVALID_AMOUNT = 'Invalid amount';

/**
 * Formats rupees the way the spec shows amounts: Indian grouping, two decimals
 * (1234567.5 -> "12,34,567.50"). Non-numbers give 'Invalid amount'. Rounds half away from zero
 * on the paisa, via integer paise, so no float artefacts leak into the text.
 */
export function formatAmount(value: unknown): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return INVALID_AMOUNT;
  const paise = Math.round(Math.abs(n) * 100 + 1e-9);
  const whole = Math.floor(paise / 100).toString();
  const frac = (paise % 100).toString().padStart(2, '0');
  const sign = n < 0 && paise !== 0 ? '-' : '';
  return `${sign}${groupIndian(whole)}.${frac}`;
}

/**
 * Short form for tight spaces: k above 1,000 and l (lakh) above 1,00,000, at most two
 * decimals with trailing zeros dropped (1500 -> "1.5k", 250000 -> "2.5l"). Smaller amounts
 * use formatAmount. Non-numbers give 'Invalid amount'.
 */
export function formatAmountShort(value: unknown): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return INVALID_AMOUNT;
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  const trim = (x: number) => (Math.floor(x * 100 + 1e-9) / 100).toFixed(2).replace(/\.?0+$/, '');
  if (abs >= 100_000) return `${sign}${trim(abs / 100_000)}l`;
  if (abs >= 1_000) return `${sign}${trim(abs / 1_000)}k`;
  return formatAmount(n);
}

/**
 * Splits `total` paise by integer weights so the parts sum exactly to `total` (largest
 * remainder method; ties go to the earlier weight). Used for partnership shares.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total)) throw new RangeError('total must be an integer number of paise');
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0 || sum <= 0 || weights.some((w) => w < 0 || !Number.isInteger(w))) {
    throw new RangeError('weights must be non-negative integers with a positive sum');
  }
  const sign = total < 0 ? -1 : 1;
  const abs = Math.abs(total);
  const parts = weights.map((w) => Math.floor((abs * w) / sum));
  let left = abs - parts.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => ({ i, r: (abs * w) % sum })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts.map((p) => p * sign + 0);
}
