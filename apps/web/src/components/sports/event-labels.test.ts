import { describe, expect, it } from 'vitest';
import { eventDisplayName, startTimeParts } from './event-labels';

describe('eventDisplayName', () => {
  it("separates the two teams with ' v '", () => {
    expect(eventDisplayName('India vs Australia')).toBe('India v Australia');
    expect(eventDisplayName('India Vs. Australia')).toBe('India v Australia');
    expect(eventDisplayName('India v Australia')).toBe('India v Australia');
    expect(eventDisplayName('Arsenal  versus  Chelsea')).toBe('Arsenal v Chelsea');
  });

  it('leaves names without two teams alone', () => {
    expect(eventDisplayName('14:30 Ascot')).toBe('14:30 Ascot');
    expect(eventDisplayName('Vsevolod Open')).toBe('Vsevolod Open');
  });
});

describe('startTimeParts', () => {
  const now = new Date(2026, 10, 22, 10, 0);
  it('says today or tomorrow in local time, else the date', () => {
    expect(startTimeParts(new Date(2026, 10, 22, 23, 59).toISOString(), now)).toMatchObject({ day: 'today', time: '23:59' });
    expect(startTimeParts(new Date(2026, 10, 23, 0, 5).toISOString(), now)).toMatchObject({ day: 'tomorrow', time: '00:05' });
    const later = startTimeParts(new Date(2026, 10, 24, 9, 0).toISOString(), now, 'en-IN');
    expect(later).toMatchObject({ day: 'later', time: '09:00' });
    expect(later.date).toMatch(/24/);
    expect(later.date).toMatch(/Nov/);
  });

  it('counts a start already past as today', () => {
    expect(startTimeParts(new Date(2026, 10, 21, 20, 0).toISOString(), now).day).toBe('today');
  });
});
