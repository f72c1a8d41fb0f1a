import { formatAmount } from '@backlay/domain';

/** Rupees as the money screens show them: ₹ with Indian grouping and two decimals (§9). */
export function rupees(amount: number): string {
  return `₹${formatAmount(amount)}`;
}

/** Date and time of a request in the reader's language. */
export function requestTime(iso: string, language: string): { date: string; time: string } {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return { date: '-', time: '' };
  const locale = language.toLowerCase() === 'hi-in' ? 'hi-IN' : 'en-IN';
  return {
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(d),
    time: new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(d),
  };
}

/** A method's or account type's range, "₹100.00 – ₹1,00,000.00"; null when a limit is missing. */
export function rangeText(min: number | null, max: number | null): string | null {
  return min !== null && max !== null ? `${rupees(min)} – ${rupees(max)}` : null;
}
