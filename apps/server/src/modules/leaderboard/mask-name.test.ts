import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { maskName } from './mask-name.js';

describe('maskName', () => {
  it("shows two characters, '***' and the last one", () => {
    expect(maskName('abhi99')).toBe('ab***9');
    expect(maskName('user1')).toBe('us***1');
  });

  it('keeps only the first character of short names', () => {
    expect(maskName('abc')).toBe('a***');
    expect(maskName('a')).toBe('a***');
    expect(maskName('')).toBe('***');
  });

  test.prop([fc.string({ minLength: 4, maxLength: 40 }).filter((s) => s.trim().length >= 4)])('never shows a name whole', (name) => {
    const masked = maskName(name);
    expect(masked).not.toBe(name.trim());
    expect(masked).toContain('***');
  });
});
