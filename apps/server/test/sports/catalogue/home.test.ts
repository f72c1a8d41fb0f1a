import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeSchema, type EventCard, type Home } from '@backlay/contract';
import { newChain } from '../../factories.js';
import { signIn } from '../../ledger/helpers.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { newCompetition, newEvent, newMarket, newMatch, primePrices, twoWayLadder } from '../sports-factories.js';
import { HOME_UPCOMING_WINDOW_MS } from '../../../src/modules/sports/catalogue/home.js';
import type { EventRow } from '../../../src/modules/sports/catalogue/market-wire.js';

/** GET api/common/home on its own database: every list here depends on what else is open. */

const MIN = 60_000;
const HOUR = 60 * MIN;

let t: TestApp;
let userToken: string;
let base: number;
const at = (ms: number) => new Date(base + ms);

const ev: Record<string, EventRow> = {};
const headline: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const ctx = t.app.ctx;
  base = t.clock.now().getTime();
  const chain = await newChain(t.db);
  userToken = await signIn(t.db, chain.user);

  // Soccer: the 60 s line, the bet-on-open window, and the two-day horizon.
  const soccer = await newCompetition(ctx, { eventTypeId: 1, name: 'Premier League' });
  for (const [key, openDate, status] of [
    ['soonest', at(59_000), 'upcoming'],
    ['justOutside', at(61_000), 'upcoming'],
    ['startedLate', at(-5 * MIN), 'upcoming'],
    ['lost', at(-11 * MIN), 'upcoming'],
    ['feedLive', at(-2 * HOUR), 'inPlay'],
    ['farAway', at(HOME_UPCOMING_WINDOW_MS + HOUR), 'upcoming'],
  ] as const) {
    const m = await newMatch(ctx, { competition: soccer, openDate, status });
    ev[key] = m.event;
    headline[key] = m.market.id;
  }
  // Headline choice: 'Match Odds' wins over an earlier-sorted bookmaker market.
  await newMarket(ctx, { event: ev.justOutside!, name: 'Bookmaker', type: 'bookmaker', sort: -1 });

  // Cricket: one live, six upcoming -> four move up to ongoing.
  const ipl = await newCompetition(ctx, { eventTypeId: 4, name: 'IPL' });
  ev.cricketLive = (await newMatch(ctx, { competition: ipl, openDate: at(-HOUR), status: 'inPlay' })).event;
  for (let i = 1; i <= 6; i += 1) ev[`cricket${i}`] = (await newMatch(ctx, { competition: ipl, openDate: at(i * HOUR) })).event;
  // Beyond the two-day horizon: neither upcoming nor used to pad ongoing.
  ev.cricketFar = (await newMatch(ctx, { competition: ipl, openDate: at(HOME_UPCOMING_WINDOW_MS + HOUR) })).event;
  // Beyond the two-day horizon: neither upcoming nor used to pad ongoing.
  ev.cricketFar = (await newMatch(ctx, { competition: ipl, openDate: at(HOME_UPCOMING_WINDOW_MS + HOUR) })).event;

  // Sports that go last, and one that only signed-in callers see.
  ev.kabaddi = (await newMatch(ctx, { eventTypeId: 23789607, openDate: at(HOUR) })).event;
  ev.politics = (await newMatch(ctx, { eventTypeId: 2378961, openDate: at(HOUR) })).event;
  ev.tennis = (await newMatch(ctx, { eventTypeId: 2, openDate: at(2 * HOUR) })).event;

  // Races: the "next to go" strip. One is 30 s off, so already in play and not "next".
  const racing = await newCompetition(ctx, { eventTypeId: 7, name: 'Ascot' });
  for (const [key, openDate] of [
    ['raceIn5', at(5 * MIN)],
    ['raceIn2', at(2 * MIN)],
    ['raceNow', at(30_000)],
  ] as const) {
    const event = await newEvent(ctx, { competition: racing, name: `Ascot ${key}`, openDate });
    const { market } = await newMarket(ctx, { event, name: 'Win', runnerNames: ['Horse A', 'Horse B', 'Horse C'] });
    ev[key] = event;
    headline[key] = market.id;
  }
});
afterAll(async () => t.close());

async function home(token: string | null = null): Promise<Home> {
  const res = await t.app.inject({ method: 'GET', url: '/api/common/home', headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.statusCode).toBe(200);
  return homeSchema.parse(res.json().docs);
}
const ids = (cards: EventCard[]) => cards.map((c) => c.event.id);
const sport = (groups: Home['ongoing'], eventTypeId: number) => ids(groups.find((g) => g.eventTypeId === eventTypeId)?.events ?? []);

describe('GET api/common/home', () => {
  it('puts an event in play under 60 s to the start, and moves it when the clock passes the line', async () => {
    const before = await home();
    expect(sport(before.ongoing, 1)).toEqual([ev.feedLive!.id, ev.startedLate!.id, ev.soonest!.id]);
    expect(sport(before.upcoming, 1)).toEqual([ev.justOutside!.id]);
    expect(before.ongoing.find((g) => g.eventTypeId === 1)!.events.every((c) => c.event.inPlay)).toBe(true);

    t.clock.advance(2_000);
    const after = await home();
    expect(sport(after.ongoing, 1)).toContain(ev.justOutside!.id);
    expect(sport(after.upcoming, 1) ?? []).not.toContain(ev.justOutside!.id);
  });

  it('counts a start the feed has not confirmed as running for 10 minutes only, and skips the two-day horizon', async () => {
    const page = await home();
    const soccer = [...sport(page.ongoing, 1), ...sport(page.upcoming, 1)];
    expect(soccer).toContain(ev.startedLate!.id);
    expect(soccer).not.toContain(ev.lost!.id);
    expect(soccer).not.toContain(ev.farAway!.id);
  });

  it('tops cricket ongoing up to 5 with the 4 earliest upcoming; the rest stay upcoming', async () => {
    const page = await home();
    expect(sport(page.ongoing, 4)).toEqual([ev.cricketLive, ev.cricket1, ev.cricket2, ev.cricket3, ev.cricket4].map((e) => e!.id));
    expect(sport(page.upcoming, 4)).toEqual([ev.cricket5!.id, ev.cricket6!.id]);
    // The padded ones are shown, but not as live.
    expect(page.ongoing.find((g) => g.eventTypeId === 4)!.events.map((c) => c.event.inPlay)).toEqual([true, false, false, false, false]);
  });

  it('orders sports by the event-type list with Kabaddi and Politics last; Politics only for signed-in callers', async () => {
    const visitor = await home();
    // Soccer's last upcoming match went in play above; racing (7) sits between Cricket and Kabaddi.
    expect(visitor.upcoming.map((g) => g.eventTypeId)).toEqual([2, 4, 7, 23789607]);
    expect(visitor.ongoing.map((g) => g.eventTypeId)).toEqual([1, 4, 7]);
    const player = await home(userToken);
    expect(player.upcoming.map((g) => g.eventTypeId)).toEqual([2, 4, 7, 23789607, 2378961]);
    expect(player.upcoming.at(-1)!.name).toBe('Politics');
  });

  it('lists the next races to go in start order, leaving out one already in play', async () => {
    const page = await home();
    expect(ids(page.fastestOdd)).toEqual([ev.raceIn2!.id, ev.raceIn5!.id]);
    expect(page.fastestOdd[0]!.market?.name).toBe('Win');
  });

  it("shows each card's headline market and lists those ids in marketIds", async () => {
    const page = await home();
    const card = page.upcoming.flatMap((g) => g.events).find((c) => c.event.id === ev.cricket5!.id)!;
    expect(card.market?.name).toBe('Match Odds');
    const all = [...page.ongoing, ...page.upcoming].flatMap((g) => g.events).concat(page.fastestOdd, page.highlight);
    const shown = new Set(all.flatMap((c) => (c.market ? [c.market.id] : [])));
    expect(new Set(page.marketIds)).toEqual(shown);
    expect(page.marketIds).toContain(headline.raceIn2);
    const withBookmaker = all.find((c) => c.event.id === ev.justOutside!.id)!;
    expect(withBookmaker.market?.id).toBe(headline.justOutside);
    expect(withBookmaker.event.hasBookmaker).toBe(true);
  });

  it('shows prices while fresh and a stale market suspended without prices', async () => {
    const ctx = t.app.ctx;
    const { market, runners } = await newMarket(ctx, {
      event: await newEvent(ctx, { competition: await newCompetition(ctx, { eventTypeId: 5 }), openDate: at(3 * HOUR) }),
    });
    primePrices(ctx, market, { runners: twoWayLadder(runners) });
    const card = () => home().then((p) => p.upcoming.find((g) => g.eventTypeId === 5)!.events[0]!.market!);
    const fresh = await card();
    expect(fresh.status).toBe('open');
    expect(fresh.teams[0]!.back[0]).toEqual({ odd: 1.85, run: 100 });

    t.clock.advance(t.config.PRICE_STALE_MS + 1);
    const stale = await card();
    expect(stale.status).toBe('suspended');
    expect(stale.teams.every((team) => team.back.length === 0 && team.lay.length === 0)).toBe(true);
  });

  it('highlights the most matched events until staff flag some, then only the flagged', async () => {
    const ctx = t.app.ctx;
    const tennis = (await newMarket(ctx, { event: ev.tennis!, name: 'Set 1 Winner', sort: 5 })).market;
    primePrices(ctx, tennis, { totalMatchedPaise: 900_000 });
    const cricket = await newMarket(ctx, { event: ev.cricket6!, name: 'Toss', sort: 5 });
    primePrices(ctx, cricket.market, { totalMatchedPaise: 50_000 });
    expect(ids((await home()).highlight)).toEqual([ev.tennis!.id, ev.cricket6!.id]);

    const flagged = await newMatch(ctx, { eventTypeId: 7522, openDate: at(4 * HOUR), highlight: true });
    expect(ids((await home()).highlight)).toEqual([flagged.event.id]);
  });
});
