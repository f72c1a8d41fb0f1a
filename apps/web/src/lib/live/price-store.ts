import { create } from 'zustand';
import type { Market, MarketPrice, RunnerPrice } from '@backlay/contract';

/**
 * Live prices by market id: the one place every price cell reads from. HTTP answers prime it,
 * socket messages update it, and each component selects only its own market (or a single
 * number of it), so an update re-renders the cells of that market and nothing else.
 *
 * Ordering: every market state carries a `seq` that grows with each change. A state older
 * than (or as old as) the one held is dropped, so a late HTTP answer never overwrites a newer
 * socket update. After the live channel drops, every held market is marked stale and shown as
 * suspended; the first state that arrives for it afterwards is taken whatever its seq (the
 * server may have restarted and counted again), which is why resubscribing and taking fresh
 * snapshots on reconnect is enough to leave no stale odds on screen.
 */
export interface PriceState {
  prices: Record<string, MarketPrice>;
  /** Markets held from before the last drop of the live channel, shown as suspended. */
  stale: Record<string, true>;
}

export const usePriceStore = create<PriceState>(() => ({ prices: {}, stale: {} }));

/** The live part of a market definition. A market the feed has not priced yet is as old as it gets. */
export function marketToPrice(m: Market): MarketPrice {
  return {
    marketId: m.id,
    eventId: m.eventId,
    status: m.marketClosed ? 'closed' : m.status,
    runners: m.teams.map(({ id, status, back, lay }) => ({ id, status, back, lay })),
    totalMatched: m.totalMatched,
    updatedAt: m.updatedAt ?? new Date(0).toISOString(),
    seq: m.seq,
  };
}

function isMarket(item: MarketPrice | Market): item is Market {
  return 'teams' in item;
}

/** Merges states into the store in one update; answers whether anything changed. */
function merge(items: readonly MarketPrice[]): void {
  usePriceStore.setState((s) => {
    let prices: Record<string, MarketPrice> | null = null;
    let stale: Record<string, true> | null = null;
    for (const p of items) {
      const held = (prices ?? s.prices)[p.marketId];
      const isStale = (stale ?? s.stale)[p.marketId] === true;
      if (held && !isStale && p.seq <= held.seq) continue;
      prices ??= { ...s.prices };
      prices[p.marketId] = p;
      if (isStale) {
        stale ??= { ...s.stale };
        delete stale[p.marketId];
      }
    }
    if (!prices) return s;
    return stale ? { prices, stale } : { prices };
  });
}

/** Seeds the store from HTTP answers (markets) or snapshots (prices); older states are dropped. */
export function primeMarketPrices(items: ReadonlyArray<MarketPrice | Market>): void {
  if (items.length === 0) return;
  merge(items.map((i) => (isMarket(i) ? marketToPrice(i) : i)));
}

/** One live update (getMarketCacheUpdates). */
export function applyMarketPrice(p: MarketPrice): void {
  merge([p]);
}

/**
 * The live channel dropped: nothing on screen may look bettable until a fresh state arrives.
 * Prices are kept (so the layout does not jump) but every market reads as suspended.
 */
export function markAllPricesStale(): void {
  usePriceStore.setState((s) => {
    const ids = Object.keys(s.prices);
    if (ids.length === 0) return s;
    const prices: Record<string, MarketPrice> = {};
    const stale: Record<string, true> = {};
    for (const id of ids) {
      const p = s.prices[id]!;
      prices[id] = p.status === 'open' ? { ...p, status: 'suspended' } : p;
      stale[id] = true;
    }
    return { prices, stale };
  });
}

/** A market left the event (getDeleteMarketUpdate): forget its prices. */
export function forgetMarketPrice(marketId: string): void {
  usePriceStore.setState((s) => {
    if (!(marketId in s.prices)) return s;
    const prices = { ...s.prices };
    delete prices[marketId];
    const stale = { ...s.stale };
    delete stale[marketId];
    return { prices, stale };
  });
}

export function useMarketPrice(marketId: string): MarketPrice | undefined {
  return usePriceStore((s) => s.prices[marketId]);
}

export function useRunnerPrice(marketId: string, runnerId: string): RunnerPrice | undefined {
  return usePriceStore((s) => s.prices[marketId]?.runners.find((r) => r.id === runnerId));
}

/** Only the status, so a container re-renders when the market opens or closes, not on every tick. */
export function useMarketStatus(marketId: string): MarketPrice['status'] | undefined {
  return usePriceStore((s) => s.prices[marketId]?.status);
}
