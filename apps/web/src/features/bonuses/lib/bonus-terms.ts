import type { BonusOffer, UserBonus } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { siteDate } from '../../../lib/site-time';

export const rupees = (n: number) => `₹${formatAmount(n)}`;

/** One line per term of an offer, in the words a player reads (English defaults; keys for i18n). */
export function offerTerms(offer: BonusOffer): { key: string; text: string; values?: Record<string, string | number> }[] {
  const terms: { key: string; text: string; values?: Record<string, string | number> }[] = [];
  terms.push(
    offer.maxBonusAmount !== null
      ? {
          key: 'bonus.terms.percentCapped',
          text: '{{percent}}% of your deposit, up to {{cap}}',
          values: { percent: offer.percentage, cap: rupees(offer.maxBonusAmount) },
        }
      : { key: 'bonus.terms.percent', text: '{{percent}}% of your deposit', values: { percent: offer.percentage } },
  );
  if (offer.min !== null && offer.max !== null)
    terms.push({
      key: 'bonus.terms.range',
      text: 'Deposit {{min}} to {{max}}',
      values: { min: rupees(offer.min), max: rupees(offer.max) },
    });
  else if (offer.min !== null) terms.push({ key: 'bonus.terms.min', text: 'Deposit at least {{min}}', values: { min: rupees(offer.min) } });
  else if (offer.max !== null) terms.push({ key: 'bonus.terms.max', text: 'Deposit up to {{max}}', values: { max: rupees(offer.max) } });
  if (offer.limit === 1) terms.push({ key: 'bonus.terms.once', text: 'One time per player' });
  else if (offer.limit !== null)
    terms.push({ key: 'bonus.terms.limit', text: 'Up to {{limit}} times per player', values: { limit: offer.limit } });
  if (offer.wagering > 0)
    terms.push({ key: 'bonus.terms.wagering', text: 'Bet {{times}} times the bonus to release it', values: { times: offer.wagering } });
  if (offer.validityDays !== null)
    terms.push({
      key: offer.validityDays === 1 ? 'bonus.terms.validityOne' : 'bonus.terms.validity',
      text: offer.validityDays === 1 ? 'Valid for 1 day after it is credited' : 'Valid for {{days}} days after it is credited',
      values: { days: offer.validityDays },
    });
  if (offer.endDate)
    terms.push({
      key: 'bonus.terms.until',
      text: 'Valid until {{date}}',
      values: { date: siteDate(offer.endDate, undefined) },
    });
  return terms;
}

/** Wagering progress of a bonus, 0..100 (100 when nothing is asked). */
export function wageringPercent(b: Pick<UserBonus, 'wageringRequired' | 'wageringDone'>): number {
  if (b.wageringRequired <= 0) return 100;
  return Math.min(100, Math.floor((b.wageringDone / b.wageringRequired) * 100));
}
