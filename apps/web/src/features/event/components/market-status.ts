import type { Market, MarketStatus } from '@backlay/contract';
import { usePriceStore } from '../../../lib/live/price-store';

/**
 * A market's live status (from the price store, which knows suspensions and stale data)
 * falling back to its definition; a market flagged closed is closed whatever the feed says.
 */
export function useLiveMarketStatus(market: Market): MarketStatus {
  const live = usePriceStore((s) => s.prices[market.id]?.status);
  if (market.marketClosed) return 'closed';
  return live ?? market.status;
}

/** Rupees matched so far, live. */
export function useLiveTotalMatched(market: Market): number {
  return usePriceStore((s) => s.prices[market.id]?.totalMatched) ?? market.totalMatched;
}

/** A runner's live status (active, suspended, winner, loser, removed). */
export function useLiveRunnerStatus(marketId: string, runnerId: string, fallback: string): string {
  return usePriceStore((s) => s.prices[marketId]?.runners.find((r) => r.id === runnerId)?.status) ?? fallback;
}
