import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, bets, users } from '../../db/schema/index.js';

/** The SQL of the audit log viewer (GET api/{role}/audit). */

export interface AuditFilter {
  /** Null: every row (the administrator). Otherwise rows by or about this account's downline. */
  viewerId: string | null;
  from: Date;
  to: Date;
  actor?: string | undefined;
  actionPrefix?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  sortOrder: 'asc' | 'desc';
}

export interface AuditRowData {
  id: string;
  createdAt: Date;
  actorId: string | null;
  actorName: string | null;
  actorRole: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  targetName: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  loginName: string | null;
}

const UUID_TEXT = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
/** The target id as a uuid when the row is about that kind of target (ids of other kinds are not all uuids). */
const targetUuid = (type: string) => sql`(case when a.target_type = ${type} and a.target_id ~ ${UUID_TEXT} then a.target_id::uuid end)`;
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(f: AuditFilter): SQL {
  const where: SQL[] = [sql`a.created_at >= ${f.from.toISOString()}::timestamptz`, sql`a.created_at < ${f.to.toISOString()}::timestamptz`];
  if (f.actor) where.push(sql`actor.user_name ilike ${like(f.actor)}`);
  if (f.actionPrefix) where.push(sql`left(a.action, ${f.actionPrefix.length}) = ${f.actionPrefix}`);
  if (f.targetType) where.push(sql`a.target_type = ${f.targetType}`);
  if (f.targetId) where.push(sql`a.target_id = ${f.targetId}`);
  if (f.viewerId) {
    const v = sql`${f.viewerId}::uuid`;
    where.push(sql`(a.actor_id = ${v} or ${v} = any(actor.ancestors) or ${v} = any(tu.ancestors) or ${v} = any(bu.ancestors))`);
  }
  return sql.join(where, sql` and `);
}

const FROM = sql`${auditLog} a
  left join ${users} actor on actor.id = a.actor_id
  left join ${users} tu on tu.id = ${targetUuid('user')}
  left join ${bets} tb on tb.id = ${targetUuid('bet')}
  left join ${users} bu on bu.id = tb.user_id`;

export async function listAudit(
  db: DbOrTx,
  f: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditRowData[]; total: number }> {
  const where = conditions(f);
  const order = f.sortOrder === 'asc' ? sql`a.created_at asc, a.id asc` : sql`a.created_at desc, a.id desc`;
  type Raw = {
    id: string;
    created_at: string | Date;
    actor_id: string | null;
    actor_name: string | null;
    actor_role: string | null;
    action: string;
    target_type: string;
    target_id: string | null;
    target_name: string | null;
    before: unknown;
    after: unknown;
    ip: string | null;
    login_name: string | null;
  };
  const [rows, counted] = await Promise.all([
    db.execute(sql`select a.id, a.created_at, a.actor_id, actor.user_name as actor_name, actor.role as actor_role, a.action,
        a.target_type, a.target_id, coalesce(tu.user_name, bu.user_name) as target_name, a.before, a.after, a.ip, a.login_name
      from ${FROM} where ${where} order by ${order} limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select count(*)::int as n from ${FROM} where ${where}`),
  ]);
  const list = (rows as unknown as { rows: Raw[] }).rows;
  const [n] = (counted as unknown as { rows: { n: number }[] }).rows;
  return {
    rows: list.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at),
      actorId: r.actor_id,
      actorName: r.actor_name,
      actorRole: r.actor_role,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      targetName: r.target_name,
      before: r.before,
      after: r.after,
      ip: r.ip,
      loginName: r.login_name,
    })),
    total: Number(n?.n ?? 0),
  };
}
