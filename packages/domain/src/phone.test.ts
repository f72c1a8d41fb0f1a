import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PHONE_CODES } from '@backlay/contract';
import { normaliseMobile } from './password.js';
import { formatStoredPhone, normalisePhone } from './phone.js';

const DIAL_CODES = [...new Set(PHONE_CODES.map((c) => c.dialCode))];

describe('normalisePhone: the dial code and the number as typed, as stored', () => {
  it('keeps Indian numbers exactly as before: 10 digits without the code', () => {
    expect(normalisePhone('+91', '98765 43210')).toBe('9876543210');
    expect(normalisePhone('+91', '+91 98765-43210')).toBe('9876543210');
    expect(normalisePhone('+91', '5876543210')).toBeNull();
    expect(normalisePhone('+91', '+44 7911 123456')).toBeNull();
    fc.assert(
      fc.property(fc.stringMatching(/^[+\d\s-]{0,16}$/), (typed) => {
        expect(normalisePhone('+91', typed)).toBe(normaliseMobile(typed));
      }),
      { numRuns: 1000 },
    );
  });

  it('stores other countries in E.164, dropping a trunk 0 and a repeated own code', () => {
    expect(normalisePhone('+44', '07911 123456')).toBe('+447911123456');
    expect(normalisePhone('+44', '+44 (0) 7911 123456')).toBe('+447911123456');
    expect(normalisePhone('+44', '0044 7911 123456')).toBe('+447911123456');
    expect(normalisePhone('+971', '050 123 4567')).toBe('+971501234567');
    expect(normalisePhone('+977', '9841234567')).toBe('+9779841234567');
  });

  it('keeps the leading 0 where it is part of the number (Italy, Côte d’Ivoire, San Marino)', () => {
    expect(normalisePhone('+39', '06 6982 1234')).toBe('+390669821234');
    expect(normalisePhone('+39', '333 123 4567')).toBe('+393331234567');
    expect(normalisePhone('+225', '07 12 34 56 78')).toBe('+2250712345678');
  });

  it('takes 10 digits after +1, with or without the trunk 1', () => {
    expect(normalisePhone('+1', '(415) 555-0132')).toBe('+14155550132');
    expect(normalisePhone('+1', '1 415 555 0132')).toBe('+14155550132');
    expect(normalisePhone('+1', '+1 416 555 0199')).toBe('+14165550199');
    expect(normalisePhone('+1', '555 0132')).toBeNull();
    expect(normalisePhone('+1', '015 555 0132')).toBeNull();
  });

  it('refuses a number of another country, letters, too few or too many digits, and a bad code', () => {
    expect(normalisePhone('+44', '+91 98765 43210')).toBeNull();
    expect(normalisePhone('+44', '7911 12345x')).toBeNull();
    expect(normalisePhone('+44', '123')).toBeNull();
    expect(normalisePhone('+44', '7911 1234 5678 901')).toBeNull();
    expect(normalisePhone('+44', '00')).toBeNull();
    expect(normalisePhone('44', '7911123456')).toBeNull();
    expect(normalisePhone('+0', '7911123456')).toBeNull();
    expect(normalisePhone('', '9876543210')).toBeNull();
  });

  it('answers at most 15 digits, and the same again when given its own answer', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DIAL_CODES), fc.stringMatching(/^\d{1,16}$/), (dial, typed) => {
        const stored = normalisePhone(dial, typed);
        if (stored === null) return;
        if (dial !== '+91') {
          expect(stored).toMatch(/^\+\d{5,15}$/);
          expect(stored.startsWith(dial)).toBe(true);
        }
        expect(normalisePhone(dial, stored)).toBe(stored);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('formatStoredPhone', () => {
  it('shows the code apart from the number; a bare number is Indian', () => {
    expect(formatStoredPhone('9876543210', DIAL_CODES)).toBe('+91 9876543210');
    expect(formatStoredPhone('+447911123456', DIAL_CODES)).toBe('+44 7911123456');
    expect(formatStoredPhone('+14155550132', DIAL_CODES)).toBe('+1 4155550132');
    expect(formatStoredPhone('+9779841234567', DIAL_CODES)).toBe('+977 9841234567');
    expect(formatStoredPhone('', DIAL_CODES)).toBe('');
  });
});
