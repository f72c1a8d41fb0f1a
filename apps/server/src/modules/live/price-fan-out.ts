import { performance } from 'node:perf_hooks';
import type { MarketPrice } from '@backlay/contract';
import type { CachedMarket, PriceCache } from '../sports/prices/price-cache.js';
import { rooms } from './live-publisher.js';

export type PricePublish = (to: readonly string[], payload: MarketPrice) => void;

interface MarketPacing {
  /** performance.now() of the last message sent for the market. */
  lastSentAt: number;
  /** A trailing send is due (an update arrived inside the interval). */
  timer: NodeJS.Timeout | null;
}

/**
 * Turns price-cache changes into `getMarketCacheUpdates` messages, at most one per market per
 * `intervalMs` (docs/architecture.md §5): far less CPU per update for a little more latency
 * (docs/stack.md "socket.io fan-out").
 *
 * Leading and trailing edge: an update to a market that sent nothing for `intervalMs` goes out
 * at once; updates inside the interval are held and the latest image goes out when the interval
 * ends (the cache mutates the market in place, so reading it then gives the latest). A lone
 * update is therefore never delayed, and a burst costs two messages per interval at most.
 * `intervalMs` 0 sends every change at once. Pacing uses the monotonic clock, not the app
 * clock: it is about the wire, not about business time.
 */
export class PriceFanOut {
  private readonly pacing = new Map<string, MarketPacing>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly prices: PriceCache,
    private readonly publish: PricePublish,
    private readonly intervalMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  start(): void {
    this.unsubscribe ??= this.prices.onChange((market) => this.onChange(market));
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    for (const p of this.pacing.values()) if (p.timer) clearTimeout(p.timer);
    this.pacing.clear();
  }

  private onChange(market: CachedMarket): void {
    if (this.intervalMs <= 0) {
      this.send(market);
      return;
    }
    let pace = this.pacing.get(market.marketId);
    if (!pace) this.pacing.set(market.marketId, (pace = { lastSentAt: -Infinity, timer: null }));
    if (pace.timer) return;
    const wait = pace.lastSentAt + this.intervalMs - this.now();
    if (wait <= 0) {
      pace.lastSentAt = this.now();
      this.send(market);
      return;
    }
    const held = pace;
    held.timer = setTimeout(() => {
      held.timer = null;
      held.lastSentAt = this.now();
      this.send(market);
    }, wait);
  }

  private send(market: CachedMarket): void {
    const to = [rooms.event(market.eventId), rooms.market(market.marketId)];
    if (market.type === 'betfair') to.push(rooms.home);
    // A closed market sends nothing more: forget its pacing (no timer is pending here).
    if (market.feedStatus === 'closed') this.pacing.delete(market.marketId);
    this.publish(to, this.prices.toWire(market));
  }
}
