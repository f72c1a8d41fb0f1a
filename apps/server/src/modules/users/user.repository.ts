import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { UserRow } from '../../lib/context.js';

export type NewUserRow = typeof users.$inferInsert;

export async function insertUser(tx: DbOrTx, row: NewUserRow): Promise<UserRow> {
  const [u] = await tx.insert(users).values(row).returning();
  return u!;
}

export async function findUserById(tx: DbOrTx, id: string): Promise<UserRow | null> {
  const rows = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** User names are unique per white label, without case; the administrator has none. */
export async function findUserByName(tx: DbOrTx, whiteLabelId: string | null, userName: string): Promise<UserRow | null> {
  const rows = await tx
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.userName}) = lower(${userName})`,
        whiteLabelId ? eq(users.whiteLabelId, whiteLabelId) : sql`${users.whiteLabelId} is null`,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function updateUser(tx: DbOrTx, id: string, patch: Partial<NewUserRow>): Promise<UserRow> {
  const [u] = await tx.update(users).set(patch).where(eq(users.id, id)).returning();
  return u!;
}

/** True when `descendantId` is anywhere below `ancestorId`. */
export async function isInDownline(tx: DbOrTx, ancestorId: string, descendantId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, descendantId), sql`${ancestorId}::uuid = any(${users.ancestors})`))
    .limit(1);
  return rows.length > 0;
}
