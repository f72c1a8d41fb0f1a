import type { DepositRequest, PaymentMethod, WithdrawAccount, WithdrawRequest } from '@backlay/contract';
import { paiseToRupees } from '@backlay/domain';
import type { DepositRequestRow, PaymentMethodRow, WithdrawAccountRow, WithdrawRequestRow } from './money.repository.js';

/** Rows as the API shows them: rupees, ISO times, `_id`. */

const rupeesOrNull = (paise: bigint | null) => (paise === null ? null : paiseToRupees(paise));

/**
 * `lock`: the method cannot take an amount — a limit is missing, or `amountPaise` (when given)
 * lies outside them, inclusive (docs/product.md §4).
 */
export function isLocked(m: Pick<PaymentMethodRow, 'minAmount' | 'maxAmount'>, amountPaise?: bigint): boolean {
  if (m.minAmount === null || m.maxAmount === null) return true;
  if (amountPaise === undefined) return false;
  return amountPaise < m.minAmount || amountPaise > m.maxAmount;
}

export function methodToWire(m: PaymentMethodRow, amountPaise?: bigint): PaymentMethod {
  return {
    _id: m.id,
    paymentType: m.paymentType,
    paymentName: m.paymentName,
    customFields: m.customFields,
    minAmount: rupeesOrNull(m.minAmount),
    maxAmount: rupeesOrNull(m.maxAmount),
    active: m.active,
    sort: m.sort,
    accountNumber: m.accountNumber,
    walletNumber: m.walletNumber,
    bankName: m.bankName,
    accountName: m.accountName,
    ifscCode: m.ifscCode,
    upiId: m.upiId,
    mobileNumber: m.mobileNumber,
    appName: m.appName,
    remarks: m.remarks,
    lock: isLocked(m, amountPaise),
  };
}

export function accountToWire(a: WithdrawAccountRow, m: PaymentMethodRow): WithdrawAccount {
  return {
    _id: a.id,
    name: a.name,
    primary: a.primary,
    paymentMethodType: {
      _id: m.id,
      paymentType: m.paymentType,
      paymentName: m.paymentName,
      minAmount: rupeesOrNull(m.minAmount),
      maxAmount: rupeesOrNull(m.maxAmount),
    },
    accountDetails: a.accountDetails,
    createdAt: a.createdAt.toISOString(),
  };
}

export function depositToWire(r: DepositRequestRow, userName: string): DepositRequest {
  return {
    _id: r.id,
    userId: r.userId,
    userName,
    amount: paiseToRupees(r.amount),
    type: r.paymentType,
    paymentName: r.paymentName,
    depositTypeId: r.paymentMethodId,
    utr: r.utr,
    bonusId: r.bonusId,
    image: r.imagePath,
    status: r.status,
    approvedAmount: rupeesOrNull(r.approvedAmount),
    remarks: r.remarks,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
  };
}

export function withdrawToWire(r: WithdrawRequestRow, userName: string): WithdrawRequest {
  return {
    _id: r.id,
    userId: r.userId,
    userName,
    amount: paiseToRupees(r.amount),
    type: r.paymentType,
    accountId: r.accountId,
    account: { name: r.accountName, accountDetails: r.accountDetails },
    status: r.status,
    utr: r.utr,
    remarks: r.remarks,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
  };
}
