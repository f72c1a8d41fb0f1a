import { MONEY_MESSAGES } from '@backlay/contract';
import { parseRupeesToPaise } from '@backlay/domain';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import type { UserRow } from '../../lib/context.js';

/** Small rules every money call shares. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our ids are UUIDs: anything else names nothing (and must not reach a uuid column as a 500). */
export function isId(value: string | undefined | null): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function idOr404(value: string | undefined | null, message: string): string {
  if (!isId(value)) throw notFound(message);
  return value;
}

/** Demo accounts never move real money (docs/product.md §5: 'First Login as a normal user'). */
export function refuseDemo(user: Pick<UserRow, 'demo'>): void {
  if (user.demo) throw badRequest(MONEY_MESSAGES.demoMoney);
}

/**
 * Paise of an amount a person typed: `missing` when it is empty or zero, `invalid` when it is not
 * a plain amount with at most two decimals, or with `wholeRupees` not a whole number of rupees.
 */
export function amountPaise(input: unknown, rules: { missing: string; invalid: string; wholeRupees?: boolean }): bigint {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) throw badRequest(rules.missing);
  const paise = parseRupeesToPaise(input);
  if (paise === null) throw badRequest(rules.invalid);
  if (paise === 0) throw badRequest(rules.missing);
  if (rules.wholeRupees && paise % 100 !== 0) throw badRequest(rules.invalid);
  return BigInt(paise);
}

export function whiteLabelOf(user: Pick<UserRow, 'whiteLabelId'>): string {
  if (!user.whiteLabelId) throw new AppError('BAD_REQUEST', MONEY_MESSAGES.whiteLabelMissing);
  return user.whiteLabelId;
}
