/**
 * Date ranges of reports (bet history, P/L report, statements). The screens pick days; the
 * business runs on India time (IST, UTC+5:30, no daylight saving), so a day is IST midnight to
 * IST midnight whatever the server's or the browser's zone. The default range is "last 7 days
 * to today" (docs/product.md §9): today and the six days before it.
 */

export const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
export const DEFAULT_REPORT_DAYS = 7;

/** A half-open range of instants [from, to). */
export interface InstantRange {
  from: Date;
  to: Date;
}

/** The IST day (YYYY-MM-DD) an instant falls on. */
export function istDayOf(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** IST midnight starting the given day (YYYY-MM-DD). */
function istMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** A YYYY-MM-DD day is read as an IST day; anything longer as the instant it names. */
function startOf(value: string): Date {
  return value.length === 10 ? istMidnight(value) : new Date(value);
}

/** An end day includes the whole day; an instant is the end itself. */
function endOf(value: string): Date {
  return value.length === 10 ? new Date(istMidnight(value).getTime() + DAY_MS) : new Date(value);
}

/**
 * The range a report covers: the given start and end (inclusive days), the end defaulting to
 * today and the start to `days` days back from the end. An end before the start is swapped,
 * as a person who picked the dates the wrong way round means the same span.
 */
export function reportRange(now: Date, startDate?: string, endDate?: string, days = DEFAULT_REPORT_DAYS): InstantRange {
  const to = endDate ? endOf(endDate) : endOf(istDayOf(now));
  const from = startDate ? startOf(startDate) : new Date(to.getTime() - days * DAY_MS);
  return from <= to ? { from, to } : { from: to, to: from };
}
