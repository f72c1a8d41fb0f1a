import type { EventMarkets, EventStatusDoc, Market, Score } from '@backlay/contract';

/**
 * Pure edits of the event page's query data for live messages. Each returns the same object
 * when nothing changes and otherwise replaces only what changed, so memoised markets whose
 * definition is untouched keep their identity and do not re-render.
 */

export function upsertMarket(data: EventMarkets, market: Market): EventMarkets {
  if (market.eventId !== data.event.id) return data;
  const i = data.markets.findIndex((m) => m.id === market.id);
  const markets = i === -1 ? [...data.markets, market] : data.markets.map((m, j) => (j === i ? market : m));
  return { ...data, markets };
}

export function removeMarket(data: EventMarkets, marketId: string): EventMarkets {
  if (!data.markets.some((m) => m.id === marketId)) return data;
  return { ...data, markets: data.markets.filter((m) => m.id !== marketId) };
}

/** The docs of an event status message: the event's status, in-play flag and start (its `marketId` changes nothing here). */
export function applyEventStatus(data: EventMarkets, msg: EventStatusDoc): EventMarkets {
  const e = data.event;
  if (msg.eventId !== e.id || (e.status === msg.status && e.inPlay === msg.inPlay && e.openDate === msg.openDate)) return data;
  return { ...data, event: { ...e, status: msg.status, inPlay: msg.inPlay, openDate: msg.openDate } };
}

export function applyScore(data: EventMarkets, score: Score | null): EventMarkets {
  if (score && score.eventId !== data.event.id) return data;
  return { ...data, score };
}

/** Display order: pinned-top markets, then match odds (betfair), bookmaker, sessions, then pinned-bottom ones. */
const TYPE_ORDER = { betfair: 0, bookmaker: 1, session: 2 } as const;

export function orderMarkets(markets: readonly Market[]): Market[] {
  const rank = (m: Market) => (m.top ? 0 : m.bottom ? 2 : 1);
  return markets
    .map((m, i) => ({ m, i }))
    .sort((a, b) => rank(a.m) - rank(b.m) || TYPE_ORDER[a.m.type] - TYPE_ORDER[b.m.type] || a.i - b.i)
    .map(({ m }) => m);
}
