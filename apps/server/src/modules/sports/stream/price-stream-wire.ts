import type { MarketStatus, MarketType, RunnerStatus, ServerMessageName } from '@backlay/contract';
import type { FeedLevel, FeedPrice } from '../feed/feed-source.js';
import type { CachedMarket, StaffState } from '../prices/price-cache.js';

/**
 * The price stream on the wire (docs/decisions/one-price-stream.md): what the leader's feed
 * runtime tells every other process, one Redis message per batch. Tuples rather than objects,
 * because a busy tick carries thousands of prices and every process parses every batch.
 */

/** Bumped when the shape changes: a process ignores batches of another version (a rolling deploy). */
export const PRICE_STREAM_VERSION = 1;

/**
 * The leader sends what one tick produced at most this long after it. Well below
 * PRICE_COALESCE_MS (contract live.ts): a follower's sockets get their coalesced prices at most
 * one coalescing period after the leader's do, and a bet on a follower meets the leader's price
 * within this plus a Redis hop, so a bet is judged alike whichever process takes it.
 */
export const PRICE_STREAM_FLUSH_MS = 25;
/** A quiet leader still sends an empty batch this often: followers tell "no prices" from "no leader". */
export const PRICE_STREAM_HEARTBEAT_MS = 1_000;

export type WireRunner = [id: string, status: RunnerStatus, back: FeedLevel[], lay: FeedLevel[]];

/** One thing the leader did, in the order it did it. */
export type StreamItem =
  /** A market became known (registered in the leader's price cache). */
  | ['m', marketId: string, eventId: string, type: MarketType]
  /**
   * A price image the leader's cache applied, with the `seq` it got there. It names the market's
   * event and type too, so a follower that missed the market's 'm' (it subscribed just after)
   * still knows the market.
   */
  | [
      'p',
      marketId: string,
      eventId: string,
      type: MarketType,
      seq: number,
      status: MarketStatus,
      totalMatchedPaise: number,
      runners: WireRunner[],
    ]
  /** A market closed (its result is known): no bet is taken on it any more. */
  | ['c', marketId: string]
  /** A live message derived from the feed, for every process to deliver to its own sockets. */
  | ['l', to: string | string[], event: ServerMessageName, payload: unknown]
  /** Staff held (suspended) or resumed a market: in an aside (below). */
  | ['h', marketId: string, held: boolean]
  /** What staff stored for a manual market, numbered by the database: in an aside. */
  | ['s', marketId: string, eventId: string, type: MarketType, state: StaffState];

export interface StreamBatch {
  v: typeof PRICE_STREAM_VERSION;
  /** The publishing process (a process ignores its own batches). */
  from: string;
  /** The publisher's batch number: a gap means batches were lost. */
  n: number;
  /** How long the leader's feed had been silent when this was sent (ms), or null before it spoke. */
  quiet: number | null;
  items: StreamItem[];
  /**
   * Sent by any process, not the leader's feed: a staff call that changed the price cache of the
   * process that served it (a result closing a market, a suspension) tells the others at once
   * rather than at their next staff market sync. An aside says nothing of the leader: it counts
   * for neither the stream's freshness nor its batch numbers.
   */
  aside?: true;
}

export function priceItem(price: FeedPrice, applied: Pick<CachedMarket, 'eventId' | 'type' | 'seq'>): StreamItem {
  const runners = price.runners.map((r): WireRunner => [r.id, r.status, r.back, r.lay]);
  return ['p', price.marketId, applied.eventId, applied.type, applied.seq, price.status, price.totalMatchedPaise, runners];
}

export function priceOfItem(item: Extract<StreamItem, ['p', ...unknown[]]>): FeedPrice {
  const [, marketId, , , , status, totalMatchedPaise, runners] = item;
  return {
    marketId,
    status,
    totalMatchedPaise,
    runners: runners.map(([id, runnerStatus, back, lay]) => ({ id, status: runnerStatus, back, lay })),
  };
}

export function encodeBatch(batch: StreamBatch): string {
  return JSON.stringify(batch);
}

/** The batch, or null when it is not one this version reads. */
export function decodeBatch(text: string): StreamBatch | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const b = parsed as Partial<StreamBatch>;
  if (b.v !== PRICE_STREAM_VERSION || typeof b.from !== 'string' || typeof b.n !== 'number' || !Array.isArray(b.items)) return null;
  return b as StreamBatch;
}

/** The Redis channel of the stream. */
export function priceStreamChannel(keyPrefix: string): string {
  return `${keyPrefix}price-stream`;
}
