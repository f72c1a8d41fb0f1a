import { MONEY_MESSAGES, type WithdrawAccount } from '@backlay/contract';
import type { Tx } from '../../db/client.js';
import type { AppContext, UserRow } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import {
  clearPrimary,
  countLiveAccounts,
  findAccount,
  findPaymentMethod,
  insertAccount,
  listAccounts,
  lockAccountsOf,
  updateAccount,
  type PaymentMethodRow,
} from './money.repository.js';
import { accountToWire } from './money-wire.js';
import { isId, refuseDemo } from './money-rules.js';

/**
 * api/user/account: a player's withdrawal accounts (docs/product.md §3, §4 "Payment account
 * flow", §7). An account is of a withdraw type (paymentMethodType) of the player's white label
 * and holds the values of that type's fields. The first account is primary; exactly one live
 * account stays primary while any exist. Deleting hides the account (requests keep their copy).
 */

type DetailInput = { label?: string | undefined; value?: string | number | undefined; type?: string | undefined };
type Detail = { label: string; value: string; type: string };

/** A holder name: letters (any script), spaces, dots, apostrophes and hyphens, starting with a letter. */
const HOLDER_NAME = /^\p{L}[\p{L}\p{M} .'-]{0,79}$/u;

function holderName(name: string | undefined): string {
  const n = (name ?? '').trim().replace(/\s+/g, ' ');
  if (!HOLDER_NAME.test(n)) throw badRequest(MONEY_MESSAGES.nameNotValid);
  return n;
}

/**
 * The filled-in details: each needs a label and a value ('Please Add Label and Value'), and every
 * field of the withdraw type must be there with a value ('Please fill all input fields').
 */
function detailsFor(input: DetailInput[] | undefined, method: PaymentMethodRow): Detail[] {
  if (!input || input.length === 0) throw badRequest(MONEY_MESSAGES.fillAllFields);
  const given: Detail[] = input.map((d) => {
    const label = (d.label ?? '').trim();
    const value = String(d.value ?? '').trim();
    if (!label || !value) throw badRequest(MONEY_MESSAGES.addLabelAndValue);
    return { label, value, type: (d.type ?? '').trim() || 'text' };
  });
  const byLabel = new Map(given.map((d) => [d.label.toLowerCase(), d]));
  for (const field of method.customFields) {
    const d = byLabel.get(field.label.trim().toLowerCase());
    if (!d) throw badRequest(MONEY_MESSAGES.fillAllFields);
    d.type = field.type || d.type;
  }
  return given;
}

const storedName = (holder: string, user: UserRow) => `${holder}-${user.userName}`;

export async function getAccounts(ctx: AppContext, user: UserRow): Promise<WithdrawAccount[]> {
  return (await listAccounts(ctx.db, user.id)).map((r) => accountToWire(r.account, r.method));
}

async function withdrawTypeOf(tx: Tx, user: UserRow, id: string | undefined): Promise<PaymentMethodRow> {
  const method = isId(id) ? await findPaymentMethod(tx, id) : null;
  if (!method || method.purpose !== 'withdraw' || !method.active || method.whiteLabelId !== user.whiteLabelId) {
    throw badRequest(MONEY_MESSAGES.accountNotCreated);
  }
  return method;
}

export async function createAccount(
  ctx: AppContext,
  user: UserRow,
  body: { paymentMethodTypeId?: string | undefined; name?: string | undefined; accountDetails?: DetailInput[] | undefined },
): Promise<WithdrawAccount> {
  refuseDemo(user);
  const name = holderName(body.name);
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const method = await withdrawTypeOf(tx, user, body.paymentMethodTypeId);
    const accountDetails = detailsFor(body.accountDetails, method);
    await lockAccountsOf(tx, user.id);
    const first = (await countLiveAccounts(tx, user.id)) === 0;
    const account = await insertAccount(tx, {
      userId: user.id,
      paymentMethodId: method.id,
      name: storedName(name, user),
      primary: first,
      accountDetails,
      createdAt: at,
      updatedAt: at,
    });
    return accountToWire(account, method);
  });
}

async function ownAccount(tx: Tx, user: UserRow, accountId: string) {
  const found = isId(accountId) ? await findAccount(tx, user.id, accountId) : null;
  if (!found) throw notFound(MONEY_MESSAGES.accountNotFound);
  return found;
}

export async function updateAccountDetails(
  ctx: AppContext,
  user: UserRow,
  body: { accountId: string; primary?: boolean | undefined; name?: string | undefined; accountDetails?: DetailInput[] | undefined },
): Promise<WithdrawAccount> {
  refuseDemo(user);
  const name = body.name !== undefined ? holderName(body.name) : undefined;
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockAccountsOf(tx, user.id);
    const { account, method } = await ownAccount(tx, user, body.accountId);
    const accountDetails = body.accountDetails !== undefined ? detailsFor(body.accountDetails, method) : undefined;
    if (body.primary === true && !account.primary) await clearPrimary(tx, user.id, at);
    await updateAccount(tx, account.id, {
      ...(name !== undefined ? { name: storedName(name, user) } : {}),
      ...(accountDetails ? { accountDetails } : {}),
      ...(body.primary === true ? { primary: true } : {}),
      updatedAt: at,
    });
    const after = await ownAccount(tx, user, account.id);
    return accountToWire(after.account, after.method);
  });
}

export async function setPrimaryAccount(ctx: AppContext, user: UserRow, accountId: string): Promise<WithdrawAccount> {
  refuseDemo(user);
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockAccountsOf(tx, user.id);
    const { account, method } = await ownAccount(tx, user, accountId);
    if (!account.primary) {
      await clearPrimary(tx, user.id, at);
      await updateAccount(tx, account.id, { primary: true, updatedAt: at });
    }
    return accountToWire({ ...account, primary: true, updatedAt: at }, method);
  });
}

/** Hides the account; when it was primary, the newest remaining one becomes primary. */
export async function deleteAccount(ctx: AppContext, user: UserRow, accountId: string): Promise<void> {
  refuseDemo(user);
  const at = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockAccountsOf(tx, user.id);
    const { account } = await ownAccount(tx, user, accountId);
    await updateAccount(tx, account.id, { deletedAt: at, primary: false, updatedAt: at });
    if (account.primary) {
      const [next] = await listAccounts(tx, user.id);
      if (next) await updateAccount(tx, next.account.id, { primary: true, updatedAt: at });
    }
  });
}
