import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, BET_MESSAGES, MARKET_ADMIN_MESSAGES, SETTLEMENT_MESSAGES, type StaffMarket } from '@backlay/contract';
import { createTestApp, type TestApp } from '../test-app.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { get, order, placeBet, recordLive, walletState } from '../betting/betting-helpers.js';
import { bet, declare, newPlayer, rollback } from '../settlement/settlement-helpers.js';
import { newCompetition, newEvent } from '../sports/sports-factories.js';
import { PriceCache } from '../../src/modules/sports/prices/price-cache.js';
import { StaffMarketSync } from '../../src/modules/market-admin/staff-market-sync.js';
import type { EventRow } from '../../src/modules/sports/index.js';
import { asOpenMarket, auditOf, docsOf, staffCall, staffRow } from './market-admin-helpers.js';

/**
 * Manual bookmaker and session markets on a real database: created and priced by staff, shown
 * and bet on through the ordinary player calls, resulted through settlement, kept across a
 * restart, and owned per white label when a whiteLabel runs them.
 */

let t: TestApp;
let c: SignedInChain;
/** A second brand with its own whiteLabel and players. */
let other: SignedInChain;

beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
  other = await signedInChain(t.db);
});
afterAll(async () => t.close());

async function liveEvent(): Promise<EventRow> {
  const competition = await newCompetition(t.app.ctx, { eventTypeId: 4 });
  return newEvent(t.app.ctx, { competition, status: 'inPlay', openDate: new Date(t.clock.now().getTime() - 600_000) });
}

function create(token: string, role: string, body: Record<string, unknown>) {
  return staffCall(t, token, role, 'POST', 'market/manual', body);
}
function odds(token: string, role: string, body: Record<string, unknown>) {
  return staffCall(t, token, role, 'PUT', 'market/manual/odds', body);
}
const adminToken = () => c.tokens.administrator;

async function bookmakerOn(event: EventRow, extra: Record<string, unknown> = {}, as: [string, string] = [adminToken(), 'administrator']) {
  const res = await create(as[0], as[1], {
    eventId: event.id,
    type: 'bookmaker',
    name: 'Bookmaker 2',
    runners: ['India', 'Australia'],
    min: 100,
    max: 50_000,
    delaySecond: 0,
    ...extra,
  });
  return docsOf<StaffMarket>(res);
}

type EventPage = { docs: { markets: { id: string; status: string; teams: { back: { odd: number; run: number }[] }[] }[] } };

describe('manual bookmaker markets', () => {
  it('are created suspended, priced by staff, shown to players live and bet on through the placement engine', async () => {
    const event = await liveEvent();
    const sent = recordLive(t.app.ctx);
    const created = await create(adminToken(), 'administrator', {
      eventId: event.id,
      type: 'bookmaker',
      name: 'Bookmaker 2',
      runners: ['India', 'Australia'],
      min: 100,
      max: 50_000,
      delaySecond: 0,
    });
    expect(created.statusCode, created.body).toBe(200);
    const market = (created.json() as { message: string; docs: StaffMarket }).docs;
    expect(created.json().message).toBe(MARKET_ADMIN_MESSAGES.marketCreated);
    expect(market.market).toMatchObject({ type: 'bookmaker', manual: true, status: 'suspended', min: 100, max: 50_000, delay: 0 });
    expect(market.market.teams.map((r) => r.name)).toEqual(['India', 'Australia']);
    expect(sent.find((s) => s.event === 'getAddMarketUpdate')).toMatchObject({
      to: `event:${event.id}`,
      payload: { id: market.market.id },
    });

    const p = await newPlayer(t, c);
    let page = (await get(t, `/api/common/game/market?eventId=${event.id}`, p.token)).json() as EventPage;
    expect(page.docs.markets.find((m) => m.id === market.market.id)?.status).toBe('suspended');

    const [india, australia] = market.market.teams;
    const priced = await odds(adminToken(), 'administrator', {
      marketId: market.market.id,
      runners: [
        { id: india!.id, back: { odd: 85 }, lay: { odd: 88 } },
        { id: australia!.id, back: { odd: 110, run: 20_000 }, lay: { odd: 115, run: 20_000 } },
      ],
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().message).toBe(MARKET_ADMIN_MESSAGES.oddsUpdated);
    // The prices reach players through the price cache's fan-out, as feed prices do.
    const update = sent.findLast((s) => s.event === 'getMarketCacheUpdates');
    expect(update?.to).toEqual([`event:${event.id}`, `market:${market.market.id}`]);
    expect(update?.payload).toMatchObject({
      marketId: market.market.id,
      status: 'open',
      runners: [{ id: india!.id, back: [{ odd: 85, run: 50_000 }] }, {}],
    });
    page = (await get(t, `/api/common/game/market?eventId=${event.id}`, p.token)).json() as EventPage;
    const shown = page.docs.markets.find((m) => m.id === market.market.id)!;
    expect(shown.status).toBe('open');
    expect(shown.teams[0]!.back).toEqual([{ odd: 85, run: 50_000 }]);
    expect(shown.teams[1]!.back).toEqual([{ odd: 110, run: 20_000 }]);

    const m = await asOpenMarket(t, market.market.id);
    const placed = await placeBet(t, p.token, { ...order(m, { odd: 85, stake: 200 }) });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await walletState(t, p.user)).exposure).toBe(200_00);
    // The price moved: staff re-priced, the old price is refused.
    await odds(adminToken(), 'administrator', {
      marketId: m.market.id,
      runners: [
        { id: india!.id, back: { odd: 80 }, lay: { odd: 84 } },
        { id: australia!.id, back: { odd: 118 }, lay: { odd: 122 } },
      ],
    });
    const moved = await placeBet(t, p.token, { ...order(m, { odd: 85, stake: 200 }) });
    expect(moved.json()).toMatchObject({ message: BET_MESSAGES.priceChanged });

    const row = (await staffRow(t, adminToken(), 'administrator', m.market.id))!;
    expect(row).toMatchObject({ bets: 1, betStakes: 200, market: { totalMatched: 200 } });
    const audit = await auditOf(t, m.market.id);
    expect(audit.map((a) => a.action)).toEqual(['market.manual.create', 'market.manual.odds', 'market.manual.odds']);
    expect(audit[1]!.after).toEqual({
      runners: [
        { id: india!.id, status: 'active', back: [[85, 50_000]], lay: [[88, 50_000]] },
        { id: australia!.id, status: 'active', back: [[110, 20_000]], lay: [[115, 20_000]] },
      ],
    });

    // Declared from the console's call, settled by the ordinary job: the back on India wins 85%.
    t.clock.advance(1_000);
    const before = await walletState(t, p.user);
    expect((await declare(t, adminToken(), 'administrator', { marketId: m.market.id, teamId: india!.id })).statusCode).toBe(200);
    await t.app.settlement.drain();
    const after = await walletState(t, p.user);
    expect(after.balance - before.balance).toBe(170_00);
    expect(after.exposure).toBe(0);
  });

  it('refuses a bookmaker book that is not round (back 100-109%, lay 91-100%) and keeps the prices it had', async () => {
    const event = await liveEvent();
    const market = await bookmakerOn(event);
    const [a, b] = market.market.teams;
    const ladder = (pa: [number, number], pb: [number, number]) => ({
      marketId: market.market.id,
      runners: [
        { id: a!.id, back: { odd: pa[0] }, lay: { odd: pa[1] } },
        { id: b!.id, back: { odd: pb[0] }, lay: { odd: pb[1] } },
      ],
    });
    const before = t.app.ctx.prices.get(market.market.id)!.runners;
    for (const [body, back, lay] of [
      // Backing both at 2.50 wins 25% whatever the result.
      [ladder([150, 160], [150, 160]), '80.00%', '76.92%'],
      // Laying both: the lay book is over 100%.
      [ladder([85, 90], [105, 110]), '102.83%', '100.25%'],
      // A slip of the keyboard: 20 for 120.
      [ladder([20, 25], [20, 25]), '166.67%', '160.00%'],
    ] as const) {
      const res = await odds(adminToken(), 'administrator', body);
      expect([res.statusCode, res.json().message]).toEqual([400, `${MARKET_ADMIN_MESSAGES.bookNotRound} (now back ${back}, lay ${lay})`]);
    }
    expect(t.app.ctx.prices.get(market.market.id)!.runners).toEqual(before);
    // A round book is taken, and so is one with a suspended runner: no one can bet every outcome.
    expect((await odds(adminToken(), 'administrator', ladder([85, 90], [110, 115]))).statusCode).toBe(200);
    const held = { ...ladder([150, 160], [150, 160]) };
    held.runners[1] = { ...held.runners[1]!, status: 'suspended' } as (typeof held.runners)[number];
    expect((await odds(adminToken(), 'administrator', held)).statusCode).toBe(200);
  });

  it('never goes stale without a feed, and a staff suspension holds over its prices', async () => {
    const event = await liveEvent();
    const market = await bookmakerOn(event);
    const [a, b] = market.market.teams;
    await odds(adminToken(), 'administrator', {
      marketId: market.market.id,
      runners: [
        { id: a!.id, back: { odd: 85 }, lay: { odd: 90 } },
        { id: b!.id, back: null, lay: null },
      ],
    });
    t.clock.advance(t.app.ctx.prices.staleMs * 4);
    t.app.ctx.prices.sweepStale();
    const cached = t.app.ctx.prices.get(market.market.id)!;
    expect(t.app.ctx.prices.effectiveStatus(cached)).toBe('open');

    const suspended = await staffCall(t, adminToken(), 'administrator', 'PATCH', 'market', { marketId: market.market.id, suspended: true });
    expect(suspended.json()).toMatchObject({ docs: { market: { status: 'suspended' } } });
    await odds(adminToken(), 'administrator', {
      marketId: market.market.id,
      runners: [
        { id: a!.id, back: { odd: 86 }, lay: { odd: 90 } },
        { id: b!.id, back: null, lay: null },
      ],
    });
    expect(t.app.ctx.prices.effectiveStatus(cached)).toBe('suspended');
    const p = await newPlayer(t, c);
    const refused = await placeBet(t, p.token, { ...order(await asOpenMarket(t, market.market.id), { odd: 86, stake: 100 }) });
    expect(refused.json()).toMatchObject({ message: BET_MESSAGES.marketSuspended });
  });

  it('comes back after a restart with its prices and suspension (and other processes catch up)', async () => {
    const event = await liveEvent();
    const priced = await bookmakerOn(event);
    const held = await bookmakerOn(event, { name: 'Bookmaker 3' });
    for (const m of [priced, held]) {
      const [a, b] = m.market.teams;
      await odds(adminToken(), 'administrator', {
        marketId: m.market.id,
        runners: [
          { id: a!.id, back: { odd: 70 }, lay: { odd: 75 } },
          { id: b!.id, back: { odd: 130 }, lay: { odd: 140 } },
        ],
      });
    }
    await staffCall(t, adminToken(), 'administrator', 'PATCH', 'market', { marketId: held.market.id, suspended: true });

    const fresh = new PriceCache(t.app.ctx.clock, t.app.ctx.prices.staleMs);
    await new StaffMarketSync({ ...t.app.ctx, prices: fresh }, t.app.log).run();
    const restored = fresh.get(priced.market.id)!;
    expect(fresh.effectiveStatus(restored)).toBe('open');
    expect(restored.runners[0]).toMatchObject({ back: [[70, 50_000]], lay: [[75, 50_000]] });
    expect(fresh.effectiveStatus(fresh.get(held.market.id)!)).toBe('suspended');

    // Resumed by another process: this one's next sync lifts the hold.
    await staffCall(t, adminToken(), 'administrator', 'PATCH', 'market', { marketId: held.market.id, suspended: false });
    expect(fresh.effectiveStatus(fresh.get(held.market.id)!)).toBe('suspended');
    await new StaffMarketSync({ ...t.app.ctx, prices: fresh }, t.app.log).run();
    expect(fresh.effectiveStatus(fresh.get(held.market.id)!)).toBe('open');
  });

  it('refuses bad markets and bad odds with a clear 4xx, changing nothing', async () => {
    const event = await liveEvent();
    const base = { eventId: event.id, type: 'bookmaker', name: 'Bookmaker X', runners: ['A', 'B'], min: 100, max: 1000, delaySecond: 0 };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, runners: ['Only one'] }, 400, MARKET_ADMIN_MESSAGES.bookmakerRunners],
      [{ ...base, runners: ['Same', 'same'] }, 400, MARKET_ADMIN_MESSAGES.bookmakerRunners],
      [{ ...base, type: 'session' }, 400, MARKET_ADMIN_MESSAGES.sessionNoRunners],
      [{ ...base, min: 2000 }, 400, MARKET_ADMIN_MESSAGES.minOverMax],
      [{ ...base, eventId: 'no-such-event' }, 404, MARKET_ADMIN_MESSAGES.eventNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await create(adminToken(), 'administrator', body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    for (const body of [
      { ...base, type: 'betfair' },
      { ...base, delaySecond: -1 },
      { ...base, name: '' },
      { ...base, whiteLabelId: 'x' },
    ]) {
      expect((await create(adminToken(), 'administrator', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const closedEvent = await newEvent(t.app.ctx, { competition: await newCompetition(t.app.ctx, { eventTypeId: 4 }), status: 'closed' });
    const closed = await create(adminToken(), 'administrator', { ...base, eventId: closedEvent.id });
    expect([closed.statusCode, closed.json().message]).toEqual([409, MARKET_ADMIN_MESSAGES.eventClosed]);

    const market = await bookmakerOn(event);
    const [a, b] = market.market.teams;
    const oddsCases: [unknown[], string][] = [
      [
        [
          { id: a!.id, back: { odd: 90 }, lay: { odd: 85 } },
          { id: b!.id, back: null, lay: null },
        ],
        MARKET_ADMIN_MESSAGES.layBelowBack,
      ],
      [
        [
          { id: a!.id, back: { odd: 85.5 }, lay: null },
          { id: b!.id, back: null, lay: null },
        ],
        MARKET_ADMIN_MESSAGES.oddNotWhole,
      ],
      [
        [
          { id: a!.id, back: { odd: 85, run: 0 }, lay: null },
          { id: b!.id, back: null, lay: null },
        ],
        MARKET_ADMIN_MESSAGES.sizeInvalid,
      ],
      [[{ id: a!.id, back: null, lay: null }], MARKET_ADMIN_MESSAGES.everyRunnerOnce],
      [
        [
          { id: a!.id, back: null, lay: null },
          { id: a!.id, back: null, lay: null },
        ],
        MARKET_ADMIN_MESSAGES.everyRunnerOnce,
      ],
      [
        [
          { id: a!.id, back: null, lay: null },
          { id: 'nope', back: null, lay: null },
        ],
        MARKET_ADMIN_MESSAGES.unknownRunner,
      ],
    ];
    for (const [runners, message] of oddsCases) {
      const res = await odds(adminToken(), 'administrator', { marketId: market.market.id, runners });
      expect([res.statusCode, res.json().message], JSON.stringify(runners)).toEqual([400, message]);
    }
    const feedLike = await odds(adminToken(), 'administrator', {
      marketId: 'no-such-market',
      runners: [{ id: 'x', back: null, lay: null }],
    });
    expect(feedLike.statusCode).toBe(404);
    expect((await auditOf(t, market.market.id)).map((x) => x.action)).toEqual(['market.manual.create']);
    expect(t.app.ctx.prices.get(market.market.id)!.updatedAt).toBe(0);
  });

  it('refuses odds entry on a feed market', async () => {
    const event = await liveEvent();
    const { newMarket } = await import('../sports/sports-factories.js');
    const feed = await newMarket(t.app.ctx, { event, type: 'betfair' });
    const res = await odds(adminToken(), 'administrator', {
      marketId: feed.market.id,
      runners: feed.runners.map((r) => ({ id: r.id, back: { odd: 2 }, lay: null })),
    });
    expect([res.statusCode, res.json().message]).toEqual([400, MARKET_ADMIN_MESSAGES.notManual]);
  });
});

describe('manual session markets', () => {
  it('take Yes and No runs and rates, are bet on, and settle on the final score', async () => {
    const event = await liveEvent();
    const created = await create(adminToken(), 'administrator', {
      eventId: event.id,
      type: 'session',
      name: '6 Over Runs IND',
      min: 100,
      max: 25_000,
      delaySecond: 0,
    });
    const market = docsOf<StaffMarket>(created);
    expect(market.market.teams.map((r) => r.name)).toEqual(['6 Over Runs IND']);
    const line = market.market.teams[0]!;

    const bad = await odds(adminToken(), 'administrator', {
      marketId: market.market.id,
      runners: [{ id: line.id, back: { odd: 100, run: 44 }, lay: { odd: 100, run: 45 } }],
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, MARKET_ADMIN_MESSAGES.yesBelowNo]);
    const noRun = await odds(adminToken(), 'administrator', {
      marketId: market.market.id,
      runners: [{ id: line.id, back: { odd: 100 }, lay: null }],
    });
    expect([noRun.statusCode, noRun.json().message]).toEqual([400, MARKET_ADMIN_MESSAGES.sessionNeedsRun]);

    const ok = await odds(adminToken(), 'administrator', {
      marketId: market.market.id,
      runners: [{ id: line.id, back: { odd: 100, run: 46 }, lay: { odd: 100, run: 45 } }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(docsOf<StaffMarket>(ok).market.teams[0]).toMatchObject({ back: [{ odd: 100, run: 46 }], lay: [{ odd: 100, run: 45 }] });

    const m = await asOpenMarket(t, market.market.id);
    const yes = await newPlayer(t, c);
    const no = await newPlayer(t, c);
    await bet(t, yes.token, m, { odd: 100, run: 46, stake: 100 });
    await bet(t, no.token, m, { side: 'LAY', odd: 100, run: 45, stake: 100 });
    const before = [await walletState(t, yes.user), await walletState(t, no.user)];
    t.clock.advance(1_000);
    expect((await declare(t, adminToken(), 'administrator', { marketId: m.market.id, run: 50 })).statusCode).toBe(200);
    await t.app.settlement.drain();
    const after = [await walletState(t, yes.user), await walletState(t, no.user)];
    expect([after[0]!.balance - before[0]!.balance, after[1]!.balance - before[1]!.balance]).toEqual([100_00, -100_00]);
  });
});

describe('a whiteLabel’s own manual markets', () => {
  it('are shown to and bet on by its own players only, and told to its own room', async () => {
    const event = await liveEvent();
    const sent = recordLive(t.app.ctx);
    const market = await bookmakerOn(event, {}, [c.tokens.whiteLabel, 'whiteLabel']);
    expect(market).toMatchObject({ whiteLabelId: c.site.whiteLabel.id, whiteLabelName: c.site.whiteLabel.name, canEdit: true });
    expect(sent.find((s) => s.event === 'getAddMarketUpdate')?.to).toBe(`whiteLabel:${c.site.whiteLabel.id}`);
    const [a, b] = market.market.teams;
    const priced = await odds(c.tokens.whiteLabel, 'whiteLabel', {
      marketId: market.market.id,
      runners: [
        { id: a!.id, back: { odd: 85 }, lay: { odd: 90 } },
        { id: b!.id, back: { odd: 110 }, lay: { odd: 115 } },
      ],
    });
    expect(priced.statusCode, priced.body).toBe(200);

    const mine = await newPlayer(t, c);
    const theirs = await newPlayer(t, other);
    const pageOf = async (token: string | null) => {
      const res = token
        ? await get(t, `/api/common/game/market?eventId=${event.id}`, token)
        : await t.app.inject({ method: 'GET', url: `/api/common/game/market?eventId=${event.id}` });
      return (res.json() as EventPage).docs.markets.map((m) => m.id);
    };
    expect(await pageOf(mine.token)).toContain(market.market.id);
    expect(await pageOf(theirs.token)).not.toContain(market.market.id);
    expect(await pageOf(null)).not.toContain(market.market.id);
    expect(await pageOf(c.tokens.administrator)).toContain(market.market.id);

    const m = await asOpenMarket(t, market.market.id);
    expect((await placeBet(t, mine.token, { ...order(m, { odd: 85, stake: 100 }) })).statusCode).toBe(200);
    const refused = await placeBet(t, theirs.token, { ...order(m, { odd: 85, stake: 100 }) });
    expect([refused.statusCode, refused.json().message]).toEqual([400, BET_MESSAGES.betNotAllowed]);
    const theirFavourite = await t.app.inject({
      method: 'POST',
      url: '/api/user/favorite/market',
      headers: { authorization: `Bearer ${theirs.token}` },
      payload: { marketId: m.market.id },
    });
    expect(theirFavourite.statusCode).toBe(404);

    // The other brand's staff neither see it in their lists nor may touch it.
    const listed = docsOf<StaffMarket[]>(
      await staffCall(t, other.tokens.whiteLabel, 'whiteLabel', 'GET', 'market/list', { eventId: event.id }),
    );
    expect(listed.map((r) => r.market.id)).not.toContain(market.market.id);
    const theirOdds = await odds(other.tokens.whiteLabel, 'whiteLabel', {
      marketId: market.market.id,
      runners: [
        { id: a!.id, back: { odd: 1 }, lay: { odd: 2 } },
        { id: b!.id, back: null, lay: null },
      ],
    });
    expect([theirOdds.statusCode, theirOdds.json().message]).toEqual([403, MARKET_ADMIN_MESSAGES.notYourMarket]);
    const theirSuspend = await staffCall(t, other.tokens.whiteLabel, 'whiteLabel', 'PATCH', 'market', {
      marketId: market.market.id,
      suspended: true,
    });
    expect(theirSuspend.statusCode).toBe(403);
    const theirResult = await declare(t, other.tokens.whiteLabel, 'whiteLabel', { marketId: market.market.id, teamId: a!.id });
    expect([theirResult.statusCode, theirResult.json().message]).toEqual([403, SETTLEMENT_MESSAGES.notYourMarket]);

    // Its own whiteLabel suspends, declares, rolls back and declares again.
    const own = (method: 'PATCH' | 'POST', path: string, body: Record<string, unknown>) =>
      staffCall(t, c.tokens.whiteLabel, 'whiteLabel', method, path, body);
    expect((await own('PATCH', 'market', { marketId: m.market.id, suspended: true, max: 40_000 })).statusCode).toBe(200);
    t.clock.advance(1_000);
    expect((await declare(t, c.tokens.whiteLabel, 'whiteLabel', { marketId: m.market.id, teamId: b!.id })).statusCode).toBe(200);
    await t.app.settlement.drain();
    t.clock.advance(1_000);
    expect((await rollback(t, c.tokens.whiteLabel, 'whiteLabel', m.market.id)).statusCode).toBe(200);
    await t.app.settlement.drain();
    t.clock.advance(1_000);
    expect((await declare(t, c.tokens.whiteLabel, 'whiteLabel', { marketId: m.market.id, teamId: a!.id })).statusCode).toBe(200);
    await t.app.settlement.drain();
    expect((await auditOf(t, m.market.id)).map((x) => x.action)).toEqual([
      'market.manual.create',
      'market.manual.odds',
      'market.settings',
      'market.result.declare',
      'market.result.settle',
      'market.result.rollback',
      'market.result.unsettle',
      'market.result.declare',
      'market.result.settle',
    ]);
  });

  it('made by the administrator for one white label, are for that label’s players only', async () => {
    const event = await liveEvent();
    const sent = recordLive(t.app.ctx);
    const market = await bookmakerOn(event, { whiteLabelId: other.site.whiteLabel.id });
    expect(market).toMatchObject({ whiteLabelId: other.site.whiteLabel.id, whiteLabelName: other.site.whiteLabel.name, canEdit: true });
    expect(sent.find((s) => s.event === 'getAddMarketUpdate')?.to).toBe(`whiteLabel:${other.site.whiteLabel.id}`);
    const [a, b] = market.market.teams;
    const priced = await odds(adminToken(), 'administrator', {
      marketId: market.market.id,
      runners: [
        { id: a!.id, back: { odd: 85 }, lay: { odd: 90 } },
        { id: b!.id, back: { odd: 110 }, lay: { odd: 115 } },
      ],
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const theirs = await newPlayer(t, other);
    const notTheirs = await newPlayer(t, c);
    const pageOf = async (token: string) =>
      ((await get(t, `/api/common/game/market?eventId=${event.id}`, token)).json() as EventPage).docs.markets.map((m) => m.id);
    expect(await pageOf(theirs.token)).toContain(market.market.id);
    expect(await pageOf(notTheirs.token)).not.toContain(market.market.id);
    const m = await asOpenMarket(t, market.market.id);
    expect((await placeBet(t, theirs.token, { ...order(m, { odd: 85, stake: 100 }) })).statusCode).toBe(200);
    const refused = await placeBet(t, notTheirs.token, { ...order(m, { odd: 85, stake: 100 }) });
    expect([refused.statusCode, refused.json().message]).toEqual([400, BET_MESSAGES.betNotAllowed]);
    // That label's whiteLabel runs it from then on; the other label's may not.
    const own = await staffCall(t, other.tokens.whiteLabel, 'whiteLabel', 'PATCH', 'market', { marketId: m.market.id, suspended: true });
    expect(own.statusCode, own.body).toBe(200);
    const foreign = await staffCall(t, c.tokens.whiteLabel, 'whiteLabel', 'PATCH', 'market', { marketId: m.market.id, suspended: false });
    expect([foreign.statusCode, foreign.json().message]).toEqual([403, MARKET_ADMIN_MESSAGES.notYourMarket]);
    expect((await auditOf(t, m.market.id))[0]).toMatchObject({
      action: 'market.manual.create',
      actor_id: c.administrator.id,
      after: { whiteLabelId: other.site.whiteLabel.id },
    });
  });

  it('are created only for its own white label; the administrator may name any', async () => {
    const event = await liveEvent();
    const base = { eventId: event.id, type: 'session', name: '10 Over Runs', min: 100, max: 1000, delaySecond: 0 };
    const foreign = await create(c.tokens.whiteLabel, 'whiteLabel', { ...base, whiteLabelId: other.site.whiteLabel.id });
    // From its own site, naming another label is refused by the site check.
    expect([foreign.statusCode, foreign.json().message]).toEqual([400, AUTH_MESSAGES.whiteLabelMismatch]);
    const everySite = await create(c.tokens.whiteLabel, 'whiteLabel', { ...base, whiteLabelId: null });
    expect(everySite.statusCode).toBe(403);
    const forOther = docsOf<StaffMarket>(await create(adminToken(), 'administrator', { ...base, whiteLabelId: other.site.whiteLabel.id }));
    expect(forOther.whiteLabelId).toBe(other.site.whiteLabel.id);
    const unknown = await create(adminToken(), 'administrator', { ...base, whiteLabelId: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MARKET_ADMIN_MESSAGES.whiteLabelNotFound]);
    for (const role of ['admin', 'superMaster', 'master', 'agent', 'branch', 'user'] as const) {
      expect((await create(c.tokens[role], role, base)).statusCode, role).toBe(403);
      const line = forOther.market.teams[0]!.id;
      const res = await odds(c.tokens[role], role, {
        marketId: forOther.market.id,
        runners: [{ id: line, back: { odd: 100, run: 40 }, lay: null }],
      });
      expect(res.statusCode, role).toBe(403);
    }
  });
});
