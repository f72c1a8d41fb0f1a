import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE_CODE, PHONE_CODES, isKnownDialCode, phoneCodesSchema } from './phone-codes.js';

describe('country-list/phone-codes.json', () => {
  it('matches its schema, India first, then every other country by name', () => {
    expect(phoneCodesSchema.safeParse(PHONE_CODES).success).toBe(true);
    expect(PHONE_CODES[0]).toEqual(DEFAULT_PHONE_CODE);
    const names = PHONE_CODES.slice(1).map((c) => c.name);
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)));
  });

  it('names each country once, by a unique ISO code and name', () => {
    const codes = PHONE_CODES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    const names = PHONE_CODES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('holds the world, not a sample: over 240 countries and every continent’s big ones', () => {
    expect(PHONE_CODES.length).toBeGreaterThan(240);
    const byCode = new Map(PHONE_CODES.map((c) => [c.code, c.dialCode]));
    expect(
      Object.fromEntries(
        ['US', 'CA', 'GB', 'AE', 'PK', 'BD', 'NP', 'LK', 'AU', 'ZA', 'BR', 'CN', 'RU', 'KZ'].map((k) => [k, byCode.get(k)]),
      ),
    ).toEqual({
      US: '+1',
      CA: '+1',
      GB: '+44',
      AE: '+971',
      PK: '+92',
      BD: '+880',
      NP: '+977',
      LK: '+94',
      AU: '+61',
      ZA: '+27',
      BR: '+55',
      CN: '+86',
      RU: '+7',
      KZ: '+7',
    });
  });

  it('has prefix-free dial codes, as E.164 assigns them (a number names one code)', () => {
    const dials = [...new Set(PHONE_CODES.map((c) => c.dialCode))];
    const clashes = dials.flatMap((a) => dials.filter((b) => b !== a && b.startsWith(a)).map((b) => `${a} begins ${b}`));
    expect(clashes).toEqual([]);
  });

  it('knows listed dial codes only', () => {
    expect(isKnownDialCode('+91')).toBe(true);
    expect(isKnownDialCode('+44')).toBe(true);
    expect(isKnownDialCode('+999')).toBe(false);
    expect(isKnownDialCode('91')).toBe(false);
  });
});
