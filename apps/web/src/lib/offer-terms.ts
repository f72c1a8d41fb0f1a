import type { BonusOffer } from '@backlay/contract';
import { siteDate } from './site-time';

/**
 * The term lines of a bonus offer shared by the deposit drawer's offer card (features/bonuses)
 * and the Promotions page (features/promotions): the same `bonus.terms.*` keys and English
 * defaults, so both say the same thing. Each page adds its own lines and order around them.
 */
export interface TermLine {
  key: string;
  text: string;
  values?: Record<string, string | number>;
}

/** What an offer's terms are made of (a staff offer and a public promotion both have these). */
export type OfferFigures = Pick<
  BonusOffer,
  'min' | 'max' | 'maxBonusAmount' | 'percentage' | 'limit' | 'wagering' | 'validityDays' | 'endDate'
>;

type Rupees = (n: number) => string;

export function percentTerm(offer: OfferFigures, rupees: Rupees): TermLine {
  return offer.maxBonusAmount !== null
    ? {
        key: 'bonus.terms.percentCapped',
        text: '{{percent}}% of your deposit, up to {{cap}}',
        values: { percent: offer.percentage, cap: rupees(offer.maxBonusAmount) },
      }
    : { key: 'bonus.terms.percent', text: '{{percent}}% of your deposit', values: { percent: offer.percentage } };
}

export function depositRangeTerm(offer: OfferFigures, rupees: Rupees): TermLine | null {
  if (offer.min !== null && offer.max !== null)
    return { key: 'bonus.terms.range', text: 'Deposit {{min}} to {{max}}', values: { min: rupees(offer.min), max: rupees(offer.max) } };
  if (offer.min !== null) return { key: 'bonus.terms.min', text: 'Deposit at least {{min}}', values: { min: rupees(offer.min) } };
  if (offer.max !== null) return { key: 'bonus.terms.max', text: 'Deposit up to {{max}}', values: { max: rupees(offer.max) } };
  return null;
}

export function claimLimitTerm(offer: OfferFigures): TermLine | null {
  if (offer.limit === 1) return { key: 'bonus.terms.once', text: 'One time per player' };
  if (offer.limit !== null) return { key: 'bonus.terms.limit', text: 'Up to {{limit}} times per player', values: { limit: offer.limit } };
  return null;
}

export function wageringTerm(offer: OfferFigures): TermLine | null {
  return offer.wagering > 0
    ? { key: 'bonus.terms.wagering', text: 'Bet {{times}} times the bonus to release it', values: { times: offer.wagering } }
    : null;
}

export function validityTerm(offer: OfferFigures): TermLine | null {
  if (offer.validityDays === null) return null;
  return {
    key: offer.validityDays === 1 ? 'bonus.terms.validityOne' : 'bonus.terms.validity',
    text: offer.validityDays === 1 ? 'Valid for 1 day after it is credited' : 'Valid for {{days}} days after it is credited',
    values: { days: offer.validityDays },
  };
}

export function untilTerm(offer: OfferFigures, language: string | undefined): TermLine | null {
  return offer.endDate
    ? { key: 'bonus.terms.until', text: 'Valid until {{date}}', values: { date: siteDate(offer.endDate, language) } }
    : null;
}

/** The lines that exist, in the order given. */
export function termLines(lines: readonly (TermLine | null)[]): TermLine[] {
  return lines.filter((l): l is TermLine => l !== null);
}
