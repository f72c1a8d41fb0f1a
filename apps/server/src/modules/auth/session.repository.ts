import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import type { SessionRow, UserRow } from '../../lib/context.js';

export async function findSessionByTokenHash(db: DbOrTx, tokenHash: string): Promise<{ session: SessionRow; user: UserRow } | null> {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertSession(
  db: DbOrTx,
  row: {
    userId: string;
    tokenHash: string;
    expiresAt: Date;
    twoFactorPending: boolean;
    ip?: string | null;
    userAgent?: string | null;
    device?: Record<string, unknown>;
  },
): Promise<SessionRow> {
  const [created] = await db.insert(sessions).values(row).returning();
  return created!;
}

/** Revokes every live session of a user (except `keepId`); answers how many. */
export async function revokeUserSessions(db: DbOrTx, userId: string, reason: string, at: Date, keepId?: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepId ? ne(sessions.id, keepId) : sql`true`))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function revokeSession(db: DbOrTx, sessionId: string, reason: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function touchSession(db: DbOrTx, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

export async function clearTwoFactorPending(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ twoFactorPending: false }).where(eq(sessions.id, sessionId));
}
