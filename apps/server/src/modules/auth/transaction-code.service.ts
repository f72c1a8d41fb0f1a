import { randomInt } from 'node:crypto';
import {
  AUTH_MESSAGES,
  MESSAGES,
  TRANSACTION_CODE_LENGTH,
  TRANSACTION_CODE_LOCK,
  minutesUntil,
  transactionCodeLockedMessage,
} from '@backlay/contract';
import { AppError, badRequest, forbidden } from '../../lib/app-error.js';
import type { DbOrTx } from '../../db/client.js';
import type { AppContext, AuthContext, UserRow } from '../../lib/context.js';
import { hashSecret, verifySecret } from '../../lib/password-hash.js';
import type { AuthDeps, RequestMeta } from './auth-deps.js';
import { updateCredentials } from './auth.repository.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { currentAuditLogin } from '../audit/audit-actor.js';
import { checkTotp } from './totp.js';
import { countWrongCode, holderOf, readCodeState, resetCount, type CodeHolder } from './transaction-code-locks.repository.js';

/**
 * Staff transaction codes confirm money moves and admin toggles. Only an argon2 hash is
 * stored, so a code is shown once: when issued (password change, or renewal with two-factor).
 */
export async function newTransactionCode(): Promise<{ plain: string; hash: string }> {
  const plain = String(randomInt(0, 10 ** TRANSACTION_CODE_LENGTH)).padStart(TRANSACTION_CODE_LENGTH, '0');
  return { plain, hash: await hashSecret(plain) };
}

/**
 * The check other modules call before a staff action (ledger transfers, deposit decisions,
 * administrator toggles): 400 'Transaction Code is Empty' or 400 'Invalid Transaction Code',
 * and 429 while the holder is locked out (docs/decisions/transaction-code-lockout.md). Call it
 * before the action's own transaction: a wrong code must stay counted when the action is refused.
 *
 * The holder is the Multi Login Account login the request acts through, else the account: the
 * same request-wide login that names the audit rows (lib/register-route.ts runs every handler of
 * a login's session inside runAsLogin), so no service passes the login along.
 *
 * The lock is read before the code is checked (a locked holder spends no check) and again after
 * a right code, so a right code that finishes after a burst of wrong ones locked the holder is
 * refused as well; each wrong code is counted by one upsert, so concurrent ones all count.
 */
export async function verifyTransactionCode(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: Pick<UserRow, 'id' | 'transactionCodeHash'>,
  code: string | number | null | undefined,
): Promise<void> {
  const plain = normaliseTransactionCode(code);
  if (!plain) throw badRequest(MESSAGES.transactionCodeEmpty);
  if (!user.transactionCodeHash) throw badRequest(MESSAGES.transactionCodeNotSet);
  const holder = holderOf(user.id, currentAuditLogin()?.id);
  const now = ctx.clock.now();
  const before = await readCodeState(ctx.db, holder, now);
  if (before.lockedUntil) throw codeLocked(before.lockedUntil, now);
  if (await verifySecret(user.transactionCodeHash, plain)) {
    const after = await readCodeState(ctx.db, holder, now);
    const lockedUntil = after.lockedUntil ?? (after.failures > 0 ? await resetCount(ctx.db, holder, now) : null);
    if (lockedUntil) throw codeLocked(lockedUntil, now);
    return;
  }
  const counted = await ctx.db.transaction(async (tx) => {
    const state = await countWrongCode(tx, holder, now, lockEnd(now));
    // Exactly one wrong code brings the count to the limit: that one set the lock.
    if (state.lockedUntil && state.failures === TRANSACTION_CODE_LOCK.maxFailures) await auditCodeLock(tx, holder, state.lockedUntil, now);
    return state;
  });
  if (counted.lockedUntil) throw codeLocked(counted.lockedUntil, now);
  throw badRequest(MESSAGES.invalidTransactionCode);
}

function lockEnd(now: Date): Date {
  return new Date(now.getTime() + TRANSACTION_CODE_LOCK.lockMinutes * 60_000);
}

function codeLocked(lockedUntil: Date, now: Date): AppError {
  return new AppError('RATE_LIMITED', transactionCodeLockedMessage(minutesUntil(lockedUntil, now)));
}

async function auditCodeLock(db: DbOrTx, holder: CodeHolder, lockedUntil: Date, now: Date): Promise<void> {
  await insertAuditRow(db, {
    actorId: holder.accountId,
    action: 'user.transaction_code_locked',
    targetType: holder.loginId ? 'staffLogin' : 'user',
    targetId: holder.loginId ?? holder.accountId,
    before: null,
    after: { accountId: holder.accountId, failures: TRANSACTION_CODE_LOCK.maxFailures, lockedUntil: lockedUntil.toISOString() },
    createdAt: now,
  });
}

/** A JSON number loses leading zeros (00123456 -> 123456); codes are issued zero-padded. */
export function normaliseTransactionCode(code: string | number | null | undefined): string {
  if (typeof code === 'number') return Number.isInteger(code) && code >= 0 ? String(code).padStart(TRANSACTION_CODE_LENGTH, '0') : '';
  return (code ?? '').trim();
}

/** POST api/{role}/transactionCode: staff with two-factor on get a new code for a valid TOTP code. */
export async function renewTransactionCode(
  deps: AuthDeps,
  auth: AuthContext,
  code: string,
  meta: RequestMeta,
): Promise<{ message: string; docs: { transactionCode: string } }> {
  const { user } = auth;
  if (user.role === 'user') throw forbidden('Not allowed for your role');
  if (!user.enable2fa || !user.totpSecret) throw forbidden(MESSAGES.enableSecureAuth);
  const now = deps.clock.now();
  if (!checkTotp(now, user.totpSecret, code)) throw badRequest(AUTH_MESSAGES.invalidCode);
  const issued = await newTransactionCode();
  await deps.db.transaction(async (tx) => {
    await updateCredentials(tx, user.id, { transactionCodeHash: issued.hash, updatedAt: now });
    await insertAuditRow(tx, {
      actorId: user.id,
      action: 'user.transaction_code_issued',
      targetType: 'user',
      targetId: user.id,
      before: { hasTransactionCode: user.transactionCodeHash !== null },
      after: { hasTransactionCode: true, via: 'two_factor' },
      ip: meta.ip,
      createdAt: now,
    });
  });
  return { message: AUTH_MESSAGES.transactionCodeUpdated, docs: { transactionCode: issued.plain } };
}
