import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { searchGroupSchema } from '@backlay/contract';
import type { EventRow } from '../../../src/modules/sports/catalogue/market-wire.js';
import { newChain } from '../../factories.js';
import { signIn } from '../../ledger/helpers.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { newCompetition, newEvent, newMarket, newMatch } from '../sports-factories.js';

/** GET api/common/game/market/globalSearch. */

const HOUR = 3_600_000;
let t: TestApp;
let userToken: string;
let indiaLive: EventRow;
let indiaClosed: EventRow;
let arsenal: EventRow;
let election: EventRow;
let percent: EventRow;

beforeAll(async () => {
  t = await createTestApp();
  const ctx = t.app.ctx;
  const now = t.clock.now().getTime();
  userToken = await signIn(t.db, (await newChain(t.db)).user);
  const cricket = await newCompetition(ctx, { eventTypeId: 4, name: 'ICC World Cup' });
  indiaLive = (await newMatch(ctx, { competition: cricket, name: 'India v Australia', openDate: new Date(now + HOUR) })).event;
  await newMarket(ctx, { event: indiaLive, name: 'Hidden Market', active: false, sort: 9 });
  indiaClosed = (
    await newMatch(ctx, { competition: cricket, name: 'India v England', openDate: new Date(now - 40 * HOUR), status: 'closed' })
  ).event;
  const epl = await newCompetition(ctx, { eventTypeId: 1, name: 'Premier League' });
  arsenal = (await newMatch(ctx, { competition: epl, name: 'Arsenal v Chelsea', openDate: new Date(now + 2 * HOUR) })).event;
  await newMarket(ctx, { event: arsenal, name: 'Over/Under 2.5 Goals', sort: 2 });
  election = (await newMatch(ctx, { eventTypeId: 2378961, name: 'India General Election', openDate: new Date(now + 48 * HOUR) })).event;
  percent = await newEvent(ctx, { competition: epl, name: '100% Derby', openDate: new Date(now + 3 * HOUR) });
});
afterAll(async () => t.close());

async function search(query: string, token: string | null = null) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/common/game/market/globalSearch?${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return z.array(searchGroupSchema).parse(res.json().docs);
}
const eventIds = (groups: z.infer<typeof searchGroupSchema>[]) => groups.flatMap((g) => g.events.map((e) => e.id));

describe('GET api/common/game/market/globalSearch', () => {
  it('finds nothing for an empty or blank term', async () => {
    expect(await search('search=')).toEqual([]);
    expect(await search('search=%20%20&active=true')).toEqual([]);
    expect(await search('')).toEqual([]);
  });

  it('matches event names in any case; active=true keeps only open events; Politics only when signed in', async () => {
    const open = await search('search=INDIA&active=true');
    expect(eventIds(open)).toEqual([indiaLive.id]);
    expect(open[0]).toMatchObject({ eventTypeId: 4, name: 'Cricket' });
    expect(open[0]!.events[0]).toMatchObject({ competitionName: 'ICC World Cup', inPlay: false });
    // All active markets of an event found by its name; the inactive one is not offered.
    expect(open[0]!.events[0]!.markets.map((m) => m.name)).toEqual(['Match Odds']);

    expect(eventIds(await search('search=india'))).toEqual([indiaLive.id, indiaClosed.id]);
    const signedIn = await search('search=india&active=true', userToken);
    expect(signedIn.map((g) => g.name)).toEqual(['Cricket', 'Politics']);
    expect(eventIds(signedIn)).toEqual([indiaLive.id, election.id]);
  });

  it('matches competition names and market names; a market hit lists only the matching markets', async () => {
    expect(eventIds(await search('search=premier'))).toEqual([arsenal.id, percent.id]);
    const byMarket = await search('search=under%202.5');
    expect(eventIds(byMarket)).toEqual([arsenal.id]);
    expect(byMarket[0]!.events[0]!.markets).toEqual([expect.objectContaining({ name: 'Over/Under 2.5 Goals', type: 'betfair' })]);
  });

  it('takes the term literally: % and _ are not wildcards', async () => {
    expect(eventIds(await search('search=100%25'))).toEqual([percent.id]);
    expect(await search('search=%25%25')).toEqual([]);
    expect(await search('search=_')).toEqual([]);
  });

  it('rejects a term over 100 characters with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/common/game/market/globalSearch?search=${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
  });
});
