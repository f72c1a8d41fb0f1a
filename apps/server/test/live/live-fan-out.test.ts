import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketPrice } from '@backlay/contract';
import { rooms } from '../../src/modules/live/live-publisher.js';
import type { RoomFanOut } from '../../src/modules/live/room-fan-out.js';
import { newChain } from '../factories.js';
import { newMatch, primePrices, twoWayLadder } from '../sports/sports-factories.js';
import { nextMessage, quietSpell, record, sessionToken, sleep, startLiveServer, type LiveTestServer } from './live-helpers.js';

/**
 * Compatibility of the pre-encoded fan-out (room-fan-out.ts, engine-fast-write.ts) with the
 * real socket.io-client: it writes socket.io's wire format by hand and reaches into Engine.IO
 * and ws internals, so these tests are what says an upgrade of either still works. Coalescing
 * is off here, so every price change is one message.
 */

let server: LiveTestServer;
beforeAll(async () => {
  server = await startLiveServer({ LIVE_COALESCE_MS: '0' });
});
afterAll(async () => {
  await server?.close();
});

const ctx = () => server.t.app.ctx;
const fanOut = () => ctx().live as RoomFanOut;

type Notice = { title: string; description: string; image: string | null };

describe('pre-encoded fan-out with the real socket.io-client', () => {
  it('writes straight to websocket sockets and keeps every update of a market in order, polling clients too', async () => {
    const { event, market, runners } = await newMatch(ctx(), { status: 'inPlay' });
    primePrices(ctx(), market, { runners: twoWayLadder(runners) });
    const clients = [await server.client(), await server.client(), await server.client({ transports: ['polling'] })];
    for (const c of clients) await c.emitWithAck('postEventSubscription', { eventId: event.id });
    const seen = clients.map((c) => record<MarketPrice>(c, 'getMarketCacheUpdates'));
    const before = fanOut().stats();

    const firstSeq = ctx().prices.get(market.id)!.seq + 1;
    for (let i = 0; i < 300; i++) {
      ctx().prices.apply({
        marketId: market.id,
        status: 'open',
        runners: runners.map((r) => ({ id: r.id, status: 'active', back: [[150 + i, 10]], lay: [] })),
        totalMatchedPaise: i * 100,
      });
      // A few turns of the loop between bursts, as the feed gives.
      if (i % 50 === 49) await sleep(1);
    }
    const lastSeq = firstSeq + 299;
    await Promise.all(clients.map((c) => nextMessage<MarketPrice>(c, 'getMarketCacheUpdates', (p) => p.seq === lastSeq, 5_000)));

    const expected = Array.from({ length: 300 }, (_, i) => firstSeq + i);
    for (const s of seen) expect(s.messages.filter((m) => m.marketId === market.id).map((m) => m.seq)).toEqual(expected);
    expect(seen[0]!.messages.at(-1)!.runners[0]!.back[0]!.odd).toBe(4.49);
    const after = fanOut().stats();
    // The two websocket clients took the direct write (if not, engine.io/ws internals moved:
    // see engine-fast-write.ts); updates queued together share one write per socket.
    expect(after.fast - before.fast).toBeGreaterThanOrEqual(2);
    // The polling client went through Engine.IO.
    expect(after.fallback - before.fallback).toBeGreaterThanOrEqual(1);
  });

  it('delivers to a client that starts on polling and upgrades to websocket, before, during and after the upgrade', async () => {
    const sent: string[] = [];
    let i = 0;
    const before = fanOut().stats();
    const publisher = setInterval(() => {
      const at = String(i++);
      sent.push(at);
      ctx().live.emit(rooms.all, 'getHomeCacheUpdates', { at });
    }, 2);
    try {
      let seen: ReturnType<typeof record<{ at: string }>> | undefined;
      let firstTransport = '';
      let upgraded!: Promise<void>;
      const client = await server.client({
        transports: ['polling', 'websocket'],
        onCreated: (socket) => {
          seen = record<{ at: string }>(socket, 'getHomeCacheUpdates');
          socket.io.once('open', () => {
            firstTransport = socket.io.engine.transport.name;
            upgraded = new Promise<void>((resolve) => socket.io.engine.once('upgrade', () => resolve()));
          });
        },
      });
      expect(firstTransport).toBe('polling');
      await upgraded;
      // Publishing goes on for a while after the upgrade too.
      await sleep(100);
      clearInterval(publisher);
      const lastSent = sent.at(-1)!;
      await expect.poll(() => seen!.messages.at(-1)?.at, { timeout: 3_000 }).toBe(lastSent);
      seen!.stop();

      expect(client.io.engine.transport.name).toBe('websocket');
      const got = seen!.messages.map((m) => Number(m.at));
      expect(got.length).toBeGreaterThan(10);
      // Nothing lost, nothing twice, nothing out of order from the first message it got.
      expect(got).toEqual(Array.from({ length: got.length }, (_, k) => got[0]! + k));
      expect(got.at(-1)).toBe(Number(lastSent));
      expect(await client.emitWithAck('active')).toHaveProperty('serverTime');
      const after = fanOut().stats();
      expect(after.fallback).toBeGreaterThan(before.fallback);
      expect(after.fast).toBeGreaterThan(before.fast);
    } finally {
      clearInterval(publisher);
    }
  });

  it('keeps acks working between broadcasts', async () => {
    const client = await server.client();
    const seen = record(client, 'getHomeCacheUpdates');
    const acks: Promise<unknown>[] = [];
    for (let k = 0; k < 50; k++) {
      ctx().live.emit(rooms.all, 'getHomeCacheUpdates', { at: `ack-${k}` });
      acks.push(client.emitWithAck('active'));
    }
    const answers = await Promise.all(acks);
    expect(answers.every((a) => typeof (a as { serverTime?: unknown }).serverTime === 'string')).toBe(true);
    await expect.poll(() => seen.messages.length).toBe(50);
  });

  it.each([
    ['short', 20],
    ['16-bit length (126)', 300],
    ['64-bit length (127), over 64 KB', 70_000],
  ])('carries unicode text intact in a %s frame, to websocket and polling clients', async (_label, repeat) => {
    const ws = await server.client();
    const polling = await server.client({ transports: ['polling'] });
    const notice: Notice = { title: 'शुभ दिन — ⚽ 🏏 “live”', description: 'é✓🏏'.repeat(repeat), image: null };
    const wsGot = nextMessage<Notice>(ws, 'getBroadcastNotification', (n) => n.description.length === notice.description.length);
    const pollingGot = nextMessage<Notice>(polling, 'getBroadcastNotification', (n) => n.description.length === notice.description.length);
    ctx().live.emit(rooms.all, 'getBroadcastNotification', notice);
    expect(await wsGot).toEqual(notice);
    expect(await pollingGot).toEqual(notice);
    expect(await ws.emitWithAck('active')).toHaveProperty('serverTime');
  });

  it('sends one copy to a socket that is in several of the target rooms', async () => {
    const chain = await newChain(server.t.db);
    server.t.app.sites.invalidate();
    const client = await server.client({
      auth: { token: await sessionToken(server.t.db, chain.user), type: 'user' },
      host: chain.site.host,
    });
    await client.emitWithAck('getAllMarket');
    const seen = record(client, 'getRefreshPage');
    ctx().live.emit([rooms.all, rooms.home, rooms.user(chain.user.id), rooms.whiteLabel(chain.site.whiteLabel.id)], 'getRefreshPage', {
      at: 'once',
    });
    await nextMessage(client, 'getRefreshPage');
    await quietSpell();
    expect(seen.messages).toEqual([{ at: 'once' }]);
  });
});
