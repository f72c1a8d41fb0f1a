import type { MarketType } from '@backlay/contract';

/**
 * Odds are integers inside (docs/architecture.md §3): exchange (betfair) odds in hundredths
 * (1.85 -> 185), bookmaker and session odds as quoted (85, 100). These convert at the edge,
 * where the API shows the decimals players read.
 */
export function oddToWire(type: MarketType, odd: number): number {
  return type === 'betfair' ? odd / 100 : odd;
}

/** The integer odd of a price the player sent; null when it is not a valid price of that market. */
export function oddFromWire(type: MarketType, odd: number): number | null {
  if (!Number.isFinite(odd) || odd <= 0) return null;
  if (type === 'betfair') {
    const hundredths = Math.round(odd * 100);
    return Math.abs(hundredths - odd * 100) < 1e-6 && hundredths > 100 ? hundredths : null;
  }
  return Number.isInteger(odd) ? odd : null;
}
