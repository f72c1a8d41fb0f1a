import { DEFAULT_REPORT_DAYS, formatAmount, istDayOf } from '@backlay/domain';
import { CASINO_CATEGORIES, type PlDailyLine } from '@backlay/contract';

const DAY_MS = 86_400_000;

/** The report's exact empty-section text (docs/product.md §2 "Profit And Loss Report modal"). */
export const PL_NO_DATA = 'no data found';

export interface PlRange {
  startDate: string;
  endDate: string;
}

/** Last 7 days to today (docs/product.md §9), as India-time days like the server's default. */
export function defaultPlRange(now: Date): PlRange {
  return { startDate: istDayOf(new Date(now.getTime() - (DEFAULT_REPORT_DAYS - 1) * DAY_MS)), endDate: istDayOf(now) };
}

/** Every day of the range, so the chart shows days without play as zero. */
export function daysOf(range: PlRange): string[] {
  const out: string[] = [];
  const end = Date.parse(`${range.endDate}T00:00:00Z`);
  for (let at = Date.parse(`${range.startDate}T00:00:00Z`); at <= end && out.length < 366; at += DAY_MS) {
    out.push(new Date(at).toISOString().slice(0, 10));
  }
  return out;
}

/** The daily P/L over every day of the range (0 for days the server left out). */
export function dailySeries(range: PlRange, daily: PlDailyLine[] | undefined): { day: string; pl: number }[] {
  const byDay = new Map((daily ?? []).map((d) => [d.day, d.pl]));
  return daysOf(range).map((day) => ({ day, pl: byDay.get(day) ?? 0 }));
}

export function plRupees(amount: number): string {
  return `${amount < 0 ? '-' : ''}₹${formatAmount(Math.abs(amount))}`;
}

/** A casino game type's category name (live -> Live Casino). */
export function casinoName(gameType: string): string {
  return CASINO_CATEGORIES.find((c) => c.gameType === gameType)?.name ?? gameType;
}
