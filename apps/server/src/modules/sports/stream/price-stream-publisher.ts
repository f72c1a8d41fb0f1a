import type { MarketType, ServerMessage, ServerMessageName } from '@backlay/contract';
import type { AppContext } from '../../../lib/context.js';
import type { LivePublisher } from '../../live/index.js';
import type { FeedPrice } from '../feed/feed-source.js';
import type { CachedMarket } from '../prices/price-cache.js';
import {
  encodeBatch,
  priceItem,
  PRICE_STREAM_FLUSH_MS,
  PRICE_STREAM_HEARTBEAT_MS,
  PRICE_STREAM_VERSION,
  type StreamItem,
} from './price-stream-wire.js';

/**
 * What the feed runtime tells the other processes while this process leads: the price cache's
 * calls and the feed's live messages, in the order they happened.
 */
export interface PriceStreamOutlet {
  register(marketId: string, eventId: string, type: MarketType): void;
  /** A price the runtime's cache applied, and the cached market it made (its event, type and `seq`). */
  price(price: FeedPrice, applied: CachedMarket): void;
  close(marketId: string): void;
  /** A feed-derived live message: to this process's sockets now, to the others' with the batch. */
  emit<K extends ServerMessageName>(to: string | readonly string[], event: K, payload: ServerMessage<K>): void;
  /** Sends what is pending and stops publishing (the runtime stopped: the lead was given up). */
  detach(): void;
}

/**
 * The leader's end of the price stream (docs/decisions/one-price-stream.md). Items are gathered
 * and sent as one batch PRICE_STREAM_FLUSH_MS after the first of them, so a tick of the feed is
 * one Redis message; a market priced twice within a batch is sent once, with its latest image
 * (feeds send images, not deltas, and the followers coalesce their fan-out anyway). A quiet
 * leader sends an empty batch every PRICE_STREAM_HEARTBEAT_MS. Nothing here waits for Redis:
 * `send` drops what cannot be published (the followers reload the snapshots when they notice).
 */
export class PriceStreamPublisher {
  private items: StreamItem[] = [];
  /** Index in `items` of each market's price in the pending batch. */
  private readonly priceAt = new Map<string, number>();
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private batchNumber = 0;
  private sentSinceBeat = false;
  private attached: { lastMessageAt: () => number | null } | null = null;

  constructor(
    /** This process's id on the stream. */
    readonly origin: string,
    private readonly send: (text: string) => void,
    /** The publisher that reaches this process's own sockets only. */
    private readonly local: LivePublisher,
  ) {}

  /** Whether a feed runtime of this process publishes now (it leads and runs the feed). */
  isPublishing(): boolean {
    return this.attached !== null;
  }

  /**
   * The runtime starts publishing; `lastMessageAt` is when its feed last spoke (epoch ms),
   * which every batch carries for the followers' readiness. One runtime at a time: a newer one
   * replaces an older one that never detached.
   */
  attach(lastMessageAt: () => number | null): PriceStreamOutlet {
    const owner = { lastMessageAt };
    this.flush();
    this.attached = owner;
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => {
        if (!this.sentSinceBeat) this.flush(true);
        this.sentSinceBeat = false;
      }, PRICE_STREAM_HEARTBEAT_MS);
      this.heartbeat.unref?.();
    }
    const live = (): boolean => this.attached === owner;
    return {
      register: (marketId, eventId, type) => {
        if (live()) this.push(['m', marketId, eventId, type]);
      },
      price: (price, applied) => {
        if (!live()) return;
        const at = this.priceAt.get(price.marketId);
        if (at !== undefined) this.items[at] = priceItem(price, applied);
        else {
          this.priceAt.set(price.marketId, this.items.length);
          this.push(priceItem(price, applied));
        }
      },
      close: (marketId) => {
        if (!live()) return;
        this.priceAt.delete(marketId);
        this.push(['c', marketId]);
      },
      emit: (to, event, payload) => {
        this.local.emit(to, event, payload);
        if (live()) this.push(['l', typeof to === 'string' ? to : [...to], event, payload]);
      },
      detach: () => {
        if (!live()) return;
        this.flush();
        this.attached = null;
        if (this.heartbeat) clearInterval(this.heartbeat);
        this.heartbeat = null;
      },
    };
  }

  /** Sends the pending batch now (and stops its timer). */
  flush(evenIfEmpty = false): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    if (this.items.length === 0 && !(evenIfEmpty && this.attached)) return;
    const items = this.items;
    this.items = [];
    this.priceAt.clear();
    const at = this.attached?.lastMessageAt() ?? null;
    this.batchNumber += 1;
    this.sentSinceBeat = true;
    this.send(
      encodeBatch({ v: PRICE_STREAM_VERSION, from: this.origin, n: this.batchNumber, quiet: at === null ? null : Date.now() - at, items }),
    );
  }

  /**
   * Tells every other process at once what a staff call just changed in this process's price
   * cache (StreamBatch.aside): sent now, whether or not this process leads.
   */
  announce(items: StreamItem[]): void {
    this.send(encodeBatch({ v: PRICE_STREAM_VERSION, from: this.origin, n: 0, quiet: null, items, aside: true }));
  }

  /** Stops the timers after sending what is pending (the app closes). */
  close(): void {
    this.flush();
    this.attached = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private push(item: StreamItem): void {
    this.items.push(item);
    if (!this.flushTimer) {
      this.flushTimer = setTimeout(() => this.flush(), PRICE_STREAM_FLUSH_MS);
      this.flushTimer.unref?.();
    }
  }
}

const publishers = new WeakMap<AppContext, PriceStreamPublisher>();

/** The app's stream publisher, installed by the sports module when REDIS_URL is set; null without Redis. */
export function priceStreamPublisherOf(ctx: AppContext): PriceStreamPublisher | null {
  return publishers.get(ctx) ?? null;
}

export function installPriceStreamPublisher(ctx: AppContext, publisher: PriceStreamPublisher): void {
  publishers.set(ctx, publisher);
}

/**
 * A staff call changed this process's price cache (a result closed a market, a suspension, odds
 * typed by hand): the other processes hear it at once on the price stream, rather than at their
 * next staff market sync, so no bet is taken elsewhere meanwhile. Nothing to do without Redis.
 */
export function tellOtherProcesses(ctx: AppContext, items: StreamItem[]): void {
  if (items.length > 0) priceStreamPublisherOf(ctx)?.announce(items);
}
