import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { TurnCoalescer } from '../../lib/turn-coalescer.js';
import { accounts, balances, bets, events, markets, runners, userMarketBooks, users } from '../../db/schema/index.js';
import type { UplineShare } from '../../db/schema/betting.js';
import type { MarketRow, RunnerRow } from '../sports/catalogue/market-wire.js';

/** The only place with the betting module's SQL. */

export type BetRow = typeof bets.$inferSelect;
export type NewBetRow = typeof bets.$inferInsert;
export type BookRow = typeof userMarketBooks.$inferSelect;

/** A market with its runners and its event's name and status, as a placement checks them. */
export interface MarketForBet {
  market: MarketRow;
  runners: RunnerRow[];
  eventName: string;
  eventStatus: string;
}

/** Every bet reads its market and its player's upline: coalesced per turn (lib/turn-coalescer.ts). */
const marketsForBet = new TurnCoalescer<DbOrTx, MarketForBet>(async (db, marketIds) => {
  const rows = await db
    .select({ market: markets, eventName: events.name, eventStatus: events.status })
    .from(markets)
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(inArray(markets.id, marketIds));
  const found = new Map<string, MarketForBet>();
  if (rows.length === 0) return found;
  const runnerRows = await db
    .select()
    .from(runners)
    .where(
      inArray(
        runners.marketId,
        rows.map((r) => r.market.id),
      ),
    )
    .orderBy(asc(runners.marketId), asc(runners.sort));
  for (const r of rows) found.set(r.market.id, { market: r.market, runners: [], eventName: r.eventName, eventStatus: r.eventStatus });
  for (const runner of runnerRows) found.get(runner.marketId)!.runners.push(runner);
  return found;
});

export async function findMarketForBet(db: DbOrTx, marketId: string): Promise<MarketForBet | null> {
  const found = await marketsForBet.get(db, marketId);
  // Callers of one read share its rows: each gets its own copy of the lists.
  return found ? { ...found, market: { ...found.market }, runners: found.runners.map((r) => ({ ...r })) } : null;
}

const uplineRows = new TurnCoalescer<DbOrTx, UplineShare>(async (db, userIds) => {
  const rows = await db
    .select({ userId: users.id, role: users.role, bps: users.partnershipBps })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.userId, r]));
});

/** The player's upline, top first, with the partnership each keeps (basis points). */
export async function uplineShares(db: DbOrTx, ancestorIds: readonly string[]): Promise<UplineShare[]> {
  if (ancestorIds.length === 0) return [];
  const rows = await Promise.all(ancestorIds.map((id) => uplineRows.get(db, id)));
  return rows.flatMap((r) => (r ? [{ userId: r.userId, role: r.role, bps: r.bps }] : []));
}

export async function findBetByIdempotencyKey(db: DbOrTx, userId: string, key: string): Promise<BetRow | null> {
  const [row] = await db
    .select()
    .from(bets)
    .where(and(eq(bets.userId, userId), eq(bets.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/**
 * Bets already placed under any of these (user, key) pairs. The pairs are a VALUES list joined
 * in, not `(a, b) in ((..), (..))`: PostgreSQL expands that into nested ORs, and a few hundred
 * of them overflow PGlite's stack (a batch holds up to MAX_BATCH bets).
 */
export async function findBetsByIdempotencyKeys(tx: Tx, pairs: readonly { userId: string; key: string }[]): Promise<BetRow[]> {
  if (pairs.length === 0) return [];
  const tuples = sql.join(
    pairs.map((p) => sql`(${p.userId}::uuid, ${p.key})`),
    sql`, `,
  );
  return tx
    .select()
    .from(bets)
    .where(sql`(${bets.userId}, ${bets.idempotencyKey}) in (select * from (values ${tuples}) as k(user_id, idempotency_key))`);
}

export interface LockedWallet {
  accountId: string;
  userId: string;
  balance: bigint;
  exposure: bigint;
  held: bigint;
}

/**
 * Locks the wallets' balance rows in one fixed order, account id (the ledger's order too), so
 * two batches, or a batch and a ledger posting, never wait on each other in a cycle.
 */
export async function lockWallets(tx: Tx, userIds: readonly string[]): Promise<Map<string, LockedWallet>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({
      accountId: balances.accountId,
      userId: accounts.userId,
      balance: balances.balance,
      exposure: balances.exposure,
      held: balances.held,
    })
    .from(balances)
    .innerJoin(accounts, eq(accounts.id, balances.accountId))
    .where(and(eq(accounts.kind, 'wallet'), inArray(accounts.userId, [...new Set(userIds)])))
    .orderBy(asc(balances.accountId))
    .for('update', { of: balances });
  return new Map(rows.map((r) => [r.userId!, { ...r, userId: r.userId! }]));
}

/** The books of these (user, market) pairs, locked (after the wallets, in the same order). */
/**
 * Takes a share lock on the batch's markets and answers those already closed. Declaring a
 * result updates the market row, so a batch and a declaration serialise here: a bet either
 * commits before the result (and settlement sees it) or finds the market closed — a bet can
 * never land on a market that is already being settled.
 */
export async function closedMarketsOf(tx: Tx, marketIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(marketIds)].sort();
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: markets.id, status: markets.status, closedAt: markets.closedAt })
    .from(markets)
    .where(inArray(markets.id, ids))
    .orderBy(asc(markets.id))
    .for('share');
  return new Set(rows.filter((r) => r.status === 'closed' || r.closedAt !== null).map((r) => r.id));
}

export async function lockBooks(tx: Tx, pairs: readonly { userId: string; marketId: string }[]): Promise<BookRow[]> {
  if (pairs.length === 0) return [];
  const tuples = sql.join(
    pairs.map((p) => sql`(${p.userId}::uuid, ${p.marketId})`),
    sql`, `,
  );
  return tx
    .select()
    .from(userMarketBooks)
    .where(sql`(${userMarketBooks.userId}, ${userMarketBooks.marketId}) in (select * from (values ${tuples}) as k(user_id, market_id))`)
    .orderBy(asc(userMarketBooks.userId), asc(userMarketBooks.marketId))
    .for('update');
}

export async function insertBets(tx: Tx, rows: NewBetRow[]): Promise<BetRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(bets).values(rows).returning();
}

export async function upsertBooks(
  tx: Tx,
  rows: { userId: string; marketId: string; book: unknown; exposure: number; openBets: number }[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(userMarketBooks)
    .values(rows.map((r) => ({ ...r, version: 1, updatedAt: at })))
    .onConflictDoUpdate({
      target: [userMarketBooks.userId, userMarketBooks.marketId],
      set: {
        book: sql`excluded.book`,
        exposure: sql`excluded.exposure`,
        openBets: sql`excluded.open_bets`,
        version: sql`${userMarketBooks.version} + 1`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** A bet with the names its wire shape shows. */
export interface BetWithNames {
  bet: BetRow;
  marketUid: string;
  marketName: string;
  eventName: string;
  userName: string;
}

export interface OpenBetFilter {
  /** One player, or every player whose upline includes this account. */
  userId?: string;
  uplineId?: string;
  marketId?: string | undefined;
  eventId?: string | undefined;
}

function openBetConditions(f: OpenBetFilter): SQL {
  const conditions: SQL[] = [eq(bets.status, 'open')];
  if (f.userId) conditions.push(eq(bets.userId, f.userId));
  if (f.uplineId) conditions.push(sql`${f.uplineId}::uuid = any(${users.ancestors})`);
  if (f.marketId) conditions.push(eq(bets.marketId, f.marketId));
  if (f.eventId) conditions.push(eq(bets.eventId, f.eventId));
  return and(...conditions)!;
}

/** Open bets, newest first (ids are time-ordered: see bet-id.ts), one page, and the total. */
export async function listOpenBets(
  db: DbOrTx,
  filter: OpenBetFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: BetWithNames[]; total: number }> {
  const where = openBetConditions(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ bet: bets, marketUid: markets.uid, marketName: markets.name, eventName: events.name, userName: users.userName })
      .from(bets)
      .innerJoin(users, eq(users.id, bets.userId))
      .innerJoin(markets, eq(markets.id, bets.marketId))
      .innerJoin(events, eq(events.id, markets.eventId))
      .where(where)
      .orderBy(desc(bets.createdAt), desc(bets.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(bets).innerJoin(users, eq(users.id, bets.userId)).where(where),
  ]);
  return { rows, total: Number(totals?.n ?? 0) };
}
