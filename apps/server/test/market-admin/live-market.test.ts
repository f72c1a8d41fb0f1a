import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BET_MESSAGES, MARKET_ADMIN_MESSAGES, type StaffEvent, type StaffMarket } from '@backlay/contract';
import { markets } from '../../src/db/schema/sports.js';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test-app.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { get, openMarket, order, placeBet, recordLive } from '../betting/betting-helpers.js';
import { newPlayer, declare } from '../settlement/settlement-helpers.js';
import { newCompetition, newEvent, newMarket } from '../sports/sports-factories.js';
import { auditOf, docsOf, staffCall, staffRow } from './market-admin-helpers.js';

/**
 * Events and Live Market on a real database: the staff lists, suspend and resume (held over the
 * feed's prices), stakes, delay, betAllow and active, what reaches players live, the audit
 * trail, and who is refused.
 */

let t: TestApp;
let c: SignedInChain;

beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
});
afterAll(async () => t.close());

const admin = (method: 'GET' | 'PATCH', path: string, body?: Record<string, unknown>) =>
  staffCall(t, c.tokens.administrator, 'administrator', method, path, body);

describe('Events', () => {
  it('lists events with their market counts and money matched, searchable and sortable', async () => {
    const competition = await newCompetition(t.app.ctx, { eventTypeId: 4, name: 'Events Test Cup' });
    const early = await newEvent(t.app.ctx, {
      competition,
      name: 'Alpha Eleven v Beta Eleven',
      openDate: new Date(t.clock.now().getTime() + 60_000),
    });
    const late = await newEvent(t.app.ctx, { competition, name: 'Gamma v Delta', openDate: new Date(t.clock.now().getTime() + 7_200_000) });
    const m = await newMarket(t.app.ctx, { event: early, status: 'open' });
    await newMarket(t.app.ctx, { event: early, type: 'bookmaker', name: 'Bookmaker' });
    t.app.ctx.prices.register(m.market.id, early.id, 'betfair');
    t.app.ctx.prices.apply({ marketId: m.market.id, status: 'open', runners: [], totalMatchedPaise: 12_345_00 });

    const found = docsOf<StaffEvent[]>(await admin('GET', 'market/events', { search: 'Events Test Cup' }));
    expect(found.map((e) => e.id)).toEqual([early.id, late.id]);
    expect(found[0]).toMatchObject({
      markets: 2,
      liveMarkets: 2,
      manualMarkets: 1,
      awaitingResult: 0,
      totalMatched: 12_345,
      hasBookmaker: true,
    });
    expect(found[1]).toMatchObject({ markets: 0, totalMatched: 0 });

    const byName = docsOf<StaffEvent[]>(await admin('GET', 'market/events', { search: 'Events Test Cup', sort: 'name', order: 'desc' }));
    expect(byName.map((e) => e.name)).toEqual(['Gamma v Delta', 'Alpha Eleven v Beta Eleven']);
    const paged = (await admin('GET', 'market/events', { search: 'Events Test Cup', limit: 1, page: 2 })).json() as {
      docs: StaffEvent[];
      totalDocs: number;
    };
    expect(paged.totalDocs).toBe(2);
    expect(paged.docs.map((e) => e.id)).toEqual([late.id]);

    const asWhiteLabel = await staffCall(t, c.tokens.whiteLabel, 'whiteLabel', 'GET', 'market/events', { search: 'Events Test Cup' });
    expect(docsOf<StaffEvent[]>(asWhiteLabel)).toHaveLength(2);
  });

  it('refuses roles below whiteLabel, a path role that is not the caller’s, and bad filters', async () => {
    for (const role of ['admin', 'master', 'agent', 'user'] as const) {
      const res = await staffCall(t, c.tokens[role], role, 'GET', 'market/events');
      expect(res.statusCode, role).toBe(403);
    }
    expect((await staffCall(t, c.tokens.whiteLabel, 'administrator', 'GET', 'market/events')).statusCode).toBe(403);
    const bad = await admin('GET', 'market/events', { state: 'finished' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION' });
  });
});

describe('Live Market', () => {
  it('lists every market with status, prices, matched money, players’ bets and the standing result', async () => {
    const m = await openMarket(t);
    const p = await newPlayer(t, c);
    expect((await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 150 }) })).statusCode).toBe(200);
    const row = (await staffRow(t, c.tokens.administrator, 'administrator', m.market.id))!;
    expect(row).toMatchObject({ staffSuspended: false, bets: 1, betStakes: 150, canEdit: true, result: null, whiteLabelId: null });
    expect(row.market.status).toBe('open');
    expect(row.market.teams[0]!.back[0]).toEqual({ odd: 1.85, run: 100 });
    expect(row.event.id).toBe(m.market.eventId);

    // A whiteLabel reads it too, but may not change a market of the shared book.
    const wl = (await staffRow(t, c.tokens.whiteLabel, 'whiteLabel', m.market.id))!;
    expect(wl.canEdit).toBe(false);

    t.clock.advance(1_000);
    expect(
      (await declare(t, c.tokens.administrator, 'administrator', { marketId: m.market.id, teamId: m.runners[0]!.id })).statusCode,
    ).toBe(200);
    const resulted = docsOf<StaffMarket[]>(await admin('GET', 'market/list', { state: 'resulted', eventId: m.market.eventId }));
    expect(resulted.map((r) => [r.market.id, r.result?.kind, r.result?.teamId, r.result?.byStaff])).toEqual([
      [m.market.id, 'winner', m.runners[0]!.id, true],
    ]);
    const live = docsOf<StaffMarket[]>(await admin('GET', 'market/list', { state: 'live', eventId: m.market.eventId }));
    expect(live).toEqual([]);
    await t.app.settlement.drain();
  });

  it('finds markets awaiting a result: closed events whose markets have none', async () => {
    const competition = await newCompetition(t.app.ctx, { eventTypeId: 1 });
    const event = await newEvent(t.app.ctx, { competition, status: 'closed' });
    const { market } = await newMarket(t.app.ctx, { event, name: 'Over/Under 2.5' });
    const awaiting = docsOf<StaffMarket[]>(await admin('GET', 'market/list', { state: 'awaitingResult', eventId: event.id }));
    expect(awaiting.map((r) => r.market.id)).toEqual([market.id]);
    const events = docsOf<StaffEvent[]>(await admin('GET', 'market/events', { state: 'closed', search: event.name }));
    expect(events[0]).toMatchObject({ id: event.id, awaitingResult: 1, liveMarkets: 0 });
  });

  it('suspends a feed market over the feed’s prices until staff resume it, live and audited', async () => {
    const m = await openMarket(t);
    const p = await newPlayer(t, c);
    const sent = recordLive(t.app.ctx);

    const res = await admin('PATCH', 'market', { marketId: m.market.id, suspended: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: MARKET_ADMIN_MESSAGES.marketSuspended,
      docs: { staffSuspended: true, market: { status: 'suspended' } },
    });
    expect(t.app.ctx.prices.effectiveStatus(t.app.ctx.prices.get(m.market.id)!)).toBe('suspended');
    expect(sent.some((s) => s.event === 'getModifyMarketUpdate' && (s.payload as { status: string }).status === 'suspended')).toBe(true);

    // The feed keeps pricing it: still suspended for players, and bets are refused.
    t.app.ctx.prices.apply({
      marketId: m.market.id,
      status: 'open',
      runners: t.app.ctx.prices.get(m.market.id)!.runners,
      totalMatchedPaise: 0,
    });
    const page = (await get(t, `/api/common/game/market?eventId=${m.market.eventId}`, p.token)).json() as {
      docs: { markets: { id: string; status: string }[] };
    };
    expect(page.docs.markets.find((x) => x.id === m.market.id)?.status).toBe('suspended');
    const refused = await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: BET_MESSAGES.marketSuspended });

    t.clock.advance(1_000);
    const resumed = await admin('PATCH', 'market', { marketId: m.market.id, suspended: false });
    expect(resumed.json()).toMatchObject({ message: MARKET_ADMIN_MESSAGES.marketResumed, docs: { staffSuspended: false } });
    t.app.ctx.prices.apply({
      marketId: m.market.id,
      status: 'open',
      runners: t.app.ctx.prices.get(m.market.id)!.runners,
      totalMatchedPaise: 0,
    });
    expect((await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }) })).statusCode).toBe(200);

    const audit = await auditOf(t, m.market.id);
    expect(audit.map((a) => [a.action, a.actor_id, a.before, a.after])).toEqual([
      ['market.settings', c.administrator.id, { suspended: false }, { suspended: true }],
      ['market.settings', c.administrator.id, { suspended: true }, { suspended: false }],
    ]);
  });

  it('changes stakes, delay and betAllow; players get the new definition and the placement honours it', async () => {
    const m = await openMarket(t);
    const p = await newPlayer(t, c);
    const sent = recordLive(t.app.ctx);
    const res = await admin('PATCH', 'market', { marketId: m.market.id, min: 200, max: 300.5, delaySecond: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: MARKET_ADMIN_MESSAGES.marketUpdated,
      docs: { market: { min: 200, max: 300.5, delaySecond: 3 } },
    });
    const modify = sent.find((s) => s.event === 'getModifyMarketUpdate');
    expect(modify?.to).toBe(`event:${m.market.eventId}`);
    expect(modify?.payload).toMatchObject({ id: m.market.id, min: 200, max: 300.5, delay: 3 });
    const [stored] = await t.db.select().from(markets).where(eq(markets.id, m.market.id));
    expect([stored!.minStake, stored!.maxStake, stored!.delaySecond]).toEqual([200_00, 300_50, 3]);
    const small = await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }) });
    expect(small.json()).toMatchObject({ message: BET_MESSAGES.amountShouldBeInRange });

    t.clock.advance(1_000);
    expect((await admin('PATCH', 'market', { marketId: m.market.id, betAllow: false, delaySecond: 0 })).statusCode).toBe(200);
    const notAllowed = await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 250 }) });
    expect(notAllowed.json()).toMatchObject({ message: BET_MESSAGES.betNotAllowed });
    const audit = await auditOf(t, m.market.id);
    expect(audit.at(-1)).toMatchObject({ before: { betAllow: true, delaySecond: 3 }, after: { betAllow: false, delaySecond: 0 } });
  });

  it('takes a market off the players’ pages (active off) and puts it back', async () => {
    const m = await openMarket(t);
    const p = await newPlayer(t, c);
    const sent = recordLive(t.app.ctx);
    expect((await admin('PATCH', 'market', { marketId: m.market.id, active: false })).statusCode).toBe(200);
    expect(sent.find((s) => s.event === 'getDeleteMarketUpdate')?.payload).toEqual({ eventId: m.market.eventId, marketId: m.market.id });
    const page = (await get(t, `/api/common/game/market?eventId=${m.market.eventId}`, p.token)).json() as {
      docs: { markets: { id: string }[] };
    };
    expect(page.docs.markets.map((x) => x.id)).not.toContain(m.market.id);
    expect((await admin('PATCH', 'market', { marketId: m.market.id, active: true })).statusCode).toBe(200);
    expect(sent.find((s) => s.event === 'getAddMarketUpdate')?.payload).toMatchObject({ id: m.market.id, active: true });
  });

  it('answers clear 4xx for bad changes and changes nothing', async () => {
    const m = await openMarket(t);
    const before = await auditOf(t, m.market.id);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ marketId: m.market.id }, 400, MARKET_ADMIN_MESSAGES.nothingToChange],
      [{ marketId: m.market.id, min: 500, max: 400 }, 400, MARKET_ADMIN_MESSAGES.minOverMax],
      [{ marketId: m.market.id, max: 50 }, 400, MARKET_ADMIN_MESSAGES.minOverMax],
      [{ marketId: 'no-such-market', betAllow: false }, 404, MARKET_ADMIN_MESSAGES.marketNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await admin('PATCH', 'market', body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    for (const body of [
      { marketId: m.market.id, delaySecond: 61 },
      { marketId: m.market.id, min: 10.555 },
      { marketId: m.market.id, min: 0 },
      { marketId: m.market.id, betAllow: 'yes' },
    ]) {
      const res = await admin('PATCH', 'market', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/body/);
    }
    expect(await auditOf(t, m.market.id)).toEqual(before);

    t.clock.advance(1_000);
    await declare(t, c.tokens.administrator, 'administrator', { marketId: m.market.id, void: true });
    const closed = await admin('PATCH', 'market', { marketId: m.market.id, suspended: true });
    expect([closed.statusCode, closed.json().message]).toEqual([409, MARKET_ADMIN_MESSAGES.marketClosed]);
    await t.app.settlement.drain();
  });

  it('refuses a whiteLabel on the shared book, and every role below it (403), changing nothing', async () => {
    const m = await openMarket(t);
    const wl = await staffCall(t, c.tokens.whiteLabel, 'whiteLabel', 'PATCH', 'market', { marketId: m.market.id, suspended: true });
    expect([wl.statusCode, wl.json().message]).toEqual([403, MARKET_ADMIN_MESSAGES.notYourMarket]);
    for (const role of ['admin', 'superMaster', 'master', 'agent', 'branch', 'user'] as const) {
      const res = await staffCall(t, c.tokens[role], role, 'PATCH', 'market', { marketId: m.market.id, suspended: true });
      expect(res.statusCode, role).toBe(403);
    }
    expect(await auditOf(t, m.market.id)).toEqual([]);
    expect(t.app.ctx.prices.effectiveStatus(t.app.ctx.prices.get(m.market.id)!)).toBe('open');
  });
});
