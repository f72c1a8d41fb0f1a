import { parseRupeesToPaise } from '@backlay/domain';

/** 100% in basis points. */
export const FULL_PERCENT_BPS = 10_000;

/**
 * A percentage as the console sends it (number or form string, at most two decimals, 0..100)
 * in basis points, or null. Hundredths of a percent parse exactly like paise of a rupee.
 */
export function percentToBps(input: unknown): number | null {
  const bps = parseRupeesToPaise(input);
  return bps === null || bps > FULL_PERCENT_BPS ? null : bps;
}
