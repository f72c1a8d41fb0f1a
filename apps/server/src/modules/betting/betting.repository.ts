import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { arrayLiteral, jsonLiteral } from '../../db/sql-arrays.js';
import { TurnCoalescer } from '../../lib/turn-coalescer.js';
import { preparedPerHandle } from '../../db/prepared.js';
import {
  bets,
  eventTypeSettings,
  events,
  markets,
  runners,
  uplineShareLists,
  users,
  type UplineShare,
  type userMarketBooks,
} from '../../db/schema/index.js';
import type { MarketRow, RunnerRow } from '../sports/catalogue/market-wire.js';
import type { WalletTotals } from '../ledger/index.js';
import type { PlacementExpectations } from './placement-state-cache.js';

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
  /**
   * The digest of all of the above that a bet is checked against
   * (apps/server/src/db/functions/market_bet_digest.sql): the batch's lock phase answers it
   * again, so a bet checked against an older read of the market is caught there
   * (placement.service.ts).
   */
  digest: string;
}

/**
 * Every bet reads its market: coalesced per turn (lib/turn-coalescer.ts), a prepared statement
 * (db/prepared.ts).
 * The market's runners ride on the same read (a JSON list from a correlated subquery) and so
 * does the sport's Type Lists switch (a join on a table of a few rows): a bet waits for one
 * round trip here, not two, and refusing bets on a hidden sport costs no query of its own.
 */
/**
 * The market read, for one market (`id = $1`) or several (`id = any($1)`): every turn that asks
 * for a single market (the common case: bets arrive on a few hot markets) takes the first. Its
 * generic plan is as cheap as a custom one, so PostgreSQL plans it once per connection; the
 * array form's generic plan is estimated for an array of unknown length, dearer than the custom
 * plan of a one-element array, so PostgreSQL plans it anew on every run (pg_stat_statements
 * shows as many plans as calls), a cost every bet would pay.
 */
function marketsForBetQueryOf(db: DbOrTx, where: SQL, name: string) {
  return db
    .select({
      market: markets,
      eventName: events.name,
      eventStatus: events.status,
      sportEnabled: sql<boolean>`coalesce(${eventTypeSettings.enabled}, true)`,
      digest: sql<string>`market_bet_digest(${markets.id})`,
      runners: sql<RunnerRow[] | string>`(
        select coalesce(json_agg(json_build_object('marketId', r.market_id, 'id', r.id, 'name', r.name, 'sort', r.sort,
          'status', r.status) order by r.sort), '[]'::json)
        from ${runners} r where r.market_id = ${markets.id})`,
    })
    .from(markets)
    .innerJoin(events, eq(events.id, markets.eventId))
    .leftJoin(eventTypeSettings, eq(eventTypeSettings.eventTypeId, markets.eventTypeId))
    .where(where)
    .prepare(name);
}

const marketForBetQuery = preparedPerHandle((db) =>
  marketsForBetQueryOf(db, sql`${markets.id} = ${sql.placeholder('id')}`, 'market_for_bet'),
);
const marketsForBetQuery = preparedPerHandle((db) =>
  marketsForBetQueryOf(db, sql`${markets.id} = any(${sql.placeholder('ids')}::text[])`, 'markets_for_bet'),
);

const marketsForBet = new TurnCoalescer<DbOrTx, MarketForBet>(async (db, marketIds) => {
  const rows =
    marketIds.length === 1
      ? await marketForBetQuery(db).execute({ id: marketIds[0] })
      : await marketsForBetQuery(db).execute({ ids: marketIds });
  return new Map(
    rows.map((r) => [
      r.market.id,
      {
        market: r.market,
        runners: typeof r.runners === 'string' ? (JSON.parse(r.runners) as RunnerRow[]) : r.runners,
        eventName: r.eventName,
        eventStatus: r.eventStatus,
        sportEnabled: r.sportEnabled !== false,
        digest: r.digest,
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
  return (
    tx
      .select()
      .from(bets)
      // `is not null` lets the planner use the partial unique index (schema/betting.ts).
      .where(
        sql`${bets.idempotencyKey} is not null and (${bets.userId}, ${bets.idempotencyKey}) in (select * from (values ${tuples}) as k(user_id, idempotency_key))`,
      )
  );
}

/**
 * A player's wallet as a placement batch locked it: the balance row (its version when locked)
 * and its posting totals (what the points message shows beside the balance).
 */
export interface LockedWallet extends WalletTotals {
  userId: string;
}

/** What one placement batch writes: its bets, the books they changed, the wallets' exposure moves. */
export interface PlacementWrites {
  bets: readonly BetRow[];
  books: readonly { userId: string; marketId: string; book: unknown; exposure: number; openBets: number }[];
  exposure: readonly { accountId: string; delta: bigint }[];
}

/**
 * The statement that writes a placement batch: the bets inserted, the books upserted and the
 * wallets' exposure moved, by the SQL function `placement_writes`
 * (apps/server/src/db/functions/placement_writes.sql), sent with the batch's COMMIT in one round
 * trip (db/batch-transaction.ts). Its rows travel as one array per column (db/sql-arrays.ts
 * `arrayLiteral`, dollar-quoted): as JSON documents read with `json_to_recordset` they cost
 * PostgreSQL several times as much to read. In a function the writes' plans are prepared once
 * per connection: as one literal statement they would be parsed and planned anew for every
 * batch, on the database's CPU that every batch waits for. The caller holds the
 * wallets' and books' locks and built every row in full (the bets answer from memory, not
 * RETURNING). Null when there is nothing to write.
 */
export function placementBatchStatement(w: PlacementWrites, at: Date): string | null {
  if (w.bets.length === 0 && w.books.length === 0 && w.exposure.length === 0) return null;
  return `select placement_writes(${writesArguments(w, at)})`;
}

/**
 * The statement that commits a batch planned from the state cache (placement-state-cache.ts):
 * `placement_commit` (apps/server/src/db/functions/placement_commit.sql) takes the batch's
 * locks, checks `expect` under them and then writes as `placement_writes` does; it answers
 * `stale` null when it wrote, else which expectation failed (and wrote nothing). The rows a bet
 * brings (wallets, books, players) go as one array per column, the few a batch brings (markets,
 * share lists, uplines, keys) as JSON.
 */
export function placementCommitStatement(expect: PlacementExpectations, w: PlacementWrites, at: Date): string {
  const e = expect;
  return `select placement_commit(${[
    arrayLiteral.uuid(e.wallets.map((x) => x.accountId)),
    arrayLiteral.int(e.wallets.map((x) => x.version)),
    jsonLiteral(e.markets),
    arrayLiteral.uuid(e.books.map((b) => b.userId)),
    arrayLiteral.text(e.books.map((b) => b.marketId)),
    arrayLiteral.bigint(e.books.map((b) => b.version)),
    arrayLiteral.bigint(e.books.map((b) => b.exposure)),
    arrayLiteral.int(e.books.map((b) => b.openBets)),
    arrayLiteral.uuid(e.players.map((p) => p.userId)),
    arrayLiteral.int(e.players.map((p) => p.shareListId)),
    jsonLiteral(e.lists),
    jsonLiteral(e.uplines),
    arrayLiteral.uuid(e.sessions),
    jsonLiteral(e.keys),
    writesArguments(w, at),
  ].join(', ')}) as stale`;
}

/**
 * What `placement_writes` takes (apps/server/src/db/functions/placement_writes.sql), one array
 * per column: the books, the exposure moves, the bets (betColumns) and the batch's instant.
 */
function writesArguments(w: PlacementWrites, at: Date): string {
  return [
    arrayLiteral.uuid(w.books.map((b) => b.userId)),
    arrayLiteral.text(w.books.map((b) => b.marketId)),
    arrayLiteral.jsonb(w.books.map((b) => b.book)),
    arrayLiteral.bigint(w.books.map((b) => b.exposure)),
    arrayLiteral.int(w.books.map((b) => b.openBets)),
    arrayLiteral.uuid(w.exposure.map((m) => m.accountId)),
    arrayLiteral.bigint(w.exposure.map((m) => m.delta)),
    betColumns(w.bets, at),
    `'${at.toISOString()}'::timestamptz`,
  ].join(', ');
}

/**
 * The bets as `placement_writes` reads them: one array per column, in the function's order,
 * each element checked or escaped by db/sql-arrays.ts. Their times are the batch's instant,
 * which the function takes once (its last argument), so the rows' three Dates are
 * not written out; a row not created at the batch's instant would be written wrong, so it is
 * refused here.
 */
function betColumns(rows: readonly BetRow[], at: Date): string {
  const time = at.getTime();
  for (const b of rows) {
    if (
      b.createdAt.getTime() !== time ||
      b.updatedAt.getTime() !== time ||
      (b.matchedAt?.getTime() ?? null) !== (b.status === 'open' ? time : null)
    ) {
      throw new Error(`placement: bet ${b.id} is not at its batch's instant`);
    }
    if (b.pnl !== null || b.settledAt !== null) throw new Error(`placement: new bet ${b.id} has a P/L or settlement time`);
  }
  const column = <T>(pick: (b: BetRow) => T): T[] => rows.map(pick);
  return [
    arrayLiteral.uuid(column((b) => b.id)),
    arrayLiteral.uuid(column((b) => b.userId)),
    arrayLiteral.uuid(column((b) => b.whiteLabelId)),
    arrayLiteral.text(column((b) => b.marketId)),
    arrayLiteral.text(column((b) => b.eventId)),
    arrayLiteral.text(column((b) => b.marketType)),
    arrayLiteral.text(column((b) => b.runnerId)),
    arrayLiteral.text(column((b) => b.runnerName)),
    arrayLiteral.text(column((b) => b.side)),
    arrayLiteral.int(column((b) => b.askedOdd)),
    arrayLiteral.int(column((b) => b.odd)),
    arrayLiteral.int(column((b) => b.run)),
    arrayLiteral.bigint(column((b) => b.stake)),
    arrayLiteral.bigint(column((b) => b.profit)),
    arrayLiteral.bigint(column((b) => b.liability)),
    arrayLiteral.text(column((b) => b.status)),
    arrayLiteral.text(column((b) => b.rejectReason)),
    arrayLiteral.int(column((b) => b.delaySecond)),
    arrayLiteral.jsonb(column((b) => b.checks)),
    arrayLiteral.int(column((b) => b.shareListId)),
    arrayLiteral.jsonb(column((b) => b.clientInfo)),
    arrayLiteral.text(column((b) => b.idempotencyKey)),
  ].join(', ');
}

/** A bet with the names its wire shape shows. */
export interface BetWithNames {
  bet: BetRow;
  marketUid: string;
  marketName: string;
  eventName: string;
  userName: string;
  /** The upline's shares the bet recorded (staff lists show them). */
  uplineShares: UplineShare[];
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

/**
 * One page of the bets `where` picks, newest first (ids are time-ordered: see bet-id.ts), each
 * with the names its wire shape shows and any `extra` columns of the market, event or player.
 * Open bets and the bet history list bets alike; only their filters differ.
 */
export function pageOfBetsWithNames<Extra extends Record<string, PgColumn>>(
  db: DbOrTx,
  where: SQL,
  page: { offset: number; limit: number },
  extra: Extra,
) {
  return db
    .select({
      bet: bets,
      marketUid: markets.uid,
      marketName: markets.name,
      eventName: events.name,
      userName: users.userName,
      uplineShares: uplineShareLists.shares,
      ...extra,
    })
    .from(bets)
    .innerJoin(uplineShareLists, eq(uplineShareLists.id, bets.shareListId))
    .innerJoin(users, eq(users.id, bets.userId))
    .innerJoin(markets, eq(markets.id, bets.marketId))
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(where)
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Open bets, newest first, one page, and the total. */
export async function listOpenBets(
  db: DbOrTx,
  filter: OpenBetFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: BetWithNames[]; total: number }> {
  const where = openBetConditions(filter);
  const [rows, [totals]] = await Promise.all([
    pageOfBetsWithNames(db, where, page, {}),
    db.select({ n: count() }).from(bets).innerJoin(users, eq(users.id, bets.userId)).where(where),
  ]);
  return { rows, total: Number(totals?.n ?? 0) };
}
