import type { DepositRequest, PaymentMethod, Pts, WithdrawAccount, WithdrawRequest } from '@backlay/contract';
import type { Paged } from '../../../lib/paged';

/** Builders of money answers for web tests, shaped as the contract says. */

export function testMethod(patch: Partial<PaymentMethod> & Pick<PaymentMethod, '_id' | 'paymentType' | 'paymentName'>): PaymentMethod {
  return {
    customFields: [],
    minAmount: 100,
    maxAmount: 100_000,
    active: true,
    sort: null,
    accountNumber: '',
    walletNumber: '',
    bankName: '',
    accountName: '',
    ifscCode: '',
    upiId: '',
    mobileNumber: '',
    appName: '',
    remarks: '',
    lock: false,
    ...patch,
  };
}

/** The demo seed's deposit methods (apps/server/src/db/seed/demo-payment-methods.ts). */
export const upiMethod = testMethod({
  _id: 'm-upi',
  paymentType: 'UPI',
  paymentName: 'PhonePe / GPay',
  sort: 1,
  customFields: [
    { label: 'UPI ID', value: 'backlay.demo@okhdfcbank', type: 'text' },
    { label: 'Name', value: 'Backlay Demo Payments', type: 'text' },
  ],
  upiId: 'backlay.demo@okhdfcbank',
  accountName: 'Backlay Demo Payments',
  appName: 'PhonePe',
});
export const impsMethod = testMethod({
  _id: 'm-imps',
  paymentType: 'IMPS',
  paymentName: 'HDFC Bank',
  sort: 2,
  minAmount: 500,
  maxAmount: 500_000,
  customFields: [
    { label: 'Account Number', value: '50200012345678', type: 'text' },
    { label: 'IFSC Code', value: 'HDFC0000123', type: 'text' },
  ],
  accountNumber: '50200012345678',
  ifscCode: 'HDFC0000123',
});

export const bankType = testMethod({
  _id: 'w-bank',
  paymentType: 'IMPS',
  paymentName: 'Bank Transfer',
  minAmount: 500,
  maxAmount: 200_000,
  sort: 1,
  customFields: [
    { label: 'Account Number', value: '', type: 'text' },
    { label: 'IFSC Code', value: '', type: 'text' },
  ],
});

export function testAccount(patch: Partial<WithdrawAccount> & Pick<WithdrawAccount, '_id'>): WithdrawAccount {
  return {
    name: 'Ravi Kumar-player1',
    primary: true,
    paymentMethodType: { _id: bankType._id, paymentType: 'IMPS', paymentName: 'Bank Transfer', minAmount: 500, maxAmount: 200_000 },
    accountDetails: [
      { label: 'Account Number', value: '123456789012', type: 'text' },
      { label: 'IFSC Code', value: 'SBIN0000001', type: 'text' },
    ],
    createdAt: '2026-11-20T10:00:00.000Z',
    ...patch,
  };
}

export function testDeposit(patch: Partial<DepositRequest> & Pick<DepositRequest, '_id'>): DepositRequest {
  return {
    userId: 'u1',
    userName: 'player1',
    amount: 1000,
    type: 'UPI',
    paymentName: 'PhonePe / GPay',
    depositTypeId: upiMethod._id,
    utr: '123456789012',
    bonusId: null,
    image: '/uploads/deposits/x.png',
    status: 'pending',
    approvedAmount: null,
    remarks: '',
    createdAt: '2026-11-21T09:30:00.000Z',
    updatedAt: '2026-11-21T09:30:00.000Z',
    decidedAt: null,
    ...patch,
  };
}

export function testWithdrawal(patch: Partial<WithdrawRequest> & Pick<WithdrawRequest, '_id'>): WithdrawRequest {
  return {
    userId: 'u1',
    userName: 'player1',
    amount: 700,
    type: 'IMPS',
    accountId: 'a1',
    account: { name: 'Ravi Kumar-player1', accountDetails: [{ label: 'Account Number', value: '123456789012', type: 'text' }] },
    status: 'pending',
    utr: null,
    remarks: '',
    createdAt: '2026-11-21T09:30:00.000Z',
    updatedAt: '2026-11-21T09:30:00.000Z',
    decidedAt: null,
    ...patch,
  };
}

/** A page of a list as the server pages it. */
export function testPage<T>(docs: T[], { page = 1, limit = 5, totalDocs = docs.length } = {}): Paged<T> {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  return {
    docs,
    limit,
    nextPage: page < totalPages,
    nextPageNumber: page < totalPages ? page + 1 : null,
    previousPage: page > 1,
    previousPageNumber: page > 1 ? page - 1 : null,
    showingFrom: totalDocs === 0 ? 0 : (page - 1) * limit + 1,
    showingTo: Math.min(totalDocs, page * limit),
    totalDocs,
    totalPages,
  };
}

export const testPts: Pts = {
  pts: 100_000,
  availablePts: 99_000,
  exposure: 1000,
  casinoPts: 0,
  sportsPts: 0,
  thirdPartyPts: 0,
  creditPts: 0,
  bonusPts: 0,
};
