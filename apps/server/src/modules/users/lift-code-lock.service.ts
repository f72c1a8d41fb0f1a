import { TRANSACTION_CODE_LOCK_MESSAGES, type LiftCodeLockBody, type LiftCodeLockResult } from '@backlay/contract';
import type { AppContext, UserRow } from '../../lib/context.js';
import { liftCodeLock } from '../auth/index.js';
import { requireDownlineUser } from './downline-access.js';

/**
 * POST api/{role}/user/{userId}/liftCodeLock: an upline lifts a downline account's transaction
 * code lock, or one of its logins' (`loginId`). The usual downline rule decides who may (403
 * otherwise); the lifter's own transaction code is asked for, as for Modify User
 * (docs/decisions/transaction-code-lockout.md).
 */
export async function liftDownlineCodeLock(
  ctx: AppContext,
  caller: UserRow,
  userId: string,
  body: LiftCodeLockBody,
  meta: { ip: string | null },
): Promise<{ message: string; docs: LiftCodeLockResult }> {
  const target = await requireDownlineUser(ctx.db, caller, userId);
  const docs = await liftCodeLock(
    ctx,
    caller,
    { accountId: target.id, loginId: body.loginId ?? null },
    { transactionCode: body.transactionCode, ip: meta.ip },
  );
  return { message: TRANSACTION_CODE_LOCK_MESSAGES.lifted, docs };
}
