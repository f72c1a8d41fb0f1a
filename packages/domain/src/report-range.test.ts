import { describe, expect, it } from 'vitest';
import { istDayOf, reportRange } from './report-range.js';

describe('report ranges on India time', () => {
  it('reads an instant on the IST day it falls on', () => {
    expect(istDayOf(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(istDayOf(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it('defaults to today and the six days before it', () => {
    const range = reportRange(new Date('2026-11-22T10:00:00Z'));
    expect(range.from.toISOString()).toBe('2026-11-15T18:30:00.000Z');
    expect(range.to.toISOString()).toBe('2026-11-22T18:30:00.000Z');
  });

  it('includes the whole end day and starts at IST midnight of the start day', () => {
    const range = reportRange(new Date(), '2026-11-01', '2026-11-01');
    expect(range.from.toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(range.to.toISOString()).toBe('2026-11-01T18:30:00.000Z');
  });

  it('takes instants as they are and swaps a reversed range', () => {
    const range = reportRange(new Date(), '2026-11-10T00:00:00Z', '2026-11-01T00:00:00Z');
    expect(range.from.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-11-10T00:00:00.000Z');
  });
});
