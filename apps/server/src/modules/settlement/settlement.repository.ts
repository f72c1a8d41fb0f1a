import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MarketResult } from '@backlay/domain';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  accounts,
  auditLog,
  balances,
  bets,
  journalEntries,
  marketResults,
  markets,
  postings,
  runners,
  settlementSweeps,
  uplineShareLists,
  userMarketBooks,
  users,
} from '../../db/schema/index.js';
import type { BetStatus, UplineShare } from '../../db/schema/betting.js';
import { bigintArray, intArray, textArray, uuidArray } from '../../db/sql-arrays.js';
import { rowsOf } from '../../db/rows.js';

/** The only place with the settlement module's SQL. Every function takes the caller's transaction. */

export type BetRow = typeof bets.$inferSelect;
export type ResultRow = typeof marketResults.$inferSelect;
export type SettlementMarket = Pick<typeof markets.$inferSelect, 'id' | 'eventId' | 'type' | 'manual' | 'status' | 'whiteLabelId'>;

/** Audit actions of this module; the declaration and roll-back rows are also its history. */
export const AUDIT = {
  declare: 'market.result.declare',
  rollback: 'market.result.rollback',
  settleChunk: 'market.result.settle',
  unsettleChunk: 'market.result.unsettle',
} as const;

/**
 * Serialises everything that changes one market's result or settles it (declare, roll back,
 * each settlement chunk), across processes, until the transaction ends.
 */
export async function lockMarketSettlement(tx: Tx, marketId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`backlay:settlement:${marketId}`}))`);
}

/**
 * lockMarketSettlement for a settlement chunk, in the same round trip setting two things until
 * the transaction ends. JIT compilation off: a chunk's statements over thousands of rows cost
 * more than PostgreSQL's JIT threshold, and compiling them takes longer than running them. Sort
 * memory of 64 MB: the chunk's bets come back sorted by player (settleOpenBets), and 25,000 of
 * them are at the edge of the default 4 MB; a sort past it writes to disk and reads back.
 */
export async function lockMarketForChunk(tx: Tx, marketId: string, mode: 'exclusive' | 'lane'): Promise<void> {
  // A lane's chunk shares the lock with the other lanes' (their players are disjoint) and waits
  // for (or holds off) a declaration, a roll-back, a void and an unpartitioned chunk.
  const lock = mode === 'lane' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  await tx.execute(
    sql`select ${lock}(hashtext(${`backlay:settlement:${marketId}`})), set_config('jit', 'off', true),
      set_config('work_mem', '64MB', true)`,
  );
}

export async function findMarket(tx: DbOrTx, marketId: string): Promise<SettlementMarket | null> {
  const [row] = await tx
    .select({
      id: markets.id,
      eventId: markets.eventId,
      type: markets.type,
      manual: markets.manual,
      status: markets.status,
      whiteLabelId: markets.whiteLabelId,
    })
    .from(markets)
    .where(eq(markets.id, marketId))
    .limit(1);
  return row ?? null;
}

export async function runnerIdsOf(tx: DbOrTx, marketId: string): Promise<string[]> {
  const rows = await tx.select({ id: runners.id }).from(runners).where(eq(runners.marketId, marketId)).orderBy(asc(runners.sort));
  return rows.map((r) => r.id);
}

export async function findResult(tx: DbOrTx, marketId: string): Promise<ResultRow | null> {
  const [row] = await tx.select().from(marketResults).where(eq(marketResults.marketId, marketId)).limit(1);
  return row ?? null;
}

export async function insertResult(tx: Tx, row: typeof marketResults.$inferInsert): Promise<ResultRow> {
  const [inserted] = await tx.insert(marketResults).values(row).returning();
  return inserted!;
}

/** The standing result goes; its history stays in the audit log and the ledger. */
export async function deleteResult(tx: Tx, marketId: string): Promise<void> {
  await tx.delete(marketResults).where(eq(marketResults.marketId, marketId));
}

/** Closes the market for good (no more bets) and marks the winner and losers of a team market. */
export async function closeMarketWithResult(tx: Tx, marketId: string, winnerRunnerId: string | null, at: Date): Promise<void> {
  await tx
    .update(markets)
    .set({ status: 'closed', closedAt: sql`coalesce(${markets.closedAt}, ${at.toISOString()}::timestamptz)`, updatedAt: at })
    .where(eq(markets.id, marketId));
  if (winnerRunnerId !== null) {
    await tx
      .update(runners)
      .set({ status: sql`CASE WHEN ${runners.id} = ${winnerRunnerId} THEN 'winner' ELSE 'loser' END` })
      .where(eq(runners.marketId, marketId));
  }
}

/** After a roll-back no runner has won; the market stays closed waiting for the next result. */
export async function clearRunnerResults(tx: Tx, marketId: string): Promise<void> {
  await tx
    .update(runners)
    .set({ status: 'active' })
    .where(and(eq(runners.marketId, marketId), inArray(runners.status, ['winner', 'loser'])));
}

/** How many times the market's result was rolled back (each roll-back is audited in its transaction). */
export async function countRollbacks(tx: DbOrTx, marketId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${auditLog}
        where target_type = 'market' and target_id = ${marketId} and action = ${AUDIT.rollback}`,
  );
  return Number(row!.n);
}

export async function hasDeclarationAudit(tx: DbOrTx, marketId: string, declaration: number): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    tx,
    sql`select 1 as one from ${auditLog}
        where target_type = 'market' and target_id = ${marketId} and action = ${AUDIT.declare}
          and (after ->> 'declaration')::int = ${declaration}
        limit 1`,
  );
  return rows.length > 0;
}

/** Whether any player outside `uplineId`'s downline has a bet (of any kind but refused) on the market. */
export async function hasBetsOutsideDownline(tx: DbOrTx, marketId: string, uplineId: string): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    tx,
    sql`select 1 as one from ${bets} b join ${users} u on u.id = b.user_id
        where b.market_id = ${marketId} and b.status <> 'rejected' and not (${uplineId}::uuid = any(u.ancestors))
        limit 1`,
  );
  return rows.length > 0;
}

export async function hasBetsWithStatus(tx: DbOrTx, marketId: string, statuses: readonly BetStatus[]): Promise<boolean> {
  const rows = await tx
    .select({ id: bets.id })
    .from(bets)
    .where(and(eq(bets.marketId, marketId), inArray(bets.status, [...statuses])))
    .limit(1);
  return rows.length > 0;
}

/**
 * Opens a settlement chunk, in ONE statement: picks the next players to settle on the market
 * (by id, in the lane's range when there is one), reads each one's wallet and commission rate,
 * and locks their wallets' balance rows and the lane's clearing account in account id order
 * (FOR UPDATE, the ledger's order) before the chunk writes anything. Answers the players in id
 * order (none: nothing left in the range), and whether they are the last of the range.
 *
 * The players are those with a book on the market (every open bet is on its player's book, and
 * settling a player removes the book), read from the books' (market, user) index, which hands them
 * over in order: `limit` of them, or all that are left when that is at most a quarter more
 * (`lastChunkRoom`), so a range does not end with a chunk of a few players of its own, which would
 * run after the other lanes have finished and add its whole time to the settlement's. The chunk
 * that takes the range's last books also asks the range's bets for players whose open bet lacks its
 * book (none is expected; a gated scan, skipped while books remain), so a lane that has run out has
 * left nothing open in its range, and the lanes together nothing on the market: the job needs no
 * pass of its own over the market's bets after them (such a pass would run alone, after every lane
 * had finished).
 * One statement rather than one each for the players, their wallets and the lock, each of which
 * would bind or answer the chunk's 5,000 ids; the wallets' figures are read afterwards only for
 * the players someone may be listening to (settle-chunk.service.ts).
 */
export async function openChunk(
  tx: Tx,
  marketId: string,
  limit: number,
  clearingAccountId: string,
  lane?: SettlementLane,
): Promise<{ players: ChunkPlayer[]; last: boolean }> {
  const cap = limit + lastChunkRoom(limit);
  const rows = await rowsOf<{ user_id: string; wallet_id: string | null; bps: number | null; last: boolean; locked: number }>(
    tx,
    sql`
    with candidates as (
      select b.user_id from ${userMarketBooks} b
      where b.market_id = ${marketId} and ${laneCondition(sql`b.user_id`, lane)}
      order by b.user_id limit ${cap + 1}
    ),
    range_ends as (select count(*) <= ${cap} as books_end from candidates),
    booked as (
      select user_id from candidates order by user_id
      limit case when (select books_end from range_ends) then ${cap}::int else ${limit}::int end
    ),
    unbooked as (
      select distinct t.user_id from ${bets} t
      where (select books_end from range_ends)
        and t.market_id = ${marketId} and ${laneCondition(sql`t.user_id`, lane)} and t.status = 'open'
        and t.user_id not in (select user_id from booked)
      order by t.user_id limit ${limit}
    ),
    players as (
      select c.user_id, u.commission_bps,
        (select a.id from ${accounts} a where a.kind = 'wallet' and a.user_id = c.user_id) as wallet_id
      from (select user_id from booked union all select user_id from unbooked) c
      left join ${users} u on u.id = c.user_id
    ),
    -- Counted in the answer below: a WITH query that nothing reads is never run, and its lock with it.
    locked as (
      select l.account_id from ${balances} l
      where l.account_id in (select wallet_id from players) or l.account_id = ${clearingAccountId}::uuid
      order by l.account_id
      for update
    )
    select p.user_id, p.wallet_id, p.commission_bps as bps,
      (select books_end from range_ends) and (select count(*) from unbooked) < ${limit} as last,
      (select count(*) from locked)::int as locked
    from players p
    order by p.user_id`,
  );
  return {
    players: rows.map((r) => ({ userId: r.user_id, walletId: r.wallet_id, commissionBps: Number(r.bps ?? 0) })),
    last: rows.length === 0 || rows[0]!.last,
  };
}

/** How many players past `limit` the last chunk of a range may take rather than leave them a chunk of their own. */
function lastChunkRoom(limit: number): number {
  return Math.floor(limit / 4);
}

/** One of `count` lanes settling a market at once: lane `index` takes the players whose ids fall in its range. */
export interface SettlementLane {
  index: number;
  count: number;
}

/**
 * The range of user ids of a lane: the id space cut in `count` equal parts by the ids' first 32
 * bits (ids are random version 4 uuids, so the parts hold about as many players each). A range,
 * not a hash of the id: a chunk's players are then the next ids of its range, so its books and
 * bets are read by a range of the (market, user) indexes instead of a scan of all the market's.
 */
export function laneRange(lane: SettlementLane): { from: string; below: string | null } {
  const at = (i: number) =>
    `${Math.floor((i * 2 ** 32) / lane.count)
      .toString(16)
      .padStart(8, '0')}-0000-0000-0000-000000000000`;
  return { from: at(lane.index), below: lane.index + 1 < lane.count ? at(lane.index + 1) : null };
}

/** The lane a user's id falls in (tests; see laneRange). */
export function laneOfUser(userId: string, count: number): number {
  return Math.floor((parseInt(userId.slice(0, 8), 16) * count) / 2 ** 32);
}

/** The lane's range of user ids on a column (true without a lane). */
function laneCondition(column: SQL, lane: SettlementLane | undefined): SQL {
  if (!lane) return sql`true`;
  const { from, below } = laneRange(lane);
  return below === null ? sql`${column} >= ${from}::uuid` : sql`${column} >= ${from}::uuid and ${column} < ${below}::uuid`;
}

/**
 * The ids of a chunk's players (as openChunk answers them, in id order) as a range too:
 * an index condition on (market, user) for the statements over its books and bets, beside the
 * exact list, which stays the filter (a player between two of the chunk's may belong to a later chunk).
 */
function idRange(column: typeof bets.userId | typeof userMarketBooks.userId, userIds: readonly string[]) {
  let first = userIds[0]!;
  let last = first;
  for (const id of userIds) {
    if (id < first) first = id;
    if (id > last) last = id;
  }
  return sql`${column} between ${first}::uuid and ${last}::uuid and ${column} = any(${uuidArray(userIds)})`;
}

/** The next players with bets in `statuses` on a market, by id (a scan of the market's bets). */
export async function nextUsersWithBets(tx: DbOrTx, marketId: string, statuses: readonly BetStatus[], limit: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ userId: bets.userId })
    .from(bets)
    .where(and(eq(bets.marketId, marketId), inArray(bets.status, [...statuses])))
    .orderBy(asc(bets.userId))
    .limit(limit);
  return rows.map((r) => r.userId);
}

export async function betsOf(tx: DbOrTx, marketId: string, userIds: readonly string[], statuses: readonly BetStatus[]): Promise<BetRow[]> {
  if (userIds.length === 0) return [];
  return tx
    .select()
    .from(bets)
    .where(and(eq(bets.marketId, marketId), sql`${bets.userId} = any(${uuidArray(userIds)})`, inArray(bets.status, [...statuses])))
    .orderBy(asc(bets.userId), asc(bets.createdAt), asc(bets.id));
}

/** A player of a settlement chunk: its wallet and commission rate. */
export interface ChunkPlayer {
  userId: string;
  walletId: string | null;
  commissionBps: number;
}

/** An open bet as its chunk settled it: the P/L written, and the shares list it splits by. */
export interface SettledBetRow {
  id: string;
  pnl: number;
  shareListId: number;
  uplineShares: UplineShare[];
}

/**
 * Marks the open bets of these players on the market settled (or void) with their P/L, and
 * answers them per player, in ONE statement: each bet row is visited once (a read and then an
 * update of every bet cost twice as much). A bet's P/L is its stored profit when it won and
 * minus its stored liability when it lost, both computed at placement by the domain's bet
 * math; who won is the domain's rule (`teamBetPnlAt`, `sessionBetPnlAt`: a back wins on its
 * runner and a lay on any other; Yes wins at score >= run, No below it). The caller checks the
 * sum of each player's answered P/Ls against the player's book at the result (the domain's
 * `settledPnl`) and aborts the chunk on any difference, so the money a chunk moves is always
 * the book's. Each bet's own P/L against the domain's `betPnlAt` is the property tests' check
 * (settlement.property.test.ts): answering what the domain needs for it (runner, side, odds,
 * line, stake) would cost PostgreSQL more work in the statement and Node a parse of five more
 * fields per bet.
 *
 * The statement answers ONE row per player, its bets as one text field (`settledBetsOf`), grouped
 * as they come, unsorted: a chunk settles up to 25,000 bets, and the driver's cost is per row
 * and per field, while sorting them and marking where each player and shares list changes
 * (a window over the sort) was PostgreSQL's work on every bet. The shares lists the bets name
 * are read after, once each (`shareListsOf`). A player's bets come back in no particular
 * order, except when they name more than one shares list: the caller takes the list on the
 * player's latest bet for its commission, so those players' bets are put in placement order
 * (`placementOrder`, a rare read: a partnership changed between two of its bets).
 */
export async function settleOpenBets(
  tx: Tx,
  marketId: string,
  userIds: readonly string[],
  marking: MarketResult,
  at: Date,
): Promise<Map<string, SettledBetRow[]>> {
  if (userIds.length === 0) return new Map();
  const pnl =
    marking.kind === 'void'
      ? sql`0`
      : marking.kind === 'winner'
        ? sql`case when (${bets.runnerId} = ${marking.winnerRunnerId}) = (${bets.side} = 'back') then ${bets.profit} else -${bets.liability} end`
        : sql`case when (${bets.side} = 'back') = (${marking.score}::int >= ${bets.run}) then ${bets.profit} else -${bets.liability} end`;
  const rows = await rowsOf<{ user_id: string; bets: string }>(
    tx,
    sql`
    with marked as (
      update ${bets} set status = ${marking.kind === 'void' ? 'void' : 'settled'}, pnl = ${pnl},
        settled_at = ${at.toISOString()}::timestamptz, updated_at = ${at.toISOString()}::timestamptz
      where ${bets.marketId} = ${marketId} and ${idRange(bets.userId, userIds)} and ${bets.status} = 'open'
      returning ${bets.id} as id, ${bets.userId} as user_id, ${bets.pnl} as pnl, ${bets.shareListId} as share_list_id
    )
    select m.user_id, string_agg(concat_ws('|', m.pnl, m.share_list_id, m.id), ',') as bets
    from marked m
    group by m.user_id`,
  );
  const settled = rows.map((r) => settledBetsOf(r.bets));
  const lists = await shareListsOf(tx, settled);
  const mixed: SettledBetRow[][] = [];
  for (const playerBets of settled) {
    let first: number | undefined;
    let many = false;
    for (const b of playerBets) {
      b.uplineShares = lists.get(b.shareListId)!;
      if (first === undefined) first = b.shareListId;
      else if (b.shareListId !== first) many = true;
    }
    if (many) mixed.push(playerBets);
  }
  if (mixed.length > 0) await placementOrder(tx, mixed);
  return new Map(rows.map((r, i) => [r.user_id, settled[i]!]));
}

/**
 * A player's settled bets from their one text field: records `pnl|share_list_id|id` joined by
 * commas. No field can hold either separator: two integers and a uuid.
 */
export function settledBetsOf(text: string): SettledBetRow[] {
  // Read in place by offsets, not split: a chunk reads 25,000 records, and splitting them into
  // records and fields would make strings and arrays per bet, the largest share of what a
  // settlement allocates (a sampling heap profile shows it).
  const out: SettledBetRow[] = [];
  for (let from = 0; from <= text.length;) {
    let to = text.indexOf(',', from);
    if (to < 0) to = text.length;
    const first = text.indexOf('|', from);
    const second = first < 0 ? -1 : text.indexOf('|', first + 1);
    if (first < 0 || first > to || second < 0 || second > to)
      throw new Error(`settlement: a settled bet record has ${first < 0 || first > to ? 1 : 2} fields: ${text.slice(from, to)}`);
    const third = text.indexOf('|', second + 1);
    if (third !== -1 && third < to) throw new Error(`settlement: a settled bet record has too many fields: ${text.slice(from, to)}`);
    out.push({
      id: text.slice(second + 1, to),
      pnl: intAt(text, from, first),
      shareListId: intAt(text, first + 1, second),
      uplineShares: NO_SHARES,
    });
    from = to + 1;
  }
  return out;
}

/** The integer written at text[from, to): digits with an optional minus; anything else throws. */
function intAt(text: string, from: number, to: number): number {
  const negative = text.charCodeAt(from) === 45; // '-'
  let n = 0;
  let i = negative ? from + 1 : from;
  if (i === to) throw new Error(`settlement: an empty number in a settled bet record`);
  for (; i < to; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) throw new Error(`settlement: not an integer in a settled bet record: ${text.slice(from, to)}`);
    n = n * 10 + digit;
  }
  if (!Number.isSafeInteger(n)) throw new Error(`settlement: an integer too large in a settled bet record: ${text.slice(from, to)}`);
  return negative ? -n : n;
}

/** Placeholder until the bet's list is read (settleOpenBets sets every bet's before answering). */
const NO_SHARES: UplineShare[] = [];

/** The shares lists the bets name, read once each and parsed once each (one list object per id). */
async function shareListsOf(tx: Tx, settled: readonly SettledBetRow[][]): Promise<Map<number, UplineShare[]>> {
  const ids = new Set<number>();
  for (const playerBets of settled) for (const b of playerBets) ids.add(b.shareListId);
  if (ids.size === 0) return new Map();
  const rows = await rowsOf<{ id: number; shares: string }>(
    tx,
    sql`select l.id, l.shares::text as shares from ${uplineShareLists} l where l.id = any(${intArray([...ids])})`,
  );
  const lists = new Map(rows.map((r) => [Number(r.id), JSON.parse(r.shares) as UplineShare[]]));
  for (const id of ids) if (!lists.has(id)) throw new Error(`settlement: shares list ${id} is missing`);
  return lists;
}

/** Puts each player's bets in placement order (created_at, then id), in place. */
async function placementOrder(tx: Tx, players: SettledBetRow[][]): Promise<void> {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`select b.id from ${bets} b where b.id = any(${uuidArray(players.flatMap((p) => p.map((b) => b.id)))})
        order by b.created_at, b.id`,
  );
  const rank = new Map(rows.map((r, i) => [r.id, i]));
  for (const p of players) p.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
}

/**
 * Removes the players' books on the market and answers them (book and exposure), in ONE
 * statement that visits each book once. Called with the players' wallets locked: every writer
 * of a book holds its player's wallet lock first (the placement queue, a void, which also holds
 * the market's settlement lock) or the market's exclusive settlement lock (a roll-back), so no
 * other transaction can hold one of these books while waiting for something the chunk holds,
 * and the books need no locking order of their own. Locking them in player order first (a
 * locking subquery, then the delete through the key) would write each row twice and cost
 * PostgreSQL about twice the CPU.
 */
export async function takeBooks(
  tx: Tx,
  marketId: string,
  userIds: readonly string[],
): Promise<Map<string, { book: unknown; exposure: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await rowsOf<{ user_id: string; book: unknown; exposure: string }>(
    tx,
    sql`
    delete from ${userMarketBooks}
    where ${userMarketBooks.marketId} = ${marketId} and ${idRange(userMarketBooks.userId, userIds)}
    returning ${userMarketBooks.userId} as user_id, ${userMarketBooks.book} as book, ${userMarketBooks.exposure}::text as exposure`,
  );
  return new Map(
    rows.map((r) => [
      r.user_id,
      { book: typeof r.book === 'string' ? (JSON.parse(r.book) as unknown) : r.book, exposure: Number(r.exposure) },
    ]),
  );
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

export type BookRow = typeof userMarketBooks.$inferSelect;

/** The players' books on the market, locked (after their wallets, as the placement queue does). */
export async function lockBooks(tx: Tx, marketId: string, userIds: readonly string[]): Promise<Map<string, BookRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(userMarketBooks)
    .where(and(eq(userMarketBooks.marketId, marketId), sql`${userMarketBooks.userId} = any(${uuidArray(userIds)})`))
    .orderBy(asc(userMarketBooks.userId))
    .for('update');
  return new Map(rows.map((r) => [r.userId, r]));
}

export async function upsertBooks(
  tx: Tx,
  marketId: string,
  rows: readonly { userId: string; book: unknown; exposure: number; openBets: number }[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(userMarketBooks)
    .values(rows.map((r) => ({ ...r, marketId, version: 1, updatedAt: at })))
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

/** Sets each bet's status and P/L in one statement (settled or void: pnl and settledAt; reopened: both null). */
export async function updateBetOutcomes(
  tx: Tx,
  updates: readonly { id: string; status: BetStatus; pnl: number | null }[],
  settledAt: Date | null,
  at: Date,
): Promise<void> {
  if (updates.length === 0) return;
  // One statement whatever the count: the ids and P/Ls go as two array parameters.
  await tx.execute(sql`
    update ${bets} set
      status = v.status,
      pnl = v.pnl,
      settled_at = ${settledAt === null ? null : settledAt.toISOString()}::timestamptz,
      updated_at = ${at.toISOString()}::timestamptz
    from unnest(${uuidArray(updates.map((u) => u.id))}, ${textArray(updates.map((u) => u.status))}, ${bigintArray(
      updates.map((u) => u.pnl),
    )}) as v(id, status, pnl)
    where ${bets.id} = v.id`);
}

/**
 * Settlement entries of a declaration not yet negated, oldest first, with their postings: what
 * a roll-back still has to reverse. (A read of the ledger's own tables by reference and key:
 * the ledger module offers no such look-up.)
 */
export async function unreversedEntries(
  tx: DbOrTx,
  marketId: string,
  prefixes: readonly string[],
  limit: number,
): Promise<{ id: string; key: string; kind: 'bet_settlement' | 'commission'; lines: { accountId: string; amount: bigint }[] }[]> {
  const likes = sql.join(
    prefixes.map((p) => sql`e.idempotency_key like ${`${p}%`}`),
    sql` or `,
  );
  const entries = await rowsOf<{ id: string; key: string; kind: 'bet_settlement' | 'commission' }>(
    tx,
    sql`select e.id, e.idempotency_key as key, e.kind from ${journalEntries} e
        where e.reference = ${`market:${marketId}`} and e.kind in ('bet_settlement', 'commission') and (${likes})
          and not exists (select 1 from ${journalEntries} r where r.idempotency_key = 'un' || e.idempotency_key)
        order by e.created_at, e.id
        limit ${limit}`,
  );
  if (entries.length === 0) return [];
  const lines = await tx
    .select({ entryId: postings.entryId, accountId: postings.accountId, amount: postings.amount })
    .from(postings)
    .where(sql`${postings.entryId} = any(${uuidArray(entries.map((e) => e.id))})`)
    .orderBy(asc(postings.id));
  const byEntry = new Map<string, { accountId: string; amount: bigint }[]>();
  for (const l of lines) {
    const list = byEntry.get(l.entryId) ?? [];
    list.push({ accountId: l.accountId, amount: l.amount });
    byEntry.set(l.entryId, list);
  }
  return entries.map((e) => ({ ...e, lines: byEntry.get(e.id) ?? [] }));
}

/**
 * Markets the job has work on: sweeps a crash left behind, and among results declared (or
 * rolled back) in the last `lookbackDays`: a standing result with players' books left (open bets to settle), or a rolled-back market
 * without a standing result that still has settled or void bets (to reverse). The look-back
 * keeps the scan to recent markets; staff calls wake the job for their market directly.
 */
export async function marketsWithWork(tx: DbOrTx, since: Date, limit: number): Promise<string[]> {
  const rows = await rowsOf<{ market_id: string }>(
    tx,
    sql`
    (select r.market_id from ${marketResults} r
      where r.declared_at >= ${since.toISOString()}::timestamptz
        and exists (select 1 from ${userMarketBooks} k where k.market_id = r.market_id))
    union
    (select distinct w.market_id from ${settlementSweeps} w)
    union
    (select distinct a.target_id as market_id from ${auditLog} a
      where a.target_type = 'market' and a.action = ${AUDIT.rollback} and a.created_at >= ${since.toISOString()}::timestamptz
        and not exists (select 1 from ${marketResults} r where r.market_id = a.target_id)
        and exists (select 1 from ${bets} b where b.market_id = a.target_id and b.status in ('settled', 'void')))
    limit ${limit}`,
  );
  return rows.map((r) => r.market_id);
}

/**
 * The result most recently rolled back on the market, as its roll-back audit row recorded it
 * (`before`: the result's wire form, with its declaration number).
 */
export async function lastRolledBackResult(
  tx: DbOrTx,
  marketId: string,
): Promise<{ kind: 'winner' | 'score' | 'void'; teamId: string | null; run: number | null; declaration: number } | null> {
  const [row] = await rowsOf<{
    before: { kind: 'winner' | 'score' | 'void'; teamId: string | null; run: number | null; declaration: number };
  }>(
    tx,
    sql`select before from ${auditLog}
        where target_type = 'market' and target_id = ${marketId} and action = ${AUDIT.rollback}
        order by (before ->> 'declaration')::int desc
        limit 1`,
  );
  if (!row) return null;
  const { kind, teamId, run, declaration } = row.before;
  return { kind, teamId, run, declaration };
}

export type SweepRow = typeof settlementSweeps.$inferSelect;

export async function insertSweeps(tx: Tx, rows: readonly SweepRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(settlementSweeps).values([...rows]);
}

/**
 * Takes (deletes and answers) the market's sweeps waiting in one clearing account, or in any:
 * the delete locks them, so two sweepers never post one twice (the entry's key would refuse it
 * anyway).
 */
export async function takeSweeps(tx: Tx, marketId: string, clearingAccountId: string | null): Promise<SweepRow[]> {
  return tx
    .delete(settlementSweeps)
    .where(
      and(
        eq(settlementSweeps.marketId, marketId),
        clearingAccountId === null ? undefined : eq(settlementSweeps.clearingAccountId, clearingAccountId),
      ),
    )
    .returning();
}
