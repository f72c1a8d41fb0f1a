import type { OpenBet } from '@backlay/contract';
import { formatOdd } from '../../../components/markets/format-price';

/** The price as the slip shows it: a session bet reads "run / rate", others the odds. */
export function betPriceText(bet: Pick<OpenBet, 'market' | 'odds'>): string {
  return bet.market.type === 'session' ? `${formatOdd(bet.odds.run)} / ${formatOdd(bet.odds.odd)}` : formatOdd(bet.odds.odd);
}

/** Profit green, loss red, nothing (zero or no outcome) in the text colour. */
export function pnlClass(pnl: number | null): string {
  if (pnl === null || pnl === 0) return '';
  return pnl > 0 ? 'text-success' : 'text-danger';
}
