import { describe, expect, it } from 'vitest';
import { bodyOf, emptyOfferForm, formErrors } from './offer-form';

describe('offer form', () => {
  it('turns empty fields into "not set" and numbers into numbers', () => {
    const body = bodyOf({ ...emptyOfferForm, title: ' Welcome ', percentage: '10', min: '500', limit: '1', wagering: '3' });
    expect(body).toMatchObject({
      title: 'Welcome',
      percentage: '10',
      min: '500',
      max: null,
      maxBonusAmount: null,
      limit: 1,
      wagering: 3,
      startDate: null,
    });
  });

  it('flags what the server would refuse', () => {
    expect(formErrors({ ...emptyOfferForm, title: 'x', percentage: '10' })).toEqual({});
    const e = formErrors({
      ...emptyOfferForm,
      percentage: '0',
      min: '10.001',
      limit: '0',
      wagering: '101',
      startDate: '2026-12-10',
      endDate: '2026-12-01',
    });
    expect(Object.keys(e).sort()).toEqual(['endDate', 'limit', 'min', 'percentage', 'title', 'wagering']);
    expect(formErrors({ ...emptyOfferForm, title: 'x', percentage: '5', min: '900', max: '100' }).max).toBeDefined();
  });
});
