import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { casinoSessions, sessions } from '../../db/schema/index.js';

/** The SQL of game sessions (one per launch). */

export type CasinoSessionRow = typeof casinoSessions.$inferSelect;

export async function insertCasinoSession(db: DbOrTx, row: typeof casinoSessions.$inferInsert): Promise<CasinoSessionRow> {
  const [created] = await db.insert(casinoSessions).values(row).returning();
  return created!;
}

/** The session of a launch token of this provider that has not expired. */
export async function findLaunchableSession(
  db: DbOrTx,
  providerId: string,
  tokenHash: string,
  now: Date,
): Promise<CasinoSessionRow | null> {
  const [row] = await db
    .select()
    .from(casinoSessions)
    .where(and(eq(casinoSessions.tokenHash, tokenHash), eq(casinoSessions.providerId, providerId), gt(casinoSessions.expiresAt, now)));
  return row ?? null;
}

export async function markAuthenticated(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(casinoSessions).set({ authenticatedAt: at }).where(eq(casinoSessions.id, id));
}

/**
 * A game session that may take bets: authenticated by its provider, of this player, and opened
 * from a login session that is still live (logging out or being logged out ends betting).
 */
export async function findBettableSession(
  db: DbOrTx,
  input: { id: string; providerId: string; userId: string; now: Date },
): Promise<CasinoSessionRow | null> {
  const [row] = await db
    .select({ session: casinoSessions, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
    .from(casinoSessions)
    .innerJoin(sessions, eq(sessions.id, casinoSessions.loginSessionId))
    .where(and(eq(casinoSessions.id, input.id), eq(casinoSessions.providerId, input.providerId), eq(casinoSessions.userId, input.userId)));
  if (!row || !row.session.authenticatedAt || row.revokedAt || row.expiresAt.getTime() <= input.now.getTime()) return null;
  return row.session;
}

/** Whether the player ever opened a game of this provider (a provider only sees its own players). */
export async function hasSessionWith(db: DbOrTx, providerId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: casinoSessions.id })
    .from(casinoSessions)
    .where(and(eq(casinoSessions.providerId, providerId), eq(casinoSessions.userId, userId)))
    .limit(1);
  return row !== undefined;
}
