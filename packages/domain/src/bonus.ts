/**
 * Bonus maths (docs/product.md §3 "Bonus offer"; contract bonuses.ts). Integer paise and
 * basis points only: the bonus of a deposit is `percentBps / 10000` of it, rounded DOWN to the
 * paisa (an operator never pays a fraction of a paisa it did not promise), then capped.
 */

/** Basis points in one percent (10 % = 1,000 bps). */
export const BPS_PER_PERCENT = 100;
const BPS_WHOLE = 10_000n;

export interface BonusTerms {
  /** Percentage of the deposit in basis points (1,000 = 10 %), > 0. */
  percentBps: number;
  /** Cap of the bonus in paise; null = no cap. */
  maxBonus: bigint | null;
  /** Deposit range in paise, inclusive; null = open. */
  minAmount: bigint | null;
  maxAmount: bigint | null;
}

/** True when the deposit lies within the offer's range (inclusive), the drawer's warning otherwise. */
export function isWithinOfferRange(terms: Pick<BonusTerms, 'minAmount' | 'maxAmount'>, depositPaise: bigint): boolean {
  if (terms.minAmount !== null && depositPaise < terms.minAmount) return false;
  if (terms.maxAmount !== null && depositPaise > terms.maxAmount) return false;
  return true;
}

/**
 * The bonus in paise for a deposit: 0 outside the offer's range or for a non-positive deposit;
 * else floor(deposit x bps / 10000), at most the cap.
 */
export function bonusForDeposit(terms: BonusTerms, depositPaise: bigint): bigint {
  if (depositPaise <= 0n || terms.percentBps <= 0 || !isWithinOfferRange(terms, depositPaise)) return 0n;
  const raw = (depositPaise * BigInt(Math.trunc(terms.percentBps))) / BPS_WHOLE;
  return terms.maxBonus !== null && raw > terms.maxBonus ? (terms.maxBonus < 0n ? 0n : terms.maxBonus) : raw;
}

/** Turnover (paise of settled stakes) a bonus asks for before it is released. */
export function wageringRequirement(bonusPaise: bigint, multiple: number): bigint {
  if (bonusPaise <= 0n || multiple <= 0) return 0n;
  return bonusPaise * BigInt(Math.trunc(multiple));
}

/** Turnover counted towards a requirement: never above it, never negative. */
export function wageringProgress(requiredPaise: bigint, turnoverPaise: bigint): bigint {
  if (requiredPaise <= 0n || turnoverPaise <= 0n) return 0n;
  return turnoverPaise > requiredPaise ? requiredPaise : turnoverPaise;
}

/**
 * Percent typed by staff (a number or text like "12.5") to basis points; null unless it has
 * at most two decimals and lies in (0, maxPercent].
 */
export function percentToBps(input: unknown, maxPercent: number): number | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : typeof input === 'string' ? input.trim() : '';
  const m = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const bps = Number(m[1]) * BPS_PER_PERCENT + Number((m[2] ?? '').padEnd(2, '0'));
  return bps > 0 && bps <= maxPercent * BPS_PER_PERCENT ? bps : null;
}

/** Basis points to the percent shown on the wire (1,250 -> 12.5). */
export function bpsToPercent(bps: number): number {
  return bps / BPS_PER_PERCENT;
}
