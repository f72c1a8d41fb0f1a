import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, gte, ilike, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export interface RegistrationFilter {
  ancestorId: string;
  utmSource?: string | undefined;
  registrationSource?: string | undefined;
  branchId?: string | undefined;
  /** The branch's user name (any case). */
  branch?: string | undefined;
  /** The referring player's user name (any case). */
  referrer?: string | undefined;
  /** Sign-up time from (inclusive) and to (exclusive). */
  from?: Date | undefined;
  to?: Date | undefined;
  search?: string | undefined;
  offset: number;
  limit: number;
}

const parents = alias(users, 'parents');
const branches = alias(users, 'branches');
const referrers = alias(users, 'referrers');

/** Escapes LIKE wildcards so a search term matches literally. */
function likeTerm(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Players below `ancestorId` who came with tracking (UTM source, registration source, branch
 * link or referrer). The branch is joined on its id as text: `branch_id` is a text column (it
 * once kept whatever the link said), so no cast of an old junk value can fail the query.
 */
export async function listTrackedRegistrations(db: DbOrTx, f: RegistrationFilter) {
  const conditions: SQL[] = [
    sql`${f.ancestorId}::uuid = any(${users.ancestors})`,
    eq(users.role, 'user'),
    eq(users.demo, false),
    or(isNotNull(users.utmSource), isNotNull(users.registrationSource), isNotNull(users.branchId), isNotNull(users.referredBy))!,
  ];
  if (f.utmSource) conditions.push(eq(users.utmSource, f.utmSource));
  if (f.registrationSource) conditions.push(eq(users.registrationSource, f.registrationSource));
  if (f.branchId) conditions.push(eq(users.branchId, f.branchId));
  if (f.branch) conditions.push(sql`lower(${branches.userName}) = lower(${f.branch})`);
  if (f.referrer) conditions.push(sql`lower(${referrers.userName}) = lower(${f.referrer})`);
  if (f.from) conditions.push(gte(users.createdAt, f.from));
  if (f.to) conditions.push(lt(users.createdAt, f.to));
  if (f.search) conditions.push(ilike(users.userName, likeTerm(f.search)));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: users.id,
        userName: users.userName,
        utmSource: users.utmSource,
        registrationSource: users.registrationSource,
        branchId: users.branchId,
        branchUserName: branches.userName,
        referrerUserName: referrers.userName,
        parentUserName: parents.userName,
        createdAt: users.createdAt,
      })
      .from(users)
      .leftJoin(parents, eq(parents.id, users.parentId))
      .leftJoin(branches, sql`${branches.id}::text = ${users.branchId}`)
      .leftJoin(referrers, eq(referrers.id, users.referredBy))
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .offset(f.offset)
      .limit(f.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(branches, sql`${branches.id}::text = ${users.branchId}`)
      .leftJoin(referrers, eq(referrers.id, users.referredBy))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
