import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { OriginalsGameCode } from '@backlay/contract';
import type { DbOrTx } from '../../db/client.js';
import { casinoProviders, originalsBets, originalsRounds } from '../../db/schema/index.js';

/** The SQL of the Originals game server: its rounds and bets, and its own provider row. */

export type OriginalsRoundRow = typeof originalsRounds.$inferSelect;
export type OriginalsBetRow = typeof originalsBets.$inferSelect;

/** The studio's signing secret lives in its provider row (seeded per install). */
export async function findStudio(db: DbOrTx, code: string): Promise<{ code: string; secret: string; active: boolean } | null> {
  const [row] = await db
    .select({ code: casinoProviders.code, secret: casinoProviders.secret, active: casinoProviders.active })
    .from(casinoProviders)
    .where(eq(casinoProviders.code, code));
  return row ?? null;
}

export async function insertRound(db: DbOrTx, row: typeof originalsRounds.$inferInsert): Promise<OriginalsRoundRow> {
  const [created] = await db.insert(originalsRounds).values(row).returning();
  return created!;
}

/** Ends a round: its outcome is public and its server seed revealed. */
export async function endRound(db: DbOrTx, id: string, input: { outcome: unknown; serverSeed: string; at: Date }): Promise<void> {
  await db
    .update(originalsRounds)
    .set({ status: 'ended', outcome: input.outcome, serverSeed: input.serverSeed, endedAt: input.at })
    .where(eq(originalsRounds.id, id));
}

export async function findRound(db: DbOrTx, id: string): Promise<OriginalsRoundRow | null> {
  const [row] = await db.select().from(originalsRounds).where(eq(originalsRounds.id, id));
  return row ?? null;
}

export async function lastNonce(db: DbOrTx, game: OriginalsGameCode): Promise<number | null> {
  const [row] = await db
    .select({ nonce: max(originalsRounds.nonce) })
    .from(originalsRounds)
    .where(eq(originalsRounds.game, game));
  return row?.nonce ?? null;
}

export async function endedRounds(db: DbOrTx, game: OriginalsGameCode, limit: number): Promise<OriginalsRoundRow[]> {
  return db
    .select()
    .from(originalsRounds)
    .where(and(eq(originalsRounds.game, game), eq(originalsRounds.status, 'ended')))
    .orderBy(desc(originalsRounds.endedAt))
    .limit(limit);
}

export async function openRounds(db: DbOrTx, game: OriginalsGameCode): Promise<OriginalsRoundRow[]> {
  return db
    .select()
    .from(originalsRounds)
    .where(and(eq(originalsRounds.game, game), eq(originalsRounds.status, 'open')));
}

export async function insertBet(db: DbOrTx, row: typeof originalsBets.$inferInsert): Promise<OriginalsBetRow> {
  const [created] = await db.insert(originalsBets).values(row).returning();
  return created!;
}

export async function settleBet(
  db: DbOrTx,
  id: string,
  input: { status: OriginalsBetRow['status']; multiplier: number | null; payout: bigint; at: Date },
): Promise<void> {
  await db
    .update(originalsBets)
    .set({ status: input.status, multiplier: input.multiplier, payout: input.payout, settledAt: input.at })
    .where(eq(originalsBets.id, id));
}

export async function openBetsOfRounds(db: DbOrTx, roundIds: string[]): Promise<OriginalsBetRow[]> {
  if (roundIds.length === 0) return [];
  return db
    .select()
    .from(originalsBets)
    .where(and(inArray(originalsBets.roundId, roundIds), eq(originalsBets.status, 'open')));
}
