import type { BonusOffer, UserBonus } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import {
  claimLimitTerm,
  depositRangeTerm,
  percentTerm,
  termLines,
  untilTerm,
  validityTerm,
  wageringTerm,
  type TermLine,
} from '../../../lib/offer-terms';

export const rupees = (n: number) => `₹${formatAmount(n)}`;

/** One line per term of an offer, in the words a player reads (English defaults; keys for i18n). */
export function offerTerms(offer: BonusOffer): TermLine[] {
  return termLines([
    percentTerm(offer, rupees),
    depositRangeTerm(offer, rupees),
    claimLimitTerm(offer),
    wageringTerm(offer),
    validityTerm(offer),
    untilTerm(offer, undefined),
  ]);
}

/** Wagering progress of a bonus, 0..100 (100 when nothing is asked). */
export function wageringPercent(b: Pick<UserBonus, 'wageringRequired' | 'wageringDone'>): number {
  if (b.wageringRequired <= 0) return 100;
  return Math.min(100, Math.floor((b.wageringDone / b.wageringRequired) * 100));
}
