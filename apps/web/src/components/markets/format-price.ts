import { formatAmountShort } from '@backlay/domain';

/**
 * Price text as exchanges print it: at most two decimals, trailing zeros dropped
 * (1.85, 2, 1.5; bookmaker 85; session rate 100). Rounding to hundredths first keeps float
 * noise (1.8499999) out of the cell.
 */
export function formatOdd(odd: number): string {
  return String(Math.round(odd * 100) / 100);
}

/** The size under a price: short rupees (1.5k, 2.5l) without a ".00" tail on small amounts. */
export function formatSize(rupees: number): string {
  return formatAmountShort(rupees).replace(/\.00$/, '');
}
