import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MarketType } from '@backlay/contract';
import type { DbOrTx } from '../../db/client.js';
import { bets, events, markets, runners, uplineShareLists, userMarketBooks, users } from '../../db/schema/index.js';
import type { UplineShare } from '../../db/schema/betting.js';

/**
 * The only SQL of Market Analysis. The downline of X is every account with X in its ancestor
 * path; open bets are reached through the players' books (user_market_books with open bets)
 * and the (market, user) index of bets, never by scanning bets on status.
 */

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A market as both the list and the detail head show it (MarketHead): its own columns and its event's name. */
const marketHeadColumns = {
  marketId: markets.id,
  marketName: markets.name,
  marketType: markets.type,
  eventId: markets.eventId,
  eventName: events.name,
  eventTypeId: markets.eventTypeId,
  marketStatus: markets.status,
};

export interface MarketHead {
  marketId: string;
  marketName: string;
  marketType: MarketType;
  eventId: string;
  eventName: string;
  eventTypeId: number;
  marketStatus: string;
}

export interface AnalysedMarketRow extends MarketHead {
  bets: number;
  players: number;
  matched: string;
  lastBetAt: Date | string;
  total: number;
}

/** One page of the markets with open bets below `viewerId`, latest bet first. */
export async function listAnalysedMarkets(
  db: DbOrTx,
  viewerId: string,
  search: string | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: AnalysedMarketRow[]; total: number }> {
  const lastBetAt = sql<Date>`max(${bets.createdAt})`;
  const rows = await db
    .select({
      ...marketHeadColumns,
      bets: sql<number>`count(*)::int`,
      players: sql<number>`count(distinct ${bets.userId})::int`,
      matched: sql<string>`sum(${bets.stake})::text`,
      lastBetAt,
      // Counted after grouping: the number of markets, for the page info.
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(userMarketBooks)
    .innerJoin(users, eq(users.id, userMarketBooks.userId))
    .innerJoin(bets, and(eq(bets.marketId, userMarketBooks.marketId), eq(bets.userId, userMarketBooks.userId), eq(bets.status, 'open')))
    .innerJoin(markets, eq(markets.id, userMarketBooks.marketId))
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(
      and(
        sql`${userMarketBooks.openBets} > 0`,
        sql`${viewerId}::uuid = any(${users.ancestors})`,
        search
          ? sql`(lower(${events.name}) like lower(${containsPattern(search)}) or lower(${markets.name}) like lower(${containsPattern(search)}))`
          : undefined,
      ),
    )
    .groupBy(markets.id, markets.name, markets.type, markets.eventId, events.name, markets.eventTypeId, markets.status)
    .orderBy(sql`max(${bets.createdAt}) desc`, asc(markets.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: rows[0]?.total ?? 0 };
}

/** The market with its event's name and its runners in display order, or null. */
export async function findMarket(
  db: DbOrTx,
  marketId: string,
): Promise<{ head: MarketHead; runners: { id: string; name: string }[] } | null> {
  const [head] = await db
    .select({
      ...marketHeadColumns,
    })
    .from(markets)
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(eq(markets.id, marketId))
    .limit(1);
  if (!head) return null;
  const found = await db
    .select({ id: runners.id, name: runners.name })
    .from(runners)
    .where(eq(runners.marketId, marketId))
    .orderBy(asc(runners.sort), asc(runners.id));
  return { head, runners: found };
}

export interface DownlineBetRow {
  userId: string;
  /** The viewer's direct downline account this bet is under (the player itself when it is directly below). */
  childId: string;
  runnerId: string;
  side: 'back' | 'lay';
  odd: number;
  run: number;
  stake: number;
  uplineShares: UplineShare[];
}

/** The open bets of a market placed below `viewerId`. */
export async function downlineOpenBets(db: DbOrTx, viewerId: string, marketId: string): Promise<DownlineBetRow[]> {
  return db
    .select({
      userId: bets.userId,
      childId: sql<string>`coalesce(${users.ancestors}[array_position(${users.ancestors}, ${viewerId}::uuid) + 1], ${users.id})::text`,
      runnerId: bets.runnerId,
      side: bets.side,
      odd: bets.odd,
      run: bets.run,
      stake: bets.stake,
      uplineShares: uplineShareLists.shares,
    })
    .from(bets)
    .innerJoin(uplineShareLists, eq(uplineShareLists.id, bets.shareListId))
    .innerJoin(users, eq(users.id, bets.userId))
    .where(and(eq(bets.marketId, marketId), eq(bets.status, 'open'), sql`${viewerId}::uuid = any(${users.ancestors})`))
    .orderBy(asc(bets.createdAt), asc(bets.id));
}

export async function usersByIds(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, userName: users.userName, role: users.role })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
