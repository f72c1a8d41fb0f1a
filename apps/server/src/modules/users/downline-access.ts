import { STAFF_USER_MESSAGES } from '@backlay/contract';
import type { DbOrTx } from '../../db/client.js';
import { forbidden } from '../../lib/app-error.js';
import type { UserRow } from '../../lib/context.js';
import { findDownlineUser } from './staff-users.repository.js';

/**
 * The one access rule of the staff calls: the account must be below the caller (the caller's
 * id in its ancestor path). An unknown id answers the same 403, so ids outside the downline
 * cannot be probed; the caller itself is not in its own downline.
 */
export async function requireDownlineUser(
  db: DbOrTx,
  caller: UserRow,
  userId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<UserRow> {
  const found = await findDownlineUser(db, caller.id, userId, opts);
  if (!found) throw forbidden(STAFF_USER_MESSAGES.notInDownline);
  return found;
}
