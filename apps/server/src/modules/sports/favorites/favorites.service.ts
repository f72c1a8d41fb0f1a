import { and, asc, eq, ne } from 'drizzle-orm';
import { SPORTS_MESSAGES, type EventCard, type Market, type SportsEvent } from '@backlay/contract';
import { notFound } from '../../../lib/app-error.js';
import type { AppContext, AuthContext } from '../../../lib/context.js';
import { events, favoriteEvents, favoriteMarkets, markets } from '../../../db/schema/sports.js';
import { readCatalogue } from '../catalogue/catalogue-read.js';
import { CatalogueView, isListed, isVisibleTo } from '../catalogue/catalogue-view.js';

/**
 * A player's favourite events and markets (docs/product.md §7 "Favorites"). Adding twice and
 * removing what is not there both succeed with their usual message: the client toggles a star
 * and should not have to know the server's state. Favourites of events that have closed, and
 * of markets that closed or were withdrawn, drop out of the lists (the rows stay: they are
 * harmless and the player's history of interest).
 */

export async function listFavoriteEvents(ctx: AppContext, auth: AuthContext): Promise<EventCard[]> {
  const [rows, catalogue] = await Promise.all([
    ctx.db.select({ eventId: favoriteEvents.eventId }).from(favoriteEvents).where(eq(favoriteEvents.userId, auth.user.id)),
    readCatalogue(ctx),
  ]);
  const view = new CatalogueView(ctx, catalogue, auth);
  const wanted = new Set(rows.map((r) => r.eventId));
  return view
    .visibleEvents()
    .filter((e) => wanted.has(e.id))
    .map((e) => view.card(e));
}

export async function listFavoriteMarkets(ctx: AppContext, auth: AuthContext): Promise<{ event: SportsEvent; market: Market }[]> {
  const [rows, catalogue] = await Promise.all([
    ctx.db
      .select({ marketId: favoriteMarkets.marketId })
      .from(favoriteMarkets)
      .where(eq(favoriteMarkets.userId, auth.user.id))
      .orderBy(asc(favoriteMarkets.createdAt), asc(favoriteMarkets.marketId)),
    readCatalogue(ctx),
  ]);
  const view = new CatalogueView(ctx, catalogue, auth);
  return rows.flatMap(({ marketId }) => {
    const market = catalogue.marketsById.get(marketId);
    const event = market && view.visibleEvent(market.eventId);
    if (!market || !event || !isListed(market) || !isVisibleTo(market, auth)) return [];
    return [{ event: view.event(event), market: view.market(market) }];
  });
}

/** Only an open event can be starred; anything else is "Event not found", as on the event page. */
export async function addFavoriteEvent(ctx: AppContext, auth: AuthContext, eventId: string): Promise<string> {
  const [event] = await ctx.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), ne(events.status, 'closed')));
  if (!event) throw notFound(SPORTS_MESSAGES.eventNotFound);
  await ctx.db.insert(favoriteEvents).values({ userId: auth.user.id, eventId: event.id, createdAt: ctx.clock.now() }).onConflictDoNothing();
  return SPORTS_MESSAGES.favoriteEventAdded;
}

export async function removeFavoriteEvent(ctx: AppContext, auth: AuthContext, eventId: string): Promise<string> {
  await ctx.db.delete(favoriteEvents).where(and(eq(favoriteEvents.userId, auth.user.id), eq(favoriteEvents.eventId, eventId)));
  return SPORTS_MESSAGES.favoriteEventDeleted;
}

/** Only a market a player can see (active, not closed, of an open event) can be starred. */
export async function addFavoriteMarket(ctx: AppContext, auth: AuthContext, marketId: string): Promise<string> {
  const [market] = await ctx.db
    .select({ market: markets })
    .from(markets)
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(and(eq(markets.id, marketId), ne(events.status, 'closed')))
    .then((rows) => rows.map((r) => r.market));
  if (!market || !isListed(market) || !isVisibleTo(market, auth)) throw notFound(SPORTS_MESSAGES.marketNotFound);
  await ctx.db
    .insert(favoriteMarkets)
    .values({ userId: auth.user.id, marketId: market.id, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
  return SPORTS_MESSAGES.favoriteMarketAdded;
}

export async function removeFavoriteMarket(ctx: AppContext, auth: AuthContext, marketId: string): Promise<string> {
  await ctx.db.delete(favoriteMarkets).where(and(eq(favoriteMarkets.userId, auth.user.id), eq(favoriteMarkets.marketId, marketId)));
  return SPORTS_MESSAGES.favoriteMarketDeleted;
}
