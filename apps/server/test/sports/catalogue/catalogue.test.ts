import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  competitionSchema,
  eventCardSchema,
  eventMarketsSchema,
  liveTvSchema,
  marketGroupSchema,
  scoreSchema,
  SPORTS_MESSAGES,
  type Score,
} from '@backlay/contract';
import { events } from '../../../src/db/schema/sports.js';
import { forgetCatalogue } from '../../../src/modules/sports/catalogue/catalogue-read.js';
import type { CompetitionRow, EventRow, MarketRow } from '../../../src/modules/sports/catalogue/market-wire.js';
import { newChain } from '../../factories.js';
import { signIn } from '../../ledger/helpers.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { newCompetition, newEvent, newMarket, newMatch, primePrices, twoWayLadder } from '../sports-factories.js';

/** The catalogue calls other than home: menu, tournaments, lists, event page, live TV, scores. */

const HOUR = 3_600_000;
let t: TestApp;
let tokens: { user: string; administrator: string; admin: string };
let base: number;
const at = (ms: number) => new Date(base + ms);

let ipl: CompetitionRow;
let bbl: CompetitionRow;
let liveMatch: EventRow;
let laterMatch: EventRow;
let bblMatch: EventRow;
let bblOdds: MarketRow;
let politics: EventRow;
let kabaddi: EventRow;
let closedEvent: EventRow;
let pageMarkets: Record<'matchOdds' | 'top' | 'bottom' | 'inactive' | 'closed' | 'session', MarketRow>;
const liveScore: Score = {
  eventId: '',
  eventTypeId: 4,
  state: 'live',
  teams: [
    { name: 'India', score: '145/3', detail: '16.2 ov' },
    { name: 'Australia', score: '', detail: '' },
  ],
  summary: 'India chose to bat',
  clock: '16.2',
  recent: ['1', '4', 'W'],
  updatedAt: new Date().toISOString(),
  iframeUrl: null,
  score: 'India 145/3 16.2 ov · Australia',
};

beforeAll(async () => {
  t = await createTestApp();
  const ctx = t.app.ctx;
  base = t.clock.now().getTime();
  const chain = await newChain(t.db);
  tokens = {
    user: await signIn(t.db, chain.user),
    administrator: await signIn(t.db, chain.administrator),
    admin: await signIn(t.db, chain.admin),
  };

  ipl = await newCompetition(ctx, { eventTypeId: 4, name: 'Indian Premier League', region: 'IN' });
  bbl = await newCompetition(ctx, { eventTypeId: 4, name: 'Big Bash League', region: 'AU' });
  liveMatch = await newEvent(ctx, { competition: ipl, name: 'India v Australia', openDate: at(-HOUR), status: 'inPlay', liveTv: true });
  // Stored as a score was before the message carried iframeUrl and score: read, it has both.
  const { iframeUrl: _url, score: _text, ...storedBefore } = liveScore;
  await t.db
    .update(events)
    .set({ score: { ...storedBefore, eventId: liveMatch.id } as Score })
    .where(eq(events.id, liveMatch.id));
  laterMatch = (await newMatch(ctx, { competition: ipl, name: 'Mumbai v Chennai', openDate: at(3 * HOUR) })).event;
  ({ event: bblMatch, market: bblOdds } = await newMatch(ctx, { competition: bbl, name: 'Sixers v Stars', openDate: at(2 * HOUR) }));
  politics = (await newMatch(ctx, { eventTypeId: 2378961, name: 'Next Prime Minister', openDate: at(24 * HOUR) })).event;
  kabaddi = (await newMatch(ctx, { eventTypeId: 23789607, name: 'Patna v Jaipur', openDate: at(HOUR) })).event;
  await newMatch(ctx, { eventTypeId: 1, name: 'Arsenal v Chelsea', openDate: at(5 * HOUR) });
  closedEvent = (await newMatch(ctx, { competition: ipl, name: 'Delhi v Kolkata', openDate: at(-30 * HOUR), status: 'closed' })).event;

  // The live match's page, stored in a shuffled order.
  const bottom = await newMarket(ctx, { event: liveMatch, name: 'Tied Match', sort: 0, bottom: true });
  const session = await newMarket(ctx, { event: liveMatch, name: '20 Over Runs', type: 'session', sort: 3 });
  const matchOdds = await newMarket(ctx, { event: liveMatch, name: 'Match Odds', sort: 1 });
  const inactive = await newMarket(ctx, { event: liveMatch, name: 'Completed Match', sort: 2, active: false });
  const closed = await newMarket(ctx, { event: liveMatch, name: '6 Over Runs', type: 'session', sort: 2, status: 'closed' });
  const top = await newMarket(ctx, { event: liveMatch, name: 'Bookmaker', type: 'bookmaker', sort: 9, top: true });
  pageMarkets = {
    matchOdds: matchOdds.market,
    top: top.market,
    bottom: bottom.market,
    inactive: inactive.market,
    closed: closed.market,
    session: session.market,
  };
  primePrices(ctx, matchOdds.market, { runners: twoWayLadder(matchOdds.runners), totalMatchedPaise: 5_000_000 });
});
afterAll(async () => t.close());

function get(url: string, token: string | null = null) {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}
async function docs<T extends z.ZodType>(url: string, schema: T, token: string | null = null): Promise<z.infer<T>> {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json().docs);
}

describe('market group (side menu)', () => {
  it('nests sport > competition > event, sports in list order, Politics hidden from visitors', async () => {
    const tree = await docs('/api/common/game/market/group', z.array(marketGroupSchema));
    expect(tree.map((s) => s.name)).toEqual(['Soccer', 'Cricket', 'Kabaddi']);
    const cricket = tree.find((s) => s.eventTypeId === 4)!;
    expect(cricket.competitions.map((c) => c.name)).toEqual(['Big Bash League', 'Indian Premier League']);
    const iplEvents = cricket.competitions[1]!.events;
    // Start order; closed events are not in the menu.
    expect(iplEvents.map((e) => e.id)).toEqual([liveMatch.id, laterMatch.id]);
    expect(iplEvents[0]).toMatchObject({ inPlay: true, status: 'inPlay', marketCount: 4 });
    expect(iplEvents[1]).toMatchObject({ inPlay: false, marketCount: 1 });
  });

  it('includes Politics, last, for a signed-in caller; the protected path needs a session', async () => {
    const tree = await docs('/api/protected/game/market/group', z.array(marketGroupSchema), tokens.user);
    expect(tree.map((s) => s.name)).toEqual(['Soccer', 'Cricket', 'Kabaddi', 'Politics']);
    expect((await get('/api/protected/game/market/group')).statusCode).toBe(401);
    // The public path stays the visitors' menu, token or not.
    const publicTree = await docs('/api/common/game/market/group', z.array(marketGroupSchema), tokens.user);
    expect(publicTree.map((s) => s.name)).toEqual(['Soccer', 'Cricket', 'Kabaddi']);
  });
});

describe('tournaments, hot events and highlights', () => {
  it('lists competitions with open events and their count, optionally of one sport', async () => {
    const all = await docs('/api/common/game/tournament', z.array(competitionSchema));
    expect(all.map((c) => c.eventTypeId)).toEqual([1, 4, 4, 23789607]);
    const cricket = await docs('/api/common/game/tournament?eventTypeId=4', z.array(competitionSchema));
    expect(cricket).toEqual([
      { id: bbl.id, name: 'Big Bash League', eventTypeId: 4, eventTypeName: 'Cricket', region: 'AU', eventCount: 1 },
      { id: ipl.id, name: 'Indian Premier League', eventTypeId: 4, eventTypeName: 'Cricket', region: 'IN', eventCount: 2 },
    ]);
    expect((await get('/api/common/game/tournament?eventTypeId=abc')).statusCode).toBe(400);
  });

  it('ranks hot events by money matched and leaves out events with none', async () => {
    primePrices(t.app.ctx, bblOdds, { totalMatchedPaise: 9_000_000 });
    const hot = await docs('/api/common/game/hotEvent', z.array(eventCardSchema));
    expect(hot.map((c) => c.event.id)).toEqual([bblMatch.id, liveMatch.id]);
    expect(hot[1]!.market?.totalMatched).toBe(50_000);
  });

  it('lists open events of a sport or competition, in play first, with an inPlay filter', async () => {
    const cricket = await docs('/api/common/game/highlight?eventTypeId=4', z.array(eventCardSchema));
    expect(cricket.map((c) => c.event.id)).toEqual([liveMatch.id, bblMatch.id, laterMatch.id]);
    expect(cricket[0]!.market?.id).toBe(pageMarkets.matchOdds.id);
    expect(cricket[0]!.event).toMatchObject({ hasBookmaker: true, hasSession: true, competitionName: 'Indian Premier League' });
    const ofIpl = await docs(`/api/common/game/highlight?competitionId=${ipl.id}&inPlay=false`, z.array(eventCardSchema));
    expect(ofIpl.map((c) => c.event.id)).toEqual([laterMatch.id]);
    const live = await docs('/api/common/game/highlight?inPlay=true', z.array(eventCardSchema));
    expect(live.map((c) => c.event.id)).toEqual([liveMatch.id]);
    expect((await get('/api/common/game/highlight?inPlay=maybe')).statusCode).toBe(400);
  });
});

describe('event page', () => {
  it('answers the event, its active open markets top-first then by sort then bottom-last, and the score', async () => {
    const page = await docs(`/api/common/game/market?eventId=${liveMatch.id}`, eventMarketsSchema);
    expect(page.event).toMatchObject({ id: liveMatch.id, name: 'India v Australia', inPlay: true, liveTv: true });
    expect(page.markets.map((m) => m.name)).toEqual(['Bookmaker', 'Match Odds', '20 Over Runs', 'Tied Match']);
    expect(page.markets[1]).toMatchObject({ status: 'open', openDate: liveMatch.openDate.toISOString() });
    expect(page.markets[0]).toMatchObject({ status: 'suspended', statusExist: false });
    expect(page.score).toMatchObject({ eventId: liveMatch.id, summary: 'India chose to bat' });
  });

  it('gives the administrator inactive and closed markets too; other roles get 403', async () => {
    const url = `/api/administrator/game/market?eventId=${liveMatch.id}`;
    const page = await docs(url, eventMarketsSchema, tokens.administrator);
    expect(page.markets.map((m) => m.name)).toEqual([
      'Bookmaker',
      'Match Odds',
      'Completed Match',
      '6 Over Runs',
      '20 Over Runs',
      'Tied Match',
    ]);
    expect(page.markets.find((m) => m.name === '6 Over Runs')).toMatchObject({ status: 'closed', marketClosed: true });
    expect((await get(url, tokens.admin)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
  });

  it('answers 404 "Event not found" for an unknown or closed event, and for Politics to a visitor', async () => {
    for (const id of ['no-such-event', closedEvent.id, politics.id]) {
      const res = await get(`/api/common/game/market?eventId=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SPORTS_MESSAGES.eventNotFound);
    }
    expect((await get(`/api/common/game/market?eventId=${politics.id}`, tokens.user)).statusCode).toBe(200);
  });

  it('answers 400, never 500, on a missing or oversized id', async () => {
    expect((await get('/api/common/game/market')).statusCode).toBe(400);
    expect((await get(`/api/common/game/market?eventId=${'x'.repeat(65)}`)).statusCode).toBe(400);
    expect((await get('/api/common/game/market?eventId=%20')).statusCode).toBe(400);
  });
});

describe('live TV and scores', () => {
  // Streams staff set, and where they show: test/event-frames/.
  it('has no stream until staff set one, even for an event the feed marks liveTv', async () => {
    const tv = await docs(`/api/protected/game/liveTv?eventId=${liveMatch.id}`, liveTvSchema, tokens.user);
    expect(tv).toEqual({ eventId: liveMatch.id, url: null, available: false });
    expect((await get(`/api/protected/game/liveTv?eventId=${liveMatch.id}`)).statusCode).toBe(401);
    const unknown = await get('/api/protected/game/liveTv?eventId=nope', tokens.user);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SPORTS_MESSAGES.eventNotFound);
  });

  it('lists scores of live events, or of one event', async () => {
    const all = await docs('/api/protected/game/marketScoreList', z.array(scoreSchema), tokens.user);
    expect(all.map((s) => s.eventId)).toEqual([liveMatch.id]);
    const one = await docs(`/api/protected/game/marketScoreList?eventId=${liveMatch.id}`, z.array(scoreSchema), tokens.user);
    expect(one).toEqual([{ ...liveScore, eventId: liveMatch.id }]);
    expect(await docs(`/api/protected/game/marketScoreList?eventId=${laterMatch.id}`, z.array(scoreSchema), tokens.user)).toEqual([]);
    expect(await docs('/api/protected/game/marketScoreList?eventId=unknown', z.array(scoreSchema), tokens.user)).toEqual([]);
  });

  it('sees a catalogue change once the shared read is forgotten', async () => {
    await t.db.update(events).set({ status: 'closed', closedAt: t.clock.now() }).where(eq(events.id, kabaddi.id));
    forgetCatalogue(t.app.ctx);
    const tree = await docs('/api/common/game/market/group', z.array(marketGroupSchema));
    expect(tree.map((s) => s.name)).toEqual(['Soccer', 'Cricket']);
  });
});
