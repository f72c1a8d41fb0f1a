import { formatAmount } from '@backlay/domain';

/** Date and time as staff read them: India time, day first (the business runs on IST days). */
const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  // h23, not hour12: false, which ICU reads as h24 and shows half past midnight as 24:30.
  hourCycle: 'h23',
});

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : dateTime.format(d);
}

const timeOfDay = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The time of day only (India time), for moments within the hour, such as the end of a short lock. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : timeOfDay.format(d);
}

/** Role names as the console shows them ('superMaster' -> 'Super Master'). */
export function roleLabel(role: string): string {
  if (role === 'whiteLabel') return 'White Label';
  return role.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
}

/**
 * An amount in whole rupees when it has no paise, in the same Indian grouping as formatAmount
 * (500000 -> "5,00,000", 99.5 -> "99.50"): for limits such as a market's min and max stake,
 * where both ends must read in one format (never "100.00 – 5l").
 */
export function formatLimit(value: unknown): string {
  const text = formatAmount(value);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** "1 bet", "2 bets": a count with its noun, singular for one. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString('en-IN')} ${n === 1 ? singular : plural}`;
}
