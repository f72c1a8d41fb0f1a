import { eq } from 'drizzle-orm';
import {
  MULTI_LOGIN_MESSAGES,
  MESSAGES,
  STAFF_PERMISSIONS,
  TRANSACTION_CODE_LOCK_MESSAGES,
  type CreateMultiLoginBody,
  type CurrentLogin,
  type LiftCodeLockResult,
  type MultiLogin,
  type StaffPermission,
  type UpdateMultiLoginBody,
} from '@backlay/contract';
import { isValidPassword, isValidUserName } from '@backlay/domain';
import { staffLogins } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden } from '../../lib/app-error.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { hashSecret } from '../../lib/password-hash.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { endLiveSessions } from '../live/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { NO_CODE_LOCKS, accountCodeLocks, liftCodeLock, type AccountCodeLocks } from '../auth/index.js';
import { findStaffLoginById, listStaffLogins, revokeLoginSessions, userNameInUse, type StaffLoginRow } from './multi-logins.repository.js';

/**
 * Multi Login Account: the account's own logins (see packages/contract/src/multi-logins.ts for
 * the decisions). Only the account itself manages them (permissions.ts never lets a login in).
 */

/** A login as the console shows it; `codeLocks` are its account's (only this login's is read). */
export function toWire(row: StaffLoginRow, codeLocks: AccountCodeLocks): MultiLogin {
  return {
    _id: row.id,
    userName: row.userName,
    permissions: sortPermissions(row.permissions),
    locked: row.locked,
    codeLockedUntil: codeLocks.logins.find((l) => l._id === row.id)?.lockedUntil ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

function sortPermissions(list: readonly string[]): StaffPermission[] {
  return STAFF_PERMISSIONS.filter((p) => list.includes(p));
}

export async function getMultiLogins(ctx: AppContext, auth: AuthContext): Promise<MultiLogin[]> {
  const codeLocks = await accountCodeLocks(ctx.db, auth.user.id, ctx.clock.now());
  return (await listStaffLogins(ctx.db, auth.user.id)).map((row) => toWire(row, codeLocks));
}

export function currentLogin(auth: AuthContext): CurrentLogin {
  const login = auth.login;
  return { login: login ? { _id: login.id, userName: login.userName, permissions: sortPermissions(login.permissions) } : null };
}

export async function createMultiLogin(ctx: AppContext, auth: AuthContext, body: CreateMultiLoginBody, ip: string): Promise<MultiLogin> {
  const userName = body.userName.trim();
  if (!isValidUserName(userName)) throw badRequest(MESSAGES.invalidName);
  if (!isValidPassword(body.password)) throw badRequest(MESSAGES.passwordRule);
  if (await userNameInUse(ctx.db, userName)) throw conflict(MULTI_LOGIN_MESSAGES.userNameTaken);
  const now = ctx.clock.now();
  const passwordHash = await hashSecret(body.password);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(staffLogins)
        .values({
          accountId: auth.user.id,
          userName,
          passwordHash,
          permissions: sortPermissions(body.permissions),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await insertAuditRow(tx, {
        actorId: auth.user.id,
        action: 'multiLogin.create',
        targetType: 'staffLogin',
        targetId: created!.id,
        after: { userName, permissions: created!.permissions },
        ip,
        createdAt: now,
      });
      return created!;
    });
    return toWire(row, NO_CODE_LOCKS);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MULTI_LOGIN_MESSAGES.userNameTaken);
    throw err;
  }
}

async function ownLogin(ctx: AppContext, auth: AuthContext, loginId: string): Promise<StaffLoginRow> {
  const row = await findStaffLoginById(ctx.db, loginId);
  // Someone else's login and an id that does not exist answer the same: nothing to probe.
  if (!row || row.accountId !== auth.user.id) throw forbidden(MULTI_LOGIN_MESSAGES.notYours);
  return row;
}

/** Permissions, password reset, lock/unlock. Any change ends the login's live sessions. */
export async function updateMultiLogin(
  ctx: AppContext,
  auth: AuthContext,
  loginId: string,
  body: UpdateMultiLoginBody,
  ip: string,
): Promise<MultiLogin> {
  const row = await ownLogin(ctx, auth, loginId);
  const set: Partial<typeof staffLogins.$inferInsert> = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  if (body.permissions !== undefined) {
    const next = sortPermissions(body.permissions);
    if (next.join(',') !== sortPermissions(row.permissions).join(',')) {
      set.permissions = next;
      before.permissions = row.permissions;
      after.permissions = next;
    }
  }
  if (body.locked !== undefined && body.locked !== row.locked) {
    set.locked = body.locked;
    before.locked = row.locked;
    after.locked = body.locked;
  }
  if (body.password !== undefined && body.password !== '') {
    if (!isValidPassword(body.password)) throw badRequest(MESSAGES.passwordRule);
    set.passwordHash = await hashSecret(body.password);
    after.passwordReset = true;
  }
  if (Object.keys(set).length === 0) throw badRequest(MULTI_LOGIN_MESSAGES.nothingToChange);
  const now = ctx.clock.now();
  const { updated, ended } = await ctx.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(staffLogins)
      .set({ ...set, updatedAt: now })
      .where(eq(staffLogins.id, row.id))
      .returning();
    // A changed login signs in again with what it may do now; a locked one cannot.
    const endedSessions = await revokeLoginSessions(tx, row.id, set.locked ? 'login_locked' : 'login_changed', now);
    await insertAuditRow(tx, {
      actorId: auth.user.id,
      action: 'multiLogin.update',
      targetType: 'staffLogin',
      targetId: row.id,
      before: { userName: row.userName, ...before },
      after: { userName: row.userName, ...after },
      ip,
      createdAt: now,
    });
    return { updated: saved!, ended: endedSessions };
  });
  // A locked login's screens are told why; a changed one signs in again (its next call answers 401).
  endLiveSessions(ctx.live, ended, set.locked ? { message: MULTI_LOGIN_MESSAGES.loginLocked } : undefined);
  return toWire(updated, await accountCodeLocks(ctx.db, auth.user.id, now));
}

export async function deleteMultiLogin(ctx: AppContext, auth: AuthContext, loginId: string, ip: string): Promise<void> {
  const row = await ownLogin(ctx, auth, loginId);
  const now = ctx.clock.now();
  const ended = await ctx.db.transaction(async (tx) => {
    const endedSessions = await revokeLoginSessions(tx, row.id, 'login_deleted', now);
    await tx.delete(staffLogins).where(eq(staffLogins.id, row.id));
    await insertAuditRow(tx, {
      actorId: auth.user.id,
      action: 'multiLogin.delete',
      targetType: 'staffLogin',
      targetId: row.id,
      before: { userName: row.userName, permissions: row.permissions, locked: row.locked },
      ip,
      createdAt: now,
    });
    return endedSessions;
  });
  endLiveSessions(ctx.live, ended);
}

/**
 * POST api/{role}/multiLogin/{loginId}/liftCodeLock: the account lifts one of its own logins'
 * transaction code lock, with the account's own transaction code
 * (docs/decisions/transaction-code-lockout.md).
 */
export async function liftLoginCodeLock(
  ctx: AppContext,
  auth: AuthContext,
  loginId: string,
  body: { transactionCode: string | number },
  ip: string,
): Promise<{ message: string; docs: LiftCodeLockResult }> {
  const row = await ownLogin(ctx, auth, loginId);
  const docs = await liftCodeLock(
    ctx,
    auth.user,
    { accountId: auth.user.id, loginId: row.id },
    { transactionCode: body.transactionCode, ip },
  );
  return { message: TRANSACTION_CODE_LOCK_MESSAGES.lifted, docs };
}
