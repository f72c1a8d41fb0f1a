import type { PageInfo, RegistrationRow } from '@backlay/contract';
import { reportRange } from '@backlay/domain';
import type { AppContext, UserRow } from '../../lib/context.js';
import { pageInfo } from '../../lib/page-info.js';
import { listTrackedRegistrations } from './registrations.repository.js';

export interface RegistrationsInput {
  page: number;
  limit: number;
  search?: string | undefined;
  utmSource?: string | undefined;
  registrationSource?: string | undefined;
  branchId?: string | undefined;
  branch?: string | undefined;
  referrer?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

function trimmed(v: string | undefined): string | undefined {
  return v?.trim() || undefined;
}

/**
 * GET api/{role}/report/registrations: the operator's view of where sign-ups came from. Only
 * the caller's downline is read (the administrator's downline is everyone). The date range is
 * open unless a day is given (a report of tracked links is read "since the campaign began",
 * not by the last-7-days default of the money reports); each day is a whole IST day.
 */
export async function listRegistrations(
  ctx: AppContext,
  caller: UserRow,
  q: RegistrationsInput,
): Promise<{ docs: RegistrationRow[] } & PageInfo> {
  const now = ctx.clock.now();
  const start = trimmed(q.startDate);
  const end = trimmed(q.endDate);
  // Both days: the reports' range (dates picked the wrong way round mean the same span);
  // one day: that side only.
  const { from, to } =
    start && end
      ? reportRange(now, start, end)
      : { from: start ? reportRange(now, start, start).from : undefined, to: end ? reportRange(now, end, end).to : undefined };
  const { rows, total } = await listTrackedRegistrations(ctx.db, {
    ancestorId: caller.id,
    utmSource: trimmed(q.utmSource),
    registrationSource: trimmed(q.registrationSource),
    branchId: trimmed(q.branchId),
    branch: trimmed(q.branch),
    referrer: trimmed(q.referrer),
    from,
    to,
    search: trimmed(q.search),
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
  });
  const docs = rows.map((r) => ({
    _id: r.id,
    userName: r.userName,
    utmSource: r.utmSource,
    registrationSource: r.registrationSource,
    branchId: r.branchId,
    branchUserName: r.branchUserName,
    referrerUserName: r.referrerUserName,
    parentUserName: r.parentUserName,
    createdAt: r.createdAt.toISOString(),
  }));
  return { docs, ...pageInfo(q.page, q.limit, total, docs.length) };
}
