/**
 * The stake-weighted average odd of a player's bets on one side of one runner (the bet list's
 * "average odds" switch, docs/product.md §9).
 *
 * Weighting by stake is exact, not a display convenience: a bet's odd-dependent amount is
 * stake x (odd - 100) / 100 on the exchange and stake x odd / 100 at the bookmaker, both
 * linear in stake x odd, so one bet of the total stake at the average odd wins (backs) or
 * risks (lays) the same as the bets together, up to the per-bet paisa rounding.
 *
 * The result is an integer odd, rounded to the nearest unit of the integer odd (a hundredth on
 * the exchange, 1 at the bookmaker and in sessions), halves up; it always lies between the
 * lowest and the highest odd. Sums run in BigInt (stake x odd can pass 2^53).
 * No bets, or no stake, has no average: 0, which is never a valid odd.
 */
export function averageOdds(bets: readonly { odd: number; stake: number }[]): number {
  let weighted = 0n;
  let totalStake = 0n;
  for (const { odd, stake } of bets) {
    if (!Number.isSafeInteger(odd) || odd <= 0) throw new RangeError(`odd must be a positive integer, got ${odd}`);
    if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`stake must be a non-negative integer of paise, got ${stake}`);
    weighted += BigInt(odd) * BigInt(stake);
    totalStake += BigInt(stake);
  }
  if (totalStake === 0n) return 0;
  return Number((2n * weighted + totalStake) / (2n * totalStake));
}
