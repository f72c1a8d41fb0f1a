import type { PageInfo, RegistrationRow } from '@backlay/contract';
import type { AppContext, UserRow } from '../../lib/context.js';
import { pageInfo } from '../betting/open-bets.service.js';
import { listTrackedRegistrations } from './registrations.repository.js';

/**
 * GET api/{role}/report/registrations: the operator's view of where sign-ups came from. Only
 * the caller's downline is read (the administrator's downline is everyone).
 */
export async function listRegistrations(
  ctx: AppContext,
  caller: UserRow,
  q: { page: number; limit: number; search?: string | undefined; utmSource?: string | undefined },
): Promise<{ docs: RegistrationRow[] } & PageInfo> {
  const { rows, total } = await listTrackedRegistrations(ctx.db, {
    ancestorId: caller.id,
    utmSource: q.utmSource?.trim() || undefined,
    search: q.search?.trim() || undefined,
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
  });
  const docs = rows.map((r) => ({
    _id: r.id,
    userName: r.userName,
    utmSource: r.utmSource,
    registrationSource: r.registrationSource,
    branchId: r.branchId,
    parentUserName: r.parentUserName,
    createdAt: r.createdAt.toISOString(),
  }));
  return { docs, ...pageInfo(q.page, q.limit, total, docs.length) };
}
