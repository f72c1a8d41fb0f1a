import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openBetSchema, pagedEnvelope } from '@backlay/contract';
import { users } from '../../src/db/schema/index.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { credit, get, openMarket, order, placeBet, type OpenMarket } from './betting-helpers.js';

/** GET api/user/openBet and GET api/{role}/user/openBet: open bets with page info and filters. */

const listSchema = pagedEnvelope(openBetSchema);
let t: TestApp;
let c: SignedInChain;
let other: SignedInChain;
let first: OpenMarket;
let second: OpenMarket;

beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
  other = await signedInChain(t.db);
  await t.db.update(users).set({ partnershipBps: 2_500 }).where(eq(users.id, c.branch.id));
  await credit(t, c.user, 10_000_00);
  await credit(t, other.user, 10_000_00);
  first = await openMarket(t);
  second = await openMarket(t, { type: 'session' });
  for (const stake of [100, 110, 120]) {
    expect((await placeBet(t, c.tokens.user, { ...order(first, { odd: 1.85, stake }) })).statusCode).toBe(200);
  }
  expect((await placeBet(t, c.tokens.user, { ...order(second, { odd: 100, run: 46, stake: 130 }) })).statusCode).toBe(200);
  // Refused for points: recorded as rejected, never listed as open.
  expect((await placeBet(t, c.tokens.user, { ...order(first, { odd: 1.85, stake: 50_000 }) })).statusCode).toBe(400);
  expect((await placeBet(t, other.tokens.user, { ...order(first, { odd: 1.85, stake: 140 }) })).statusCode).toBe(200);
});
afterAll(async () => t.close());

describe('GET api/user/openBet', () => {
  it("lists the player's open bets, newest first, with page info", async () => {
    const res = await get(t, '/api/user/openBet', c.tokens.user);
    expect(res.statusCode).toBe(200);
    const list = listSchema.parse(res.json());
    expect(list.docs.map((b) => b.stake)).toEqual([130, 120, 110, 100]);
    expect(list.docs.every((b) => b.status === 'open' && b.user === undefined)).toBe(true);
    expect(list).toMatchObject({
      totalDocs: 4,
      totalPages: 1,
      limit: 20,
      showingFrom: 1,
      showingTo: 4,
      nextPage: false,
      previousPage: false,
    });
  });

  it('filters by market and by event and pages', async () => {
    const byMarket = listSchema.parse((await get(t, `/api/user/openBet?marketId=${first.market.id}`, c.tokens.user)).json());
    expect(byMarket.docs.map((b) => b.stake)).toEqual([120, 110, 100]);
    const byEvent = listSchema.parse((await get(t, `/api/user/openBet?eventId=${second.market.eventId}`, c.tokens.user)).json());
    expect(byEvent.docs.map((b) => b.market.id)).toEqual([second.market.id]);
    const page2 = listSchema.parse((await get(t, '/api/user/openBet?limit=3&page=2', c.tokens.user)).json());
    expect(page2).toMatchObject({
      totalDocs: 4,
      totalPages: 2,
      showingFrom: 4,
      showingTo: 4,
      nextPage: false,
      nextPageNumber: null,
      previousPage: true,
      previousPageNumber: 1,
    });
    expect(page2.docs.map((b) => b.stake)).toEqual([100]);
  });

  it('answers bad queries with 400 and staff with 403', async () => {
    expect((await get(t, '/api/user/openBet?limit=0', c.tokens.user)).statusCode).toBe(400);
    expect((await get(t, '/api/user/openBet', c.tokens.branch)).statusCode).toBe(403);
  });
});

describe('GET api/{role}/user/openBet', () => {
  it("lists the downline's open bets with the player and the upline's shares at bet time", async () => {
    const list = listSchema.parse((await get(t, '/api/branch/user/openBet', c.tokens.branch)).json());
    expect(list.totalDocs).toBe(4);
    const bet = list.docs[0]!;
    expect(bet.user).toMatchObject({ _id: c.user.id, userName: c.user.userName });
    expect(bet.user!.parentPercentage.map((s) => s.role)).toEqual([
      'administrator',
      'whiteLabel',
      'admin',
      'superMaster',
      'master',
      'agent',
      'branch',
    ]);
    expect(bet.user!.parentPercentage.find((s) => s.userId === c.branch.id)!.percentage).toBe(25);
    // `parents`: the upline's ids, top first, in the order of parentPercentage.
    const chainIds = (['administrator', 'whiteLabel', 'admin', 'superMaster', 'master', 'agent', 'branch'] as const).map((k) => c[k].id);
    expect(bet.user!.parents).toEqual(chainIds);
    expect(bet.user!.parents).toEqual(bet.user!.parentPercentage.map((s) => s.userId));
    const higher = listSchema.parse((await get(t, `/api/admin/user/openBet?userId=${c.user.id}`, c.tokens.admin)).json());
    expect(higher.totalDocs).toBe(4);
  });

  it("never shows another upline's players", async () => {
    const theirs = listSchema.parse((await get(t, '/api/branch/user/openBet', other.tokens.branch)).json());
    expect(theirs.docs.map((b) => b.user!._id)).toEqual([other.user.id]);
    // Naming a player outside its downline is refused (403), an id that is not one too.
    expect((await get(t, `/api/branch/user/openBet?userId=${c.user.id}`, other.tokens.branch)).statusCode).toBe(403);
    expect((await get(t, '/api/branch/user/openBet?userId=junk', other.tokens.branch)).statusCode).toBe(403);
  });

  it('checks the path role against the caller', async () => {
    expect((await get(t, '/api/admin/user/openBet', c.tokens.branch)).statusCode).toBe(403);
    expect((await get(t, '/api/user/user/openBet', c.tokens.user)).statusCode).toBe(403);
  });
});

describe('the event page counts the caller’s open bets per market', () => {
  it('shows a player their own open bets on each market, and 0 to others', async () => {
    const url = `/api/common/game/market?eventId=${first.market.eventId}`;
    const openBetsOn = async (token: string | null) => {
      const res = token ? await get(t, url, token) : await t.app.inject({ method: 'GET', url, headers: { host: c.site.host } });
      expect(res.statusCode).toBe(200);
      const markets = (res.json() as { docs: { markets: { id: string; openBets: number }[] } }).docs.markets;
      return markets.find((m) => m.id === first.market.id)?.openBets;
    };
    expect(await openBetsOn(c.tokens.user)).toBe(3);
    expect(await openBetsOn(other.tokens.user)).toBe(1);
    expect(await openBetsOn(null)).toBe(0);
  });
});
