import { and, eq, inArray, ne } from 'drizzle-orm';
import type { MarketType } from '@backlay/contract';
import type { DbOrTx } from '../../../db/client.js';
import { events, markets, type MarketSnapshot } from '../../../db/schema/sports.js';

/** SQL of the price stream's followers: where they start from. */

/** Ids per statement (a bound parameter each). */
const ID_CHUNK = 1_000;

export interface StoredMarketPrice {
  id: string;
  eventId: string;
  type: MarketType;
  /** Priced by staff by hand: the staff market sync keeps those, not the stream. */
  manual: boolean;
  /** The leader's last prices (written every few seconds), or null when never priced. */
  snapshot: MarketSnapshot | null;
}

/** The open catalogue's markets with their stored prices (open events, markets not closed). */
export async function openMarketSnapshots(db: DbOrTx): Promise<StoredMarketPrice[]> {
  return db
    .select({ id: markets.id, eventId: markets.eventId, type: markets.type, manual: markets.manual, snapshot: markets.snapshot })
    .from(markets)
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(and(ne(markets.status, 'closed'), ne(events.status, 'closed')));
}

/** Which of these markets are closed in the database (a close the stream may not have carried). */
export async function closedMarketIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  const closed: string[] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const rows = await db
      .select({ id: markets.id })
      .from(markets)
      .where(and(inArray(markets.id, ids.slice(i, i + ID_CHUNK)), eq(markets.status, 'closed')));
    for (const r of rows) closed.push(r.id);
  }
  return closed;
}
