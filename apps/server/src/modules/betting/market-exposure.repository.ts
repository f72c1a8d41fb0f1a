import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bets, events, markets, userMarketBooks } from '../../db/schema/index.js';

/** A player's stored book on one market (user_market_books) and the stake of its open bets (paise). */
export interface PlayerBookRow {
  marketId: string;
  book: unknown;
  openBets: number;
  stake: number;
}

/**
 * The player's books with open bets on one market or on an event's markets. The stake of the
 * book's open bets is summed in the same statement (by market and user, the bets' index), so
 * both come from one snapshot even while a placement batch commits.
 */
export async function findPlayerBooks(
  db: DbOrTx,
  userId: string,
  scope: { marketId: string } | { eventId: string },
): Promise<PlayerBookRow[]> {
  const stake = sql<string>`(
    select coalesce(sum(${bets.stake}), 0)::text from ${bets}
    where ${bets.marketId} = ${userMarketBooks.marketId} and ${bets.userId} = ${userMarketBooks.userId} and ${bets.status} = 'open')`;
  const rows = await db
    .select({
      marketId: userMarketBooks.marketId,
      book: userMarketBooks.book,
      openBets: userMarketBooks.openBets,
      stake,
    })
    .from(userMarketBooks)
    .innerJoin(markets, eq(markets.id, userMarketBooks.marketId))
    .where(
      and(
        eq(userMarketBooks.userId, userId),
        gt(userMarketBooks.openBets, 0),
        'marketId' in scope ? eq(markets.id, scope.marketId) : eq(markets.eventId, scope.eventId),
      ),
    );
  return rows.map((r) => ({ ...r, stake: Number(r.stake) }));
}

export async function eventExists(db: DbOrTx, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId)).limit(1);
  return row !== undefined;
}
