/**
 * Exposure and available points (docs/architecture.md §4): a market's exposure is the worst P/L
 * of the player's book on it, when that is a loss; available points are what the wallet can
 * still stake.
 */

/** max(0, -min P/L): the most the player can lose on the market, 0 when no outcome loses. */
export function exposureOf(pnls: Iterable<number>): number {
  let worst = 0;
  for (const pnl of pnls) if (pnl < worst) worst = pnl;
  return -worst + 0;
}

/**
 * balance - sum of market exposures - held (pending withdrawals), the same rule as the
 * ledger's `available`. Signed on purpose: a bet is accepted only when the new value stays
 * >= 0, and a negative value (a credit line overdrawn by staff) must not read as zero.
 */
export function availablePoints(balance: number, totalExposure: number, held = 0): number {
  return balance - totalExposure - held;
}
