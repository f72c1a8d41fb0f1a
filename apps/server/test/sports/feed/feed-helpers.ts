import type { FeedMarket, FeedMessage } from '../../../src/modules/sports/feed/feed-source.js';
import { SimulatorFeed, type SimulatorFeedOptions } from '../../../src/modules/sports/feed/simulator/simulator-feed.js';

/** A fixed moment for pure simulator tests: Sunday afternoon in India, 22 Nov 2026. */
export const SIM_START = Date.UTC(2026, 10, 22, 14, 7);
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export interface Recorded {
  at: number;
  message: FeedMessage;
}

/** A simulator driven by hand, with every message it sent and the simulated time it was sent at. */
export function recordedFeed(opts: Partial<SimulatorFeedOptions> = {}) {
  const start = typeof opts.startTime === 'number' ? opts.startTime : SIM_START;
  const feed = new SimulatorFeed({ seed: 7, clock: { now: () => new Date(start) }, startTime: start, autoAdvance: false, ...opts });
  const messages: Recorded[] = [];
  const markets = new Map<string, FeedMarket>();
  feed.start((message) => {
    if (message.type === 'market') markets.set(message.market.id, message.market);
    messages.push({ at: feed.now, message });
  });
  return { feed, messages, markets };
}

export function ofType<T extends FeedMessage['type']>(
  records: readonly Recorded[],
  type: T,
): (Recorded & { message: Extract<FeedMessage, { type: T }> })[] {
  return records.filter((r): r is Recorded & { message: Extract<FeedMessage, { type: T }> } => r.message.type === type);
}
