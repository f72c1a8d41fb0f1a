import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BET_MESSAGES, MARKET_ADMIN_MESSAGES, type EventSuspension, type StaffEvent } from '@backlay/contract';
import { events } from '../../src/db/schema/sports.js';
import type { EventRow } from '../../src/modules/sports/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { openMarket, order, placeBet, recordLive, type OpenMarket } from '../betting/betting-helpers.js';
import { newPlayer } from '../settlement/settlement-helpers.js';
import { newCompetition, newEvent, newMarket, primePrices, twoWayLadder } from '../sports/sports-factories.js';
import { auditOf, docsOf, pricedManualBookmaker, staffCall } from './market-admin-helpers.js';

/**
 * "Suspend all" / "Resume all" on an event (PATCH api/{role}/market/event) on a real database:
 * every open market the caller may change is held or released at once, each audited and told
 * to players as a single suspension is; the shared book is the administrator's alone.
 */

let t: TestApp;
let c: SignedInChain;
/** A second brand with its own whiteLabel. */
let other: SignedInChain;

beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
  other = await signedInChain(t.db);
});
afterAll(async () => t.close());

const suspendAll = (token: string, role: string, eventId: string, suspended: boolean) =>
  staffCall(t, token, role, 'PATCH', 'market/event', { eventId, suspended });

/** The event's row on the Events screen, as `role` reads it. */
async function eventRow(token: string, role: string, event: EventRow): Promise<StaffEvent | undefined> {
  const rows = docsOf<StaffEvent[]>(await staffCall(t, token, role, 'GET', 'market/events', { search: event.name, state: 'all' }));
  return rows.find((e) => e.id === event.id);
}

const statusOf = (marketId: string) => t.app.ctx.prices.effectiveStatus(t.app.ctx.prices.get(marketId)!);

async function eventOf(m: OpenMarket): Promise<EventRow> {
  const [row] = await t.db.select().from(events).where(eq(events.id, m.market.eventId));
  return row!;
}

/** An open feed market on an event, a second one beside it, and a manual bookmaker of `c`'s white label. */
async function busyEvent() {
  const first = await openMarket(t);
  const event = await eventOf(first);
  const second = await newMarket(t.app.ctx, { event, name: 'Tied Match', status: 'open' });
  primePrices(t.app.ctx, second.market, { runners: twoWayLadder(second.runners) });
  const own = await pricedManualBookmaker(t, { token: c.tokens.whiteLabel, role: 'whiteLabel' }, event.id);
  return { first, event, secondId: second.market.id, ownId: own.market.id };
}

describe('Suspend all / Resume all on an event', () => {
  it('the administrator holds every open market of the event over the feed, live and audited, then releases them', async () => {
    const { first, event, secondId, ownId } = await busyEvent();
    const closed = await newMarket(t.app.ctx, { event, name: 'Toss', status: 'closed' });
    const p = await newPlayer(t, c);
    // One market already held by staff: left alone, not audited again.
    expect(
      (await staffCall(t, c.tokens.administrator, 'administrator', 'PATCH', 'market', { marketId: secondId, suspended: true })).statusCode,
    ).toBe(200);
    const sent = recordLive(t.app.ctx);

    t.clock.advance(1_000);
    const res = await suspendAll(c.tokens.administrator, 'administrator', event.id, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: MARKET_ADMIN_MESSAGES.eventMarketsSuspended });
    const docs = docsOf<EventSuspension>(res);
    expect(docs).toEqual({ eventId: event.id, suspended: true, changed: [first.market.id, ownId].sort(), unchanged: 1 });
    for (const id of [first.market.id, secondId, ownId]) expect(statusOf(id), id).toBe('suspended');
    expect(t.app.ctx.prices.get(closed.market.id)?.held ?? false).toBe(false);

    // Players are told as for a single suspension: the definition to the market's room.
    const modified = sent.filter((s) => s.event === 'getModifyMarketUpdate');
    expect(modified.map((s) => [(s.payload as { id: string }).id, s.to, (s.payload as { status: string }).status]).sort()).toEqual(
      [
        [first.market.id, `event:${event.id}`, 'suspended'],
        [ownId, `whiteLabel:${c.site.whiteLabel.id}`, 'suspended'],
      ].sort(),
    );

    // The feed keeps pricing the market: it stays held, and bets are refused.
    t.app.ctx.prices.apply({
      marketId: first.market.id,
      status: 'open',
      runners: t.app.ctx.prices.get(first.market.id)!.runners,
      totalMatchedPaise: 0,
    });
    const refused = await placeBet(t, p.token, { ...order(first, { odd: 1.85, stake: 100 }) });
    expect([refused.statusCode, refused.json().message]).toEqual([409, BET_MESSAGES.marketSuspended]);

    t.clock.advance(1_000);
    const resumed = await suspendAll(c.tokens.administrator, 'administrator', event.id, false);
    expect(resumed.json()).toMatchObject({
      message: MARKET_ADMIN_MESSAGES.eventMarketsResumed,
      docs: { changed: [first.market.id, secondId, ownId].sort(), unchanged: 0 },
    });
    for (const id of [first.market.id, secondId, ownId]) expect(statusOf(id), id).toBe('open');
    expect((await placeBet(t, p.token, { ...order(first, { odd: 1.85, stake: 100 }) })).statusCode).toBe(200);

    const trail = await auditOf(t, first.market.id);
    expect(trail.map((a) => [a.action, a.actor_id, a.before, a.after])).toEqual([
      ['market.event.suspension', c.administrator.id, { suspended: false }, { suspended: true }],
      ['market.event.suspension', c.administrator.id, { suspended: true }, { suspended: false }],
    ]);
    expect((await auditOf(t, secondId)).map((a) => [a.action, a.after])).toEqual([
      ['market.settings', { suspended: true }],
      ['market.event.suspension', { suspended: false }],
    ]);
    expect(await auditOf(t, closed.market.id)).toEqual([]);
  });

  it('a whiteLabel holds only its own manual markets of the event; the shared book stays open', async () => {
    const { first, event, secondId, ownId } = await busyEvent();
    t.clock.advance(1_000);
    const res = await suspendAll(c.tokens.whiteLabel, 'whiteLabel', event.id, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(docsOf<EventSuspension>(res)).toEqual({ eventId: event.id, suspended: true, changed: [ownId], unchanged: 0 });
    expect(statusOf(ownId)).toBe('suspended');
    expect(statusOf(first.market.id)).toBe('open');
    expect(statusOf(secondId)).toBe('open');
    expect((await auditOf(t, ownId)).at(-1)).toMatchObject({ action: 'market.event.suspension', actor_id: c.whiteLabel.id });
    // The Events screen tells each caller what "Suspend all" would act on, and what is held.
    expect(await eventRow(c.tokens.whiteLabel, 'whiteLabel', event)).toMatchObject({ editableMarkets: 1, heldMarkets: 1 });
    expect(await eventRow(other.tokens.whiteLabel, 'whiteLabel', event)).toMatchObject({ editableMarkets: 0, heldMarkets: 0 });
    expect(await eventRow(c.tokens.administrator, 'administrator', event)).toMatchObject({ editableMarkets: 3, heldMarkets: 1 });
    expect(await auditOf(t, first.market.id)).toEqual([]);

    t.clock.advance(1_000);
    expect(docsOf<EventSuspension>(await suspendAll(c.tokens.whiteLabel, 'whiteLabel', event.id, false)).changed).toEqual([ownId]);
    expect(statusOf(ownId)).toBe('open');
  });

  it('refuses (403) a whiteLabel with no market of its own there and every role below it, changing nothing', async () => {
    const { first, event, secondId, ownId } = await busyEvent();
    const foreign = await suspendAll(other.tokens.whiteLabel, 'whiteLabel', event.id, true);
    expect([foreign.statusCode, foreign.json().message]).toEqual([403, MARKET_ADMIN_MESSAGES.notYourMarket]);
    for (const role of ['admin', 'superMaster', 'master', 'agent', 'branch', 'user'] as const) {
      const res = await suspendAll(c.tokens[role], role, event.id, true);
      expect(res.statusCode, role).toBe(403);
    }
    // A path role that is not the caller's.
    expect((await suspendAll(c.tokens.whiteLabel, 'administrator', event.id, true)).statusCode).toBe(403);
    for (const id of [first.market.id, secondId, ownId]) expect(statusOf(id), id).toBe('open');
    expect(await auditOf(t, first.market.id)).toEqual([]);
    expect((await auditOf(t, ownId)).map((a) => a.action)).toEqual(['market.manual.create', 'market.manual.odds']);
  });

  it('answers 404 for an unknown event, 409 when nothing there is open, 400 for a bad body', async () => {
    const admin = (body: Record<string, unknown>) => staffCall(t, c.tokens.administrator, 'administrator', 'PATCH', 'market/event', body);
    const unknown = await admin({ eventId: 'no-such-event', suspended: true });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MARKET_ADMIN_MESSAGES.eventNotFound]);

    const competition = await newCompetition(t.app.ctx, { eventTypeId: 4 });
    const empty = await newEvent(t.app.ctx, { competition });
    const none = await admin({ eventId: empty.id, suspended: true });
    expect([none.statusCode, none.json().message]).toEqual([409, MARKET_ADMIN_MESSAGES.noOpenMarkets]);
    const over = await newEvent(t.app.ctx, { competition, status: 'closed' });
    await newMarket(t.app.ctx, { event: over, status: 'open' });
    expect((await admin({ eventId: over.id, suspended: true })).statusCode).toBe(409);

    for (const body of [{ eventId: empty.id }, { eventId: empty.id, suspended: 'yes' }, { suspended: true }]) {
      expect((await admin(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
