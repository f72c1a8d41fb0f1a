import type { OpenBet } from '@backlay/contract';
import { formatOdd } from '../../../components/markets/format-price';

/** Date and time of a bet in the reader's language, to the second (bets are told apart by it). */
export function betTimeParts(iso: string, language: string): { date: string; time: string } {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return { date: '-', time: '' };
  const locale = language.toLowerCase() === 'hi-in' ? 'hi-IN' : 'en-IN';
  return {
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(d),
    time: new Intl.DateTimeFormat(locale, { timeStyle: 'medium', hour12: false }).format(d),
  };
}

/** The price as the slip shows it: a session bet reads "run / rate", others the odds. */
export function betPriceText(bet: Pick<OpenBet, 'market' | 'odds'>): string {
  return bet.market.type === 'session' ? `${formatOdd(bet.odds.run)} / ${formatOdd(bet.odds.odd)}` : formatOdd(bet.odds.odd);
}

/** Profit green, loss red, nothing (zero or no outcome) in the text colour. */
export function pnlClass(pnl: number | null): string {
  if (pnl === null || pnl === 0) return '';
  return pnl > 0 ? 'text-success' : 'text-danger';
}
