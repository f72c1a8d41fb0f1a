import type { Paise } from '../money.js';

/**
 * Where casino outcomes touch money: a multiplier is an integer number of hundredths (2.37x is
 * 237, a loss is 0) and the payout is stake x multiplier floored to the paisa, so the house never
 * pays a fraction of a paisa it did not owe.
 */
export type MultiplierHundredths = number;

export function casinoPayout(stake: Paise, multiplier: MultiplierHundredths): Paise {
  if (!Number.isSafeInteger(stake) || stake <= 0) throw new RangeError('stake must be a positive whole number of paise');
  if (!Number.isSafeInteger(multiplier) || multiplier < 0) throw new RangeError('multiplier must be a whole number of hundredths');
  const payout = (BigInt(stake) * BigInt(multiplier)) / 100n;
  if (payout > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('payout is too large');
  return Number(payout);
}

/** An exact return to player: expected amount returned per unit staked, as a fraction. */
export interface ExactRatio {
  numerator: bigint;
  denominator: bigint;
}

export function ratioToNumber(ratio: ExactRatio): number {
  return Number(ratio.numerator) / Number(ratio.denominator);
}

/** The ratio as a percentage with `decimals` places, rounded half up: 0.96011... -> '96.01'. */
export function formatRatioPercent(ratio: ExactRatio, decimals = 2): string {
  const scale = 10n ** BigInt(decimals);
  const scaled = (ratio.numerator * 100n * scale * 2n + ratio.denominator) / (ratio.denominator * 2n);
  const whole = (scaled / scale).toString();
  return decimals === 0 ? whole : `${whole}.${(scaled % scale).toString().padStart(decimals, '0')}`;
}
