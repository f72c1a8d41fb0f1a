import { describe, expect, it } from 'vitest';
import { bodyOf, emptyOfferForm, formErrors, formOf } from './offer-form';

describe('offer form', () => {
  it('turns empty fields into "not set" and numbers into numbers', () => {
    const body = bodyOf({
      ...emptyOfferForm,
      title: ' Welcome ',
      percentage: '10',
      min: '500',
      limit: '1',
      wagering: '3',
      validityDays: ' 7 ',
    });
    expect(body).toMatchObject({
      title: 'Welcome',
      percentage: '10',
      min: '500',
      max: null,
      maxBonusAmount: null,
      limit: 1,
      wagering: 3,
      startDate: null,
      validityDays: 7,
    });
    expect(bodyOf({ ...emptyOfferForm, title: 'x', percentage: '5' }).validityDays).toBeNull();
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
      validityDays: '0',
    });
    expect(Object.keys(e).sort()).toEqual(['endDate', 'limit', 'min', 'percentage', 'title', 'validityDays', 'wagering']);
    for (const days of ['366', '1.5', '-1', 'ten', '07'])
      expect(formErrors({ ...emptyOfferForm, title: 'x', percentage: '5', validityDays: days }).validityDays, days).toBeDefined();
    for (const days of ['', '1', '365'])
      expect(formErrors({ ...emptyOfferForm, title: 'x', percentage: '5', validityDays: days }).validityDays, days).toBeUndefined();
    expect(formErrors({ ...emptyOfferForm, title: 'x', percentage: '5', min: '900', max: '100' }).max).toBeDefined();
  });

  it('reads an offer back into the form, validity included', () => {
    const offer = {
      _id: 'o1',
      title: 'Week',
      description: '',
      min: null,
      max: null,
      limit: null,
      percentage: 10,
      maxBonusAmount: null,
      wagering: 3,
      startDate: null,
      endDate: null,
      validityDays: 7,
      active: true,
      sort: null,
      count: 0,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    expect(formOf(offer).validityDays).toBe('7');
    expect(formOf({ ...offer, validityDays: null }).validityDays).toBe('');
  });
});
