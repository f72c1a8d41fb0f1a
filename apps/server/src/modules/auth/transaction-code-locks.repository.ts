import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { TRANSACTION_CODE_LOCK } from '@backlay/contract';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { staffLogins, transactionCodeFailures } from '../../db/schema/index.js';

/**
 * SQL of the transaction code lockout (transaction-code.service.ts has the rules). Every change
 * of a count is one statement on the holder's row, so concurrent attempts of one holder are
 * serialised by the row lock and each one counts, in every process.
 */

export type FailureRow = typeof transactionCodeFailures.$inferSelect;

/** `account:<users.id>` or `login:<staff_logins.id>` (db/schema/attempt-limits.ts). */
export interface CodeHolder {
  key: string;
  accountId: string;
  loginId: string | null;
}

export function holderOf(accountId: string, loginId: string | null | undefined): CodeHolder {
  return loginId ? { key: `login:${loginId}`, accountId, loginId } : { key: `account:${accountId}`, accountId, loginId: null };
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const asDate = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

/** The lock in force at `now`, if any, and the count so far (a read before and after the check). */
export async function readCodeState(db: DbOrTx, holder: CodeHolder, now: Date): Promise<{ failures: number; lockedUntil: Date | null }> {
  const [row] = await db
    .select({ failures: transactionCodeFailures.failures, lockedUntil: transactionCodeFailures.lockedUntil })
    .from(transactionCodeFailures)
    .where(eq(transactionCodeFailures.holder, holder.key));
  if (!row) return { failures: 0, lockedUntil: null };
  return { failures: row.failures, lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null };
}

/**
 * Counts one wrong code in one statement: a lock that has run out is cleared and the count
 * starts again at 1; the wrong code that brings the count to the limit sets the lock. Answers
 * the count after this one and the lock in force.
 */
export async function countWrongCode(
  db: DbOrTx,
  holder: CodeHolder,
  now: Date,
  lockUntil: Date,
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const max = TRANSACTION_CODE_LOCK.maxFailures;
  const next = sql`(case when f.locked_until <= ${ts(now)} then 1 else f.failures + 1 end)`;
  const [row] = await rowsOf<{ failures: number; locked_until: Date | string | null }>(
    db,
    sql`
    insert into ${transactionCodeFailures} as f (holder, account_id, login_id, failures, last_failed_at, locked_until, updated_at)
    values (${holder.key}, ${holder.accountId}::uuid, ${holder.loginId}::uuid, 1, ${ts(now)},
      ${max <= 1 ? ts(lockUntil) : null}, ${ts(now)})
    on conflict (holder) do update set
      failures = ${next},
      locked_until = case
        when f.locked_until > ${ts(now)} then f.locked_until
        when ${next} >= ${max} then ${ts(lockUntil)}
        else null end,
      last_failed_at = ${ts(now)},
      updated_at = ${ts(now)}
    returning failures, locked_until`,
  );
  return { failures: Number(row!.failures), lockedUntil: asDate(row!.locked_until) };
}

/**
 * A right code resets the count, unless a lock came into force since it was read (then the right
 * code is refused too): answers that lock, else null.
 */
export async function resetCount(db: DbOrTx, holder: CodeHolder, now: Date): Promise<Date | null> {
  const cleared = await db
    .update(transactionCodeFailures)
    .set({ failures: 0, lockedUntil: null, updatedAt: now })
    .where(
      and(
        eq(transactionCodeFailures.holder, holder.key),
        sql`(${transactionCodeFailures.lockedUntil} is null or ${transactionCodeFailures.lockedUntil} <= ${ts(now)})`,
      ),
    )
    .returning({ holder: transactionCodeFailures.holder });
  return cleared.length > 0 ? null : (await readCodeState(db, holder, now)).lockedUntil;
}

/** The holder's row, locked for the lifting transaction. */
export async function findFailureRowForUpdate(tx: DbOrTx, key: string): Promise<FailureRow | null> {
  const rows = await tx.select().from(transactionCodeFailures).where(eq(transactionCodeFailures.holder, key)).for('update');
  return rows[0] ?? null;
}

export async function clearLock(tx: DbOrTx, key: string, now: Date): Promise<void> {
  await tx
    .update(transactionCodeFailures)
    .set({ failures: 0, lockedUntil: null, updatedAt: now })
    .where(eq(transactionCodeFailures.holder, key));
}

export interface ActiveLockRow {
  accountId: string;
  loginId: string | null;
  /** The login's name; null for the account's own lock (or a login deleted since). */
  loginName: string | null;
  lockedUntil: Date;
}

/** Locks in force at `now` of these accounts and of their logins. */
export async function findActiveLocks(db: DbOrTx, accountIds: readonly string[], now: Date): Promise<ActiveLockRow[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .select({
      accountId: transactionCodeFailures.accountId,
      loginId: transactionCodeFailures.loginId,
      loginName: staffLogins.userName,
      lockedUntil: transactionCodeFailures.lockedUntil,
    })
    .from(transactionCodeFailures)
    .leftJoin(staffLogins, eq(staffLogins.id, transactionCodeFailures.loginId))
    .where(and(inArray(transactionCodeFailures.accountId, [...accountIds]), gt(transactionCodeFailures.lockedUntil, now)));
  return rows.map((r) => ({ ...r, lockedUntil: r.lockedUntil! }));
}
