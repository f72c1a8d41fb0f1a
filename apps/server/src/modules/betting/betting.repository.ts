import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { bigintArray, intArray, jsonbArray, textArray, timestamptzArray, uuidArray } from '../../db/sql-arrays.js';
import { TurnCoalescer } from '../../lib/turn-coalescer.js';
import { balances, bets, eventTypeSettings, events, markets, runners, userMarketBooks, users } from '../../db/schema/index.js';
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
  /** The market's sport is switched on in Type Lists (a sport without a setting is on). */
  sportEnabled: boolean;
}

/**
 * Every bet reads its market and its player's upline: coalesced per turn (lib/turn-coalescer.ts).
 * The sport's Type Lists switch rides on the same read (a join on a table of a few rows), so
 * refusing bets on a hidden sport costs no query of its own.
 */
const marketsForBet = new TurnCoalescer<DbOrTx, MarketForBet>(async (db, marketIds) => {
  const rows = await db
    .select({
      market: markets,
      eventName: events.name,
      eventStatus: events.status,
      sportEnabled: sql<boolean>`coalesce(${eventTypeSettings.enabled}, true)`,
    })
    .from(markets)
    .innerJoin(events, eq(events.id, markets.eventId))
    .leftJoin(eventTypeSettings, eq(eventTypeSettings.eventTypeId, markets.eventTypeId))
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
  for (const r of rows) {
    found.set(r.market.id, {
      market: r.market,
      runners: [],
      eventName: r.eventName,
      eventStatus: r.eventStatus,
      sportEnabled: r.sportEnabled !== false,
    });
  }
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

/** What one placement batch writes: its bets, the books they changed, the wallets' exposure moves. */
export interface PlacementWrites {
  bets: readonly BetRow[];
  books: readonly { userId: string; marketId: string; book: unknown; exposure: number; openBets: number }[];
  exposure: readonly { accountId: string; delta: bigint }[];
}

/**
 * Writes a placement batch in one statement: the bets inserted, the books upserted and the
 * wallets' exposure moved, as three data-modifying CTEs over array parameters (one value per
 * column, db/sql-arrays.ts). A batch is latency-bound (its bets wait for its commit), so one
 * round trip here instead of three shortens every bet's wait. The caller holds the wallets'
 * and books' locks and built every row in full (the bets answer from memory, not RETURNING).
 */
export async function writePlacementBatch(tx: Tx, w: PlacementWrites, at: Date): Promise<void> {
  if (w.bets.length === 0 && w.books.length === 0 && w.exposure.length === 0) return;
  const b = w.bets;
  const stamp = sql`${at.toISOString()}::timestamptz`;
  await tx.execute(sql`
    with books_written as (
      insert into ${userMarketBooks} (user_id, market_id, book, exposure, open_bets, version, updated_at)
      select v.user_id, v.market_id, v.book, v.exposure, v.open_bets, 1, ${stamp}
      from unnest(
        ${uuidArray(w.books.map((r) => r.userId))}, ${textArray(w.books.map((r) => r.marketId))},
        ${jsonbArray(w.books.map((r) => r.book))}, ${bigintArray(w.books.map((r) => r.exposure))},
        ${intArray(w.books.map((r) => r.openBets))}
      ) as v(user_id, market_id, book, exposure, open_bets)
      on conflict (user_id, market_id) do update set
        book = excluded.book, exposure = excluded.exposure, open_bets = excluded.open_bets,
        version = ${userMarketBooks}.version + 1, updated_at = excluded.updated_at
      returning 1
    ),
    exposure_moved as (
      update ${balances} set exposure = ${balances.exposure} + v.delta, version = ${balances.version} + 1, updated_at = ${stamp}
      from unnest(${uuidArray(w.exposure.map((e) => e.accountId))}, ${bigintArray(w.exposure.map((e) => e.delta))}) as v(account_id, delta)
      where ${balances.accountId} = v.account_id
      returning 1
    ),
    bets_inserted as (
      insert into ${bets} (
        id, user_id, white_label_id, market_id, event_id, market_type, runner_id, runner_name, side,
        asked_odd, odd, run, stake, profit, liability, status, reject_reason, pnl, delay_second,
        checks, upline_shares, client_info, idempotency_key, created_at, matched_at, settled_at, updated_at
      )
      select * from unnest(
        ${uuidArray(b.map((r) => r.id))}, ${uuidArray(b.map((r) => r.userId))}, ${uuidArray(b.map((r) => r.whiteLabelId))},
        ${textArray(b.map((r) => r.marketId))}, ${textArray(b.map((r) => r.eventId))}, ${textArray(b.map((r) => r.marketType))},
        ${textArray(b.map((r) => r.runnerId))}, ${textArray(b.map((r) => r.runnerName))}, ${textArray(b.map((r) => r.side))},
        ${intArray(b.map((r) => r.askedOdd))}, ${intArray(b.map((r) => r.odd))}, ${intArray(b.map((r) => r.run))},
        ${bigintArray(b.map((r) => r.stake))}, ${bigintArray(b.map((r) => r.profit))}, ${bigintArray(b.map((r) => r.liability))},
        ${textArray(b.map((r) => r.status))}, ${textArray(b.map((r) => r.rejectReason))}, ${bigintArray(b.map((r) => r.pnl))},
        ${intArray(b.map((r) => r.delaySecond))}, ${jsonbArray(b.map((r) => r.checks))}, ${jsonbArray(b.map((r) => r.uplineShares))},
        ${jsonbArray(b.map((r) => r.clientInfo))}, ${textArray(b.map((r) => r.idempotencyKey))},
        ${timestamptzArray(b.map((r) => r.createdAt))}, ${timestamptzArray(b.map((r) => r.matchedAt))},
        ${timestamptzArray(b.map((r) => r.settledAt))}, ${timestamptzArray(b.map((r) => r.updatedAt))}
      )
      returning 1
    )
    select (select count(*) from books_written) as books, (select count(*) from exposure_moved) as wallets,
      (select count(*) from bets_inserted) as bets`);
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
