import { GATEWAY_PAYMENT_TYPES, MONEY_MESSAGES, UTR_PATTERN, type PaymentMethod } from '@backlay/contract';
import { parseRupeesToPaise } from '@backlay/domain';
import { amountOf } from './decision';

/** What POST api/{role}/deposit sends: the player, rupees and the optional method, UTR and remarks. */
export interface DepositEntry {
  userId: string;
  amount: number;
  depositTypeId?: string;
  utr?: string;
  remarks?: string;
}

/** The dialog's fields as typed; `depositTypeId` is '' for no method. */
export interface DepositEntryForm {
  userId: string;
  amount: string;
  depositTypeId: string;
  utr: string;
  remarks: string;
}

export type DepositEntryErrors = Partial<Record<keyof DepositEntryForm, string>>;

/** Shown when no player is picked (the server's own answer would be a schema error). */
export const PICK_PLAYER = 'Please choose the player';

/**
 * The methods a branch may name: a gateway method is paid on its payment page (the server
 * refuses it here), so only the proof-style ones.
 */
export function entryMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return methods.filter((m) => !GATEWAY_PAYMENT_TYPES.includes(m.paymentType));
}

/**
 * Whether a method takes the amount: like the server, a method without a min or a max takes
 * none, and the limits are inclusive. Compared in paise, never as floats.
 */
export function methodTakes(method: Pick<PaymentMethod, 'minAmount' | 'maxAmount'>, amount?: number): boolean {
  if (method.minAmount === null || method.maxAmount === null) return false;
  if (amount === undefined) return true;
  const paise = parseRupeesToPaise(amount);
  const min = parseRupeesToPaise(method.minAmount);
  const max = parseRupeesToPaise(method.maxAmount);
  return paise !== null && min !== null && max !== null && paise >= min && paise <= max;
}

/**
 * The checks the server makes too, with its messages, so a slip is caught before the call:
 * a player, an amount above zero with at most two decimals, the method's range, a 6-12 digit
 * UTR when one is typed.
 */
export function checkDepositEntry(form: DepositEntryForm, method: PaymentMethod | undefined): DepositEntryErrors {
  const errors: DepositEntryErrors = {};
  if (!form.userId) errors.userId = PICK_PLAYER;
  const amount = amountOf(form.amount);
  if (amount === undefined) errors.amount = MONEY_MESSAGES.enterAmountFirst;
  else if (method && !methodTakes(method, amount)) errors.amount = MONEY_MESSAGES.amountOutOfMethodRange;
  const utr = form.utr.trim();
  if (utr && !UTR_PATTERN.test(utr)) errors.utr = MONEY_MESSAGES.utrInvalid;
  return errors;
}

/** The call's body from a checked form: empty optional fields are left out. */
export function toDepositEntry(form: DepositEntryForm): DepositEntry {
  const utr = form.utr.trim();
  const remarks = form.remarks.trim();
  return {
    userId: form.userId,
    amount: amountOf(form.amount) ?? 0,
    ...(form.depositTypeId ? { depositTypeId: form.depositTypeId } : {}),
    ...(utr ? { utr } : {}),
    ...(remarks ? { remarks } : {}),
  };
}
