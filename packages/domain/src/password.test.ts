import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGE, isValidEmail, isValidPassword, isValidUserName, normaliseMobile } from './password.js';

describe('password rule (docs/product.md §5: at least 8 characters and at least one digit)', () => {
  it('keeps the product message', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe('Password should contain 8 character & 1 digit');
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('accepts exactly the passwords of length >= 8 that hold a digit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (pw) => {
        // The rule counts UTF-16 code units, as the browser's input length does.
        const expected = pw.length >= 8 && /[0-9]/.test(pw);
        expect(isValidPassword(pw)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses any password without a digit, however long', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8, maxLength: 60 }).map((s) => s.replace(/[0-9]/g, 'x')),
        (pw) => {
          expect(isValidPassword(pw)).toBe(false);
        },
      ),
    );
  });

  it('accepts any 8+ character password once a digit is added', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 7, maxLength: 60 }), fc.integer({ min: 0, max: 9 }), (s, d) => {
        expect(isValidPassword(`${s}${d}`)).toBe(true);
      }),
    );
  });

  it('draws the line at 8 characters', () => {
    expect(isValidPassword('abcdef1')).toBe(false);
    expect(isValidPassword('abcdefg1')).toBe(true);
    expect(isValidPassword('12345678')).toBe(true);
    expect(isValidPassword('abcdefgh')).toBe(false);
  });
});

describe('sign-up field rules', () => {
  it('user names are 4-32 letters, digits, dot, underscore or dash', () => {
    expect(isValidUserName('user1')).toBe(true);
    expect(isValidUserName('abc')).toBe(false);
    expect(isValidUserName('has space')).toBe(false);
    expect(isValidUserName('a'.repeat(33))).toBe(false);
  });

  it('Indian mobile numbers: 10 digits from 6-9, +91 optional', () => {
    expect(normaliseMobile('+91 98765 43210')).toBe('9876543210');
    expect(normaliseMobile('9876543210')).toBe('9876543210');
    expect(normaliseMobile('5876543210')).toBeNull();
    expect(normaliseMobile('98765')).toBeNull();
  });

  it('emails need a local part, a domain and a suffix', () => {
    expect(isValidEmail('a@b.in')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('not an email')).toBe(false);
  });
});
