import type { Promotion } from '@backlay/contract';
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

/** Rupees as an offer is advertised: whole amounts without '.00' (₹2,000), paise kept (₹99.50). */
export const rupees = (n: number) => `₹${formatAmount(n).replace(/\.00$/, '')}`;

/**
 * The terms of an offer, one line each, in the words a visitor reads (English defaults; the
 * `bonus.terms.*` lines are lib/offer-terms.ts, shared with /bonus-offer, so both pages say the
 * same thing). Beside the offer's own figures, the platform's standing rules that apply to it
 * (contract bonuses.ts): a bonus under wagering cannot be withdrawn, and one unwagered at its
 * expiry is taken back.
 */
export function promotionTerms(offer: Promotion, language: string | undefined): TermLine[] {
  const wagered = offer.wagering > 0;
  return termLines([
    depositRangeTerm(offer, rupees),
    percentTerm(offer, rupees),
    claimLimitTerm(offer),
    { key: 'promotions.terms.onApproval', text: 'The bonus is credited with your deposit once it is approved' },
    wageringTerm(offer),
    wagered ? { key: 'promotions.terms.locked', text: 'The bonus cannot be withdrawn until it is released' } : null,
    // A bonus without wagering is released when it is credited: its validity never comes into play.
    wagered ? validityTerm(offer) : null,
    wagered && offer.validityDays !== null ? { key: 'promotions.terms.forfeit', text: 'A bonus not released by then is taken back' } : null,
    untilTerm(offer, language),
  ]);
}
