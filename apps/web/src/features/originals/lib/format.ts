import { formatAmount } from '@backlay/domain';

/** Rupees as the site shows them (Indian grouping, two decimals). */
export function rupees(value: number): string {
  return `₹${formatAmount(value)}`;
}

export function times(multiplier: number): string {
  return `${multiplier.toFixed(2)}x`;
}

/** A long hex value cut for a narrow screen; the whole value stays in the title. */
export function shortHex(hex: string, keep = 10): string {
  return hex.length > keep * 2 + 1 ? `${hex.slice(0, keep)}…${hex.slice(-keep)}` : hex;
}
