import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  accounts,
  bets,
  events,
  journalEntries,
  markets,
  postings,
  runners,
  uplineShareLists,
  userMarketBooks,
  users,
  type UplineShare,
} from '../../db/schema/index.js';
import { uuidArray } from '../../db/sql-arrays.js';

/** The only place with the SQL of staff bet voids. Every function takes the caller's transaction. */

export type BetRow = typeof bets.$inferSelect;

export interface VoidTarget {
  bet: BetRow;
  userName: string;
  /** The player's uplines, top first (who may void its bets). */
  ancestors: string[];
}

/** The markets of these bets (a bet never changes market), to take their settlement locks first. */
export async function marketIdsOfBets(tx: DbOrTx, betIds: readonly string[]): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ marketId: bets.marketId })
    .from(bets)
    .where(sql`${bets.id} = any(${uuidArray(betIds)})`);
  return rows.map((r) => r.marketId).sort();
}

/** The bets with their players, locked in id order (unknown ids are simply absent). */
export async function lockBets(tx: Tx, betIds: readonly string[]): Promise<Map<string, VoidTarget>> {
  const rows = await tx
    .select({ bet: bets, userName: users.userName, ancestors: users.ancestors })
    .from(bets)
    .innerJoin(users, eq(users.id, bets.userId))
    .where(sql`${bets.id} = any(${uuidArray(betIds)})`)
    .orderBy(asc(bets.id))
    .for('update', { of: bets });
  return new Map(rows.map((r) => [r.bet.id, r]));
}

export interface VoidMarket {
  id: string;
  uid: string;
  name: string;
  type: BetRow['marketType'];
  eventName: string;
}

export async function marketsByIds(tx: DbOrTx, marketIds: readonly string[]): Promise<Map<string, VoidMarket>> {
  if (marketIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: markets.id, uid: markets.uid, name: markets.name, type: markets.type, eventName: events.name })
    .from(markets)
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(inArray(markets.id, [...marketIds]));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function runnerIdsOf(tx: DbOrTx, marketId: string): Promise<string[]> {
  const rows = await tx.select({ id: runners.id }).from(runners).where(eq(runners.marketId, marketId)).orderBy(asc(runners.sort));
  return rows.map((r) => r.id);
}

/** One player's bets on one market in these statuses, in placement order (as settlement reads them), with their upline shares. */
export async function playerMarketBets(
  tx: DbOrTx,
  userId: string,
  marketId: string,
  statuses: readonly BetRow['status'][],
): Promise<(BetRow & { uplineShares: UplineShare[] })[]> {
  return tx
    .select({ ...getTableColumns(bets), uplineShares: uplineShareLists.shares })
    .from(bets)
    .innerJoin(uplineShareLists, eq(uplineShareLists.id, bets.shareListId))
    .where(and(eq(bets.marketId, marketId), eq(bets.userId, userId), inArray(bets.status, [...statuses])))
    .orderBy(asc(bets.createdAt), asc(bets.id));
}

/** The player's book on the market, locked (after the wallets, as placement and settlement take them). */
export async function lockBook(tx: Tx, userId: string, marketId: string): Promise<{ exposure: number } | null> {
  const [row] = await tx
    .select({ exposure: userMarketBooks.exposure })
    .from(userMarketBooks)
    .where(and(eq(userMarketBooks.userId, userId), eq(userMarketBooks.marketId, marketId)))
    .for('update');
  return row ?? null;
}

export async function writeBook(
  tx: Tx,
  row: { userId: string; marketId: string; book: unknown; exposure: number; openBets: number },
  at: Date,
): Promise<void> {
  await tx
    .insert(userMarketBooks)
    .values({ ...row, version: 1, updatedAt: at })
    .onConflictDoUpdate({
      target: [userMarketBooks.userId, userMarketBooks.marketId],
      set: {
        book: row.book,
        exposure: row.exposure,
        openBets: row.openBets,
        version: sql`${userMarketBooks.version} + 1`,
        updatedAt: at,
      },
    });
}

/** A book with no open bet left goes, as settlement removes a settled one. */
export async function deleteBook(tx: Tx, userId: string, marketId: string): Promise<void> {
  await tx.delete(userMarketBooks).where(and(eq(userMarketBooks.userId, userId), eq(userMarketBooks.marketId, marketId)));
}

/** Wallet account ids of these users. */
export async function walletAccountIds(tx: DbOrTx, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: accounts.id, userId: accounts.userId })
    .from(accounts)
    .where(and(eq(accounts.kind, 'wallet'), sql`${accounts.userId} = any(${uuidArray([...new Set(userIds)])})`));
  return new Map(rows.map((r) => [r.userId!, r.id]));
}

export async function commissionRateOf(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await tx.select({ bps: users.commissionBps }).from(users).where(eq(users.id, userId));
  return row?.bps ?? 0;
}

/**
 * The commission the ledger credits this wallet on the market under one declaration: the net
 * of its lines in the market's commission entries whose keys start with the declaration's
 * prefix (the settlement chunks' entries and earlier voids' adjustments). Read by prefix with
 * `left()`, not LIKE: market ids may hold `_`.
 */
export async function commissionCredited(tx: DbOrTx, walletId: string, marketId: string, keyPrefix: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${postings.amount}), 0)` })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(
      and(
        eq(postings.accountId, walletId),
        eq(journalEntries.reference, `market:${marketId}`),
        eq(journalEntries.kind, 'commission'),
        sql`left(${journalEntries.idempotencyKey}, ${keyPrefix.length}) = ${keyPrefix}`,
      ),
    );
  return Number(row?.total ?? 0);
}

/** Marks bets deleted: a deleted bet has no P/L (the history shows it so); when it settled stays. */
export async function markDeleted(tx: Tx, betIds: readonly string[], at: Date): Promise<BetRow[]> {
  if (betIds.length === 0) return [];
  return tx
    .update(bets)
    .set({ status: 'deleted', pnl: null, updatedAt: at })
    .where(sql`${bets.id} = any(${uuidArray(betIds)})`)
    .returning();
}
