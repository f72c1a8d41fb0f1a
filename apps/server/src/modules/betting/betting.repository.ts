import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jsonLiteral } from '../../db/sql-arrays.js';
import { TurnCoalescer } from '../../lib/turn-coalescer.js';
import { preparedPerHandle } from '../../db/prepared.js';
import { bets, eventTypeSettings, events, markets, runners, users, type userMarketBooks } from '../../db/schema/index.js';
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
 * Every bet reads its market: coalesced per turn (lib/turn-coalescer.ts), a prepared statement
 * (db/prepared.ts).
 * The market's runners ride on the same read (a JSON list from a correlated subquery) and so
 * does the sport's Type Lists switch (a join on a table of a few rows): a bet waits for one
 * round trip here, not two, and refusing bets on a hidden sport costs no query of its own.
 */
const marketsForBetQuery = preparedPerHandle((db) =>
  db
    .select({
      market: markets,
      eventName: events.name,
      eventStatus: events.status,
      sportEnabled: sql<boolean>`coalesce(${eventTypeSettings.enabled}, true)`,
      runners: sql<RunnerRow[] | string>`(
        select coalesce(json_agg(json_build_object('marketId', r.market_id, 'id', r.id, 'name', r.name, 'sort', r.sort,
          'status', r.status) order by r.sort), '[]'::json)
        from ${runners} r where r.market_id = ${markets.id})`,
    })
    .from(markets)
    .innerJoin(events, eq(events.id, markets.eventId))
    .leftJoin(eventTypeSettings, eq(eventTypeSettings.eventTypeId, markets.eventTypeId))
    .where(sql`${markets.id} = any(${sql.placeholder('ids')}::text[])`)
    .prepare('market_for_bet'),
);

const marketsForBet = new TurnCoalescer<DbOrTx, MarketForBet>(async (db, marketIds) => {
  const rows = await marketsForBetQuery(db).execute({ ids: marketIds });
  return new Map(
    rows.map((r) => [
      r.market.id,
      {
        market: r.market,
        runners: typeof r.runners === 'string' ? (JSON.parse(r.runners) as RunnerRow[]) : r.runners,
        eventName: r.eventName,
        eventStatus: r.eventStatus,
        sportEnabled: r.sportEnabled !== false,
      },
    ]),
  );
});

export async function findMarketForBet(db: DbOrTx, marketId: string): Promise<MarketForBet | null> {
  const found = await marketsForBet.get(db, marketId);
  // Callers of one read share its rows: each gets its own copy of the lists.
  return found ? { ...found, market: { ...found.market }, runners: found.runners.map((r) => ({ ...r })) } : null;
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
export async function findBetsByIdempotencyKeys(tx: DbOrTx, pairs: readonly { userId: string; key: string }[]): Promise<BetRow[]> {
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
  /** The balance row's version when locked. */
  version: number;
}

/** What one placement batch writes: its bets, the books they changed, the wallets' exposure moves. */
export interface PlacementWrites {
  bets: readonly BetRow[];
  books: readonly { userId: string; marketId: string; book: unknown; exposure: number; openBets: number }[];
  exposure: readonly { accountId: string; delta: bigint }[];
}

/**
 * The statement that writes a placement batch: the bets inserted, the books upserted and the
 * wallets' exposure moved, as three data-modifying CTEs, sent with the batch's COMMIT in one
 * round trip (db/batch-transaction.ts). Its rows travel as three JSON documents read back with
 * `json_to_recordset` (db/sql-arrays.ts `jsonLiteral`: one JSON.stringify of the rows as they
 * are, no per-value escaping), typed column by column below. A batch is latency-bound (its
 * bets wait for its commit); this was three statements and a COMMIT. The caller holds the
 * wallets' and books' locks and built every row in full (the bets answer from memory, not
 * RETURNING). Null when there is nothing to write.
 */
export function placementBatchStatement(w: PlacementWrites, at: Date): string | null {
  if (w.bets.length === 0 && w.books.length === 0 && w.exposure.length === 0) return null;
  const stamp = `'${at.toISOString()}'::timestamptz`;
  const moves = w.exposure.map((e) => ({ accountId: e.accountId, delta: e.delta.toString() }));
  return `
    with books_written as (
      insert into user_market_books (user_id, market_id, book, exposure, open_bets, version, updated_at)
      select v."userId", v."marketId", v.book, v.exposure, v."openBets", 1, ${stamp}
      from json_to_recordset(${jsonLiteral(w.books)})
        as v("userId" uuid, "marketId" text, book jsonb, exposure bigint, "openBets" int)
      on conflict (user_id, market_id) do update set
        book = excluded.book, exposure = excluded.exposure, open_bets = excluded.open_bets,
        version = user_market_books.version + 1, updated_at = excluded.updated_at
      returning 1
    ),
    exposure_moved as (
      update balances set exposure = balances.exposure + v.delta, version = balances.version + 1, updated_at = ${stamp}
      from json_to_recordset(${jsonLiteral(moves)}) as v("accountId" uuid, delta bigint)
      where balances.account_id = v."accountId"
      returning 1
    ),
    bets_inserted as (
      insert into bets (
        id, user_id, white_label_id, market_id, event_id, market_type, runner_id, runner_name, side,
        asked_odd, odd, run, stake, profit, liability, status, reject_reason, pnl, delay_second,
        checks, upline_shares, client_info, idempotency_key, created_at, matched_at, settled_at, updated_at
      )
      select * from json_to_recordset(${jsonLiteral(w.bets)}) as v(
        id uuid, "userId" uuid, "whiteLabelId" uuid, "marketId" text, "eventId" text, "marketType" text,
        "runnerId" text, "runnerName" text, side text, "askedOdd" int, odd int, run int,
        stake bigint, profit bigint, liability bigint, status text, "rejectReason" text, pnl bigint, "delaySecond" int,
        checks jsonb, "uplineShares" jsonb, "clientInfo" jsonb, "idempotencyKey" text,
        "createdAt" timestamptz, "matchedAt" timestamptz, "settledAt" timestamptz, "updatedAt" timestamptz
      )
      returning 1
    )
    select (select count(*) from books_written) as books, (select count(*) from exposure_moved) as wallets,
      (select count(*) from bets_inserted) as bets`;
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
