import { MONEY_MESSAGES, TRANSACTION_CODE_LENGTH } from '@backlay/contract';
import { paiseToRupees, parseRupeesToPaise } from '@backlay/domain';

export type DecisionAction = 'approve' | 'reject';

/** What a staff decision sends: the action, why, the transaction code and (approvals) the amount. */
export interface Decision {
  action: DecisionAction;
  remarks: string;
  transactionCode: string;
  /** Rupees; undefined sends none (rejections, withdrawals: the requested amount). */
  amount: number | undefined;
}

export interface DecisionForm {
  remarks: string;
  transactionCode: string;
  amount: string;
}

export type DecisionErrors = Partial<Record<keyof DecisionForm, string>>;

/**
 * The checks the server makes too, with its messages, so a slip is caught before the call.
 * `withAmount`: the form shows an amount field (approving a deposit).
 */
export function checkDecision(form: DecisionForm, withAmount: boolean): DecisionErrors {
  const errors: DecisionErrors = {};
  if (!form.remarks.trim()) errors.remarks = MONEY_MESSAGES.remarksRequired;
  if (!form.transactionCode) errors.transactionCode = MONEY_MESSAGES.transactionCodeEmpty;
  else if (form.transactionCode.length !== TRANSACTION_CODE_LENGTH)
    errors.transactionCode = `The transaction code has ${TRANSACTION_CODE_LENGTH} digits`;
  if (withAmount && amountOf(form.amount) === undefined) errors.amount = MONEY_MESSAGES.invalidAddSubtract;
  return errors;
}

/** Rupees of a typed amount (digits, at most two decimals, more than zero), or undefined. */
export function amountOf(typed: string): number | undefined {
  const paise = parseRupeesToPaise(typed.trim());
  return paise !== null && paise > 0 ? paiseToRupees(paise) : undefined;
}
