import { childRolesOf, MESSAGES, STAFF_USER_MESSAGES, TRANSACTION_CODE_LENGTH, type Role } from '@backlay/contract';
import { isValidPassword, isValidUserName, paiseToRupees, parseRupeesToPaise, PASSWORD_RULE_MESSAGE } from '@backlay/domain';

/**
 * Checks of the Hierarchy forms, with the server's own messages where it has one, so a slip
 * is caught before the call. The server checks everything again (limits it alone knows, such
 * as the partnership its chain has not kept yet).
 */

export type Errors<K extends string> = Partial<Record<K, string>>;

export function checkTransactionCode(code: string): string | undefined {
  if (!code) return MESSAGES.transactionCodeEmpty;
  if (code.length !== TRANSACTION_CODE_LENGTH) return `The transaction code has ${TRANSACTION_CODE_LENGTH} digits`;
  return undefined;
}

/** A percentage 0..100 with at most two decimals, or undefined. */
export function percentOf(typed: string): number | undefined {
  const t = typed.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return undefined;
  const n = Number(t);
  return n <= 100 ? n : undefined;
}

/** Rupees of a typed amount (more than zero, at most two decimals), or undefined. */
export function amountOf(typed: string): number | undefined {
  const paise = parseRupeesToPaise(typed.trim());
  return paise !== null && paise > 0 ? paiseToRupees(paise) : undefined;
}

/** Roles the caller may create directly below itself (players shown last, as "Player"). */
export function creatableRoles(role: Role | null): Role[] {
  return role ? childRolesOf(role) : [];
}

export interface CreateForm {
  userName: string;
  fullName: string;
  password: string;
  confirmPassword: string;
  role: string;
  whiteLabelId: string;
  partnership: string;
  commission: string;
  credit: string;
  transactionCode: string;
}

export function checkCreate(form: CreateForm, needsWhiteLabel: boolean): Errors<keyof CreateForm> {
  const e: Errors<keyof CreateForm> = {};
  if (!isValidUserName(form.userName.trim())) e.userName = 'User name: 4 to 32 letters, digits, dot, underscore or dash';
  if (!isValidPassword(form.password)) e.password = PASSWORD_RULE_MESSAGE;
  if (form.confirmPassword !== form.password) e.confirmPassword = 'Passwords do not match';
  if (!form.role) e.role = 'Choose a role';
  if (needsWhiteLabel && !form.whiteLabelId.trim()) e.whiteLabelId = STAFF_USER_MESSAGES.whiteLabelRequired;
  if (form.role === 'user' && form.partnership.trim() && percentOf(form.partnership) !== 0)
    e.partnership = STAFF_USER_MESSAGES.playerPartnership;
  else if (form.partnership.trim() && percentOf(form.partnership) === undefined) e.partnership = STAFF_USER_MESSAGES.invalidPartnership;
  if (form.commission.trim() && percentOf(form.commission) === undefined) e.commission = STAFF_USER_MESSAGES.invalidCommission;
  if (form.credit.trim() && amountOf(form.credit) === undefined) e.credit = STAFF_USER_MESSAGES.invalidCredit;
  const code = checkTransactionCode(form.transactionCode);
  if (code) e.transactionCode = code;
  return e;
}

export interface TransferForm {
  amount: string;
  remarks: string;
  transactionCode: string;
}

export function checkTransfer(form: TransferForm): Errors<keyof TransferForm> {
  const e: Errors<keyof TransferForm> = {};
  if (amountOf(form.amount) === undefined) e.amount = MESSAGES.invalidAddSubtract;
  if (!form.remarks.trim()) e.remarks = MESSAGES.remarksRequired;
  const code = checkTransactionCode(form.transactionCode);
  if (code) e.transactionCode = code;
  return e;
}

export interface ModifyForm {
  blocked: boolean;
  betLock: boolean;
  password: string;
  confirmPassword: string;
  commission: string;
  remarks: string;
  transactionCode: string;
}

/** What changed against the account as loaded; an empty body means nothing to send. */
export function modifyBody(
  form: ModifyForm,
  was: { blocked: boolean; betLock: boolean; commission: number },
): { blocked?: boolean; betLock?: boolean; password?: string; confirmPassword?: string; commission?: number } {
  const body: ReturnType<typeof modifyBody> = {};
  if (form.blocked !== was.blocked) body.blocked = form.blocked;
  if (form.betLock !== was.betLock) body.betLock = form.betLock;
  if (form.password) {
    body.password = form.password;
    body.confirmPassword = form.confirmPassword;
  }
  const commission = percentOf(form.commission);
  if (commission !== undefined && commission !== was.commission) body.commission = commission;
  return body;
}

export function checkModify(form: ModifyForm): Errors<keyof ModifyForm> {
  const e: Errors<keyof ModifyForm> = {};
  if (form.password && !isValidPassword(form.password)) e.password = PASSWORD_RULE_MESSAGE;
  if (form.password && form.confirmPassword !== form.password) e.confirmPassword = 'Passwords do not match';
  if (percentOf(form.commission) === undefined) e.commission = STAFF_USER_MESSAGES.invalidCommission;
  const code = checkTransactionCode(form.transactionCode);
  if (code) e.transactionCode = code;
  return e;
}
