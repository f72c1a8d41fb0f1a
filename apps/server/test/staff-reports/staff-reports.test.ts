import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { STAFF_REPORT_MESSAGES, type routes } from '@backlay/contract';
import { CODE, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { credit, openMarket } from '../betting/betting-helpers.js';
import { bet, declareAndSettle, newPlayer, setPartnerships, SHARES } from '../settlement/settlement-helpers.js';

/**
 * The staff reports on a real database: downline P/L by user (with drill-down) and by market,
 * the commission report, the audit log viewer and a downline account's statement; each reads
 * only the caller's downline (403 for an account outside it) and answers bad input with 4xx.
 *
 * The book: players A (2% commission) and B under the chain's branch, shares 20/10/30 with the
 * house keeping 40%. Match odds: A backs the winner (+85.00), B the loser (-100.00). Session: A's
 * Yes loses (-100.00, commission 2.00). Another site's player bets too and must never show.
 */

let t: TestApp;
let c: SignedInChain;
let other: SignedInChain;
let a: Awaited<ReturnType<typeof newPlayer>>;
let b: Awaited<ReturnType<typeof newPlayer>>;
let matchOdds: Awaited<ReturnType<typeof openMarket>>;
let session: Awaited<ReturnType<typeof openMarket>>;
let bLoses: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
  other = await signedInChain(t.db);
  await setPartnerships(t, c, SHARES);
  for (const key of ['whiteLabel', 'admin', 'master'] as const) await credit(t, c[key], 10_000_00);
  a = await newPlayer(t, c, { commissionBps: 200 });
  b = await newPlayer(t, c);
  const stranger = await newPlayer(t, other, { commissionBps: 500 });
  matchOdds = await openMarket(t, { type: 'betfair' });
  session = await openMarket(t, { type: 'session' });
  await bet(t, a.token, matchOdds, { odd: 1.85, stake: 100 });
  bLoses = await bet(t, b.token, matchOdds, { runner: 1, odd: 2.05, stake: 100 });
  await bet(t, stranger.token, matchOdds, { runner: 1, odd: 2.05, stake: 100 });
  await bet(t, a.token, session, { odd: 100, run: 46, stake: 100 });
  await declareAndSettle(t, c, { marketId: matchOdds.market.id, teamId: matchOdds.runners[0]!.id });
  await declareAndSettle(t, c, { marketId: session.market.id, run: 40 });
});
afterAll(async () => t.close());

function call(token: string, path: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
}

async function ok<T>(token: string, path: string): Promise<T> {
  const res = await call(token, path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

type DownlinePage = ReturnType<typeof routes.staffReports.getDownlinePl.response.parse>;
type MarketPage = ReturnType<typeof routes.staffReports.getMarketPl.response.parse>;
type CommissionPage = ReturnType<typeof routes.staffReports.getCommissionReport.response.parse>;
type AuditPage = ReturnType<typeof routes.staffReports.getAuditLog.response.parse>;

describe('downline P/L by user', () => {
  it('gives each direct child its subtree, with the caller’s share', async () => {
    const page = await ok<DownlinePage>(c.tokens.whiteLabel, '/api/whiteLabel/report/downlinePl');
    const figures = { players: 2, bets: 3, stake: 300, pnl: -115, commission: 2, casinoPl: 0, yourPl: 23 };
    expect(page.docs).toEqual([{ _id: c.admin.id, userName: c.admin.userName, userType: 'admin', ...figures }]);
    expect(page.totals).toEqual(figures);
    expect(page.node._id).toBe(c.whiteLabel.id);
    expect(page.totalDocs).toBe(1);

    // The administrator's share is the house's part (40% here).
    const admin = await ok<DownlinePage>(c.tokens.administrator, '/api/administrator/report/downlinePl');
    expect(admin.docs.find((r) => r._id === c.whiteLabel.id)).toMatchObject({ pnl: -115, yourPl: 46 });
  });

  it('drills down to any downline account, with the path from the caller', async () => {
    const page = await ok<DownlinePage>(c.tokens.whiteLabel, `/api/whiteLabel/report/downlinePl?userId=${c.master.id}`);
    expect(page.docs.map((r) => [r.userName, r.pnl, r.yourPl])).toEqual([[c.agent.userName, -115, 23]]);
    expect(page.path.map((n) => n._id)).toEqual([c.whiteLabel.id, c.admin.id, c.superMaster.id, c.master.id]);

    // At the players' parent: one row per player, sorted and searched.
    const players = await ok<DownlinePage>(c.tokens.branch, '/api/branch/report/downlinePl?sortBy=pnl&sortOrder=asc');
    expect(players.docs.map((r) => [r.userName, r.bets, r.pnl, r.commission, r.yourPl])).toEqual([
      [b.user.userName, 1, -100, 0, 0],
      [a.user.userName, 2, -15, 2, 0],
      [c.user.userName, 0, 0, 0, 0],
    ]);
    const searched = await ok<DownlinePage>(c.tokens.branch, `/api/branch/report/downlinePl?search=${a.user.userName.toUpperCase()}`);
    expect(searched.docs.map((r) => r._id)).toEqual([a.user.id]);
    expect(searched.totals).toMatchObject({ players: 1, pnl: -15 });
  });

  it('reads only the downline: 403 outside it, nothing of another site', async () => {
    for (const id of [other.master.id, c.whiteLabel.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await call(c.tokens.admin, `/api/admin/report/downlinePl?userId=${id}`);
      expect([res.statusCode, res.json().message]).toEqual([403, STAFF_REPORT_MESSAGES.notInDownline]);
    }
    const theirs = await ok<DownlinePage>(other.tokens.whiteLabel, '/api/whiteLabel/report/downlinePl');
    expect(theirs.totals).toMatchObject({ bets: 1, pnl: -100 });
  });

  it('an empty range has its children with zeros', async () => {
    const page = await ok<DownlinePage>(c.tokens.whiteLabel, '/api/whiteLabel/report/downlinePl?startDate=2020-01-01&endDate=2020-01-07');
    expect(page.docs).toMatchObject([{ _id: c.admin.id, bets: 0, pnl: 0, yourPl: 0 }]);
    expect([page.startDate, page.endDate]).toEqual(['2020-01-01', '2020-01-07']);
  });
});

describe('downline P/L by market', () => {
  it('lists each market with the players’ figures and the caller’s own ledger P/L', async () => {
    const page = await ok<MarketPage>(c.tokens.master, '/api/master/report/marketPl?sortBy=pnl&sortOrder=desc');
    // Master's 30%: +4.50 on match odds (players -15.00), +30.00 - 0.60 commission on the session.
    expect(page.docs.map((r) => [r.marketId, r.players, r.bets, r.stake, r.pnl, r.commission, r.yourPl])).toEqual([
      [matchOdds.market.id, 2, 2, 200, -15, 0, 4.5],
      [session.market.id, 1, 1, 100, -100, 2, 29.4],
    ]);
    expect(page.totals).toEqual({ markets: 2, bets: 3, stake: 300, pnl: -115, commission: 2, yourPl: 33.9 });
    const searched = await ok<MarketPage>(c.tokens.master, '/api/master/report/marketPl?search=over%20runs');
    expect(searched.docs.map((r) => r.marketId)).toEqual([session.market.id]);
    const otherSport = await ok<MarketPage>(c.tokens.master, '/api/master/report/marketPl?eventTypeId=1');
    expect(otherSport.totalDocs).toBe(0);
    const paged = await ok<MarketPage>(c.tokens.master, '/api/master/report/marketPl?limit=1&page=2&sortBy=stake');
    expect([paged.docs.length, paged.totalDocs, paged.totalPages, paged.totals.markets]).toEqual([1, 2, 2, 2]);
  });

  it('follows a staff void: the bet leaves the P/L and the caller’s ledger line moves back', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/whiteLabel/user/openBet/void',
      headers: { authorization: `Bearer ${c.tokens.whiteLabel}` },
      payload: { betIds: [bLoses], remarks: 'reports test', transactionCode: CODE },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = await ok<MarketPage>(c.tokens.master, '/api/master/report/marketPl');
    expect(page.docs.find((r) => r.marketId === matchOdds.market.id)).toMatchObject({ bets: 1, pnl: 85, yourPl: -25.5 });
  });
});

describe('commission report', () => {
  it('lists the players credited commission and the caller’s part of it', async () => {
    const page = await ok<CommissionPage>(c.tokens.whiteLabel, '/api/whiteLabel/report/commission');
    expect(page.docs).toEqual([
      {
        _id: a.user.id,
        userName: a.user.userName,
        parent: { _id: c.branch.id, userName: c.branch.userName },
        commissionRate: 2,
        markets: 1,
        commission: 2,
      },
    ]);
    expect(page.totals).toEqual({ players: 1, commission: 2, yourCommission: -0.4 });
    expect((await ok<CommissionPage>(other.tokens.whiteLabel, '/api/whiteLabel/report/commission')).docs).toHaveLength(1);
    expect((await ok<CommissionPage>(c.tokens.whiteLabel, '/api/whiteLabel/report/commission?search=nobody')).docs).toEqual([]);
  });
});

describe('audit log', () => {
  it('shows who did what, when, before and after, to the staff above it', async () => {
    const page = await ok<AuditPage>(c.tokens.whiteLabel, '/api/whiteLabel/audit?action=bet.');
    expect(page.docs).toHaveLength(1);
    expect(page.docs[0]).toMatchObject({
      actor: { _id: c.whiteLabel.id, userName: c.whiteLabel.userName, userType: 'whiteLabel' },
      action: 'bet.void',
      targetType: 'bet',
      targetId: bLoses,
      targetName: b.user.userName,
      before: { status: 'settled', pnl: -100 },
      after: { status: 'deleted', remarks: 'reports test' },
    });
    // The master did not act, but the bet is of its downline: it sees the row.
    const master = await ok<AuditPage>(c.tokens.master, `/api/master/audit?targetId=${bLoses}`);
    expect(master.docs.map((r) => r.action)).toEqual(['bet.void']);
    // Another site's staff see nothing of it; the administrator sees the settlement job's rows too.
    expect((await ok<AuditPage>(other.tokens.whiteLabel, '/api/whiteLabel/audit?action=bet.')).docs).toEqual([]);
    const system = await ok<AuditPage>(c.tokens.administrator, `/api/administrator/audit?targetId=${session.market.id}&sortOrder=asc`);
    // (Declared and settled at the same instant of the test clock: the order between them is not fixed.)
    expect(system.docs.map((r) => [r.action, r.actor?._id ?? null]).sort()).toEqual([
      ['market.result.declare', c.administrator.id],
      ['market.result.settle', null],
    ]);
  });

  it('filters by actor and pages', async () => {
    const byActor = await ok<AuditPage>(c.tokens.administrator, `/api/administrator/audit?actor=${c.whiteLabel.userName}`);
    expect(byActor.docs.length).toBeGreaterThan(0);
    expect(byActor.docs.every((r) => r.actor?._id === c.whiteLabel.id)).toBe(true);
    const all = await ok<AuditPage>(c.tokens.administrator, '/api/administrator/audit?limit=200');
    const second = await ok<AuditPage>(c.tokens.administrator, '/api/administrator/audit?limit=2&page=2');
    expect(second.totalDocs).toBe(all.totalDocs);
    expect(second.docs.map((r) => r._id)).toEqual(all.docs.slice(2, 4).map((r) => r._id));
  });
});

describe('statements of a downline account', () => {
  it('reads a downline player’s statement, and refuses one outside the downline', async () => {
    const mine = await ok<{ docs: { description: string }[] }>(c.tokens.master, `/api/master/accountStatement?userId=${a.user.id}`);
    expect(mine.docs.map((d) => d.description).some((d) => d.startsWith('Commission'))).toBe(true);
    const res = await call(c.tokens.master, `/api/master/accountStatement?userId=${other.user.id}`);
    expect(res.statusCode).toBe(403);
  });
});

describe('access and bad input', () => {
  it('refuses players and a path role that is not the caller’s', async () => {
    for (const path of ['report/downlinePl', 'report/marketPl', 'report/commission', 'audit']) {
      expect((await call(a.token, `/api/user/${path}`)).statusCode, path).toBe(403);
      expect((await call(c.tokens.master, `/api/admin/${path}`)).statusCode, path).toBe(403);
    }
  });

  it('answers bad queries with 400 and a message', async () => {
    const bad = [
      '/api/whiteLabel/report/downlinePl?startDate=2024-02-30',
      '/api/whiteLabel/report/downlinePl?userId=nope',
      '/api/whiteLabel/report/downlinePl?sortBy=balance',
      '/api/whiteLabel/report/marketPl?eventTypeId=cricket',
      '/api/whiteLabel/report/commission?limit=500',
      '/api/whiteLabel/audit?sortOrder=sideways',
      '/api/whiteLabel/audit?page=0',
    ];
    for (const path of bad) {
      const res = await call(c.tokens.whiteLabel, path);
      expect(res.statusCode, path).toBe(400);
      expect(typeof res.json().message, path).toBe('string');
    }
  });
});
