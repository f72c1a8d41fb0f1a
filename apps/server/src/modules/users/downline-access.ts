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

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A staff list narrowed to one account (`userId` in its query): the account must be in the
 * caller's downline, as for every other staff call on a user, so an outsider's id answers 403
 * rather than an empty page (a text that is not an id included). No `userId`: the whole
 * downline, nothing to check.
 */
export async function requireDownlineFilter(db: DbOrTx, caller: UserRow, userId: string | undefined): Promise<void> {
  if (!userId) return;
  if (!UUID_RE.test(userId)) throw forbidden(STAFF_USER_MESSAGES.notInDownline);
  await requireDownlineUser(db, caller, userId);
}
