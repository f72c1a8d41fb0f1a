import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@backlay/contract';
import { bodyOf, detailFieldsOf, emptyForm, formErrors, formOf } from './payment-type-form';

const method: PaymentMethod = {
  _id: 'm1',
  paymentType: 'IMPS',
  paymentName: 'HDFC Bank',
  customFields: [{ label: 'Account Number', type: 'text', value: '50200012345678' }],
  minAmount: 500,
  maxAmount: 500000,
  active: true,
  sort: 2,
  accountNumber: '50200012345678',
  walletNumber: '',
  bankName: 'HDFC Bank',
  accountName: 'Backlay Demo',
  ifscCode: 'HDFC0000123',
  upiId: '',
  mobileNumber: '',
  appName: '',
  remarks: '',
  lock: false,
};

describe('payment type form', () => {
  it('round-trips a method and sends limits as rupees, empty as null', () => {
    const body = bodyOf(formOf(method), 'deposit');
    expect(body).toMatchObject({
      paymentType: 'IMPS',
      minAmount: '500',
      maxAmount: '500000',
      sort: 2,
      ifscCode: 'HDFC0000123',
      active: true,
    });
    const empty = bodyOf({ ...emptyForm('deposit'), paymentName: 'X' }, 'deposit');
    expect(empty).toMatchObject({ minAmount: null, maxAmount: null, sort: null });
  });

  it('clears details the new type does not show, and values of a withdraw type’s fields', () => {
    const asUpi = bodyOf({ ...formOf(method), paymentType: 'UPI' }, 'deposit');
    expect(asUpi.accountNumber).toBe('');
    expect(asUpi.ifscCode).toBe('');
    expect(bodyOf(formOf(method), 'withdraw').customFields).toEqual([{ label: 'Account Number', type: 'text', value: '' }]);
    expect(detailFieldsOf('USDT').map((f) => f.key)).toEqual(['walletNumber']);
  });

  it('names what is wrong before the call', () => {
    expect(formErrors(formOf(method))).toEqual({});
    const bad = formErrors({
      ...formOf(method),
      paymentName: ' ',
      minAmount: '1.234',
      sort: '-1',
      customFields: [{ label: '', type: 'text', value: '' }],
    });
    expect(bad).toEqual({
      paymentName: 'Name is required',
      minAmount: 'Rupees with at most two decimals',
      sort: 'A whole number from 0',
      customFields: 'Every custom field needs a label',
    });
    expect(formErrors({ ...formOf(method), minAmount: '600', maxAmount: '500' }).maxAmount).toBe(
      'Min amount should not be more than max amount',
    );
  });
});
