import { MONEY_MESSAGES, PAYOUT_UTR_PATTERN, TRANSACTION_CODE_LENGTH } from '@backlay/contract';
import { paiseToRupees, parseRupeesToPaise } from '@backlay/domain';

export type DecisionAction = 'approve' | 'reject';

/**
 * What a staff decision sends: the action, why, the transaction code, (approvals) the amount and
 * (withdrawal approvals) the payout's bank reference.
 */
export interface Decision {
  action: DecisionAction;
  remarks: string;
  transactionCode: string;
  /** Rupees; undefined sends none (rejections, withdrawals: the requested amount). */
  amount: number | undefined;
  /** The payout UTR (withdrawal approvals, optional); undefined sends none. */
  utr?: string | undefined;
}

export interface DecisionForm {
  remarks: string;
  transactionCode: string;
  amount: string;
  /** The payout UTR as typed; checked only when the form shows it. */
  utr?: string | undefined;
}

export type DecisionErrors = Partial<Record<keyof DecisionForm, string>>;

/**
 * The checks the server makes too, with its messages, so a slip is caught before the call.
 * `withAmount`: the form shows an amount field (approving a deposit); `withUtr`: it shows the
 * optional payout UTR field (approving a withdrawal).
 */
export function checkDecision(form: DecisionForm, withAmount: boolean, withUtr = false): DecisionErrors {
  const errors: DecisionErrors = {};
  if (!form.remarks.trim()) errors.remarks = MONEY_MESSAGES.remarksRequired;
  if (!form.transactionCode) errors.transactionCode = MONEY_MESSAGES.transactionCodeEmpty;
  else if (form.transactionCode.length !== TRANSACTION_CODE_LENGTH)
    errors.transactionCode = `The transaction code has ${TRANSACTION_CODE_LENGTH} digits`;
  if (withAmount && amountOf(form.amount) === undefined) errors.amount = MONEY_MESSAGES.invalidAddSubtract;
  const utr = payoutUtrOf(form.utr ?? '');
  if (withUtr && utr !== undefined && !PAYOUT_UTR_PATTERN.test(utr)) errors.utr = MONEY_MESSAGES.payoutUtrInvalid;
  return errors;
}

/** A typed payout UTR as the server takes it (trimmed, upper-cased), or undefined when empty. */
export function payoutUtrOf(typed: string): string | undefined {
  const utr = typed.trim().toUpperCase();
  return utr ? utr : undefined;
}

/** Rupees of a typed amount (digits, at most two decimals, more than zero), or undefined. */
export function amountOf(typed: string): number | undefined {
  const paise = parseRupeesToPaise(typed.trim());
  return paise !== null && paise > 0 ? paiseToRupees(paise) : undefined;
}
