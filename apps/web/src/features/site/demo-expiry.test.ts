import { describe, expect, it } from 'vitest';
import { DEMO_VALIDITY_MS, isDemoExpired } from './demo-expiry';

const start = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('isDemoExpired', () => {
  it('keeps a demo session for 6 hours and ends it at 6 hours', () => {
    expect(DEMO_VALIDITY_MS).toBe(6 * 60 * 60 * 1000);
    expect(isDemoExpired('true', String(start), start)).toBe(false);
    expect(isDemoExpired('true', String(start), start + DEMO_VALIDITY_MS - 1)).toBe(false);
    expect(isDemoExpired('true', String(start), start + DEMO_VALIDITY_MS)).toBe(true);
    expect(isDemoExpired('true', String(start), start + 2 * DEMO_VALIDITY_MS)).toBe(true);
  });

  it('never expires a normal session', () => {
    expect(isDemoExpired(null, String(start), start + 10 * DEMO_VALIDITY_MS)).toBe(false);
    expect(isDemoExpired('false', null, start)).toBe(false);
  });

  it('ends a demo session whose start time is missing or unreadable', () => {
    expect(isDemoExpired('true', null, start)).toBe(true);
    expect(isDemoExpired('true', 'yesterday', start)).toBe(true);
    expect(isDemoExpired('true', '0', start)).toBe(true);
  });
});
