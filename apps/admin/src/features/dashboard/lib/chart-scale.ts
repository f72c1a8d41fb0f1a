/**
 * A "nice" axis for a bar chart: from the data's lowest value (or 0) to its highest (or 0),
 * with about `ticks` steps of 1, 2 or 5 times a power of ten.
 */
export function niceScale(values: readonly number[], ticks = 4): { min: number; max: number; step: number } {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  if (lo === hi) return { min: 0, max: 1, step: 1 };
  const raw = (hi - lo) / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return { min: Math.floor(lo / step) * step, max: Math.ceil(hi / step) * step, step };
}

/** A day as the charts label it: '07 Mar' (IST day strings are YYYY-MM-DD). */
export function shortDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', timeZone: 'UTC' }).format(d);
}

/** The IST day `days - 1` days before `end` (YYYY-MM-DD), so that the range counts `days` days. */
export function daysBefore(end: string, days: number): string {
  return new Date(Date.parse(`${end}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
}
