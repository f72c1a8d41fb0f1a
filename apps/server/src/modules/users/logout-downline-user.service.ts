import { STAFF_USER_MESSAGES } from '@backlay/contract';
import type { AppContext, UserRow } from '../../lib/context.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { endLiveSessions, rooms } from '../live/index.js';
import { requireDownlineUser } from './downline-access.js';
import { revokeLiveSessions } from './staff-users.repository.js';

/**
 * POST api/{role}/user/{userId}/logout: ends every live session of a downline account and,
 * after commit, sends `logoutUserByAdmin` to its room so open screens log out at once, then
 * closes their sockets (a screen without a live connection gets 401 on its next call). No transaction code: it moves
 * nothing and the account can sign in again; the action is audited.
 */
export async function logoutDownlineUser(
  ctx: AppContext,
  caller: UserRow,
  userId: string,
  meta: { ip: string | null },
): Promise<{ message: string; docs: { sessionsEnded: number } }> {
  const target = await requireDownlineUser(ctx.db, caller, userId);
  const at = ctx.clock.now();
  const ended = await ctx.db.transaction(async (tx) => {
    const revoked = await revokeLiveSessions(tx, target.id, 'admin', at);
    await insertAuditRow(tx, {
      actorId: caller.id,
      action: 'user.logged_out_by_upline',
      targetType: 'user',
      targetId: target.id,
      before: { liveSessions: revoked.sessions },
      after: { liveSessions: 0, sessionsEnded: revoked.sessions },
      ip: meta.ip,
      createdAt: at,
    });
    return revoked;
  });
  ctx.live.emit(rooms.user(target.id), 'logoutUserByAdmin', { message: STAFF_USER_MESSAGES.loggedOutByUpline });
  endLiveSessions(ctx.live, ended.sessionIds);
  await ctx.sessionEnds.ended([target.id]);
  return { message: STAFF_USER_MESSAGES.userLoggedOut, docs: { sessionsEnded: ended.sessions } };
}
