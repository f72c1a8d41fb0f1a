import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export interface RegistrationFilter {
  ancestorId: string;
  utmSource?: string | undefined;
  search?: string | undefined;
  offset: number;
  limit: number;
}

const parents = alias(users, 'parents');

/** Escapes LIKE wildcards so a search term matches literally. */
function likeTerm(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Players below `ancestorId` who came with tracking (UTM source, registration source or branch link). */
export async function listTrackedRegistrations(db: DbOrTx, f: RegistrationFilter) {
  const conditions: SQL[] = [
    sql`${f.ancestorId}::uuid = any(${users.ancestors})`,
    eq(users.role, 'user'),
    eq(users.demo, false),
    or(isNotNull(users.utmSource), isNotNull(users.registrationSource), isNotNull(users.branchId))!,
  ];
  if (f.utmSource) conditions.push(eq(users.utmSource, f.utmSource));
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
        parentUserName: parents.userName,
        createdAt: users.createdAt,
      })
      .from(users)
      .leftJoin(parents, eq(parents.id, users.parentId))
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .offset(f.offset)
      .limit(f.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
