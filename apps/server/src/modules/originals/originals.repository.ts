import { and, asc, desc, eq, inArray, isNull, lt, max, ne, sql } from 'drizzle-orm';
import type { OriginalsGameCode } from '@backlay/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { casinoProviders, originalsBets, originalsRounds, originalsSessions } from '../../db/schema/index.js';

/** The SQL of the Originals game server: its rounds, bets and game sessions, and its own provider row. */

export type OriginalsRoundRow = typeof originalsRounds.$inferSelect;
export type OriginalsBetRow = typeof originalsBets.$inferSelect;
export type OriginalsSessionRow = typeof originalsSessions.$inferSelect;

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

export async function insertBet(db: DbOrTx, row: typeof originalsBets.$inferInsert): Promise<OriginalsBetRow> {
  const [created] = await db.insert(originalsBets).values(row).returning();
  return created!;
}

/** Ends a bet with the wallet's confirmation in hand (a refund's rollback, for instance). */
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

/**
 * Writes a bet's result before its credit is sent (write-ahead): won or lost, the multiplier
 * and the payout, with `settled_at` still empty. From here on the bet is owed its credit,
 * whatever happens to the process. Only an unsettled bet can be decided.
 */
export async function decideBet(
  db: DbOrTx,
  id: string,
  input: { status: 'won' | 'lost'; multiplier: number | null; payout: bigint },
): Promise<void> {
  await db
    .update(originalsBets)
    .set({ status: input.status, multiplier: input.multiplier, payout: input.payout })
    .where(and(eq(originalsBets.id, id), isNull(originalsBets.settledAt)));
}

/** The wallet confirmed the credit of a decided bet. */
export async function markBetPaid(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db
    .update(originalsBets)
    .set({ settledAt: at })
    .where(and(eq(originalsBets.id, id), isNull(originalsBets.settledAt)));
}

/** An instant play whose debit the wallet refused: nothing moved, nothing is kept. */
export async function deletePlay(db: Db, roundId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(originalsBets).where(eq(originalsBets.roundId, roundId));
    await tx.delete(originalsRounds).where(eq(originalsRounds.id, roundId));
  });
}

/** A crash bet whose debit the wallet refused: nothing moved, the row goes. */
export async function deleteBet(db: DbOrTx, id: string): Promise<void> {
  await db.delete(originalsBets).where(eq(originalsBets.id, id));
}

export type UnsettledBet = OriginalsBetRow & { game: OriginalsGameCode };

/** Every bet the wallet has not confirmed the end of (oldest first), with its round's game. */
export async function unsettledBets(db: DbOrTx): Promise<UnsettledBet[]> {
  const rows = await db
    .select({ bet: originalsBets, game: originalsRounds.game })
    .from(originalsBets)
    .innerJoin(originalsRounds, eq(originalsRounds.id, originalsBets.roundId))
    .where(and(isNull(originalsBets.settledAt), ne(originalsBets.status, 'refunded')))
    .orderBy(asc(originalsBets.createdAt));
  return rows.map((r) => ({ ...r.bet, game: r.game }));
}

/** Rounds of every game not ended yet. */
export async function allOpenRounds(db: DbOrTx): Promise<OriginalsRoundRow[]> {
  return db.select().from(originalsRounds).where(eq(originalsRounds.status, 'open'));
}

/** A player's bets still waiting for their result, newest first, with their round's game. */
export async function openBetsOf(db: DbOrTx, playerId: string, limit: number): Promise<UnsettledBet[]> {
  const rows = await db
    .select({ bet: originalsBets, game: originalsRounds.game })
    .from(originalsBets)
    .innerJoin(originalsRounds, eq(originalsRounds.id, originalsBets.roundId))
    .where(and(eq(originalsBets.playerId, playerId), eq(originalsBets.status, 'open')))
    .orderBy(desc(originalsBets.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r.bet, game: r.game }));
}

export async function insertSession(db: DbOrTx, row: typeof originalsSessions.$inferInsert): Promise<void> {
  await db.insert(originalsSessions).values(row);
}

export async function findSession(db: DbOrTx, tokenHash: string): Promise<OriginalsSessionRow | null> {
  const [row] = await db.select().from(originalsSessions).where(eq(originalsSessions.tokenHash, tokenHash));
  return row ?? null;
}

/** Notes a session's use; never moves it back (another process's clock may run a little behind). */
export async function touchSession(db: DbOrTx, tokenHash: string, at: Date): Promise<void> {
  await db
    .update(originalsSessions)
    .set({ lastUsedAt: at })
    .where(and(eq(originalsSessions.tokenHash, tokenHash), lt(originalsSessions.lastUsedAt, at)));
}

/**
 * Compare-and-set of a session's next instant round: only while the row still holds the seeds
 * `seen`, it takes `serverSeed` and the next nonce (client seed kept). Null when another round
 * (or a new client seed) changed them first, or the session is gone. Of two such updates at
 * once, PostgreSQL lets the second wait for the first and then finds its condition false.
 */
export async function advanceSessionSeed(
  db: DbOrTx,
  tokenHash: string,
  seen: { serverSeed: string; nonce: number },
  serverSeed: string,
  at: Date,
): Promise<OriginalsSessionRow | null> {
  const [row] = await db
    .update(originalsSessions)
    .set({ serverSeed, nonce: sql`${originalsSessions.nonce} + 1`, lastUsedAt: at })
    .where(
      and(
        eq(originalsSessions.tokenHash, tokenHash),
        eq(originalsSessions.nonce, seen.nonce),
        eq(originalsSessions.serverSeed, seen.serverSeed),
      ),
    )
    .returning();
  return row ?? null;
}

/** A new pair of seeds from nonce 0 (the player's own client seed); null when the session is gone. */
export async function resetSessionSeeds(
  db: DbOrTx,
  tokenHash: string,
  seeds: { serverSeed: string; clientSeed: string },
  at: Date,
): Promise<OriginalsSessionRow | null> {
  const [row] = await db
    .update(originalsSessions)
    .set({ ...seeds, nonce: 0, lastUsedAt: at })
    .where(eq(originalsSessions.tokenHash, tokenHash))
    .returning();
  return row ?? null;
}

/** Deletes at most `limit` sessions unused since `before`, the oldest first; answers how many went. */
export async function deleteIdleSessions(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const idle = db
    .select({ tokenHash: originalsSessions.tokenHash })
    .from(originalsSessions)
    .where(lt(originalsSessions.lastUsedAt, before))
    .orderBy(asc(originalsSessions.lastUsedAt))
    .limit(limit);
  const gone = await db
    .delete(originalsSessions)
    .where(inArray(originalsSessions.tokenHash, idle))
    .returning({ tokenHash: originalsSessions.tokenHash });
  return gone.length;
}
