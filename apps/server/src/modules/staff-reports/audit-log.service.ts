import type { AuditQuery, AuditRow, PageInfo, Role } from '@backlay/contract';
import type { AppContext, UserRow } from '../../lib/context.js';
import { pageInfo } from '../../lib/page-info.js';
import { rangeOf } from './report-scope.js';
import { listAudit } from './audit-log.repository.js';

/**
 * GET api/{role}/audit: the audit log viewer. Which rows a caller reads is documented on the
 * contract (packages/contract staff-reports.ts): the administrator every row, other staff the
 * rows by or about their downline.
 */

type Query = AuditQuery;

export interface AuditPage extends PageInfo {
  docs: AuditRow[];
  startDate: string;
  endDate: string;
}

export async function getAuditLog(ctx: AppContext, caller: UserRow, q: Query): Promise<AuditPage> {
  const range = rangeOf(ctx, q.startDate, q.endDate);
  const { rows, total } = await listAudit(
    ctx.db,
    {
      viewerId: caller.role === 'administrator' ? null : caller.id,
      from: range.from,
      to: range.to,
      actor: q.actor || undefined,
      actionPrefix: q.action || undefined,
      targetType: q.targetType || undefined,
      targetId: q.targetId || undefined,
      sortOrder: q.sortOrder,
    },
    { offset: (q.page - 1) * q.limit, limit: q.limit },
  );
  const docs: AuditRow[] = rows.map((r) => ({
    _id: r.id,
    createdAt: r.createdAt.toISOString(),
    actor: r.actorId && r.actorName ? { _id: r.actorId, userName: r.actorName, userType: r.actorRole as Role } : null,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    targetName: r.targetName,
    before: r.before ?? null,
    after: r.after ?? null,
    ip: r.ip,
    viaLogin: r.loginName,
  }));
  return { docs, ...pageInfo(q.page, q.limit, total, docs.length), startDate: range.startDate, endDate: range.endDate };
}
