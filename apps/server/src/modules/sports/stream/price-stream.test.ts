import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessageName } from '@backlay/contract';
import type { AppContext } from '../../../lib/context.js';
import type { LivePublisher } from '../../live/index.js';
import type { FeedPrice } from '../feed/feed-source.js';
import { PriceCache } from '../prices/price-cache.js';
import { PriceStreamFollower } from './price-stream-follower.js';
import { PriceStreamPublisher } from './price-stream-publisher.js';
import { decodeBatch, PRICE_STREAM_FLUSH_MS } from './price-stream-wire.js';

/** The stream's two ends without Redis: what the leader sends, and what a follower makes of it. */

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const price = (marketId: string, back: number): FeedPrice => ({
  marketId,
  status: 'open',
  totalMatchedPaise: 0,
  runners: [{ id: 'r1', status: 'active', back: [[back, 10]], lay: [[back + 2, 10]] }],
});

function recorder(): LivePublisher & { sent: { to: unknown; event: ServerMessageName }[] } {
  const sent: { to: unknown; event: ServerMessageName }[] = [];
  return { sent, emit: (to, event) => void sent.push({ to, event }) };
}

describe('price stream', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends one batch per tick, a market priced twice once with its latest image, in order', () => {
    vi.useFakeTimers();
    const wire: string[] = [];
    const leaderCache = new PriceCache({ now: () => new Date() });
    const publisher = new PriceStreamPublisher('leader', (text) => wire.push(text), recorder());
    const outlet = publisher.attach(() => Date.now());
    const market = leaderCache.register('m1', 'e1', 'betfair');
    outlet.register('m1', 'e1', 'betfair');
    for (const back of [150, 151, 152]) outlet.price(price('m1', back), leaderCache.apply(price('m1', back))!);
    outlet.emit('event:e1', 'getEventScore', { eventId: 'e1' } as never);
    outlet.close('m1');
    expect(wire).toHaveLength(0);
    vi.advanceTimersByTime(PRICE_STREAM_FLUSH_MS);
    expect(wire).toHaveLength(1);
    const batch = decodeBatch(wire[0]!)!;
    expect(batch.items.map((i) => i[0])).toEqual(['m', 'p', 'l', 'c']);
    expect(batch.items[1]).toEqual(['p', 'm1', 'e1', 'betfair', market.seq, 'open', 0, [['r1', 'active', [[152, 10]], [[154, 10]]]]]);
    outlet.detach();
    publisher.close();
  });

  it('applies the leader’s batches to its own cache with the leader’s seq, delivers its live messages, and ignores its own', () => {
    const cache = new PriceCache({ now: () => new Date() });
    const local = recorder();
    const ctx = { prices: cache, clock: { now: () => new Date() } } as unknown as AppContext;
    const follower = new PriceStreamFollower(ctx, 'me', local, quiet);
    const batch = (from: string, n: number, items: unknown[]) => JSON.stringify({ v: 1, from, n, quiet: 0, items });
    follower.receive(
      batch('leader', 1, [
        ['m', 'm1', 'e1', 'betfair'],
        ['p', 'm1', 'e1', 'betfair', 41, 'open', 0, [['r1', 'active', [[150, 10]], [[152, 10]]]]],
        // A market whose 'm' this process missed is known from its price.
        ['p', 'm2', 'e1', 'betfair', 7, 'open', 0, [['r1', 'active', [[160, 10]], [[162, 10]]]]],
        ['l', 'event:e1', 'getEventScore', { eventId: 'e1' }],
      ]),
    );
    expect(cache.get('m1')).toMatchObject({ seq: 41, runners: [{ back: [[150, 10]] }] });
    expect(cache.effectiveStatus(cache.get('m2')!)).toBe('open');
    expect(local.sent).toEqual([{ to: 'event:e1', event: 'getEventScore' }]);
    follower.receive(batch('me', 9, [['c', 'm1']]));
    expect(cache.get('m1')?.feedStatus).toBe('open');
    follower.receive(batch('leader', 2, [['c', 'm1']]));
    expect(cache.get('m1')?.feedStatus).toBe('closed');
    expect(follower.problem()).toBeNull();
    follower.receive('{"v":99}');
    expect(cache.get('m2')?.feedStatus).toBe('open');
  });
});
