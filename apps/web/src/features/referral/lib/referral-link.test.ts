import { describe, expect, it } from 'vitest';
import { cleanReferrerCode, referralLink } from './referral-link';

describe('referral links', () => {
  it('builds the share link of a code', () => {
    expect(referralLink('https://b2c.example/', 'AB23CD45')).toBe('https://b2c.example/register-referrer/AB23CD45');
  });
  it('keeps plain codes only', () => {
    expect(cleanReferrerCode(' AB23CD45 ')).toBe('AB23CD45');
    for (const bad of [undefined, '', 'a b', 'x', '<script>', 'A'.repeat(33)]) expect(cleanReferrerCode(bad)).toBeNull();
  });
});
