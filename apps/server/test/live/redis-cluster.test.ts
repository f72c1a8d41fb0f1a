import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newChain } from '../factories.js';
import { newMatch, primePrices, twoWayLadder } from '../sports/sports-factories.js';
import { rooms } from '../../src/modules/live/live-publisher.js';
import { socketsInRoom } from '../../src/modules/live/redis-adapter.js';
import { nextMessage, quietSpell, record, sessionToken, sleep, startLiveServer, type LiveTestServer } from './live-helpers.js';
import { LOCAL_REDIS_URL, localRedisUp } from '../local-redis.js';

/**
 * Two server processes' live channels joined by Redis (REDIS_URL): a message for a player sent
 * by the process that served a request reaches the player's socket on the other one, while
 * prices go to each process's sockets from that process's own price cache only (the leader's
 * feed reaches the other caches on the price stream: test/resilience/price-stream.test.ts).
 * Needs the local Redis (127.0.0.1:6379, started by .ci/run); skipped, and said so, without it.
 */
const REDIS_URL = LOCAL_REDIS_URL;
const redisUp = await localRedisUp('redis-cluster.test', 'skipped');

describe.runIf(redisUp)('live channel across processes through Redis', () => {
  let a: LiveTestServer;
  let b: LiveTestServer;
  beforeAll(async () => {
    a = await startLiveServer({ REDIS_URL });
    b = await startLiveServer({ REDIS_URL });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('delivers a player message sent by one process to the player connected to the other', async () => {
    const chain = await newChain(b.t.db);
    const token = await sessionToken(b.t.db, chain.user);
    const player = await b.client({ auth: { token, type: 'user' }, host: chain.site.host });
    const other = await b.client({ host: chain.site.host });
    const otherGot = record(other, 'logoutUserByAdmin');
    const arrives = nextMessage<{ message: string }>(player, 'logoutUserByAdmin');
    // The player has joined its room on B once A, asking every process through Redis, counts it.
    await expect.poll(() => socketsInRoom(a.t.app.io, rooms.user(chain.user.id))).toBe(1);
    a.t.app.ctx.live.emit(rooms.user(chain.user.id), 'logoutUserByAdmin', { message: 'Logged out by your upline' });
    expect(await arrives).toEqual({ message: 'Logged out by your upline' });
    await quietSpell();
    expect(otherGot.messages).toHaveLength(0);
  });

  it('counts a player’s sockets on every process (Refresh user reports them all)', async () => {
    const chain = await newChain(b.t.db);
    b.t.app.sites.invalidate();
    const token = await sessionToken(b.t.db, chain.user);
    await b.client({ auth: { token, type: 'user' }, host: chain.site.host });
    await b.client({ auth: { token, type: 'user' }, host: chain.site.host });
    const room = rooms.user(chain.user.id);
    // Counted once both have joined their room on B (the handshake joins it just after connecting).
    await expect.poll(() => socketsInRoom(a.t.app.io, room)).toBe(2);
    expect(a.t.app.io.of('/').adapter.rooms.get(room)?.size ?? 0).toBe(0);
  });

  it('keeps prices local: a change in one process’s price cache reaches only its own sockets', async () => {
    const match = await newMatch(b.t.app.ctx, {});
    const onB = await b.client();
    onB.emit('postEventSubscription', { eventId: match.event.id });
    await nextMessage(onB, 'getMarketStatusByEventId');
    const got = record<{ marketId: string }>(onB, 'getMarketCacheUpdates');
    // The same market priced in process A's cache (not through a feed runtime): B's sockets must not hear it.
    primePrices(a.t.app.ctx, match.market, { runners: twoWayLadder(match.runners) });
    // Nothing may come: a leak would come within the coalescing interval plus the Redis hop.
    await sleep(a.t.config.LIVE_COALESCE_MS + 150);
    expect(got.messages).toHaveLength(0);
    primePrices(b.t.app.ctx, match.market, { runners: twoWayLadder(match.runners) });
    await expect.poll(() => got.messages.map((m) => m.marketId)).toContain(match.market.id);
  });
});
