/** The audit trail: every staff action and account change, who, what, before and after. */
import type { AuditAction } from '@backlay/contract';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { currentAuditLogin } from './audit-actor.js';

export interface AuditRow {
  actorId: string | null;
  /** One of the contract's list, so the console has a label for it (AUDIT_ACTIONS). */
  action: AuditAction;
  targetType: string;
  targetId: string | null;
  /** Never secrets: flags and facts only (a hash or a code never goes in here). */
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  createdAt: Date;
}

export async function insertAuditRow(db: DbOrTx, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values({
    actorId: row.actorId,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip ?? null,
    // An action taken through a Multi Login Account login names the login (audit-actor.ts).
    loginId: currentAuditLogin()?.id ?? null,
    loginName: currentAuditLogin()?.userName ?? null,
    createdAt: row.createdAt,
  });
}
