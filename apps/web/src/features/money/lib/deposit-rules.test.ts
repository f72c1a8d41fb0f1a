import { describe, expect, it } from 'vitest';
import { testMethod, upiMethod, impsMethod } from '../test/fixtures';
import {
  canTakeAmount,
  digitsOnly,
  rupeeDigits,
  isOutsideOffer,
  methodDetails,
  methodQrImage,
  preselectedMethod,
  sortMethods,
  upiPayUri,
} from './deposit-rules';
import { proofFileProblem } from './proof-file';

describe('deposit rules', () => {
  it('keeps digits only, without leading zeros', () => {
    expect(digitsOnly('0 1,2a3.5')).toBe('1235');
    expect(digitsOnly('000')).toBe('0');
    expect(digitsOnly('')).toBe('');
  });

  it('reads an amount as whole rupees: a decimal point ends it', () => {
    expect(rupeeDigits('1,500.75')).toBe('1500');
    expect(rupeeDigits('0 1,2a3')).toBe('123');
    expect(rupeeDigits('000')).toBe('0');
    expect(rupeeDigits('.50')).toBe('');
  });

  it('sorts methods by sort, methods without one first, equal sorts kept in order', () => {
    const a = testMethod({ _id: 'a', paymentType: 'UPI', paymentName: 'A', sort: 2 });
    const b = testMethod({ _id: 'b', paymentType: 'UPI', paymentName: 'B', sort: null });
    const c = testMethod({ _id: 'c', paymentType: 'UPI', paymentName: 'C', sort: 1 });
    const d = testMethod({ _id: 'd', paymentType: 'UPI', paymentName: 'D', sort: 1 });
    expect(sortMethods([a, b, c, d]).map((m) => m._id)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('takes an amount only between both limits, inclusive', () => {
    expect(canTakeAmount(impsMethod, 500)).toBe(true);
    expect(canTakeAmount(impsMethod, 500_000)).toBe(true);
    expect(canTakeAmount(impsMethod, 499)).toBe(false);
    expect(canTakeAmount(impsMethod, 500_001)).toBe(false);
    expect(canTakeAmount({ minAmount: null, maxAmount: 1000 }, 500)).toBe(false);
    expect(canTakeAmount({ minAmount: 100, maxAmount: null }, 500)).toBe(false);
  });

  it('preselects the first method that takes the amount', () => {
    expect(preselectedMethod([impsMethod, upiMethod], 200)?._id).toBe(upiMethod._id);
    expect(preselectedMethod([impsMethod, upiMethod], 600)?._id).toBe(impsMethod._id);
    expect(preselectedMethod([impsMethod, upiMethod], 10_000_000)).toBeNull();
  });

  it('lists custom fields, then named details not already shown, and no image references', () => {
    const qr = testMethod({
      _id: 'q',
      paymentType: 'QR',
      paymentName: 'Scan',
      customFields: [
        { label: 'QR', value: '/uploads/qr/a.png', type: 'image' },
        { label: 'Payee', value: 'Backlay Demo Payments', type: 'text' },
      ],
      accountName: 'Backlay Demo Payments',
      mobileNumber: '9876543210',
    });
    expect(methodDetails(qr)).toEqual([
      { label: 'Payee', value: 'Backlay Demo Payments' },
      { label: 'mobileNumber', value: '9876543210', field: 'mobileNumber' },
    ]);
    expect(methodQrImage(qr)).toBe('/uploads/qr/a.png');
    expect(methodDetails(upiMethod).map((d) => d.value)).toEqual(['backlay.demo@okhdfcbank', 'Backlay Demo Payments', 'PhonePe']);
  });

  it('shows a QR image only for QR and USDT methods', () => {
    const image = [{ label: 'QR', value: 'data:image/png;base64,AAAA', type: 'image' }];
    expect(methodQrImage(testMethod({ _id: 'u', paymentType: 'USDT', paymentName: 'T', customFields: image }))).toBe(image[0]!.value);
    expect(methodQrImage(testMethod({ _id: 'p', paymentType: 'UPI', paymentName: 'P', customFields: image }))).toBeNull();
    expect(methodQrImage(testMethod({ _id: 'n', paymentType: 'USDT', paymentName: 'T' }))).toBeNull();
  });

  it('writes the UPI payment link with payee, name, amount in rupees and INR', () => {
    expect(upiPayUri('backlay.demo@okhdfcbank', 1500, 'Backlay Demo Payments')).toBe(
      'upi://pay?pa=backlay.demo%40okhdfcbank&pn=Backlay%20Demo%20Payments&am=1500.00&cu=INR',
    );
    expect(upiPayUri(' a@b ', 99.5)).toBe('upi://pay?pa=a%40b&am=99.50&cu=INR');
  });

  it('warns when the amount is outside the chosen offer', () => {
    const offer = { _id: 'o', title: 'Welcome', min: 500, max: 5000 };
    expect(isOutsideOffer(null, 10)).toBe(false);
    expect(isOutsideOffer(offer, 500)).toBe(false);
    expect(isOutsideOffer(offer, 5000)).toBe(false);
    expect(isOutsideOffer(offer, 499)).toBe(true);
    expect(isOutsideOffer(offer, 5001)).toBe(true);
    expect(isOutsideOffer({ ...offer, min: null, max: null }, 1)).toBe(false);
  });

  it('takes PNG, JPEG and WebP proofs up to 5 MB only', () => {
    expect(proofFileProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(proofFileProblem({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull();
    expect(proofFileProblem({ type: 'image/gif', size: 10 })).toBe('notImage');
    expect(proofFileProblem({ type: 'application/pdf', size: 10 })).toBe('notImage');
    expect(proofFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });
});
