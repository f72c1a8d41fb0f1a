import { and, eq, ne, sql } from 'drizzle-orm';
import type { EventStatus, MarketType, Score } from '@backlay/contract';
import type { DbOrTx } from '../../../db/client.js';
import { competitions, events, marketResults, markets, runners, type MarketSnapshot } from '../../../db/schema/sports.js';
import type { FeedCompetition, FeedEvent, FeedMarket, FeedResult } from '../feed/feed-source.js';
import type { MarketRow, RunnerRow } from '../catalogue/market-wire.js';

/** SQL of the feed runtime: the catalogue as the feed describes it. */

export async function upsertCompetition(tx: DbOrTx, c: FeedCompetition): Promise<void> {
  await tx
    .insert(competitions)
    .values({ id: c.id, eventTypeId: c.eventTypeId, name: c.name, region: c.region })
    .onConflictDoUpdate({ target: competitions.id, set: { name: c.name, region: c.region } });
}

/** Inserts or updates an event; a closed event is never reopened. */
export async function upsertEvent(tx: DbOrTx, e: FeedEvent, now: Date): Promise<void> {
  const closedAt = e.status === 'closed' ? now : null;
  const fields = {
    competitionId: e.competitionId,
    eventTypeId: e.eventTypeId,
    name: e.name,
    countryCode: e.countryCode,
    timezone: e.timezone,
    openDate: e.openDate,
    status: e.status,
    highlight: e.highlight,
    liveTv: e.liveTv,
    closedAt,
    updatedAt: now,
  };
  await tx
    .insert(events)
    .values({ id: e.id, ...fields })
    .onConflictDoUpdate({ target: events.id, set: fields, setWhere: ne(events.status, 'closed') });
}

/**
 * Inserts or refreshes a market and its runners. Only what the feed owns is refreshed (name,
 * order, runner names): limits, flags and delays may have been changed by staff since.
 */
export async function upsertMarket(tx: DbOrTx, m: FeedMarket, now: Date): Promise<{ market: MarketRow; runners: RunnerRow[] } | null> {
  const [row] = await tx
    .insert(markets)
    .values({
      id: m.id,
      eventId: m.eventId,
      eventTypeId: m.eventTypeId,
      name: m.name,
      type: m.type,
      minStake: m.minStakePaise,
      maxStake: m.maxStakePaise,
      delaySecond: m.delaySecond,
      manual: m.manual,
      cashout: m.cashout,
      sort: m.sort,
      betfairMarketEnabled: m.type === 'betfair',
      betOpenDate: now,
    })
    .onConflictDoUpdate({ target: markets.id, set: { name: m.name, sort: m.sort, updatedAt: now }, setWhere: ne(markets.status, 'closed') })
    .returning();
  if (!row) return null;
  const runnerRows: RunnerRow[] = [];
  for (const r of m.runners) {
    const [saved] = await tx
      .insert(runners)
      .values({ marketId: m.id, id: r.id, name: r.name, sort: r.sort })
      .onConflictDoUpdate({ target: [runners.marketId, runners.id], set: { name: r.name, sort: r.sort } })
      .returning();
    if (saved) runnerRows.push(saved);
  }
  return { market: row, runners: runnerRows };
}

export async function saveScore(tx: DbOrTx, score: Score): Promise<void> {
  await tx.update(events).set({ score }).where(eq(events.id, score.eventId));
}

export interface SnapshotRow {
  marketId: string;
  snapshot: MarketSnapshot;
}

/** Last prices of many markets in one statement (never touches a closed market). */
export async function saveSnapshots(tx: DbOrTx, rows: readonly SnapshotRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.marketId}, ${JSON.stringify(r.snapshot)}, ${r.snapshot.status})`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE markets AS m SET snapshot = v.snapshot::jsonb, status = v.status
    FROM (VALUES ${values}) AS v(id, snapshot, status)
    WHERE m.id = v.id AND m.status <> 'closed'`);
}

/**
 * Declares a feed result: closes the market, records the result (a result staff declared
 * first is kept) and marks winners and losers. Null when the market is unknown or was already
 * closed, so a result replayed after a restart changes nothing.
 */
export async function saveResult(tx: DbOrTx, result: FeedResult, now: Date): Promise<{ market: MarketRow; runners: RunnerRow[] } | null> {
  const [market] = await tx
    .update(markets)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(and(eq(markets.id, result.marketId), ne(markets.status, 'closed')))
    .returning();
  if (!market) return null;
  await tx
    .insert(marketResults)
    .values({
      marketId: result.marketId,
      kind: result.kind,
      winnerRunnerId: result.kind === 'winner' ? result.winnerRunnerId : null,
      score: result.kind === 'score' ? result.score : null,
      declaredAt: now,
    })
    .onConflictDoNothing();
  if (result.kind === 'winner') {
    await tx
      .update(runners)
      .set({ status: sql`CASE WHEN ${runners.id} = ${result.winnerRunnerId} THEN 'winner' ELSE 'loser' END` })
      .where(eq(runners.marketId, result.marketId));
  }
  const runnerRows = await tx.select().from(runners).where(eq(runners.marketId, result.marketId));
  return { market, runners: runnerRows };
}

export interface OpenEvent {
  id: string;
  eventTypeId: number;
  status: EventStatus;
  openDate: Date;
}

export interface OpenMarket {
  id: string;
  eventId: string;
  type: MarketType;
  /** What the event status message needs to name the event's headline market (event-headline.ts). */
  name: string;
  sort: number;
  externalType: string;
  whiteLabelId: string | null;
}

/** What the runtime must know at start: open events and their open markets. */
export async function loadOpenCatalogue(db: DbOrTx): Promise<{ events: OpenEvent[]; markets: OpenMarket[] }> {
  const [eventRows, marketRows] = await Promise.all([
    db
      .select({ id: events.id, eventTypeId: events.eventTypeId, status: events.status, openDate: events.openDate })
      .from(events)
      .where(ne(events.status, 'closed')),
    db
      .select({
        id: markets.id,
        eventId: markets.eventId,
        type: markets.type,
        name: markets.name,
        sort: markets.sort,
        externalType: markets.externalType,
        whiteLabelId: markets.whiteLabelId,
      })
      .from(markets)
      .innerJoin(events, eq(events.id, markets.eventId))
      .where(and(ne(markets.status, 'closed'), ne(events.status, 'closed'))),
  ]);
  return { events: eventRows, markets: marketRows };
}
