import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ComplaintCategory, ComplaintStatus } from '@backlay/contract';
import type { DbOrTx } from '../../db/client.js';
import { complaints, users } from '../../db/schema/index.js';

/** The only place with the complaints module's SQL. Every function takes the caller's transaction. */

export type ComplaintRow = typeof complaints.$inferSelect;
export interface ComplaintWithNames {
  complaint: ComplaintRow;
  userName: string;
  answeredByName: string | null;
}

/** Whose complaints: one player's own, or every player below an upline. */
export type ComplaintReach = { userId: string } | { uplineId: string };

export interface ComplaintFilter {
  status: 'all' | ComplaintStatus;
  search?: string | undefined;
  userId?: string | undefined;
}

const answerer = alias(users, 'answerer');
const likeOf = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function reachOf(reach: ComplaintReach): SQL {
  return 'userId' in reach ? eq(complaints.userId, reach.userId) : sql`${reach.uplineId}::uuid = any(${users.ancestors})`;
}

export async function insertComplaint(
  db: DbOrTx,
  row: { userId: string; whiteLabelId: string | null; category: ComplaintCategory; description: string; at: Date },
): Promise<ComplaintRow> {
  const [created] = await db
    .insert(complaints)
    .values({
      userId: row.userId,
      whiteLabelId: row.whiteLabelId,
      category: row.category,
      description: row.description,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .returning();
  return created!;
}

export async function listComplaints(
  db: DbOrTx,
  reach: ComplaintReach,
  f: ComplaintFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ComplaintWithNames[]; total: number }> {
  const where = and(
    reachOf(reach),
    f.status !== 'all' ? eq(complaints.status, f.status) : undefined,
    f.userId ? eq(complaints.userId, f.userId) : undefined,
    f.search ? ilike(users.userName, likeOf(f.search)) : undefined,
  );
  const rows = await db
    .select({ complaint: complaints, userName: users.userName, answeredByName: answerer.userName })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .leftJoin(answerer, eq(answerer.id, complaints.answeredBy))
    .where(where)
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(complaints).innerJoin(users, eq(users.id, complaints.userId)).where(where);
  return { rows, total: Number(total!.n) };
}

/** The complaint if it is within reach (locked for the update that follows), else null. */
export async function findComplaintInReach(db: DbOrTx, id: string, reach: ComplaintReach): Promise<ComplaintRow | null> {
  const [row] = await db
    .select({ complaint: complaints })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .where(and(eq(complaints.id, id), reachOf(reach)))
    .for('update', { of: complaints });
  return row?.complaint ?? null;
}

export async function findComplaintWithNames(db: DbOrTx, id: string): Promise<ComplaintWithNames | null> {
  const [row] = await db
    .select({ complaint: complaints, userName: users.userName, answeredByName: answerer.userName })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .leftJoin(answerer, eq(answerer.id, complaints.answeredBy))
    .where(eq(complaints.id, id));
  return row ?? null;
}

export async function updateComplaint(
  db: DbOrTx,
  id: string,
  set: Partial<Pick<ComplaintRow, 'status' | 'answer' | 'answeredBy' | 'answeredAt' | 'closedBy' | 'closedAt' | 'updatedAt'>>,
): Promise<void> {
  await db.update(complaints).set(set).where(eq(complaints.id, id));
}
