import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ROLES, type Role } from '@backlay/contract';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { accounts, balances, sessions, users, whiteLabels } from '../../db/schema/index.js';
import type { UserRow } from '../../lib/context.js';
import { rowsOf } from '../../db/rows.js';

/**
 * SQL of the staff console's Hierarchy calls. The downline of X is every account with X in its
 * ancestor path (GIN-indexed); every function takes the caller's transaction or the database.
 */

/** A flag that a lock spreads down the tree, and the `meta` key marking "set through an upline". */
export type CascadeFlag = 'blocked' | 'betLock';
export const CASCADE_META_KEY: Record<CascadeFlag, string> = { blocked: 'blockedByUpline', betLock: 'betLockedByUpline' };
const COLUMN: Record<CascadeFlag, string> = { blocked: 'blocked', betLock: 'bet_lock' };

/** The account if it is below `ancestorId`, else null (also for an unknown id). */
export async function findDownlineUser(
  db: DbOrTx,
  ancestorId: string,
  userId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<UserRow | null> {
  const q = db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), sql`${ancestorId}::uuid = any(${users.ancestors})`))
    .limit(1);
  const rows = opts.forUpdate ? await q.for('update') : await q;
  return rows[0] ?? null;
}

export interface DownlineFilter {
  /** The account whose downline is listed. */
  rootId: string;
  /** Whole subtree, else direct children only. */
  all: boolean;
  search?: string | undefined;
  role?: Role | undefined;
  blocked?: boolean | undefined;
}

export interface DownlineRow {
  user: UserRow;
  parentName: string | null;
  balance: bigint;
  exposure: bigint;
  held: bigint;
}

export type DownlineSort = { by: 'userName' | 'createdAt' | 'balance'; order: 'asc' | 'desc' };

/** `like` pattern of a literal piece of text (%, _ and \ match themselves). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function downlineWhere(f: DownlineFilter): SQL {
  return and(
    f.all ? sql`${f.rootId}::uuid = any(${users.ancestors})` : eq(users.parentId, f.rootId),
    f.search ? sql`lower(${users.userName}) like lower(${containsPattern(f.search)})` : undefined,
    f.role ? eq(users.role, f.role) : undefined,
    f.blocked === undefined ? undefined : eq(users.blocked, f.blocked),
  )!;
}

/**
 * One page of the downline with each account's wallet figures. The balances are joined here,
 * not read through the ledger service account by account, because the list sorts by them.
 */
export async function listDownline(
  db: DbOrTx,
  filter: DownlineFilter,
  sort: DownlineSort,
  page: { offset: number; limit: number },
): Promise<{ rows: DownlineRow[]; total: number }> {
  const parent = alias(users, 'parent');
  const where = downlineWhere(filter);
  const dir = sort.order === 'asc' ? asc : desc;
  const key =
    sort.by === 'userName'
      ? dir(sql`lower(${users.userName})`)
      : sort.by === 'balance'
        ? dir(sql`coalesce(${balances.balance}, 0)`)
        : dir(users.createdAt);
  const rows = await db
    .select({
      user: users,
      parentName: parent.userName,
      balance: balances.balance,
      exposure: balances.exposure,
      held: balances.held,
    })
    .from(users)
    .leftJoin(parent, eq(parent.id, users.parentId))
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.kind, 'wallet')))
    .leftJoin(balances, eq(balances.accountId, accounts.id))
    .where(where)
    .orderBy(key, asc(users.id))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  return {
    rows: rows.map((r) => ({
      user: r.user,
      parentName: r.parentName,
      balance: r.balance ?? 0n,
      exposure: r.exposure ?? 0n,
      held: r.held ?? 0n,
    })),
    total: Number(count?.n ?? 0),
  };
}

/** One downline row by id (after a write), with its wallet figures. */
export async function findDownlineRow(db: DbOrTx, userId: string): Promise<DownlineRow | null> {
  const parent = alias(users, 'parent');
  const rows = await db
    .select({ user: users, parentName: parent.userName, balance: balances.balance, exposure: balances.exposure, held: balances.held })
    .from(users)
    .leftJoin(parent, eq(parent.id, users.parentId))
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.kind, 'wallet')))
    .leftJoin(balances, eq(balances.accountId, accounts.id))
    .where(eq(users.id, userId))
    .limit(1);
  const r = rows[0];
  if (!r) return null;
  return { user: r.user, parentName: r.parentName, balance: r.balance ?? 0n, exposure: r.exposure ?? 0n, held: r.held ?? 0n };
}

export interface NodeRow {
  id: string;
  userName: string;
  role: Role;
  blocked: boolean;
  betLock: boolean;
  childCount: number;
}

// Drizzle writes a one-table select's columns unqualified, so the outer row is named explicitly.
const childCount = sql<number>`(select count(*) from ${users} c where c.parent_id = ${sql.raw('"users"."id"')})::int`;
const nodeColumns = {
  id: users.id,
  userName: users.userName,
  role: users.role,
  blocked: users.blocked,
  betLock: users.betLock,
  childCount,
};
/** Highest role first (the hierarchy's order), then by name. */
const roleRank = sql`array_position(array[${sql.join(
  ROLES.map((r) => sql`${r}`),
  sql`, `,
)}]::text[], ${users.role})`;

/** Direct children of an account, one page, each with the number of its own children. */
export async function listChildren(
  db: DbOrTx,
  parentId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: NodeRow[]; total: number }> {
  const rows = await db
    .select(nodeColumns)
    .from(users)
    .where(eq(users.parentId, parentId))
    .orderBy(roleRank, sql`lower(${users.userName})`, asc(users.id))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.parentId, parentId));
  return { rows: rows.map((r) => ({ ...r, childCount: Number(r.childCount) })), total: Number(count?.n ?? 0) };
}

/** These accounts as tree nodes, in the order of `ids`. */
export async function findNodes(db: DbOrTx, ids: readonly string[]): Promise<NodeRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(nodeColumns)
    .from(users)
    .where(inArray(users.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, { ...r, childCount: Number(r.childCount) }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function whiteLabelExists(db: DbOrTx, whiteLabelId: string): Promise<boolean> {
  const rows = await db.select({ id: whiteLabels.id }).from(whiteLabels).where(eq(whiteLabels.id, whiteLabelId)).limit(1);
  return rows.length > 0;
}

/** Sum of the partnership shares (basis points) of these accounts. */
export async function sumPartnershipBps(db: DbOrTx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${users.partnershipBps}), 0)::int` })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return Number(row?.n ?? 0);
}

/** The highest of these accounts (ancestor ids, top first) that has `flag` set, or null. */
export async function firstFlaggedAncestor(
  db: DbOrTx,
  ancestorIds: readonly string[],
  flag: CascadeFlag,
): Promise<{ id: string; userName: string } | null> {
  if (ancestorIds.length === 0) return null;
  const rows = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(and(inArray(users.id, [...ancestorIds]), eq(flag === 'blocked' ? users.blocked : users.betLock, true)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ancestorIds) {
    const found = byId.get(id);
    if (found) return found;
  }
  return null;
}

/** Sets or clears the account's own `flag` (a lock of its own, so not "through an upline"). */
export async function setOwnFlag(tx: DbOrTx, userId: string, flag: CascadeFlag, on: boolean, at: Date): Promise<void> {
  await tx.execute(sql`
    update ${users} set ${sql.identifier(COLUMN[flag])} = ${on},
      meta = ${users.meta} - ${CASCADE_META_KEY[flag]}::text,
      updated_at = ${at.toISOString()}::timestamptz
    where ${users.id} = ${userId}::uuid`);
}

/**
 * Locks (`flag`) every account below `rootId` that is not locked yet, marking it as locked
 * through an upline. Accounts already locked keep their own lock. Answers how many changed.
 */
export async function spreadFlagDown(tx: DbOrTx, rootId: string, flag: CascadeFlag, at: Date): Promise<number> {
  const col = sql.identifier(COLUMN[flag]);
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`
    update ${users} set ${col} = true,
      meta = ${users.meta} || jsonb_build_object(${CASCADE_META_KEY[flag]}::text, true),
      updated_at = ${at.toISOString()}::timestamptz
    where ${rootId}::uuid = any(${users.ancestors}) and not ${col}
    returning ${users.id} as id`,
  );
  return rows.length;
}

/**
 * Releases the accounts below `rootId` that were locked through an upline, except those with
 * an account of their own lock between `rootId` and them (they stay locked through that one).
 * Called after `rootId` itself was released, with no locked account above it.
 */
export async function releaseFlagDown(tx: DbOrTx, rootId: string, flag: CascadeFlag, at: Date): Promise<number> {
  const col = sql.identifier(COLUMN[flag]);
  const key = CASCADE_META_KEY[flag];
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`
    update ${users} d set ${col} = false,
      meta = d.meta - ${key}::text,
      updated_at = ${at.toISOString()}::timestamptz
    where ${rootId}::uuid = any(d.ancestors) and d.${col} and (d.meta ->> ${key}::text) is not null
      and not exists (
        select 1 from ${users} a
        where a.id = any(d.ancestors) and ${rootId}::uuid = any(a.ancestors)
          and a.${col} and (a.meta ->> ${key}::text) is null)
    returning d.id as id`,
  );
  return rows.length;
}

/**
 * Ends the live sessions of the account and of every blocked account below it (`withLockedDownline`),
 * in one statement; answers the sessions that ended and their accounts. (The auth module's repository
 * revokes one account at a time; a lock ends a whole subtree's.)
 */
export async function revokeLiveSessions(
  tx: DbOrTx,
  userId: string,
  reason: string,
  at: Date,
  opts: { withLockedDownline?: boolean } = {},
): Promise<{ sessions: number; sessionIds: string[]; userIds: string[] }> {
  const owners = opts.withLockedDownline
    ? sql`(select ${users.id} from ${users} where ${users.id} = ${userId}::uuid or (${userId}::uuid = any(${users.ancestors}) and ${users.blocked}))`
    : sql`(select ${userId}::uuid)`;
  const rows = await rowsOf<{ id: string; user_id: string }>(
    tx,
    sql`
    update ${sessions} set revoked_at = ${at.toISOString()}::timestamptz, revoked_reason = ${reason}
    where ${sessions.revokedAt} is null and ${sessions.expiresAt} > ${at.toISOString()}::timestamptz
      and ${sessions.userId} in ${owners}
    returning ${sessions.id} as id, ${sessions.userId} as user_id`,
  );
  return { sessions: rows.length, sessionIds: rows.map((r) => r.id), userIds: [...new Set(rows.map((r) => r.user_id))] };
}
