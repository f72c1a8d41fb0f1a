import { DEFAULT_DIAL_CODE } from '@backlay/contract';
import { normaliseMobile } from './password.js';

/**
 * Countries whose numbers keep their leading 0 after the country code (+39 06 ..., +225 07 ...);
 * everywhere else a leading 0 is the trunk prefix dialled at home only, and is dropped.
 */
const KEEPS_LEADING_ZERO = new Set(['39', '225', '378']);

/** ITU-T E.164: at most 15 digits, country code included. */
const E164_MAX_DIGITS = 15;

/**
 * A mobile number as the registration form gives it (a dial code from the phone codes list and
 * the number as typed) in the form it is stored (docs/decisions/phone-country-codes.md), or null
 * when it is not a number of that country:
 * - India (+91): 10 digits starting 6-9, stored without the code, as every Indian number always
 *   was (the SMS sender and the one-time codes read it so);
 * - elsewhere: E.164, '+' and the code and the national number. The number may be typed with
 *   its own '+code' (or '00code'), which must then be the chosen code; a trunk 0 is dropped;
 *   +1 (North America and the Caribbean) takes exactly 10 digits after an optional trunk 1;
 *   any other national number takes 4 digits or more, within E.164's 15.
 */
export function normalisePhone(dialCode: string, phone: string): string | null {
  if (!/^\+[1-9]\d{0,2}$/.test(dialCode)) return null;
  if (dialCode === DEFAULT_DIAL_CODE) return normaliseMobile(phone);
  const code = dialCode.slice(1);
  let digits = phone.replace(/[\s().-]/g, '');
  const international = /^(?:\+|00)(\d+)$/.exec(digits);
  if (international) {
    if (!international[1]!.startsWith(code)) return null;
    digits = international[1]!.slice(code.length);
  }
  if (!/^\d+$/.test(digits)) return null;
  if (code === '1') {
    const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
    return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? `+1${national}` : null;
  }
  const national = digits.startsWith('0') && !KEEPS_LEADING_ZERO.has(code) ? digits.slice(1) : digits;
  if (national.length < 4 || code.length + national.length > E164_MAX_DIGITS) return null;
  if (national.startsWith('0') && !KEEPS_LEADING_ZERO.has(code)) return null;
  return `+${code}${national}`;
}

/**
 * A stored number for display, '+91 9876543210' or '+44 7911123456'. Country codes are
 * prefix-free (no code begins another), so the one of `dialCodes` the number starts with is its
 * code. A stored number without '+' is Indian.
 */
export function formatStoredPhone(phone: string, dialCodes: readonly string[]): string {
  if (!phone) return '';
  if (!phone.startsWith('+')) return `${DEFAULT_DIAL_CODE} ${phone}`;
  const code = dialCodes.find((c) => phone.startsWith(c));
  return code ? `${code} ${phone.slice(code.length)}` : phone;
}
