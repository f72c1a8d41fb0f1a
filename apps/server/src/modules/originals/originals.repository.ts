import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, max, sql } from 'drizzle-orm';
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

/** A crash bet whose debit the wallet refused: nothing moved, the row goes (unless a refund took it first). */
export async function deletePendingBet(db: DbOrTx, id: string): Promise<void> {
  await db.delete(originalsBets).where(and(eq(originalsBets.id, id), eq(originalsBets.status, 'pending')));
}

/**
 * Takes a bet out of play for a refund, before its rollback is sent (write-ahead, as for a
 * result): only a bet still undecided, so of a refund and a result at once exactly one wins.
 * True when the bet is (now or already) refunded and its rollback not yet confirmed.
 */
export async function claimRefund(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .update(originalsBets)
    .set({ status: 'refunded', multiplier: null, payout: 0n })
    .where(and(eq(originalsBets.id, id), isNull(originalsBets.settledAt), inArray(originalsBets.status, ['open', 'pending', 'refunded'])))
    .returning({ id: originalsBets.id });
  return row !== undefined;
}

/** The crash round shown now: the newest one with a schedule (ended or not). */
export async function currentCrashRound(db: DbOrTx): Promise<OriginalsRoundRow | null> {
  const [row] = await db
    .select()
    .from(originalsRounds)
    .where(and(eq(originalsRounds.game, 'crash'), isNotNull(originalsRounds.bettingEndsAt)))
    .orderBy(desc(originalsRounds.nonce))
    .limit(1);
  return row ?? null;
}

export async function betsOfRound(db: DbOrTx, roundId: string): Promise<OriginalsBetRow[]> {
  return db.select().from(originalsBets).where(eq(originalsBets.roundId, roundId)).orderBy(asc(originalsBets.createdAt));
}

export async function betOfPlayer(db: DbOrTx, roundId: string, playerId: string): Promise<OriginalsBetRow | null> {
  const [row] = await db
    .select()
    .from(originalsBets)
    .where(and(eq(originalsBets.roundId, roundId), eq(originalsBets.playerId, playerId)));
  return row ?? null;
}

/**
 * A crash bet's row, written (pending) before its debit goes out, only while its round is
 * open: the round row is read under a share lock, so the round cannot end between the check
 * and the insert. Null when the round has ended; a second bet of the player in the round
 * breaks the round-and-player unique index.
 */
export async function insertCrashBet(db: Db, row: typeof originalsBets.$inferInsert): Promise<OriginalsBetRow | null> {
  return db.transaction(async (tx) => {
    const [round] = await tx
      .select({ id: originalsRounds.id })
      .from(originalsRounds)
      .where(and(eq(originalsRounds.id, row.roundId), eq(originalsRounds.status, 'open')))
      .for('share');
    if (!round) return null;
    const [created] = await tx.insert(originalsBets).values(row).returning();
    return created!;
  });
}

/** The wallet took a crash bet's stake: the bet is in its round (unless a refund took it first). */
export async function markBetTaken(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .update(originalsBets)
    .set({ status: 'open' })
    .where(and(eq(originalsBets.id, id), eq(originalsBets.status, 'pending')))
    .returning({ id: originalsBets.id });
  return row !== undefined;
}

/**
 * A crash bet's result, written before its credit is sent, only while the bet is still
 * undecided (`from`): of two processes deciding the same bet (a cash-out and the round's
 * crash, two cash-outs) exactly one writes it, and only that one sends the credit.
 */
export async function decideUndecidedBet(
  db: DbOrTx,
  id: string,
  from: 'open' | 'pending',
  input: { status: 'won' | 'lost'; multiplier: number | null; payout: bigint },
): Promise<OriginalsBetRow | null> {
  const [row] = await db
    .update(originalsBets)
    .set({ status: input.status, multiplier: input.multiplier, payout: input.payout })
    .where(and(eq(originalsBets.id, id), eq(originalsBets.status, from), isNull(originalsBets.settledAt)))
    .returning();
  return row ?? null;
}

/** The round's bets still in: all of them, or those whose automatic target is at most `reached`. */
export async function openBetsOfRound(db: DbOrTx, roundId: string, reached?: number): Promise<OriginalsBetRow[]> {
  return db
    .select()
    .from(originalsBets)
    .where(
      and(
        eq(originalsBets.roundId, roundId),
        eq(originalsBets.status, 'open'),
        reached === undefined ? undefined : lte(originalsBets.autoCashOut, reached),
      ),
    );
}

export type UnsettledBet = OriginalsBetRow & { game: OriginalsGameCode };

/**
 * Every bet the wallet has not confirmed the end of (oldest first), with its round's game:
 * undecided, decided and unpaid, or refunded with the rollback not confirmed.
 */
export async function unsettledBets(db: DbOrTx): Promise<UnsettledBet[]> {
  const rows = await db
    .select({ bet: originalsBets, game: originalsRounds.game })
    .from(originalsBets)
    .innerJoin(originalsRounds, eq(originalsRounds.id, originalsBets.roundId))
    .where(isNull(originalsBets.settledAt))
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
