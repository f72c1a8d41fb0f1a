import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { scoreSchema, type ServerMessage, type ServerMessageName } from '@backlay/contract';
import { events, marketResults, markets, runners } from '../../../src/db/schema/sports.js';
import type { AppContext } from '../../../src/lib/context.js';
import type { LivePublisher } from '../../../src/modules/live/live-publisher.js';
import type { FeedSource } from '../../../src/modules/sports/feed/feed-source.js';
import { SimulatorFeed } from '../../../src/modules/sports/feed/simulator/simulator-feed.js';
import { PriceCache } from '../../../src/modules/sports/prices/price-cache.js';
import { startSportsRuntime, type SportsRuntime } from '../../../src/modules/sports/runtime/sports-runtime.js';
import { createTestApp, type TestApp } from '../../test-app.js';

const quietLog = { info: () => undefined, warn: () => undefined, error: (obj: object) => console.error(obj) };

interface Sent {
  to: string | readonly string[];
  event: ServerMessageName;
  payload: unknown;
}

describe('sports runtime with the simulator', () => {
  let t: TestApp;
  let ctx: AppContext;
  let feed: SimulatorFeed;
  let runtime: SportsRuntime;
  const sent: Sent[] = [];

  /** Moves the test clock and the simulation together, in small steps as the real timer would. */
  const run = async (ms: number, stepMs = 5_000) => {
    for (let done = 0; done < ms; done += stepMs) {
      t.clock.advance(stepMs);
      feed.advance(t.clock.now().getTime());
    }
    await runtime.flush();
  };

  beforeAll(async () => {
    t = await createTestApp();
    ctx = t.app.ctx;
    const recorder: LivePublisher = { emit: (to, event, payload) => void sent.push({ to, event, payload }) };
    ctx.live = recorder;
    feed = new SimulatorFeed({ seed: 42, clock: t.clock, autoAdvance: false, priceGapMs: [500, 3_000] });
    runtime = startSportsRuntime(ctx, feed, quietLog);
    await runtime.ready;
    await runtime.flush();
  });

  afterAll(async () => {
    await runtime?.stop();
    await t?.close();
  });

  it('writes the catalogue the feed announces, with limits in paise', async () => {
    const rows = await t.db.select().from(events);
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.filter((e) => e.status === 'inPlay').length).toBeGreaterThan(2);
    const marketRows = await t.db.select().from(markets);
    expect(marketRows.length).toBeGreaterThan(100);
    const matchOdds = marketRows.find((m) => m.name === 'Match Odds' && m.eventTypeId === 4);
    expect(matchOdds).toMatchObject({ type: 'betfair', minStake: 10_000, maxStake: 50_000_000 });
    const teams = await t.db
      .select()
      .from(runners)
      .where(eq(runners.marketId, matchOdds?.id ?? ''));
    expect(teams).toHaveLength(2);
    const scored = rows.filter((e) => e.status === 'inPlay' && e.score !== null);
    expect(scored.length).toBeGreaterThan(0);
    // The lists were told to refresh, once for the whole burst.
    expect(sent.filter((s) => s.event === 'getHomeCacheUpdates')).toHaveLength(1);
    expect(sent.find((s) => s.event === 'highlightUpdated')?.to).toBe('all');
  });

  it('puts prices in the price cache and snapshots them to the database', async () => {
    await run(10_000);
    const [row] = await t.db
      .select()
      .from(markets)
      .where(sql`${markets.name} = 'Match Odds' AND ${markets.status} <> 'closed'`)
      .limit(1);
    const cached = ctx.prices.get(row?.id ?? '');
    expect(cached?.feedStatus).toBe('open');
    expect(ctx.prices.effectiveStatus(cached!)).toBe('open');
    expect(cached?.runners[0]?.back).toHaveLength(3);
    const [stored] = await t.db
      .select()
      .from(markets)
      .where(eq(markets.id, row?.id ?? ''));
    expect(stored?.snapshot?.runners[0]?.back).toHaveLength(3);
    expect(stored?.snapshot?.seq).toBeGreaterThan(0);
  });

  it('suspends a market whose feed went quiet, through the stale sweep', async () => {
    const market = [...ctx.prices.all()].find((m) => m.feedStatus === 'open');
    if (!market) throw new Error('no open market');
    const swept = new Promise<string>((resolve) => {
      const off = ctx.prices.onChange((m) => {
        if (m.marketId === market.marketId && m.stale) {
          off();
          resolve(m.marketId);
        }
      });
    });
    t.clock.advance(ctx.prices.staleMs + 1_000);
    await expect(swept).resolves.toBe(market.marketId);
    expect(ctx.prices.effectiveStatus(market)).toBe('suspended');
    // The feed speaking again reopens it.
    feed.advance(t.clock.now().getTime());
    await run(5_000);
    expect(ctx.prices.effectiveStatus(ctx.prices.get(market.marketId)!)).not.toBe('suspended');
  });

  it('stores results, closes the markets and tells the event room', async () => {
    const raceEvents = await t.db
      .select()
      .from(events)
      .where(sql`${events.eventTypeId} = 7 AND ${events.status} = 'upcoming'`);
    const next = raceEvents.sort((a, b) => a.openDate.getTime() - b.openDate.getTime())[0];
    if (!next) throw new Error('no race');
    await run(next.openDate.getTime() + 3 * 60_000 - t.clock.now().getTime(), 10_000);
    const [win] = await t.db.select().from(markets).where(eq(markets.eventId, next.id));
    const [result] = await t.db
      .select()
      .from(marketResults)
      .where(eq(marketResults.marketId, win?.id ?? ''));
    expect(result?.kind).toBe('winner');
    expect(win?.status).toBe('closed');
    const horses = await t.db
      .select()
      .from(runners)
      .where(eq(runners.marketId, win?.id ?? ''));
    expect(horses.filter((h) => h.status === 'winner').map((h) => h.id)).toEqual([result?.winnerRunnerId]);
    expect(ctx.prices.get(win?.id ?? '')?.feedStatus).toBe('closed');
    const [race] = await t.db.select().from(events).where(eq(events.id, next.id));
    expect(race?.status).toBe('closed');
    const statuses = sent
      .filter((s) => s.event === 'getEventStatus')
      .map((s) => ({ to: s.to, docs: (s.payload as ServerMessage<'getEventStatus'>).docs }))
      .filter((s) => s.docs.eventId === next.id);
    // Announced when it first appeared, when it went off and when it finished, each naming the
    // race's headline market (its Win market, the only one a race has), closed or not.
    expect(statuses.map((s) => s.docs.status)).toEqual(['upcoming', 'inPlay', 'closed']);
    expect(statuses.map((s) => s.docs.marketId)).toEqual(Array(3).fill({ id: win?.id, type: 'betfair', externalType: '' }));
    expect(statuses[1]?.docs).toMatchObject({ eventTypeId: 7, inPlay: true, openDate: next.openDate.toISOString() });
    expect(statuses[0]?.to).toEqual(['events', `event:${next.id}`]);
    const scores = sent.filter((s) => s.event === 'getEventScore' && s.to === `event:${next.id}`);
    expect(scores.length).toBeGreaterThan(0);
    // The score message of docs/product.md (eventId, iframeUrl, score) beside the richer fields: the
    // simulator has no scoreboard page, so iframeUrl is null; score is the one-line text.
    const lastScore = scoreSchema.parse(scores.at(-1)!.payload);
    expect(lastScore).toMatchObject({ eventId: next.id, iframeUrl: null });
    expect(lastScore.score).toBe(lastScore.teams.map((t) => [t.name, t.score, t.detail].filter(Boolean).join(' ')).join(' · '));
    expect(lastScore.score).toContain('1st');
    expect(sent.some((s) => s.event === 'getModifyMarketUpdate' && (s.payload as { id: string }).id === win?.id)).toBe(true);
  });

  it('re-registers the open markets after a restart, suspended until priced, and finds the same fixtures again', async () => {
    await runtime.stop();
    const openMarkets = await t.db
      .select({ id: markets.id })
      .from(markets)
      .where(sql`${markets.status} <> 'closed'`);
    const eventCount = (await t.db.select({ n: sql<number>`count(*)::int` }).from(events))[0]?.n ?? 0;

    // A process that has only the database: a feed that says nothing.
    const silentFeed: FeedSource = { name: 'silent', start: () => undefined, stop: () => undefined };
    const fresh = new PriceCache(t.clock, t.config.PRICE_STALE_MS);
    const restarted = startSportsRuntime({ ...ctx, prices: fresh }, silentFeed, quietLog);
    await restarted.ready;
    expect([...fresh.all()].map((m) => m.marketId).sort()).toEqual(openMarkets.map((m) => m.id).sort());
    expect([...fresh.all()].every((m) => fresh.effectiveStatus(m) === 'suspended')).toBe(true);
    await restarted.stop();

    // The same seed a little later re-finds its fixtures instead of adding copies.
    feed = new SimulatorFeed({ seed: 42, clock: t.clock, autoAdvance: false, priceGapMs: [500, 3_000] });
    runtime = startSportsRuntime({ ...ctx, prices: fresh }, feed, quietLog);
    await runtime.ready;
    await runtime.flush();
    const after = await t.db.select({ id: events.id, name: events.name, openDate: events.openDate }).from(events);
    const keys = after.map((e) => `${e.name}@${e.openDate.toISOString()}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Only fixtures that entered the horizon in the last minutes are new.
    expect(after.length - eventCount).toBeLessThanOrEqual(3);
    const repriced = openMarkets.filter((m) => fresh.get(m.id)?.feedStatus === 'open');
    expect(repriced.length).toBeGreaterThan(openMarkets.length / 2);
  });
});
