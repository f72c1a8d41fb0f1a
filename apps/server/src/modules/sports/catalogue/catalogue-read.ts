import { eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../../../lib/context.js';
import { competitions, events, markets, runners } from '../../../db/schema/sports.js';
import { eventTypeSettings } from '../../../db/schema/market-admin.js';
import type { CompetitionRow, EventRow, MarketRow, RunnerRow } from './market-wire.js';

/**
 * Everything the catalogue calls show about open events, read in one query per table and
 * joined in memory (home and the side menu are polled every 30 s by every client, so no
 * per-event queries). Markets of an event are in page order: pinned top first, then `sort`,
 * pinned bottom last. Closed markets of open events are included; each call decides.
 */
export interface Catalogue {
  /** Non-closed events, by start time. */
  events: EventRow[];
  eventsById: Map<string, EventRow>;
  competitionsById: Map<string, CompetitionRow>;
  marketsByEvent: Map<string, MarketRow[]>;
  marketsById: Map<string, MarketRow>;
  runnersByMarket: Map<string, RunnerRow[]>;
  /** Sports the administrator switched off in Type Lists: hidden from every list and page. */
  disabledSports: ReadonlySet<number>;
}

/**
 * The read is shared for up to this long: a burst of polls costs one read, and a second of
 * delay on a new event or market is invisible next to the 30 s poll. Prices never come from
 * here (the price cache is read on every answer), so they are never a second old.
 */
export const CATALOGUE_MEMO_MS = 1_000;

interface Memo {
  at: number;
  read: Promise<Catalogue>;
}

const memos = new WeakMap<AppContext, Memo>();

/** The open catalogue, at most CATALOGUE_MEMO_MS old (wall time, so a test clock cannot freeze it). */
export function readCatalogue(ctx: AppContext): Promise<Catalogue> {
  const now = performance.now();
  const memo = memos.get(ctx);
  if (memo && now - memo.at < CATALOGUE_MEMO_MS) return memo.read;
  const read = loadCatalogue(ctx);
  memos.set(ctx, { at: now, read });
  // A failed read must not be served to the next callers.
  read.catch(() => {
    if (memos.get(ctx)?.read === read) memos.delete(ctx);
  });
  return read;
}

/**
 * Drops the shared read, so the next call sees the database as it is now. Whatever writes the
 * catalogue (the feed runtime, staff tools, test factories) may call it after a write.
 */
export function forgetCatalogue(ctx: AppContext): void {
  memos.delete(ctx);
}

async function loadCatalogue(ctx: AppContext): Promise<Catalogue> {
  const { db } = ctx;
  const openEventIds = db.select({ id: events.id }).from(events).where(ne(events.status, 'closed'));
  const [eventRows, competitionRows, marketRows, runnerRows, disabledRows] = await Promise.all([
    db.select().from(events).where(ne(events.status, 'closed')),
    db
      .select()
      .from(competitions)
      .where(inArray(competitions.id, db.select({ id: events.competitionId }).from(events).where(ne(events.status, 'closed')))),
    db.select().from(markets).where(inArray(markets.eventId, openEventIds)),
    db
      .select()
      .from(runners)
      .where(inArray(runners.marketId, db.select({ id: markets.id }).from(markets).where(inArray(markets.eventId, openEventIds)))),
    db.select({ id: eventTypeSettings.eventTypeId }).from(eventTypeSettings).where(eq(eventTypeSettings.enabled, false)),
  ]);
  eventRows.sort(byStart);
  const marketsByEvent = groupBy(marketRows.sort(byPagePlace), (m) => m.eventId);
  const runnersByMarket = groupBy(
    runnerRows.sort((a, b) => a.sort - b.sort),
    (r) => r.marketId,
  );
  return {
    events: eventRows,
    eventsById: new Map(eventRows.map((e) => [e.id, e])),
    competitionsById: new Map(competitionRows.map((c) => [c.id, c])),
    marketsByEvent,
    marketsById: new Map(marketRows.map((m) => [m.id, m])),
    runnersByMarket,
    disabledSports: new Set(disabledRows.map((r) => r.id)),
  };
}

export function byStart(a: Pick<EventRow, 'openDate' | 'id'>, b: Pick<EventRow, 'openDate' | 'id'>): number {
  return a.openDate.getTime() - b.openDate.getTime() || a.id.localeCompare(b.id);
}

/** Event page order: pinned top first, then `sort`, pinned bottom last. */
export function byPagePlace(a: MarketRow, b: MarketRow): number {
  const place = (m: MarketRow) => (m.top ? 0 : m.bottom ? 2 : 1);
  return place(a) - place(b) || a.sort - b.sort || a.id.localeCompare(b.id);
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
