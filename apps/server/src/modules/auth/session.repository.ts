import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import type { SessionRow, UserRow } from '../../lib/context.js';
import { TurnCoalescer } from '../../lib/turn-coalescer.js';
import { preparedPerHandle } from '../../db/prepared.js';

/**
 * The session of a token hash with its user. Every API request asks this, so the asks of one
 * turn of the event loop are read in one query (lib/turn-coalescer.ts; never a cache here: a
 * revoked or blocked session is seen by the next request; bet placement alone may reuse a read
 * of the last moment, which its batch checks again: auth/session-state.ts).
 */
export async function findSessionByTokenHash(db: DbOrTx, tokenHash: string): Promise<{ session: SessionRow; user: UserRow } | null> {
  return (await sessionsByTokenHash.get(db, tokenHash)) ?? null;
}

/**
 * Every request reads its session: coalesced per turn, a prepared statement (db/prepared.ts),
 * `= $1` when the turn asks for one session and `= any($1)` for several: PostgreSQL plans the
 * first once per connection, and planned the array form anew on every run (see the market read
 * in betting.repository.ts).
 */
function sessionsQueryOf(db: DbOrTx, where: SQL, name: string) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(where)
    .prepare(name);
}

const sessionByTokenHashQuery = preparedPerHandle((db) =>
  sessionsQueryOf(db, sql`${sessions.tokenHash} = ${sql.placeholder('hash')}`, 'session_by_token_hash'),
);
const sessionsByTokenHashQuery = preparedPerHandle((db) =>
  sessionsQueryOf(db, sql`${sessions.tokenHash} = any(${sql.placeholder('hashes')}::text[])`, 'sessions_by_token_hash'),
);

const sessionsByTokenHash = new TurnCoalescer<DbOrTx, { session: SessionRow; user: UserRow }>(async (db, hashes) => {
  const rows =
    hashes.length === 1
      ? await sessionByTokenHashQuery(db).execute({ hash: hashes[0] })
      : await sessionsByTokenHashQuery(db).execute({ hashes });
  return new Map(rows.map((r) => [r.session.tokenHash, r]));
});

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
    createdAt?: Date;
    lastSeenAt?: Date;
    loginId?: string;
  },
): Promise<SessionRow> {
  const [created] = await db.insert(sessions).values(row).returning();
  return created!;
}

/**
 * Locks a user's row until the transaction ends: two logins of one player at the same moment
 * then run one after the other, so the second always sees (and replaces) the first session.
 */
export async function lockUserForSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Revokes every session of a user not revoked yet (except `keepId`); answers the ids of those it ended. */
export async function revokeUserSessions(db: DbOrTx, userId: string, reason: string, at: Date, keepId?: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepId ? ne(sessions.id, keepId) : sql`true`))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/**
 * Like `revokeUserSessions`, but only sessions still live at `at`: an expired screen keeps
 * answering a plain 401 instead of the duplicate-screen one.
 */
export async function revokeLiveUserSessions(db: DbOrTx, userId: string, reason: string, at: Date, keepId?: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at),
        keepId ? ne(sessions.id, keepId) : sql`true`,
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
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

/**
 * Counts one wrong two-factor code against a session (kept in `device.twoFactorFailures`, so
 * the count is shared by every server process); answers the new count.
 */
export async function addTwoFactorFailure(db: DbOrTx, sessionId: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({
      device: sql`jsonb_set(${sessions.device}, '{twoFactorFailures}', to_jsonb(coalesce((${sessions.device}->>'twoFactorFailures')::int, 0) + 1))`,
    })
    .where(eq(sessions.id, sessionId))
    .returning({ device: sessions.device });
  return Number(rows[0]?.device.twoFactorFailures ?? 0);
}
