import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket as ClientSocket } from 'socket.io-client';
import {
  activeAckSchema,
  getAllEventAckSchema,
  getAllMarketAckSchema,
  serverMessages,
  type MarketPrice,
  type ServerMessage,
} from '@backlay/contract';
import { rooms } from '../../src/modules/live/live-publisher.js';
import { MAX_EVENT_SUBSCRIPTIONS } from '../../src/modules/live/live-handlers.js';
import { newChain, newSite, newUser } from '../factories.js';
import { newMatch, primePrices, twoWayLadder } from '../sports/sports-factories.js';
import { nextMessage, quietSpell, record, refusal, sessionToken, sleep, startLiveServer, type LiveTestServer } from './live-helpers.js';

type Snapshot = ServerMessage<'getMarketStatusByEventId'>;

let server: LiveTestServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(async () => {
  await server?.close();
});

const ctx = () => server.t.app.ctx;

/** A match with a priced 'Match Odds' market in the cache. */
async function pricedMatch() {
  const match = await newMatch(ctx(), { status: 'inPlay' });
  const cached = primePrices(ctx(), match.market, { runners: twoWayLadder(match.runners) });
  return { ...match, cached };
}

/** A new full image for the market: the first runner's best back moves to `back`. */
function movePrice(match: Awaited<ReturnType<typeof pricedMatch>>, back: number) {
  return ctx().prices.apply({
    marketId: match.market.id,
    status: 'open',
    runners: match.runners.map((r, i) => ({ id: r.id, status: 'active', back: [[i === 0 ? back : 250, 100]], lay: [[back + 2, 80]] })),
    totalMatchedPaise: 0,
  })!;
}

async function subscribe(client: ClientSocket, eventId: string): Promise<Snapshot> {
  const snapshot = nextMessage<Snapshot>(client, 'getMarketStatusByEventId', (s) => s.eventId === eventId);
  await client.emitWithAck('postEventSubscription', { eventId });
  return snapshot;
}

const updateOf =
  (marketId: string, minSeq = 0) =>
  (p: MarketPrice) =>
    p.marketId === marketId && p.seq >= minSeq;

describe('prices reach subscribed clients', () => {
  it('sends a price change to a client subscribed to the event within a second', async () => {
    const match = await pricedMatch();
    const client = await server.client();
    const snapshot = await subscribe(client, match.event.id);
    expect(snapshot.markets.map((m) => m.marketId)).toEqual([match.market.id]);
    expect(serverMessages.getMarketStatusByEventId.parse(snapshot)).toEqual(snapshot);

    const started = performance.now();
    const moved = movePrice(match, 191);
    const update = await nextMessage<MarketPrice>(client, 'getMarketCacheUpdates', updateOf(match.market.id, moved.seq), 1_000);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(update.runners[0]!.back[0]).toEqual({ odd: 1.91, run: 100 });
    expect(serverMessages.getMarketCacheUpdates.parse(update)).toEqual(update);
  });

  it('brings a reconnecting client current: the fresh snapshot holds what changed while it was away', async () => {
    const match = await pricedMatch();
    const client = await server.client({ reconnect: true });
    // What the player client does on every (re)connect: subscribe to the event on screen.
    client.on('connect', () => void client.emit('postEventSubscription', { eventId: match.event.id }));
    await subscribe(client, match.event.id);

    const away = new Promise<void>((resolve) => client.once('disconnect', () => resolve()));
    server.t.app.io.of('/').sockets.get(client.id!)!.conn.close();
    await away;
    movePrice(match, 195);
    const latest = movePrice(match, 197);
    const fresh = await nextMessage<Snapshot>(client, 'getMarketStatusByEventId', (s) => s.eventId === match.event.id, 3_000);
    const market = fresh.markets.find((m) => m.marketId === match.market.id)!;
    expect(market.seq).toBe(latest.seq);
    expect(market.runners[0]!.back[0]!.odd).toBe(1.97);
  });

  it('coalesces a burst: 20 updates in ~50 ms arrive as at most 2 messages (one more per further interval a slow machine stretches it over), the last with the last image', async () => {
    const match = await pricedMatch();
    const client = await server.client();
    await subscribe(client, match.event.id);
    // Let the leading edge of the priming pass, so the burst starts a fresh interval.
    await sleep(server.t.config.LIVE_COALESCE_MS + 20);
    const seen = record<MarketPrice>(client, 'getMarketCacheUpdates');
    let last = match.cached;
    const started = performance.now();
    for (let i = 0; i < 20; i++) {
      last = movePrice(match, 200 + i);
      await sleep(2.5);
    }
    // On a loaded machine the timers stretch the burst past one interval: each further interval
    // it spans may add one message, never one per update.
    const intervals = Math.ceil((performance.now() - started) / server.t.config.LIVE_COALESCE_MS);
    // Wait for the last image, then one more interval in which nothing more may come.
    const mineNow = () => seen.messages.filter((m) => m.marketId === match.market.id);
    await expect.poll(() => mineNow().at(-1)?.seq).toBe(last.seq);
    await sleep(server.t.config.LIVE_COALESCE_MS);
    seen.stop();
    const mine = mineNow();
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(mine.length).toBeLessThanOrEqual(Math.max(2, intervals + 1));
    expect(mine.at(-1)!.seq).toBe(last.seq);
    expect(mine.at(-1)!.runners[0]!.back[0]!.odd).toBe(2.19);
  });

  it('shows a market the feed went quiet on as suspended without prices after the stale sweep', async () => {
    const match = await pricedMatch();
    const client = await server.client();
    const snapshot = await subscribe(client, match.event.id);
    expect(snapshot.markets[0]!.status).toBe('open');

    const seqBefore = match.cached.seq;
    server.t.clock.advance(ctx().prices.staleMs + 1);
    const swept = ctx().prices.sweepStale();
    expect(swept.map((m) => m.marketId)).toContain(match.market.id);
    const update = await nextMessage<MarketPrice>(client, 'getMarketCacheUpdates', updateOf(match.market.id, seqBefore + 1));
    expect(update.status).toBe('suspended');
    expect(update.runners.every((r) => r.back.length === 0 && r.lay.length === 0)).toBe(true);
  });
});

describe('handshake auth and personal rooms', () => {
  it('refuses a token that is not a session, one still waiting for its two-factor code, and one of an account that must change its password', async () => {
    const bad = await refusal(server, { auth: { token: 'not-a-session', type: 'user' } });
    expect(bad.message).toBe('Unauthorized');
    expect(bad.data).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });

    const chain = await newChain(server.t.db);
    const pending = await sessionToken(server.t.db, chain.user, { twoFactorPending: true });
    expect((await refusal(server, { auth: { token: pending, type: 'user' } })).data?.code).toBe('TWO_FACTOR_REQUIRED');

    const flagged = await newUser(server.t.db, { role: 'user', parent: chain.branch, extra: { changePassword: true } });
    const token = await sessionToken(server.t.db, flagged);
    expect((await refusal(server, { auth: { token, type: 'user' } })).data?.code).toBe('PASSWORD_CHANGE_REQUIRED');

    const mustSetUp = await newUser(server.t.db, { role: 'master', parent: chain.superMaster, extra: { twoFactorRequired: true } });
    const setUpToken = await sessionToken(server.t.db, mustSetUp);
    expect((await refusal(server, { auth: { token: setUpToken, type: 'master' } })).data?.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
  });

  it("takes the administrator's socket only on ADMIN_HOSTS where they are named", async () => {
    const named = await startLiveServer({ ADMIN_HOSTS: 'console.live.test' });
    try {
      const chain = await newChain(named.t.db);
      const token = await sessionToken(named.t.db, chain.administrator);
      const onSite = await refusal(named, { auth: { token, type: 'administrator' }, host: chain.site.host });
      expect(onSite.data?.code).toBe('UNAUTHORIZED');
      const onConsole = await named.client({ auth: { token, type: 'administrator' }, host: 'console.live.test' });
      expect(onConsole.connected).toBe(true);
    } finally {
      await named.close();
    }
  });

  it('refuses a session of another site', async () => {
    const chain = await newChain(server.t.db);
    const other = await newSite(server.t.db);
    server.t.app.sites.invalidate();
    const token = await sessionToken(server.t.db, chain.user);
    expect((await refusal(server, { auth: { token, type: 'user' }, host: other.host })).data?.code).toBe('UNAUTHORIZED');
  });

  it('puts a signed-in user in user:{id}: a message to that room reaches that user only', async () => {
    const chain = await newChain(server.t.db);
    const someoneElse = await newChain(server.t.db);
    server.t.app.sites.invalidate();
    const mine = await server.client({ auth: { token: await sessionToken(server.t.db, chain.user), type: 'user' }, host: chain.site.host });
    const theirs = await server.client({
      auth: { token: await sessionToken(server.t.db, someoneElse.user), type: 'user' },
      host: someoneElse.site.host,
    });
    const visitor = await server.client({ host: chain.site.host });
    const others = [record(theirs, 'logoutUserByAdmin'), record(visitor, 'logoutUserByAdmin')];

    const arrived = nextMessage<{ message: string }>(mine, 'logoutUserByAdmin');
    ctx().live.emit(rooms.user(chain.user.id), 'logoutUserByAdmin', { message: 'Logged out by admin' });
    expect(await arrived).toEqual({ message: 'Logged out by admin' });
    await quietSpell();
    expect(others.map((o) => o.messages.length)).toEqual([0, 0]);
  });

  it('puts visitors in the white label room of the site they came to (Host header)', async () => {
    const site = await newSite(server.t.db);
    const otherSite = await newSite(server.t.db);
    server.t.app.sites.invalidate();
    const here = await server.client({ host: site.host });
    const there = await server.client({ host: otherSite.host });
    const elsewhere = record(there, 'getBroadcastNotification');

    const notice = { title: 'Maintenance tonight', description: 'From 02:00', image: null };
    const arrived = nextMessage(here, 'getBroadcastNotification');
    ctx().live.emit(rooms.whiteLabel(site.whiteLabel.id), 'getBroadcastNotification', notice);
    expect(await arrived).toEqual(notice);
    await quietSpell();
    expect(elsewhere.messages).toEqual([]);
  });
});

describe('client emits', () => {
  it('answers active with the server time, getAllEvent with open events, getAllMarket with home prices', async () => {
    const match = await pricedMatch();
    const closed = await newMatch(ctx(), { status: 'closed' });
    const client = await server.client();

    const active = activeAckSchema.parse(await client.emitWithAck('active'));
    expect(active.serverTime).toBe(ctx().clock.now().toISOString());

    const all = getAllEventAckSchema.parse(await client.emitWithAck('getAllEvent'));
    const listed = all.events.find((e) => e.eventId === match.event.id);
    expect(listed).toMatchObject({ status: 'inPlay', inPlay: true, eventTypeId: match.event.eventTypeId });
    expect(all.events.some((e) => e.eventId === closed.event.id)).toBe(false);

    const home = getAllMarketAckSchema.parse(await client.emitWithAck('getAllMarket'));
    expect(home.markets.find((m) => m.marketId === match.market.id)?.seq).toBe(match.cached.seq);
    // Joined `home`: the next change of a betfair market arrives without an event subscription.
    const moved = nextMessage<MarketPrice>(client, 'getMarketCacheUpdates', updateOf(match.market.id, match.cached.seq + 1));
    await sleep(server.t.config.LIVE_COALESCE_MS);
    movePrice(match, 301);
    expect((await moved).runners[0]!.back[0]!.odd).toBe(3.01);
  });

  it('answers getMarketStatusByEventId with a snapshot, and stops updates after deleteEventSubscription', async () => {
    const match = await pricedMatch();
    const client = await server.client();
    const snapshot = nextMessage<Snapshot>(client, 'getMarketStatusByEventId');
    expect(await client.emitWithAck('getMarketStatusByEventId', { eventId: match.event.id })).toEqual({ ok: true });
    expect((await snapshot).markets[0]!.seq).toBe(match.cached.seq);

    await subscribe(client, match.event.id);
    expect(await client.emitWithAck('deleteEventSubscription', { eventId: match.event.id })).toEqual({ ok: true });
    const seen = record<MarketPrice>(client, 'getMarketCacheUpdates');
    await sleep(server.t.config.LIVE_COALESCE_MS);
    movePrice(match, 222);
    // Nothing may come: an update would be out within the coalescing interval.
    await sleep(server.t.config.LIVE_COALESCE_MS * 2);
    expect(seen.messages.filter((m) => m.marketId === match.market.id)).toEqual([]);
  });

  it('refuses bad payloads with an error ack and keeps the connection', async () => {
    const client = await server.client();
    expect(await client.emitWithAck('postEventSubscription', {})).toEqual({
      message: 'Invalid postEventSubscription payload',
      code: 'VALIDATION',
    });
    expect(await client.emitWithAck('postEventSubscription', { eventId: 'x'.repeat(65) })).toMatchObject({ code: 'VALIDATION' });
    expect(await client.emitWithAck('getMarketStatusByEventId', 'e1')).toMatchObject({ code: 'VALIDATION' });
    client.emit('deleteEventSubscription', null); // no ack asked: ignored
    expect(client.connected).toBe(true);
    expect(activeAckSchema.safeParse(await client.emitWithAck('active')).success).toBe(true);
  });

  it(`limits a connection to ${MAX_EVENT_SUBSCRIPTIONS} event subscriptions`, async () => {
    const client = await server.client();
    for (let i = 0; i < MAX_EVENT_SUBSCRIPTIONS; i++) {
      expect(await client.emitWithAck('postEventSubscription', { eventId: `limit-${i}` })).toEqual({ ok: true });
    }
    expect(await client.emitWithAck('postEventSubscription', { eventId: 'one-too-many' })).toMatchObject({ code: 'BAD_REQUEST' });
    // Subscribing again to one it holds is fine, and leaving one makes room.
    expect(await client.emitWithAck('postEventSubscription', { eventId: 'limit-0' })).toEqual({ ok: true });
    await client.emitWithAck('deleteEventSubscription', { eventId: 'limit-0' });
    expect(await client.emitWithAck('postEventSubscription', { eventId: 'one-too-many' })).toEqual({ ok: true });
  });
});
