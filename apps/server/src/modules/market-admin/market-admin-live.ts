import type { AppContext } from '../../lib/context.js';
import { rooms } from '../live/index.js';
import { forgetCatalogue, marketToWire, type MarketRow, type RunnerRow } from '../sports/index.js';

/**
 * Market definition changes to players, on the same messages the feed runtime sends
 * (`getAddMarketUpdate`, `getModifyMarketUpdate`, `getDeleteMarketUpdate`); prices and
 * suspensions go through the price cache, whose fan-out sends `getMarketCacheUpdates`. A
 * whiteLabel's own market is told to that white label's room only (its players and staff),
 * the others to the event's room. Sent after commit; the catalogue read is forgotten first so
 * a client that refetches on the message sees the change.
 */
export type MarketChange = 'add' | 'modify' | 'delete';

export function announceMarket(
  ctx: AppContext,
  change: MarketChange,
  market: MarketRow,
  runners: readonly RunnerRow[],
  eventOpenDate: Date,
): void {
  forgetCatalogue(ctx);
  const to = market.whiteLabelId ? rooms.whiteLabel(market.whiteLabelId) : rooms.event(market.eventId);
  if (change === 'delete') {
    ctx.live.emit(to, 'getDeleteMarketUpdate', { eventId: market.eventId, marketId: market.id });
    return;
  }
  const wire = marketToWire(market, runners, ctx.prices, ctx.clock.now(), 0, eventOpenDate);
  ctx.live.emit(to, change === 'add' ? 'getAddMarketUpdate' : 'getModifyMarketUpdate', wire);
}

/** The lists (home, highlights, tournaments) changed: clients refetch them (as the feed runtime's notices). */
export function announceListsChanged(ctx: AppContext): void {
  forgetCatalogue(ctx);
  const at = ctx.clock.now().toISOString();
  ctx.live.emit(rooms.all, 'getHomeCacheUpdates', { at });
  ctx.live.emit(rooms.all, 'highlightUpdated', { at });
  ctx.live.emit(rooms.all, 'tournamentUpdated', { at });
}
