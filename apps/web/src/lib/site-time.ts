/**
 * The site's clock for account and report times (bets, statements, requests, notifications,
 * complaints, bonuses, the profile): India Standard Time whatever the browser's zone, the zone
 * of the report days the filters pick (domain report-range.ts: an IST calendar day) and of the
 * staff console, so a bet placed at 00:30 IST shows on the day the filter put it in. Event
 * start times stay in the player's own zone (components/sports/event-labels.ts).
 */
export const SITE_TIME_ZONE = 'Asia/Kolkata';

/** The site's two languages as Intl locales. */
export function siteLocale(language: string | undefined): 'hi-IN' | 'en-IN' {
  return language?.toLowerCase() === 'hi-in' ? 'hi-IN' : 'en-IN';
}

function validDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "26 Nov 2026, 3:45 pm" in IST; '-' for a value that is not a date. */
export function siteDateTime(value: string | Date, language: string | undefined): string {
  const d = validDate(value);
  if (!d) return '-';
  return new Intl.DateTimeFormat(siteLocale(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: SITE_TIME_ZONE }).format(d);
}

/** "26 Nov 2026" in IST; '-' for a value that is not a date. */
export function siteDate(value: string | Date, language: string | undefined): string {
  const d = validDate(value);
  if (!d) return '-';
  return new Intl.DateTimeFormat(siteLocale(language), { dateStyle: 'medium', timeZone: SITE_TIME_ZONE }).format(d);
}

/**
 * The date and the time apart, in IST (lists that set them on two lines); with `seconds`, a
 * 24-hour time to the second (bets are told apart by it). '-' and '' for a value that is not a
 * date.
 */
export function siteDateTimeParts(
  value: string | Date,
  language: string | undefined,
  { seconds = false }: { seconds?: boolean } = {},
): { date: string; time: string } {
  const d = validDate(value);
  if (!d) return { date: '-', time: '' };
  const locale = siteLocale(language);
  return {
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: SITE_TIME_ZONE }).format(d),
    time: new Intl.DateTimeFormat(locale, {
      timeStyle: seconds ? 'medium' : 'short',
      // h23, not hour12: false, which ICU reads as h24 and shows half past midnight as 24:30.
      ...(seconds ? { hourCycle: 'h23' as const } : {}),
      timeZone: SITE_TIME_ZONE,
    }).format(d),
  };
}
