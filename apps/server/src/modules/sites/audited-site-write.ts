import type { Tx } from '../../db/client.js';
import type { UserRow } from '../../lib/context.js';
import { verifyTransactionCode } from '../auth/index.js';
import { insertAuditRow, type AuditRow } from '../audit/audit.repository.js';
import type { SitesDeps } from './white-labels.service.js';

/** What the audit trail keeps of one white-label or domain write. */
export type SiteAudit = Pick<AuditRow, 'action' | 'targetType' | 'targetId' | 'before' | 'after'>;

/**
 * The one way a white label or a domain is written. The transaction code is checked before
 * anything is locked; the change and its audit row commit together, stamped with the same
 * instant; the site cache is dropped only after the commit, so the next request of this process
 * reads the new rows rather than caching the old ones again.
 */
export async function auditedSiteWrite<T>(
  deps: SitesDeps,
  caller: UserRow,
  transactionCode: Parameters<typeof verifyTransactionCode>[2],
  meta: { ip: string | null },
  change: (tx: Tx, at: Date) => Promise<{ result: T; audit: SiteAudit }>,
): Promise<T> {
  const { ctx } = deps;
  await verifyTransactionCode(ctx, caller, transactionCode);
  const at = ctx.clock.now();
  const written = await ctx.db.transaction(async (tx) => {
    const { result, audit } = await change(tx, at);
    await insertAuditRow(tx, { actorId: caller.id, ...audit, ip: meta.ip, createdAt: at });
    return result;
  });
  deps.sites.invalidate();
  return written;
}
