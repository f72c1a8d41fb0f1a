import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it('shows India time on a 00-23 clock: half past midnight is 00:30, not 24:30', () => {
    expect(formatDateTime('2026-11-25T19:00:00.000Z')).toBe('26 Nov 2026, 00:30');
    expect(formatDateTime('2026-11-26T12:15:00.000Z')).toBe('26 Nov 2026, 17:45');
  });

  it('answers a dash without a date', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('soon')).toBe('—');
  });
});
