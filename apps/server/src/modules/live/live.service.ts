import type { MarketPrice, OpenEventStatus, ServerMessage } from '@backlay/contract';
import { isInPlay } from '@backlay/domain';
import type { Db } from '../../db/client.js';
import type { PriceCache } from '../sports/prices/price-cache.js';
import { listOpenEvents } from './live.repository.js';

/**
 * The snapshots the live channel answers with. They read the price cache (the authority for
 * prices, docs/architecture.md §4) and, for event status, the events table.
 */

/** Every market of an event as the cache holds it now: a (re)subscribing client is current after it. */
export function eventSnapshot(prices: PriceCache, eventId: string, now: Date): ServerMessage<'getMarketStatusByEventId'> {
  const at = now.getTime();
  return { eventId, markets: prices.marketsOfEvent(eventId).map((m) => prices.toWire(m, at)), serverTime: now.toISOString() };
}

/**
 * The home page's headline prices. Decision (docs/product.md does not say which markets these are):
 * the betfair (match odds) market of every event the cache holds that is not closed, which is
 * what the home lists show next to each match. Their updates also go to the `home` room.
 */
export function homeMarkets(prices: PriceCache, now: Date): MarketPrice[] {
  const at = now.getTime();
  const out: MarketPrice[] = [];
  for (const market of prices.all()) {
    if (market.type !== 'betfair' || market.feedStatus === 'closed') continue;
    out.push(prices.toWire(market, at));
  }
  return out;
}

/** Open events with their status; in play also when the start is under 60 s away (docs/product.md §4). */
export async function openEventStatuses(db: Db, now: Date): Promise<OpenEventStatus[]> {
  const rows = await listOpenEvents(db);
  return rows.map((e) => ({
    eventId: e.id,
    eventTypeId: e.eventTypeId,
    status: e.status,
    inPlay: e.status === 'inPlay' || isInPlay(e.openDate, now),
    openDate: e.openDate.toISOString(),
  }));
}
