import { TRANSACTION_CODE_LOCK_MESSAGES, type LiftCodeLockResult, type LockedLogin } from '@backlay/contract';
import type { DbOrTx } from '../../db/client.js';
import { badRequest } from '../../lib/app-error.js';
import type { AppContext, UserRow } from '../../lib/context.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { verifyTransactionCode } from './transaction-code.service.js';
import { clearLock, findActiveLocks, findFailureRowForUpdate, holderOf } from './transaction-code-locks.repository.js';

/**
 * Reading and lifting transaction code locks (the counting is verifyTransactionCode's). Who may
 * lift whose lock is the calling module's rule: the users module lets an upline lift a downline
 * account's locks, the multi-logins module lets an account lift its own logins'.
 */

export interface AccountCodeLocks {
  /** The account's own lock, when one is in force. */
  own: Date | null;
  logins: LockedLogin[];
}

/** A new account's, or one no wrong code has locked. */
export const NO_CODE_LOCKS: AccountCodeLocks = Object.freeze({ own: null, logins: [] });

/** The locks in force at `now` of each of these accounts (accounts without one are left out). */
export async function codeLocksOf(db: DbOrTx, accountIds: readonly string[], now: Date): Promise<Map<string, AccountCodeLocks>> {
  const byAccount = new Map<string, AccountCodeLocks>();
  for (const row of await findActiveLocks(db, accountIds, now)) {
    const locks = byAccount.get(row.accountId) ?? { own: null, logins: [] };
    if (row.loginId === null) locks.own = row.lockedUntil;
    else locks.logins.push({ _id: row.loginId, userName: row.loginName ?? '', lockedUntil: row.lockedUntil.toISOString() });
    byAccount.set(row.accountId, locks);
  }
  for (const locks of byAccount.values()) locks.logins.sort((a, b) => a.userName.localeCompare(b.userName));
  return byAccount;
}

export function codeLocksFor(locks: Map<string, AccountCodeLocks>, accountId: string): AccountCodeLocks {
  return locks.get(accountId) ?? NO_CODE_LOCKS;
}

export async function accountCodeLocks(db: DbOrTx, accountId: string, now: Date): Promise<AccountCodeLocks> {
  return codeLocksFor(await codeLocksOf(db, [accountId], now), accountId);
}

/**
 * Lifts the lock of an account (`loginId` null) or of one of its logins. The caller has
 * checked that the lifter may; the lifter's own transaction code is checked here (and counted
 * against the lifter), then the lock is cleared with its audit row. A holder that is not
 * locked answers 400 notLocked and changes nothing.
 */
export async function liftCodeLock(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  lifter: UserRow,
  target: { accountId: string; loginId: string | null },
  input: { transactionCode: string | number; ip: string | null },
): Promise<LiftCodeLockResult> {
  await verifyTransactionCode(ctx, lifter, input.transactionCode);
  const holder = holderOf(target.accountId, target.loginId);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await findFailureRowForUpdate(tx, holder.key);
    if (!row || row.accountId !== holder.accountId || !row.lockedUntil || row.lockedUntil <= now) {
      throw badRequest(TRANSACTION_CODE_LOCK_MESSAGES.notLocked);
    }
    await clearLock(tx, holder.key, now);
    await insertAuditRow(tx, {
      actorId: lifter.id,
      action: 'user.transaction_code_lock_lifted',
      targetType: holder.loginId ? 'staffLogin' : 'user',
      targetId: holder.loginId ?? holder.accountId,
      before: { accountId: holder.accountId, failures: row.failures, lockedUntil: row.lockedUntil.toISOString() },
      after: { accountId: holder.accountId, failures: 0, lockedUntil: null },
      ip: input.ip,
      createdAt: now,
    });
    return { userId: holder.accountId, loginId: holder.loginId, wasLockedUntil: row.lockedUntil.toISOString() };
  });
}
