import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { broadcasts, notifications, users, whiteLabels } from '../../db/schema/index.js';

/** The only place with the notifications module's SQL. Every function takes the caller's transaction. */

export type NotificationRow = typeof notifications.$inferSelect;
export type BroadcastRow = typeof broadcasts.$inferSelect;

export async function insertBroadcast(
  db: DbOrTx,
  row: { senderId: string; whiteLabelId: string | null; title: string; description: string; image: string | null; at: Date },
): Promise<BroadcastRow> {
  const [created] = await db
    .insert(broadcasts)
    .values({
      senderId: row.senderId,
      whiteLabelId: row.whiteLabelId,
      title: row.title,
      description: row.description,
      image: row.image,
      createdAt: row.at,
    })
    .returning();
  return created!;
}

/**
 * One notification per player below the sender (and on the one site, when given), written in
 * one statement; answers the players' ids. Demo players are left out: their accounts last six
 * hours and are made by the thousand.
 */
export async function fanOutBroadcast(
  db: DbOrTx,
  b: BroadcastRow,
  reach: { uplineId: string; whiteLabelId: string | null },
): Promise<string[]> {
  const siteFilter = reach.whiteLabelId ? sql`and u.white_label_id = ${reach.whiteLabelId}::uuid` : sql``;
  const result = await db.execute(sql`
    insert into notifications (user_id, broadcast_id, title, description, image, created_at)
    select u.id, ${b.id}::uuid, ${b.title}, ${b.description}, ${b.image}, ${b.createdAt.toISOString()}::timestamptz
    from users u
    where u.role = 'user' and u.demo = false and ${reach.uplineId}::uuid = any(u.ancestors) ${siteFilter}
    returning user_id`);
  // PGlite and node-postgres both answer `{ rows }`.
  const ids = (result as unknown as { rows: { user_id: string }[] }).rows.map((r) => r.user_id);
  await db.update(broadcasts).set({ recipients: ids.length }).where(eq(broadcasts.id, b.id));
  return ids;
}

export async function whiteLabelExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: whiteLabels.id }).from(whiteLabels).where(eq(whiteLabels.id, id));
  return row !== undefined;
}

const visibleOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.deletedAt));

export async function listNotifications(
  db: DbOrTx,
  userId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(visibleOf(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(page.offset)
    .limit(page.limit);
  const [totals] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)` })
    .from(notifications)
    .where(visibleOf(userId));
  return { rows, total: Number(totals!.total), unread: Number(totals!.unread) };
}

/** Marks the user's own visible notification read (once: the first read time stays). */
export async function markRead(db: DbOrTx, id: string, userId: string, at: Date): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), visibleOf(userId)))
    .returning();
  return row ?? null;
}

export async function hideNotification(db: DbOrTx, id: string, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ deletedAt: at })
    .where(and(eq(notifications.id, id), visibleOf(userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function listBroadcasts(
  db: DbOrTx,
  senderId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: { broadcast: BroadcastRow; senderName: string }[]; total: number }> {
  const rows = await db
    .select({ broadcast: broadcasts, senderName: users.userName })
    .from(broadcasts)
    .innerJoin(users, eq(users.id, broadcasts.senderId))
    .where(eq(broadcasts.senderId, senderId))
    .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(broadcasts).where(eq(broadcasts.senderId, senderId));
  return { rows, total: Number(total!.n) };
}
