import type { Promotion } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { siteDate } from '../../../lib/site-time';

/** Rupees as an offer is advertised: whole amounts without '.00' (₹2,000), paise kept (₹99.50). */
export const rupees = (n: number) => `₹${formatAmount(n).replace(/\.00$/, '')}`;

export interface TermLine {
  key: string;
  text: string;
  values?: Record<string, string | number>;
}

/**
 * The terms of an offer, one line each, in the words a visitor reads (English defaults; the
 * `bonus.terms.*` keys are the ones /bonus-offer uses, so both pages say the same thing). Beside
 * the offer's own figures, the platform's standing rules that apply to it (contract bonuses.ts):
 * a bonus under wagering cannot be withdrawn, and one unwagered at its expiry is taken back.
 */
export function promotionTerms(offer: Promotion, language: string | undefined): TermLine[] {
  const terms: TermLine[] = [];
  if (offer.min !== null && offer.max !== null)
    terms.push({
      key: 'bonus.terms.range',
      text: 'Deposit {{min}} to {{max}}',
      values: { min: rupees(offer.min), max: rupees(offer.max) },
    });
  else if (offer.min !== null) terms.push({ key: 'bonus.terms.min', text: 'Deposit at least {{min}}', values: { min: rupees(offer.min) } });
  else if (offer.max !== null) terms.push({ key: 'bonus.terms.max', text: 'Deposit up to {{max}}', values: { max: rupees(offer.max) } });
  terms.push(
    offer.maxBonusAmount !== null
      ? {
          key: 'bonus.terms.percentCapped',
          text: '{{percent}}% of your deposit, up to {{cap}}',
          values: { percent: offer.percentage, cap: rupees(offer.maxBonusAmount) },
        }
      : { key: 'bonus.terms.percent', text: '{{percent}}% of your deposit', values: { percent: offer.percentage } },
  );
  if (offer.limit === 1) terms.push({ key: 'bonus.terms.once', text: 'One time per player' });
  else if (offer.limit !== null)
    terms.push({ key: 'bonus.terms.limit', text: 'Up to {{limit}} times per player', values: { limit: offer.limit } });
  terms.push({ key: 'promotions.terms.onApproval', text: 'The bonus is credited with your deposit once it is approved' });
  if (offer.wagering > 0) {
    terms.push({ key: 'bonus.terms.wagering', text: 'Bet {{times}} times the bonus to release it', values: { times: offer.wagering } });
    terms.push({ key: 'promotions.terms.locked', text: 'The bonus cannot be withdrawn until it is released' });
  }
  // A bonus without wagering is released when it is credited: its validity never comes into play.
  if (offer.validityDays !== null && offer.wagering > 0) {
    terms.push({
      key: offer.validityDays === 1 ? 'bonus.terms.validityOne' : 'bonus.terms.validity',
      text: offer.validityDays === 1 ? 'Valid for 1 day after it is credited' : 'Valid for {{days}} days after it is credited',
      values: { days: offer.validityDays },
    });
    terms.push({ key: 'promotions.terms.forfeit', text: 'A bonus not released by then is taken back' });
  }
  if (offer.endDate)
    terms.push({ key: 'bonus.terms.until', text: 'Valid until {{date}}', values: { date: siteDate(offer.endDate, language) } });
  return terms;
}
