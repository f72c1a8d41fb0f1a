import { storedRole, type PageInfo, type StaffUser, type StaffUsersQuery } from '@backlay/contract';
import type { AppContext, UserRow } from '../../lib/context.js';
import { pageInfo } from '../../lib/page-info.js';
import { codeLocksFor, codeLocksOf } from '../auth/index.js';
import { requireDownlineUser } from './downline-access.js';
import { listDownline } from './staff-users.repository.js';
import { staffUserToWire } from './staff-user-wire.js';

export interface StaffUsersPage extends PageInfo {
  docs: StaffUser[];
}

/**
 * GET api/{role}/user: the caller's direct children (or of `userId`, an account of its
 * downline), or with `all` the whole subtree; searched by part of the user name, filtered by
 * role and lock, sorted, paged with the page info of docs/product.md §3.
 */
export async function listDownlineUsers(ctx: AppContext, caller: UserRow, query: StaffUsersQuery): Promise<StaffUsersPage> {
  const root = query.userId && query.userId !== caller.id ? await requireDownlineUser(ctx.db, caller, query.userId) : caller;
  const { rows, total } = await listDownline(
    ctx.db,
    {
      rootId: root.id,
      all: query.all,
      search: query.search || undefined,
      role: query.role ? storedRole(query.role) : undefined,
      blocked: query.blocked,
    },
    { by: query.sortBy, order: query.sortOrder },
    { offset: (query.page - 1) * query.limit, limit: query.limit },
  );
  const locks = await codeLocksOf(
    ctx.db,
    rows.map((r) => r.user.id),
    ctx.clock.now(),
  );
  const docs = rows.map((r) => staffUserToWire(r, codeLocksFor(locks, r.user.id)));
  return { docs, ...pageInfo(query.page, query.limit, total, docs.length) };
}
