import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { eventCardSchema, favoriteMarketSchema, SPORTS_MESSAGES } from '@backlay/contract';
import { events } from '../../../src/db/schema/sports.js';
import { forgetCatalogue } from '../../../src/modules/sports/catalogue/catalogue-read.js';
import type { EventRow, MarketRow } from '../../../src/modules/sports/catalogue/market-wire.js';
import { newChain, newUser } from '../../factories.js';
import { signIn } from '../../ledger/helpers.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { newMarket, newMatch, primePrices, twoWayLadder } from '../sports-factories.js';

/** GET, POST and DELETE api/user/favorite/{event,market}. */

const HOUR = 3_600_000;
let t: TestApp;
let player: string;
let otherPlayer: string;
let staff: string;
let early: EventRow;
let late: EventRow;
let closing: EventRow;
let odds: MarketRow;
let session: MarketRow;
let inactive: MarketRow;

beforeAll(async () => {
  t = await createTestApp();
  const ctx = t.app.ctx;
  const now = t.clock.now().getTime();
  const chain = await newChain(t.db);
  player = await signIn(t.db, chain.user);
  otherPlayer = await signIn(t.db, await newUser(t.db, { role: 'user', parent: chain.branch }));
  staff = await signIn(t.db, chain.branch);
  late = (await newMatch(ctx, { eventTypeId: 1, name: 'Arsenal v Chelsea', openDate: new Date(now + 5 * HOUR) })).event;
  const m = await newMatch(ctx, { eventTypeId: 4, name: 'India v Australia', openDate: new Date(now + HOUR) });
  early = m.event;
  odds = m.market;
  primePrices(ctx, odds, { runners: twoWayLadder(m.runners) });
  session = (await newMarket(ctx, { event: early, name: '6 Over Runs', type: 'session', sort: 2 })).market;
  inactive = (await newMarket(ctx, { event: early, name: 'Hidden', active: false, sort: 3 })).market;
  closing = (await newMatch(ctx, { eventTypeId: 2, name: 'Alcaraz v Sinner', openDate: new Date(now + 2 * HOUR) })).event;
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
function call(method: Method, path: string, token: string | null, opts: { form?: Record<string, string>; query?: string } = {}) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (opts.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  return t.app.inject({
    method,
    url: `/api/user/favorite/${path}${opts.query ? `?${opts.query}` : ''}`,
    headers,
    ...(opts.form ? { payload: new URLSearchParams(opts.form).toString() } : {}),
  });
}
async function listEvents(token = player) {
  const res = await call('GET', 'event', token);
  expect(res.statusCode, res.body).toBe(200);
  return z.array(eventCardSchema).parse(res.json().docs);
}
async function listMarkets(token = player) {
  const res = await call('GET', 'market', token);
  expect(res.statusCode, res.body).toBe(200);
  return z.array(favoriteMarketSchema).parse(res.json().docs);
}

describe('favourite events', () => {
  it('adds with the message of docs/product.md §8, twice is fine, and lists them in start order with their headline market', async () => {
    expect(await listEvents()).toEqual([]);
    for (const event of [late, early, early]) {
      const res = await call('POST', 'event', player, { form: { eventId: event.id } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: SPORTS_MESSAGES.favoriteEventAdded });
    }
    const cards = await listEvents();
    expect(cards.map((c) => c.event.id)).toEqual([early.id, late.id]);
    expect(cards[0]!.market).toMatchObject({ id: odds.id, status: 'open' });
    // Another player's list is their own.
    expect(await listEvents(otherPlayer)).toEqual([]);
  });

  it('accepts JSON as well as the form body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/favorite/event',
      headers: { authorization: `Bearer ${player}` },
      payload: { eventId: closing.id },
    });
    expect(res.json()).toEqual({ message: SPORTS_MESSAGES.favoriteEventAdded });
    expect((await listEvents()).map((c) => c.event.id)).toEqual([early.id, closing.id, late.id]);
  });

  it('drops a favourite from the list once its event closes', async () => {
    await t.db.update(events).set({ status: 'closed', closedAt: t.clock.now() }).where(eq(events.id, closing.id));
    forgetCatalogue(t.app.ctx);
    expect((await listEvents()).map((c) => c.event.id)).toEqual([early.id, late.id]);
    const res = await call('POST', 'event', player, { form: { eventId: closing.id } });
    expect(res.statusCode).toBe(404);
  });

  it('answers 404 "Event not found" for an unknown event', async () => {
    const res = await call('POST', 'event', player, { form: { eventId: 'no-such-event' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SPORTS_MESSAGES.eventNotFound);
  });

  it('deletes by form body or by query string with the message of docs/product.md §8; neither is a clear 400', async () => {
    const byForm = await call('DELETE', 'event', player, { form: { eventId: late.id } });
    expect(byForm.json()).toEqual({ message: SPORTS_MESSAGES.favoriteEventDeleted });
    const byQuery = await call('DELETE', 'event', player, { query: `eventId=${early.id}` });
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json()).toEqual({ message: SPORTS_MESSAGES.favoriteEventDeleted });
    expect(await listEvents()).toEqual([]);

    const neither = await call('DELETE', 'event', player);
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('eventId is required (form body or query string)');
  });
});

describe('favourite markets', () => {
  it('adds, lists {event, market} with live prices, and deletes', async () => {
    for (const market of [odds, session, odds]) {
      const res = await call('POST', 'market', player, { form: { marketId: market.id } });
      expect(res.json()).toEqual({ message: SPORTS_MESSAGES.favoriteMarketAdded });
    }
    const list = await listMarkets();
    expect(list.map((f) => f.market.id)).toEqual([odds.id, session.id]);
    expect(list[0]!.event.id).toBe(early.id);
    expect(list[0]!.market.teams[0]!.back[0]).toEqual({ odd: 1.85, run: 100 });
    expect(list[1]!.market).toMatchObject({ type: 'session', status: 'suspended' });

    const del = await call('DELETE', 'market', player, { query: `marketId=${session.id}` });
    expect(del.json()).toEqual({ message: SPORTS_MESSAGES.favoriteMarketDeleted });
    expect((await listMarkets()).map((f) => f.market.id)).toEqual([odds.id]);
    const again = await call('DELETE', 'market', player, { form: { marketId: session.id } });
    expect(again.json()).toEqual({ message: SPORTS_MESSAGES.favoriteMarketDeleted });
  });

  it('answers 404 "Market not found" for an unknown or inactive market, 400 without an id', async () => {
    for (const marketId of ['1.999', inactive.id]) {
      const res = await call('POST', 'market', player, { form: { marketId } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SPORTS_MESSAGES.marketNotFound);
    }
    expect((await call('POST', 'market', player, { form: {} })).statusCode).toBe(400);
    const neither = await call('DELETE', 'market', player);
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('marketId is required (form body or query string)');
  });
});

describe('who may use favourites', () => {
  it('is for players only: staff get 403, visitors 401', async () => {
    for (const [method, path] of [
      ['GET', 'event'],
      ['POST', 'event'],
      ['DELETE', 'event'],
      ['GET', 'market'],
      ['POST', 'market'],
      ['DELETE', 'market'],
    ] as const) {
      const form =
        method === 'POST' ? { form: { eventId: early.id, marketId: odds.id } } : { query: `eventId=${early.id}&marketId=${odds.id}` };
      expect((await call(method, path, staff, form)).statusCode, `${method} ${path} staff`).toBe(403);
      expect((await call(method, path, null, form)).statusCode, `${method} ${path} visitor`).toBe(401);
    }
  });
});
