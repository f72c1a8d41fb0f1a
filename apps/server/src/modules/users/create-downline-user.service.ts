import {
  AUTH_MESSAGES,
  childRolesOf,
  MESSAGES,
  STAFF_USER_MESSAGES,
  staffUserMessage,
  storedRole,
  type CreateStaffUserBody,
  type StaffUser,
} from '@backlay/contract';
import { isValidPassword, isValidUserName, parseRupeesToPaise } from '@backlay/domain';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden } from '../../lib/app-error.js';
import type { AppContext, UserRow } from '../../lib/context.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { NO_CODE_LOCKS, verifyTransactionCode } from '../auth/index.js';
import { transferPts } from '../ledger/index.js';
import { FULL_PERCENT_BPS, percentToBps } from './percent.js';
import { findDownlineRow, sumPartnershipBps, whiteLabelExists } from './staff-users.repository.js';
import { staffUserToWire } from './staff-user-wire.js';
import { createUser } from './user.service.js';
import { sendUserCreated } from './user-live.js';

const OPENING_CREDIT_REMARKS = 'Opening credit';

/**
 * POST api/{role}/user: a new account directly below the caller.
 *
 * Checks, in order, each answering before anything is written:
 * 1. the role is one the caller may create (403), `defaultBranch` stored as branch;
 * 2. user name, password rule, password confirmation, partnership and commission, opening
 *    credit (400); a player keeps no partnership;
 * 3. the white label: the administrator names an existing one, everyone else creates in its own;
 * 4. the partnership is within what the caller's chain has not kept (contract staff-users.ts);
 * 5. the caller's transaction code (the auth module's check);
 * then one transaction: the account and its wallet (a staff account flagged to change its
 * password at its first login, which is when it is given its transaction code: the upline who
 * chose the password knows it, and a staff account without a code can move nothing; see
 * docs/decisions/new-staff-accounts.md), the audit row, and the opening credit
 * through the ledger's PATCH api/{role}/user/pts service, run in a savepoint of the same
 * transaction, so a refused credit (not enough points) creates nothing. Once it committed,
 * every upline of the new account hears `getUserCreated` in its `user:{id}` room.
 */
export async function createDownlineUser(
  ctx: AppContext,
  caller: UserRow,
  body: CreateStaffUserBody,
  meta: { ip: string | null },
): Promise<StaffUser & { journalEntryId: string | null }> {
  const role = storedRole(body.role);
  const allowed = childRolesOf(caller.role);
  if (!allowed.includes(role)) throw forbidden(staffUserMessage.roleNotAllowed(allowed));

  const userName = body.userName.trim();
  if (!isValidUserName(userName)) throw badRequest(MESSAGES.invalidName);
  if (!isValidPassword(body.password)) throw badRequest(MESSAGES.passwordRule);
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) throw badRequest(MESSAGES.passwordMismatch);
  const partnershipBps = percentToBps(body.partnership);
  if (partnershipBps === null) throw badRequest(STAFF_USER_MESSAGES.invalidPartnership);
  if (role === 'user' && partnershipBps > 0) throw badRequest(STAFF_USER_MESSAGES.playerPartnership);
  const commissionBps = percentToBps(body.commission);
  if (commissionBps === null) throw badRequest(STAFF_USER_MESSAGES.invalidCommission);
  const hasCredit = body.credit !== undefined && body.credit !== '';
  const creditPaise = hasCredit ? parseRupeesToPaise(body.credit) : 0;
  if (creditPaise === null) throw badRequest(STAFF_USER_MESSAGES.invalidCredit);

  const whiteLabelId = await whiteLabelOfNewAccount(ctx, caller, body.whiteLabelId);
  const held = await sumPartnershipBps(ctx.db, [...caller.ancestors, caller.id]);
  const left = Math.max(0, FULL_PERCENT_BPS - held);
  if (partnershipBps > left) throw badRequest(staffUserMessage.partnershipOverLimit(left / 100));

  await verifyTransactionCode(ctx, caller, body.transactionCode);

  const at = ctx.clock.now();
  let created: { wire: StaffUser & { journalEntryId: string | null }; user: UserRow };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const user = await createUser(tx, {
        userName,
        password: body.password,
        role,
        parent: caller,
        whiteLabelId,
        at,
        extra: { fullName: body.fullName, partnershipBps, commissionBps, createdBy: caller.id, changePassword: role !== 'user' },
      });
      await insertAuditRow(tx, {
        actorId: caller.id,
        action: 'user.created',
        targetType: 'user',
        targetId: user.id,
        before: null,
        after: {
          userName,
          role,
          parentId: caller.id,
          whiteLabelId: user.whiteLabelId,
          partnershipBps,
          commissionBps,
          openingCreditPaise: creditPaise,
          changePassword: role !== 'user',
        },
        ip: meta.ip,
        createdAt: at,
      });
      let journalEntryId: string | null = null;
      if (creditPaise > 0) {
        // transferPts opens its own transaction on ctx.db; on this transaction that is a savepoint,
        // so the credit commits or rolls back with the account.
        const moved = await transferPts(
          { ...ctx, db: tx as unknown as Db },
          {
            caller,
            body: {
              userId: user.id,
              amount: body.credit,
              action: 'add',
              remarks: body.remarks || OPENING_CREDIT_REMARKS,
              transactionCode: body.transactionCode,
            },
            ip: meta.ip,
          },
        );
        journalEntryId = moved.journalEntryId;
      }
      const row = await findDownlineRow(tx, user.id);
      if (!row) throw new AppError('INTERNAL', 'created account not found');
      return { wire: { ...staffUserToWire(row, NO_CODE_LOCKS), journalEntryId }, user };
    });
  } catch (err) {
    // Two creations of one name at the same moment: the unique index decides.
    if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.userNameTaken);
    throw err;
  }
  sendUserCreated(ctx, created.user, caller);
  return created.wire;
}

/** The administrator names an existing white label; everyone else creates within its own. */
async function whiteLabelOfNewAccount(ctx: AppContext, caller: UserRow, named: string | undefined): Promise<string | null> {
  if (caller.role !== 'administrator') {
    if (named && named !== caller.whiteLabelId) throw badRequest(STAFF_USER_MESSAGES.whiteLabelOnlyAdministrator);
    return caller.whiteLabelId;
  }
  if (!named) throw badRequest(STAFF_USER_MESSAGES.whiteLabelRequired);
  if (!(await whiteLabelExists(ctx.db, named))) throw badRequest(STAFF_USER_MESSAGES.whiteLabelNotFound);
  return named;
}
