import type { ServerMessage } from '@backlay/contract';
import type { AppContext, UserRow } from '../../lib/context.js';
import { rooms } from '../live/index.js';

/**
 * getUserCreated (contract live.ts): a new account, however it was opened (a staff member's
 * POST api/{role}/user or a player's own sign-up), told to the `user:{id}` room of every upline
 * so open consoles can refresh their user lists. Call it only after the account committed.
 */
export function sendUserCreated(
  ctx: Pick<AppContext, 'live'>,
  user: Pick<UserRow, 'id' | 'userName' | 'role' | 'whiteLabelId' | 'ancestors' | 'createdAt'>,
  parent: Pick<UserRow, 'id' | 'userName'>,
): void {
  const message: ServerMessage<'getUserCreated'> = {
    _id: user.id,
    userName: user.userName,
    userType: user.role,
    whiteLabelId: user.whiteLabelId,
    parent: { _id: parent.id, userName: parent.userName },
    createdAt: user.createdAt.toISOString(),
  };
  // `ancestors` is every upline, top first: the administrator down to the direct parent.
  ctx.live.emit(user.ancestors.map(rooms.user), 'getUserCreated', message);
}
