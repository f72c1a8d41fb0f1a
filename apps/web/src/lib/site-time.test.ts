import { describe, expect, it } from 'vitest';
import { siteDate, siteDateTime, siteDateTimeParts, siteLocale } from './site-time';

// 2026-11-25T19:00:00Z is 26 Nov 2026, 00:30 in India: the IST day a report filter puts it in.
const justAfterIstMidnight = '2026-11-25T19:00:00.000Z';

describe('site time (IST whatever the browser zone)', () => {
  it('shows the IST date and time, not the runner zone', () => {
    expect(siteDate(justAfterIstMidnight, 'en')).toBe('26 Nov 2026');
    expect(siteDateTime(justAfterIstMidnight, 'en')).toBe('26 Nov 2026, 12:30 am');
    expect(siteDateTimeParts(justAfterIstMidnight, 'en', { seconds: true })).toEqual({ date: '26 Nov 2026', time: '00:30:00' });
    expect(siteDateTimeParts(justAfterIstMidnight, 'en')).toEqual({ date: '26 Nov 2026', time: '12:30 am' });
  });

  it('speaks Hindi for hi-in and English (India) otherwise', () => {
    expect(siteLocale('hi-in')).toBe('hi-IN');
    expect(siteLocale('HI-IN')).toBe('hi-IN');
    expect(siteLocale('en')).toBe('en-IN');
    expect(siteLocale(undefined)).toBe('en-IN');
    expect(siteDate(justAfterIstMidnight, 'hi-in')).toBe(
      new Intl.DateTimeFormat('hi-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(new Date(justAfterIstMidnight)),
    );
  });

  it('answers a dash for what is not a date', () => {
    expect(siteDateTime('not a date', 'en')).toBe('-');
    expect(siteDate('', 'en')).toBe('-');
    expect(siteDateTimeParts('x', 'en')).toEqual({ date: '-', time: '' });
  });
});
