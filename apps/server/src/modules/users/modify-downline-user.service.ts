import { MESSAGES, STAFF_USER_MESSAGES, staffUserMessage, type ModifyStaffUserBody, type ModifyStaffUserResult } from '@backlay/contract';
import { isValidPassword } from '@backlay/domain';
import type { Tx } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import type { AppContext, UserRow } from '../../lib/context.js';
import { hashSecret } from '../../lib/password-hash.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { accountCodeLocks, verifyTransactionCode } from '../auth/index.js';
import { endLiveSessions, rooms } from '../live/index.js';
import { requireDownlineUser } from './downline-access.js';
import { percentToBps } from './percent.js';
import {
  CASCADE_META_KEY,
  findDownlineRow,
  firstFlaggedAncestor,
  releaseFlagDown,
  revokeLiveSessions,
  setOwnFlag,
  spreadFlagDown,
  type CascadeFlag,
} from './staff-users.repository.js';
import { staffUserToWire } from './staff-user-wire.js';
import { findUserById, updateUser } from './user.repository.js';

/** Why the sessions of a modified account ended (sessions.revoked_reason). */
const REVOKED_BY_UPLINE = 'admin';

/**
 * PATCH api/{role}/user/{userId}: Modify User (lock, bet lock, password reset, commission).
 *
 * Order: the account must be in the caller's downline (403, before anything else, so an
 * account outside it learns nothing from the body's checks); then the body (400); then the
 * caller's transaction code; then one transaction with the account's row locked, writing one
 * audit row with before and after when anything changed. Setting a flag that is already set
 * (of the account's own) changes nothing and answers `changed: []`.
 *
 * Locks reach the downline (contract staff-users.ts): a lock spreads to every account below
 * that is not locked yet and ends the live sessions of all of them, who also get
 * `logoutUserByAdmin` once the transaction commits; a password reset ends the account's own.
 */
export async function modifyDownlineUser(
  ctx: AppContext,
  caller: UserRow,
  userId: string,
  body: ModifyStaffUserBody,
  meta: { ip: string | null },
): Promise<{ message: string; docs: ModifyStaffUserResult }> {
  const target = await requireDownlineUser(ctx.db, caller, userId);

  const hasPassword = body.password !== undefined && body.password !== '';
  if (body.blocked === undefined && body.betLock === undefined && !hasPassword && body.commission === undefined) {
    throw badRequest(STAFF_USER_MESSAGES.nothingToChange);
  }
  if (hasPassword) {
    if (!isValidPassword(body.password!)) throw badRequest(MESSAGES.passwordRule);
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) throw badRequest(MESSAGES.passwordMismatch);
    if (target.demo) throw badRequest(STAFF_USER_MESSAGES.demoPasswordReset);
  }
  const commissionBps = body.commission === undefined ? undefined : percentToBps(body.commission);
  if (commissionBps === null) throw badRequest(STAFF_USER_MESSAGES.invalidCommission);

  await verifyTransactionCode(ctx, caller, body.transactionCode);
  const passwordHash = hasPassword ? await hashSecret(body.password!) : null;

  const at = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const before = await requireDownlineUser(tx, caller, userId, { forUpdate: true });
    const changed: string[] = [];
    let downlineAffected = 0;
    for (const flag of ['blocked', 'betLock'] as const) {
      const want = body[flag];
      if (want === undefined) continue;
      const moved = await setFlag(tx, before, flag, want, at);
      if (moved !== null) {
        changed.push(flag);
        downlineAffected += moved;
      }
    }
    if (passwordHash) {
      await updateUser(tx, before.id, { passwordHash, changePassword: true, updatedAt: at });
      changed.push('password');
    }
    if (commissionBps !== undefined && commissionBps !== before.commissionBps) {
      await updateUser(tx, before.id, { commissionBps, updatedAt: at });
      changed.push('commission');
    }

    const locked = changed.includes('blocked') && body.blocked === true;
    const ended =
      locked || passwordHash
        ? await revokeLiveSessions(tx, before.id, REVOKED_BY_UPLINE, at, { withLockedDownline: locked })
        : { sessions: 0, sessionIds: [], userIds: [] };

    if (changed.length > 0) {
      const after = await findUserById(tx, before.id);
      if (!after) throw new AppError('INTERNAL', 'modified account not found');
      await insertAuditRow(tx, {
        actorId: caller.id,
        action: 'user.modified',
        targetType: 'user',
        targetId: before.id,
        before: auditView(before),
        after: {
          ...auditView(after),
          changed,
          passwordReset: passwordHash !== null,
          downlineAffected,
          sessionsEnded: ended.sessions,
          ...(body.remarks ? { remarks: body.remarks } : {}),
        },
        ip: meta.ip,
        createdAt: at,
      });
    }
    const row = await findDownlineRow(tx, before.id);
    if (!row) throw new AppError('INTERNAL', 'modified account not found');
    return { row, changed, downlineAffected, ended, locked };
  });

  // After commit: every screen whose session just ended is told why.
  const message = outcome.locked ? MESSAGES.accountLocked : STAFF_USER_MESSAGES.passwordResetByUpline;
  if (outcome.ended.userIds.length > 0) {
    ctx.live.emit(outcome.ended.userIds.map(rooms.user), 'logoutUserByAdmin', { message });
    endLiveSessions(ctx.live, outcome.ended.sessionIds);
    await ctx.sessionEnds.ended(outcome.ended.userIds);
  }
  return {
    message: STAFF_USER_MESSAGES.userUpdated,
    docs: {
      user: staffUserToWire(outcome.row, await accountCodeLocks(ctx.db, outcome.row.user.id, ctx.clock.now())),
      changed: outcome.changed,
      downlineAffected: outcome.downlineAffected,
      sessionsEnded: outcome.ended.sessions,
    },
  };
}

/**
 * Sets or clears the account's own lock of one kind and spreads the change down the tree.
 * Answers how many downline accounts changed with it, or null when nothing changed.
 */
async function setFlag(tx: Tx, user: UserRow, flag: CascadeFlag, on: boolean, at: Date): Promise<number | null> {
  const isSet = user[flag];
  const throughUpline = isSet && user.meta[CASCADE_META_KEY[flag]] === true;
  if (on) {
    if (isSet && !throughUpline) return null;
    // A lock through an upline becomes the account's own: it then outlasts the upline's unlock.
    await setOwnFlag(tx, user.id, flag, true, at);
    return spreadFlagDown(tx, user.id, flag, at);
  }
  if (!isSet) return null;
  const upline = await firstFlaggedAncestor(tx, user.ancestors, flag);
  if (upline) {
    throw badRequest(
      flag === 'blocked' ? staffUserMessage.uplineLocked(upline.userName) : staffUserMessage.uplineBetLocked(upline.userName),
    );
  }
  await setOwnFlag(tx, user.id, flag, false, at);
  return releaseFlagDown(tx, user.id, flag, at);
}

/** What the audit row keeps of an account: flags and facts, never a hash. */
function auditView(u: UserRow): Record<string, unknown> {
  return {
    blocked: u.blocked,
    blockedByUpline: u.blocked && u.meta[CASCADE_META_KEY.blocked] === true,
    betLock: u.betLock,
    betLockedByUpline: u.betLock && u.meta[CASCADE_META_KEY.betLock] === true,
    changePassword: u.changePassword,
    commissionBps: u.commissionBps,
  };
}
