import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket as ClientSocket } from 'socket.io-client';
import { BET_MESSAGES, PRICE_COALESCE_MS, type MarketPrice, type ServerMessage } from '@backlay/contract';
import { loadConfig } from '../../src/config/config.js';
import { buildApp } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { markets, runners } from '../../src/db/schema/sports.js';
import { rooms } from '../../src/modules/live/live-publisher.js';
import type { FeedEvent, FeedMarket, FeedMessage, FeedPrice, FeedSink, FeedSource } from '../../src/modules/sports/feed/feed-source.js';
import { STALE_SWEEP_MS, startSportsRuntime, type SportsRuntime } from '../../src/modules/sports/runtime/sports-runtime.js';
import { PRICE_STREAM_FLUSH_MS } from '../../src/modules/sports/stream/price-stream-wire.js';
import { tellOtherProcesses } from '../../src/modules/sports/stream/price-stream-publisher.js';
import { STAFF_MARKET_SYNC_MS } from '../../src/modules/market-admin/staff-market-sync.js';
import { credit, order } from '../betting/betting-helpers.js';
import { newChain } from '../factories.js';
import { signIn } from '../ledger/helpers.js';
import { liveClients, nextMessage, record } from '../live/live-helpers.js';
import { scratchPgDatabase } from '../test-db.js';
import { freePort, startRedis, stopRedis } from './private-redis.js';
import { pgUrl } from './services.js';

/**
 * One price stream (docs/decisions/one-price-stream.md): two server processes on one PostgreSQL
 * database and one private Redis; A leads and runs a feed fed by hand, B follows. B's price cache
 * matches A's within the coalescing period, so a bet is accepted or refused on B exactly as on A;
 * B's sockets hear A's feed (status, scores, coalesced prices); a follower started late begins
 * from the stored snapshots, one started after they went stale waits for the stream; and when
 * A's feed goes silent B suspends its markets after PRICE_STALE_MS, as A does.
 */
const REDIS_PORTS = { from: 6400, to: 6409 };
const HTTP_PORTS = { from: 3340, to: 3349 };
/** Short, so going stale is seen within the test; long enough for a follower to start from a fresh snapshot. */
const STALE_MS = 4_000;
const EVENTS = 20;
const MARKETS_PER_EVENT = 2;
const PRICE_ROUNDS = 10;
const BET_ROUNDS = 5;
const quiet = { info: () => undefined, warn: () => undefined, error: (obj: object) => console.error(obj) };

interface Instance {
  app: FastifyInstance;
  /** This process's feed, pushed by the test; it runs while the process leads (as server.ts adds it). */
  feed: HandFeed;
  runtime(): SportsRuntime | null;
  client(): Promise<ClientSocket>;
  close(): Promise<void>;
}

/** A server process as server.ts builds it, listening, on the shared database and Redis. */
async function startInstance(databaseUrl: string, redisUrl: string): Promise<Instance> {
  const database: Database = await openDatabase({ databaseUrl, migrate: false });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PRICE_STALE_MS: String(STALE_MS),
  });
  const app = await buildApp({ config, db: database.db, writeDb: database.writer, leaderLockUrl: database.url, logger: false });
  const port = await freePort(HTTP_PORTS.from, HTTP_PORTS.to);
  const url = await app.listen({ port, host: '127.0.0.1' });
  const feed = new HandFeed();
  let runtime: SportsRuntime | null = null;
  app.leadership.add({
    name: 'feed',
    start: () => {
      runtime = startSportsRuntime(app.ctx, feed, quiet);
    },
    stop: async () => {
      await runtime?.stop();
      runtime = null;
    },
  });
  const clients = liveClients(url);
  return {
    app,
    feed,
    runtime: () => runtime,
    client: clients.connect,
    close: async () => {
      clients.disconnectAll();
      await app.close();
      await database.close();
    },
  };
}

/** A feed pushed by the test: precise messages, no timers. */
class HandFeed implements FeedSource {
  readonly name = 'hand';
  private sink: FeedSink | null = null;
  start(sink: FeedSink): void {
    this.sink = sink;
  }
  stop(): void {
    this.sink = null;
  }
  send(message: FeedMessage): void {
    if (!this.sink) throw new Error('the feed has not started');
    this.sink(message);
  }
}

/** Every odd between 1.01 and 2.00 is on the exchange ladder, so any base from 149 to 177 is a valid price. */
function image(marketId: string, base: number, totalMatchedPaise = 0): FeedPrice {
  return {
    marketId,
    status: 'open',
    totalMatchedPaise,
    runners: [
      {
        id: `${marketId}-1`,
        status: 'active',
        back: [
          [base, 100],
          [base - 1, 50],
        ],
        lay: [[base + 2, 80]],
      },
      {
        id: `${marketId}-2`,
        status: 'active',
        back: [
          [base + 20, 100],
          [base + 19, 50],
        ],
        lay: [[base + 22, 80]],
      },
    ],
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for `check`, polling every few ms; the time it took, or null when `limitMs` passed. */
async function within(limitMs: number, check: () => boolean): Promise<number | null> {
  const started = performance.now();
  for (;;) {
    if (check()) return performance.now() - started;
    if (performance.now() - started > limitMs) return null;
    await sleep(2);
  }
}

/** Waits for `check` in a hook (expect.poll is for tests). */
async function until(check: () => boolean, limitMs = 10_000): Promise<void> {
  if ((await within(limitMs, check)) === null) throw new Error(`not within ${limitMs} ms`);
}

describe('one price stream from the leader to every process', () => {
  let redis: ChildProcess | null = null;
  let scratch: { url: string; drop(): Promise<void> };
  let redisUrl: string;
  let a: Instance;
  let b: Instance;
  const late: Instance[] = [];
  /** A's feed: A leads from the start. */
  const feed = { send: (message: FeedMessage) => a.feed.send(message) };
  const runtimeOfA = () => a.runtime();
  const feedMarkets: FeedMarket[] = [];
  const feedEvents = new Map<string, FeedEvent>();
  let tick = 0;
  const figures: string[] = [];

  /** What a bet is judged on: status as players see it and the best back/lay of each runner. */
  const best = (inst: Instance, marketId: string): string => {
    const prices = inst.app.ctx.prices;
    const m = prices.get(marketId);
    if (!m) return 'unknown';
    const status = prices.effectiveStatus(m);
    return status === 'open' ? `open ${m.runners.map((r) => `${r.back[0]?.[0]}/${r.lay[0]?.[0]}`).join(' ')}` : status;
  };
  const alike = (x: Instance, y: Instance) => feedMarkets.filter((m) => best(x, m.id) === best(y, m.id)).length;
  const openOn = (x: Instance) => feedMarkets.filter((m) => best(x, m.id).startsWith('open')).length;
  /** One tick of the feed: every market moves. */
  const priceAll = () => {
    tick += 1;
    feedMarkets.forEach((m, k) => feed.send({ type: 'price', price: image(m.id, 150 + ((tick * 7 + k * 3) % 25), tick * 10_000) }));
  };

  beforeAll(async () => {
    const port = await freePort(REDIS_PORTS.from, REDIS_PORTS.to);
    redis = await startRedis(port);
    redisUrl = `redis://127.0.0.1:${port}`;
    scratch = await scratchPgDatabase(pgUrl(), inject('pgTemplate'));
    // A first, so it holds the leader's lock when B campaigns.
    a = await startInstance(scratch.url, redisUrl);
    await until(() => a.app.leadership.isLeader());
    b = await startInstance(scratch.url, redisUrl);
    await until(() => runtimeOfA() !== null);
    await runtimeOfA()!.ready;
    feed.send({ type: 'competition', competition: { id: 'ps-c', eventTypeId: 4, name: 'Price Stream League', region: 'IN' } });
    const now = Date.now();
    for (let i = 0; i < EVENTS; i += 1) {
      const eventId = `ps-e${i}`;
      // The first event starts later: the socket test watches it go in play.
      const upcoming = i === 0;
      const event: FeedEvent = {
        id: eventId,
        competitionId: 'ps-c',
        eventTypeId: 4,
        name: `Home ${i} v Away ${i}`,
        countryCode: 'IN',
        timezone: 'Asia/Kolkata',
        openDate: new Date(upcoming ? now + 3_600_000 : now - 600_000),
        status: upcoming ? 'upcoming' : 'inPlay',
        highlight: false,
        liveTv: false,
      };
      feedEvents.set(eventId, event);
      feed.send({ type: 'event', event });
      for (let k = 0; k < MARKETS_PER_EVENT; k += 1) {
        const id = `1.ps${i}x${k}`;
        const market: FeedMarket = {
          id,
          eventId,
          eventTypeId: 4,
          name: k === 0 ? 'Match Odds' : `Other ${k}`,
          type: 'betfair',
          minStakePaise: 100_00,
          maxStakePaise: 50_000_00,
          delaySecond: 0,
          manual: false,
          cashout: true,
          sort: k,
          runners: [
            { id: `${id}-1`, name: `Home ${i}`, sort: 1 },
            { id: `${id}-2`, name: `Away ${i}`, sort: 2 },
          ],
        };
        feedMarkets.push(market);
        feed.send({ type: 'market', market });
      }
    }
    priceAll();
    await runtimeOfA()!.flush();
  });

  afterAll(async () => {
    for (const inst of [...late, b]) await inst?.close();
    await a?.close();
    await scratch?.drop();
    if (redis) await stopRedis(redis);
    if (figures.length > 0) console.log(`price stream: ${feedMarkets.length} markets; ${figures.join('; ')}`);
  });

  it('leads in A only, and gives B the same best prices as A for every market within the coalescing period', async () => {
    expect(b.app.leadership.isLeader()).toBe(false);
    expect(PRICE_STREAM_FLUSH_MS).toBeLessThan(PRICE_COALESCE_MS);
    await expect.poll(() => alike(a, b), { timeout: 5_000 }).toBe(feedMarkets.length);
    let worstAlike = feedMarkets.length;
    let slowestMs = 0;
    for (let round = 0; round < PRICE_ROUNDS; round += 1) {
      priceAll();
      const took = await within(PRICE_COALESCE_MS, () => alike(a, b) === feedMarkets.length);
      worstAlike = Math.min(worstAlike, alike(a, b));
      slowestMs = Math.max(slowestMs, took ?? Infinity);
      await sleep(50);
    }
    figures.push(
      `best prices equal on both processes ${worstAlike} of ${feedMarkets.length} (within ${PRICE_COALESCE_MS} ms, slowest of ${PRICE_ROUNDS} ticks ${Math.round(slowestMs)} ms)`,
    );
    expect(openOn(b)).toBe(feedMarkets.length);
    expect(worstAlike).toBe(feedMarkets.length);
    expect(slowestMs).toBeLessThanOrEqual(PRICE_COALESCE_MS);
  });

  it('accepts a bet on B at A’s price and refuses one at a price A moved away from, as A does', async () => {
    const chain = await newChain(a.app.ctx.db);
    await credit({ db: a.app.ctx.db }, chain.user, 10_000_00);
    const token = await signIn(a.app.ctx.db, chain.user);
    for (const inst of [a, b]) inst.app.sites.invalidate();
    const target = feedMarkets[2]!;
    const [marketRow] = await a.app.ctx.db.select().from(markets).where(eq(markets.id, target.id));
    const runnerRows = await a.app.ctx.db.select().from(runners).where(eq(runners.marketId, target.id));
    runnerRows.sort((x, y) => x.sort - y.sort);
    const place = async (inst: Instance, odd: number) => {
      const res = await inst.app.inject({
        method: 'POST',
        url: '/api/user/openBet',
        headers: { authorization: `Bearer ${token}`, host: chain.site.host },
        payload: order({ market: marketRow!, runners: runnerRows }, { odd: odd / 100, stake: 100 }),
      });
      return `${res.statusCode} ${(res.json() as { message: string }).message}`;
    };
    const verdicts: { onA: string; onB: string }[] = [];
    for (let round = 0; round < BET_ROUNDS; round += 1) {
      const base = 160 + round * 3;
      feed.send({ type: 'price', price: image(target.id, base) });
      await expect.poll(() => best(b, target.id), { interval: 5 }).toBe(best(a, target.id));
      verdicts.push({ onB: await place(b, base), onA: await place(a, base) });
      // The price moves away from the one the slip showed.
      feed.send({ type: 'price', price: image(target.id, base - 4) });
      await expect.poll(() => best(b, target.id), { interval: 5 }).toBe(best(a, target.id));
      verdicts.push({ onB: await place(b, base), onA: await place(a, base) });
    }
    const same = verdicts.filter((v) => v.onA === v.onB).length;
    const accepted = verdicts.filter((v) => v.onB.startsWith('200')).length;
    figures.push(
      `bets on B accepted/refused as on A ${same} of ${verdicts.length} (${accepted} accepted, ${verdicts.length - accepted} refused)`,
    );
    expect(verdicts.filter((_, i) => i % 2 === 0).every((v) => v.onB.startsWith('200'))).toBe(true);
    expect(verdicts.filter((_, i) => i % 2 === 1).every((v) => v.onB === `409 ${BET_MESSAGES.priceChanged}`)).toBe(true);
    expect(same).toBe(verdicts.length);
  });

  it('tells a socket on B the status, score and coalesced prices of A’s feed, once; staff news from B reaches A’s sockets', async () => {
    const eventId = 'ps-e0';
    const ofEvent = feedMarkets.filter((m) => m.eventId === eventId);
    const onB = await b.client();
    const onA = await a.client();
    for (const s of [onA, onB]) {
      const snapshot = nextMessage(s, 'getMarketStatusByEventId');
      s.emit('postEventSubscription', { eventId });
      await snapshot;
    }
    const heard = (s: ClientSocket) => ({
      status: record<ServerMessage<'getEventStatus'>>(s, 'getEventStatus'),
      score: record<ServerMessage<'getEventScore'>>(s, 'getEventScore'),
      scoreUpdated: record<ServerMessage<'scoreUpdated'>>(s, 'scoreUpdated'),
      prices: record<MarketPrice>(s, 'getMarketCacheUpdates'),
    });
    const [onAHeard, onBHeard] = [heard(onA), heard(onB)];
    feed.send({ type: 'event', event: { ...feedEvents.get(eventId)!, status: 'inPlay', openDate: new Date() } });
    const score = {
      eventId,
      eventTypeId: 4,
      state: 'live' as const,
      teams: [
        { name: 'Home 0', score: '45/1', detail: '(5.2 ov)' },
        { name: 'Away 0', score: '', detail: 'Yet to bat' },
      ],
      summary: 'Home 0 batting',
      clock: '5.2',
      recent: ['4', '1', '0'],
      updatedAt: new Date().toISOString(),
    };
    feed.send({ type: 'score', score });
    for (const m of ofEvent) feed.send({ type: 'price', price: image(m.id, 171) });
    const pricedAt171 = (h: ReturnType<typeof heard>) =>
      ofEvent.every((m) => h.prices.messages.some((p) => p.marketId === m.id && p.runners[0]?.back[0]?.odd === 1.71));
    await expect.poll(() => onBHeard.status.messages.some((m) => m.docs.eventId === eventId && m.docs.status === 'inPlay')).toBe(true);
    await expect.poll(() => onBHeard.score.messages.some((m) => m.eventId === eventId && m.score.includes('45/1'))).toBe(true);
    await expect.poll(() => pricedAt171(onBHeard)).toBe(true);
    await expect.poll(() => pricedAt171(onAHeard)).toBe(true);
    expect(onBHeard.scoreUpdated.messages.filter((m) => m.eventId === eventId)).toHaveLength(1);

    // Staff news sent by a request on B (a list changed) reaches the sockets on A too.
    const staffNews = { at: `staff ${Date.now()}` };
    const onAHears = nextMessage<{ at: string }>(onA, 'getHomeCacheUpdates', (m) => m.at === staffNews.at);
    const onBHears = nextMessage<{ at: string }>(onB, 'getHomeCacheUpdates', (m) => m.at === staffNews.at);
    b.app.ctx.live.emit(rooms.all, 'getHomeCacheUpdates', staffNews);
    await Promise.all([onAHears, onBHears]);
    await sleep(100);
    // The leader's own sockets hear its feed once (it ignores its own batches).
    const once = (h: ReturnType<typeof heard>) =>
      h.status.messages.filter((m) => m.docs.eventId === eventId).length === 1 &&
      h.score.messages.filter((m) => m.eventId === eventId).length === 1;
    figures.push(
      `socket on B heard A's event status, score and prices (${onBHeard.prices.messages.length} coalesced messages), each once: ${once(onBHeard) && once(onAHeard)}`,
    );
    expect(once(onAHeard)).toBe(true);
    expect(once(onBHeard)).toBe(true);
  });

  it('starts a late follower from the stored snapshots', async () => {
    priceAll();
    await expect.poll(() => alike(a, b), { interval: 5 }).toBe(feedMarkets.length);
    await runtimeOfA()!.flush();
    // No price is sent from here on, only the leader's heartbeats: what C knows comes from the snapshots.
    const c = await startInstance(scratch.url, redisUrl);
    late.push(c);
    const fromSnapshots = alike(a, c);
    figures.push(`a follower started late priced ${fromSnapshots} of ${feedMarkets.length} from the snapshots`);
    expect(c.app.leadership.isLeader()).toBe(false);
    expect(openOn(c)).toBe(feedMarkets.length);
    expect(fromSnapshots).toBe(feedMarkets.length);
  });

  it('starts B again from the snapshots when its Redis comes back after an outage', async () => {
    const port = Number(new URL(redisUrl).port);
    await stopRedis(redis!);
    redis = null;
    // Prices move while Redis is away: A's cache and its snapshots have them, B never hears them.
    priceAll();
    await runtimeOfA()!.flush();
    await sleep(200);
    const missed = feedMarkets.length - alike(a, b);
    redis = await startRedis(port);
    const took = await within(STALE_MS - 1_000, () => alike(a, b) === feedMarkets.length);
    figures.push(
      `after a Redis outage B had missed ${missed} of ${feedMarkets.length} prices and caught up from the snapshots ${took === null ? 'never' : `${(took / 1_000).toFixed(1)} s after Redis came back`}, before any new tick`,
    );
    expect(missed).toBe(feedMarkets.length);
    expect(took).not.toBeNull();
  });

  it('suspends B’s markets after PRICE_STALE_MS of silence, and a follower started then waits for the stream', async () => {
    const watched = feedMarkets[4]!;
    const onB = await b.client();
    const snapshot = nextMessage(onB, 'getMarketStatusByEventId');
    onB.emit('postEventSubscription', { eventId: watched.eventId });
    await snapshot;
    const readyz = async (inst: Instance) => {
      const res = await inst.app.inject({ method: 'GET', url: '/readyz' });
      return { status: res.statusCode, body: res.json() as { status: string; checks: Record<string, string> } };
    };
    priceAll();
    const silentFrom = Date.now();
    await expect.poll(() => alike(a, b), { interval: 5 }).toBe(feedMarkets.length);
    expect((await readyz(b)).body.checks['price stream']).toBe('ok');
    const suspended = nextMessage<MarketPrice>(
      onB,
      'getMarketCacheUpdates',
      (p) => p.marketId === watched.id && p.status === 'suspended',
      STALE_MS + 5_000,
    );
    await suspended;
    const afterMs = Date.now() - silentFrom;
    figures.push(`suspended on B ${(afterMs / 1_000).toFixed(1)} s after the feed went silent (PRICE_STALE_MS ${STALE_MS / 1_000} s)`);
    expect(afterMs).toBeGreaterThanOrEqual(STALE_MS);
    expect(afterMs).toBeLessThan(STALE_MS + STALE_SWEEP_MS + 1_000);
    expect(openOn(b)).toBe(0);
    expect(openOn(a)).toBe(0);
    const ready = await readyz(b);
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('degraded');
    expect(ready.body.checks['price stream']).toMatch(/^the leader's feed silent for \d+ s$/);

    // Snapshots older than PRICE_STALE_MS price nothing: suspended until the stream speaks.
    const d = await startInstance(scratch.url, redisUrl);
    late.push(d);
    expect(openOn(d)).toBe(0);
    priceAll();
    const took = await within(PRICE_COALESCE_MS, () => alike(a, d) === feedMarkets.length && alike(a, b) === feedMarkets.length);
    figures.push(
      `a follower started after the silence stayed suspended until the stream spoke, then matched in ${took === null ? 'never' : `${Math.round(took)} ms`}`,
    );
    expect(took).not.toBeNull();
    expect(openOn(d)).toBe(feedMarkets.length);
  });

  it('moves with the lead: when A gives it up, another process runs the feed and publishes, and A follows it', async () => {
    const others = [b, ...late];
    expect(others.every((o) => o.runtime() === null)).toBe(true);
    const gaveUp = Date.now();
    // A stops leading (as on SIGTERM, or a lost lock connection): its feed stops, its follower part goes on.
    await a.app.leadership.stop();
    expect(a.runtime()).toBeNull();
    await expect.poll(() => others.some((o) => o.runtime() !== null), { timeout: 15_000 }).toBe(true);
    const tookOverMs = Date.now() - gaveUp;
    const leader = others.find((o) => o.runtime() !== null)!;
    await leader.runtime()!.ready;
    tick += 1;
    feedMarkets.forEach((m, k) => leader.feed.send({ type: 'price', price: image(m.id, 155 + ((tick * 5 + k) % 20)) }));
    const followers = [a, ...others.filter((o) => o !== leader)];
    const took = await within(PRICE_COALESCE_MS, () => followers.every((f) => alike(leader, f) === feedMarkets.length));
    const worst = Math.min(...followers.map((f) => alike(leader, f)));
    figures.push(
      `the lead moved in ${(tookOverMs / 1_000).toFixed(1)} s; the new leader's feed priced its ${followers.length} followers (A among them) alike ${worst} of ${feedMarkets.length} (${took === null ? 'not within the period' : `${Math.round(took)} ms`} after its tick)`,
    );
    expect(leader.app.leadership.isLeader()).toBe(true);
    expect(a.app.leadership.isLeader()).toBe(false);
    expect(took).not.toBeNull();
    expect(openOn(a)).toBe(feedMarkets.length);
  });

  it('tells B at once what a staff call changed on A: a suspension, its end, a result closing a market', async () => {
    // B's own staff market sync is stopped: only the stream can tell it.
    await b.app.staffMarkets.stop();
    const [held, closed] = [feedMarkets[1]!.id, feedMarkets[2]!.id];
    expect([best(b, held).startsWith('open'), best(b, closed).startsWith('open')]).toEqual([true, true]);
    const started = Date.now();
    a.app.ctx.prices.hold(held, true);
    tellOtherProcesses(a.app.ctx, [['h', held, true]]);
    await until(() => best(b, held) === 'suspended');
    const heldMs = Date.now() - started;
    a.app.ctx.prices.hold(held, false);
    tellOtherProcesses(a.app.ctx, [['h', held, false]]);
    await until(() => best(b, held).startsWith('open'));
    a.app.ctx.prices.close(closed);
    tellOtherProcesses(a.app.ctx, [['c', closed]]);
    await until(() => best(b, closed) === 'closed');
    b.app.staffMarkets.start();
    figures.push(`a staff suspension on A held the market on B in ${heldMs} ms, its end and a result too`);
    expect(heldMs).toBeLessThan(STAFF_MARKET_SYNC_MS);
  });
});
