import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { MarketStatus } from '@backlay/contract';
import type { DbOrTx, Tx } from '../../db/client.js';
import { bets, competitions, events, marketResults, markets, runners, whiteLabels, type MarketSnapshot } from '../../db/schema/index.js';
import type { EventRow, MarketRow, RunnerRow } from '../sports/index.js';

/** The only place with the SQL of the staff market tools (events, markets, manual prices). */

export type ResultRow = typeof marketResults.$inferSelect;

/** Who is looking: the administrator sees every market, anyone else not another label's own ones. */
export interface Viewer {
  isAdministrator: boolean;
  whiteLabelId: string | null;
}

function visibleMarkets(viewer: Viewer): SQL | undefined {
  if (viewer.isAdministrator) return undefined;
  return viewer.whiteLabelId
    ? or(isNull(markets.whiteLabelId), eq(markets.whiteLabelId, viewer.whiteLabelId))
    : isNull(markets.whiteLabelId);
}

/**
 * The markets this viewer may suspend, resume or edit (market-access.ts `mayEditMarket` in SQL):
 * the administrator every one, a whiteLabel its own manual ones.
 */
function editableMarkets(viewer: Viewer): SQL {
  if (viewer.isAdministrator) return sql`true`;
  if (!viewer.whiteLabelId) return sql`false`;
  return sql`(${markets.manual} and ${markets.whiteLabelId} = ${viewer.whiteLabelId})`;
}

/** The term is matched literally: %, _ and \ lose their LIKE meaning. */
function contains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

const matchedOfSnapshot = sql<number>`coalesce((${markets.snapshot}->>'totalMatchedPaise')::bigint, 0)`;

/* ---------------------------------------------------------------------------------------------
 * Events
 * ------------------------------------------------------------------------------------------- */

export interface EventFilter {
  search?: string | undefined;
  eventTypeId?: number | undefined;
  state: 'open' | 'upcoming' | 'inPlay' | 'closed' | 'all';
  sort: 'openDate' | 'name' | 'matched';
  order: 'asc' | 'desc';
}

export interface EventListRow {
  event: EventRow;
  competitionName: string;
  markets: number;
  liveMarkets: number;
  manualMarkets: number;
  awaitingResult: number;
  hasBookmaker: boolean;
  hasSession: boolean;
  /** Open markets the viewer may suspend or resume, and how many of them staff hold. */
  editableMarkets: number;
  heldMarkets: number;
  /** From the stored snapshots (the caller prefers the price cache for live markets). */
  matchedPaise: number;
}

export async function listEvents(
  db: DbOrTx,
  f: EventFilter,
  viewer: Viewer,
  page: { offset: number; limit: number },
): Promise<{ rows: EventListRow[]; total: number }> {
  const where: SQL[] = [];
  if (f.eventTypeId !== undefined) where.push(eq(events.eventTypeId, f.eventTypeId));
  if (f.state === 'open') where.push(ne(events.status, 'closed'));
  else if (f.state !== 'all') where.push(eq(events.status, f.state));
  if (f.search) where.push(or(ilike(events.name, contains(f.search)), ilike(competitions.name, contains(f.search)))!);
  const condition = and(...where);

  const closedOrEventClosed = sql`(${markets.status} = 'closed' or ${events.status} = 'closed')`;
  // Open as "Suspend all" takes them (event-suspension.service.ts): not closed, event not closed.
  const openEditable = sql`(${markets.status} <> 'closed' and ${markets.closedAt} is null and ${events.status} <> 'closed' and ${editableMarkets(viewer)})`;
  const stats = db
    .select({
      eventId: sql<string>`${markets.eventId}`.as('stats_event_id'),
      markets: sql<number>`count(*)::int`.as('markets'),
      live: sql<number>`(count(*) filter (where ${markets.status} <> 'closed' and ${events.status} <> 'closed'))::int`.as('live'),
      manual: sql<number>`(count(*) filter (where ${markets.manual}))::int`.as('manual'),
      awaiting: sql<number>`(count(*) filter (where ${closedOrEventClosed} and ${marketResults.marketId} is null))::int`.as('awaiting'),
      bookmaker: sql<boolean>`bool_or(${markets.type} = 'bookmaker' and ${markets.active})`.as('bookmaker'),
      session: sql<boolean>`bool_or(${markets.type} = 'session' and ${markets.active})`.as('session'),
      editable: sql<number>`(count(*) filter (where ${openEditable}))::int`.as('editable'),
      held: sql<number>`(count(*) filter (where ${openEditable} and ${markets.staffSuspended}))::int`.as('held'),
      matched: sql<number>`coalesce(sum(${matchedOfSnapshot}), 0)::bigint`.as('matched'),
    })
    .from(markets)
    .innerJoin(events, eq(events.id, markets.eventId))
    .leftJoin(marketResults, eq(marketResults.marketId, markets.id))
    .where(visibleMarkets(viewer))
    .groupBy(markets.eventId)
    .as('stats');

  const dir = f.order === 'desc' ? desc : asc;
  const orderBy =
    f.sort === 'name'
      ? [dir(events.name), asc(events.id)]
      : f.sort === 'matched'
        ? [dir(sql`coalesce(${stats.matched}, 0)`), asc(events.openDate), asc(events.id)]
        : [dir(events.openDate), asc(events.id)];

  const [rows, [total]] = await Promise.all([
    db
      .select({
        event: events,
        competitionName: competitions.name,
        markets: stats.markets,
        live: stats.live,
        manual: stats.manual,
        awaiting: stats.awaiting,
        bookmaker: stats.bookmaker,
        session: stats.session,
        editable: stats.editable,
        held: stats.held,
        matched: stats.matched,
      })
      .from(events)
      .innerJoin(competitions, eq(competitions.id, events.competitionId))
      .leftJoin(stats, eq(stats.eventId, events.id))
      .where(condition)
      .orderBy(...orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(events)
      .innerJoin(competitions, eq(competitions.id, events.competitionId))
      .where(condition),
  ]);
  return {
    rows: rows.map((r) => ({
      event: r.event,
      competitionName: r.competitionName,
      markets: Number(r.markets ?? 0),
      liveMarkets: Number(r.live ?? 0),
      manualMarkets: Number(r.manual ?? 0),
      awaitingResult: Number(r.awaiting ?? 0),
      hasBookmaker: r.bookmaker === true,
      hasSession: r.session === true,
      editableMarkets: Number(r.editable ?? 0),
      heldMarkets: Number(r.held ?? 0),
      matchedPaise: Number(r.matched ?? 0),
    })),
    total: Number(total?.n ?? 0),
  };
}

export async function findEvent(db: DbOrTx, eventId: string): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  return row ?? null;
}

/* ---------------------------------------------------------------------------------------------
 * Markets
 * ------------------------------------------------------------------------------------------- */

export interface MarketFilter {
  search?: string | undefined;
  eventId?: string | undefined;
  eventTypeId?: number | undefined;
  type?: 'betfair' | 'bookmaker' | 'session' | undefined;
  state: 'live' | 'closed' | 'awaitingResult' | 'resulted' | 'all';
  manual?: boolean | undefined;
  sort: 'openDate' | 'name' | 'matched';
  order: 'asc' | 'desc';
}

/** A market with everything the staff row shows. */
export interface StaffMarketRecord {
  market: MarketRow;
  runners: RunnerRow[];
  event: Pick<EventRow, 'id' | 'name' | 'status' | 'openDate' | 'eventTypeId'>;
  competitionName: string;
  result: ResultRow | null;
  whiteLabelName: string | null;
  bets: number;
  betStakesPaise: number;
}

export async function listMarketIds(
  db: DbOrTx,
  f: MarketFilter,
  viewer: Viewer,
  page: { offset: number; limit: number },
): Promise<{ ids: string[]; total: number }> {
  const where: SQL[] = [];
  const visible = visibleMarkets(viewer);
  if (visible) where.push(visible);
  if (f.eventId) where.push(eq(markets.eventId, f.eventId));
  if (f.eventTypeId !== undefined) where.push(eq(markets.eventTypeId, f.eventTypeId));
  if (f.type) where.push(eq(markets.type, f.type));
  if (f.manual !== undefined) where.push(eq(markets.manual, f.manual));
  const closed = sql`(${markets.status} = 'closed' or ${events.status} = 'closed')`;
  if (f.state === 'live') where.push(sql`not ${closed}`);
  if (f.state === 'closed') where.push(closed);
  if (f.state === 'awaitingResult') where.push(and(closed, isNull(marketResults.marketId))!);
  if (f.state === 'resulted') where.push(sql`${marketResults.marketId} is not null`);
  if (f.search) {
    const like = contains(f.search);
    where.push(or(ilike(markets.name, like), ilike(events.name, like), eq(markets.id, f.search))!);
  }
  const condition = and(...where);
  const dir = f.order === 'desc' ? desc : asc;
  const orderBy =
    f.sort === 'name'
      ? [dir(events.name), dir(markets.name), asc(markets.id)]
      : f.sort === 'matched'
        ? [dir(matchedOfSnapshot), asc(markets.id)]
        : [dir(events.openDate), asc(events.id), asc(markets.sort), asc(markets.id)];

  const [rows, [total]] = await Promise.all([
    db
      .select({ id: markets.id })
      .from(markets)
      .innerJoin(events, eq(events.id, markets.eventId))
      .leftJoin(marketResults, eq(marketResults.marketId, markets.id))
      .where(condition)
      .orderBy(...orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(markets)
      .innerJoin(events, eq(events.id, markets.eventId))
      .leftJoin(marketResults, eq(marketResults.marketId, markets.id))
      .where(condition),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(total?.n ?? 0) };
}

/** The staff records of these markets, in the order of `ids` (unknown ids are left out). */
export async function loadStaffMarkets(db: DbOrTx, ids: readonly string[]): Promise<StaffMarketRecord[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [rows, runnerRows, betRows] = await Promise.all([
    db
      .select({
        market: markets,
        event: { id: events.id, name: events.name, status: events.status, openDate: events.openDate, eventTypeId: events.eventTypeId },
        competitionName: competitions.name,
        result: marketResults,
        whiteLabelName: whiteLabels.name,
      })
      .from(markets)
      .innerJoin(events, eq(events.id, markets.eventId))
      .innerJoin(competitions, eq(competitions.id, events.competitionId))
      .leftJoin(marketResults, eq(marketResults.marketId, markets.id))
      .leftJoin(whiteLabels, eq(whiteLabels.id, markets.whiteLabelId))
      .where(inArray(markets.id, list)),
    db.select().from(runners).where(inArray(runners.marketId, list)).orderBy(asc(runners.marketId), asc(runners.sort)),
    db
      .select({ marketId: bets.marketId, n: sql<number>`count(*)::int`, stakes: sql<string>`coalesce(sum(${bets.stake}), 0)::text` })
      .from(bets)
      .where(and(inArray(bets.marketId, list), inArray(bets.status, ['open', 'settled'])))
      .groupBy(bets.marketId),
  ]);
  const runnersOf = new Map<string, RunnerRow[]>();
  for (const r of runnerRows) {
    const of = runnersOf.get(r.marketId);
    if (of) of.push(r);
    else runnersOf.set(r.marketId, [r]);
  }
  const betsOf = new Map(betRows.map((b) => [b.marketId, b]));
  const byId = new Map(
    rows.map((r) => [
      r.market.id,
      {
        market: r.market,
        runners: runnersOf.get(r.market.id) ?? [],
        event: r.event,
        competitionName: r.competitionName,
        result: r.result,
        whiteLabelName: r.whiteLabelName,
        bets: Number(betsOf.get(r.market.id)?.n ?? 0),
        betStakesPaise: Number(betsOf.get(r.market.id)?.stakes ?? 0),
      } satisfies StaffMarketRecord,
    ]),
  );
  return list.flatMap((id) => {
    const found = byId.get(id);
    return found ? [found] : [];
  });
}

/** Locks a market's row for a staff change; null when unknown. */
export async function lockMarket(tx: Tx, marketId: string): Promise<MarketRow | null> {
  const [row] = await tx.select().from(markets).where(eq(markets.id, marketId)).for('update').limit(1);
  return row ?? null;
}

export type MarketSettings = Partial<Pick<MarketRow, 'betAllow' | 'active' | 'minStake' | 'maxStake' | 'delaySecond' | 'staffSuspended'>>;

/**
 * The snapshot of a manual market whose hold changes to `suspended`, numbered as the next change
 * (its `seq` is the one every process shows); other markets' snapshots are left as they are.
 */
function numberedHold(suspended: boolean): SQL {
  return sql`case when ${markets.manual} and ${markets.snapshot} is not null and ${markets.staffSuspended} <> ${suspended}
    then jsonb_set(${markets.snapshot}, '{seq}', to_jsonb(coalesce((${markets.snapshot}->>'seq')::int, 0) + 1))
    else ${markets.snapshot} end`;
}

export async function updateMarketSettings(tx: Tx, marketId: string, set: MarketSettings, at: Date): Promise<MarketRow> {
  const held = set.staffSuspended;
  const [row] = await tx
    .update(markets)
    .set({ ...set, ...(held !== undefined ? { snapshot: numberedHold(held) } : {}), updatedAt: at })
    .where(eq(markets.id, marketId))
    .returning();
  return row!;
}

/**
 * Locks an event's markets that are not closed, in id order (every caller locks in that order,
 * so two event-wide changes never wait on each other in a cycle).
 */
export async function lockOpenMarketsOfEvent(tx: Tx, eventId: string): Promise<MarketRow[]> {
  return tx
    .select()
    .from(markets)
    .where(and(eq(markets.eventId, eventId), ne(markets.status, 'closed'), isNull(markets.closedAt)))
    .orderBy(asc(markets.id))
    .for('update');
}

export async function setStaffSuspended(tx: Tx, marketIds: readonly string[], suspended: boolean, at: Date): Promise<MarketRow[]> {
  if (marketIds.length === 0) return [];
  return tx
    .update(markets)
    .set({ staffSuspended: suspended, snapshot: numberedHold(suspended), updatedAt: at })
    .where(inArray(markets.id, [...marketIds]))
    .returning();
}

/** Runners of these markets, each market's in its order. */
export async function runnersOfMarkets(db: DbOrTx, marketIds: readonly string[]): Promise<Map<string, RunnerRow[]>> {
  const byMarket = new Map<string, RunnerRow[]>();
  if (marketIds.length === 0) return byMarket;
  const rows = await db
    .select()
    .from(runners)
    .where(inArray(runners.marketId, [...marketIds]))
    .orderBy(asc(runners.marketId), asc(runners.sort));
  for (const r of rows) byMarket.set(r.marketId, [...(byMarket.get(r.marketId) ?? []), r]);
  return byMarket;
}

export async function insertManualMarket(
  tx: Tx,
  market: typeof markets.$inferInsert,
  runnerRows: { id: string; name: string; sort: number }[],
): Promise<{ market: MarketRow; runners: RunnerRow[] }> {
  const [row] = await tx.insert(markets).values(market).returning();
  const saved = await tx
    .insert(runners)
    .values(runnerRows.map((r) => ({ marketId: row!.id, ...r })))
    .returning();
  return { market: row!, runners: saved.sort((a, b) => a.sort - b.sort) };
}

export async function runnersOfMarket(db: DbOrTx, marketId: string): Promise<RunnerRow[]> {
  return db.select().from(runners).where(eq(runners.marketId, marketId)).orderBy(asc(runners.sort));
}

/** Next place of a new market on its event page (after the ones it has). */
export async function nextMarketSort(db: DbOrTx, eventId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${markets.sort})` })
    .from(markets)
    .where(eq(markets.eventId, eventId));
  return Number(row?.max ?? 0) + 1;
}

/**
 * A manual market's prices as staff entered them, kept for restarts and for the other processes.
 * The caller numbers the snapshot from the row it locked, so two staff never take one number.
 */
export async function saveManualSnapshot(
  tx: Tx,
  marketId: string,
  snapshot: MarketSnapshot,
  status: MarketStatus,
  at: Date,
): Promise<void> {
  await tx.update(markets).set({ snapshot, status, updatedAt: at }).where(eq(markets.id, marketId));
}

/** Stakes of the players' matched bets on a market (paise). */
export async function matchedStakes(db: DbOrTx, marketId: string): Promise<number> {
  const [row] = await db
    .select({ stakes: sql<string>`coalesce(sum(${bets.stake}), 0)::text` })
    .from(bets)
    .where(and(eq(bets.marketId, marketId), inArray(bets.status, ['open', 'settled'])));
  return Number(row?.stakes ?? 0);
}

export async function whiteLabelExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: whiteLabels.id }).from(whiteLabels).where(eq(whiteLabels.id, id)).limit(1);
  return row !== undefined;
}

/** Markets staff run by hand or hold suspended, not closed (a partial index keeps this small). */
export async function staffRunMarkets(db: DbOrTx) {
  return db
    .select({
      id: markets.id,
      eventId: markets.eventId,
      type: markets.type,
      manual: markets.manual,
      staffSuspended: markets.staffSuspended,
      snapshot: markets.snapshot,
    })
    .from(markets)
    .where(sql`(${markets.manual} or ${markets.staffSuspended}) and ${markets.status} <> 'closed'`);
}
