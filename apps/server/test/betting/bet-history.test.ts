import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betHistoryTotalsSchema, docsEnvelope, historyBetSchema, pagedEnvelope } from '@backlay/contract';
import { istDayOf } from '@backlay/domain';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { bet, declareAndSettle, newPlayer, setPartnerships, SHARES } from '../settlement/settlement-helpers.js';
import { credit, get, openMarket, order, placeBet, type OpenMarket } from './betting-helpers.js';

/**
 * GET .../openBet/history and .../openBet/history/details on a real database: only bets that
 * are no longer open, newest first, filtered by date, status, sport, event and market; the
 * totals (stakes per side, net P/L, commission from the ledger); the staff view of a downline.
 */

const listSchema = pagedEnvelope(historyBetSchema);
const totalsSchema = docsEnvelope(betHistoryTotalsSchema);
let t: TestApp;
let c: SignedInChain;
let other: SignedInChain;
let player: { user: SignedInChain['user']; token: string };
let matchOdds: OpenMarket;
let session: OpenMarket;

beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
  other = await signedInChain(t.db);
  await setPartnerships(t, c, SHARES);
  for (const key of ['whiteLabel', 'admin', 'master'] as const) await credit(t, c[key], 10_000_00);
  // 2% commission on a market lost.
  player = await newPlayer(t, c, { paise: 2_000_00, commissionBps: 200 });
  matchOdds = await openMarket(t);
  session = await openMarket(t, { type: 'session' });
  await bet(t, player.token, matchOdds, { odd: 1.85, stake: 100 });
  t.clock.advance(1_000);
  await bet(t, player.token, matchOdds, { side: 'LAY', runner: 1, odd: 2.07, stake: 200 });
  t.clock.advance(1_000);
  // Refused for points: kept as a rejected bet with its receipt.
  expect((await placeBet(t, player.token, { ...order(matchOdds, { odd: 1.85, stake: 5_000 }) })).statusCode).toBe(400);
  t.clock.advance(1_000);
  await bet(t, player.token, session, { odd: 100, run: 46, stake: 150 });
  // Runner B wins: the back on A loses 100, the lay of B loses 214 -> -314 on the market.
  await declareAndSettle(t, c, { marketId: matchOdds.market.id, teamId: matchOdds.runners[1]!.id });
});
afterAll(async () => t.close());

describe('GET api/user/openBet/history', () => {
  it('lists past bets only (settled and rejected here, not the open session bet), newest first, with P/L', async () => {
    const res = await get(t, '/api/user/openBet/history', player.token);
    expect(res.statusCode, res.body).toBe(200);
    const list = listSchema.parse(res.json());
    expect(list.docs.map((b) => [b.status, b.stake, b.pnl])).toEqual([
      ['rejected', 5_000, null],
      ['settled', 200, -214],
      ['settled', 100, -100],
    ]);
    expect(list.docs[1]).toMatchObject({ oddType: 'LAY', eventTypeId: '4', cashOut: false, market: { id: matchOdds.market.id } });
    expect(list.docs[1]!.settledAt).not.toBeNull();
    expect(list.docs[0]!.receipt.rejectReason).toBe('Insufficient points to place this bet');
    expect(list).toMatchObject({ totalDocs: 3, totalPages: 1, showingFrom: 1, showingTo: 3 });
    expect(list.docs.every((b) => b.user === undefined)).toBe(true);
  });

  it('filters by status, market, event, sport and date range, and pages', async () => {
    const q = (query: string) => get(t, `/api/user/openBet/history?${query}`, player.token).then((r) => listSchema.parse(r.json()));
    expect((await q('status=settled')).docs.map((b) => b.stake)).toEqual([200, 100]);
    expect((await q('status=rejected')).totalDocs).toBe(1);
    expect((await q('status=void')).totalDocs).toBe(0);
    expect((await q(`marketId=${session.market.id}`)).totalDocs).toBe(0);
    expect((await q(`eventId=${matchOdds.market.eventId}`)).totalDocs).toBe(3);
    expect((await q('eventTypeId=4')).totalDocs).toBe(3);
    expect((await q('eventTypeId=1')).totalDocs).toBe(0);
    const today = istDayOf(t.clock.now());
    expect((await q(`startDate=${today}&endDate=${today}`)).totalDocs).toBe(3);
    expect((await q('startDate=2020-01-01&endDate=2020-01-07')).totalDocs).toBe(0);
    const page2 = await q('limit=2&page=2');
    expect(page2).toMatchObject({ totalDocs: 3, totalPages: 2, showingFrom: 3, showingTo: 3, previousPage: true });
    expect(page2.docs.map((b) => b.stake)).toEqual([100]);
  });

  it('answers bad queries with 400 and nothing else', async () => {
    for (const query of ['startDate=yesterday', 'endDate=2026-13-45', 'status=open', 'eventTypeId=cricket', 'limit=0']) {
      const res = await get(t, `/api/user/openBet/history?${query}`, player.token);
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { message: string }).message.length).toBeGreaterThan(0);
    }
    expect((await get(t, '/api/user/openBet/history', c.tokens.branch)).statusCode).toBe(403);
  });
});

describe('GET api/user/openBet/history/details', () => {
  it('totals matched stakes per side, the net P/L and the commission the ledger credited', async () => {
    const res = await get(t, '/api/user/openBet/history/details', player.token);
    expect(res.statusCode, res.body).toBe(200);
    // Commission: 2% of the 314 lost = 6.28, credited back to the player.
    expect(totalsSchema.parse(res.json()).docs).toEqual({
      totalBack: 100,
      totalLay: 200,
      totalBetPts: -314,
      totalCommission: 6.28,
      totalBets: 3,
    });
  });

  it('uses the same filter as the list', async () => {
    const res = await get(t, '/api/user/openBet/history/details?status=rejected', player.token);
    expect(totalsSchema.parse(res.json()).docs).toEqual({ totalBack: 0, totalLay: 0, totalBetPts: 0, totalCommission: 0, totalBets: 1 });
  });
});

describe('GET api/{role}/user/openBet/history', () => {
  it("shows an upline its downline's past bets with the player and shares, and nobody else's", async () => {
    const mine = listSchema.parse((await get(t, '/api/branch/user/openBet/history', c.tokens.branch)).json());
    expect(mine.totalDocs).toBe(3);
    expect(mine.docs[0]!.user).toMatchObject({ _id: player.user.id, userName: player.user.userName });
    const chainIds = (['administrator', 'whiteLabel', 'admin', 'superMaster', 'master', 'agent', 'branch'] as const).map((k) => c[k].id);
    expect(mine.docs[0]!.user!.parents).toEqual(chainIds);
    const one = listSchema.parse((await get(t, `/api/master/user/openBet/history?userId=${player.user.id}`, c.tokens.master)).json());
    expect(one.totalDocs).toBe(3);
    // Narrowed to a player outside its downline: refused, as every staff call on such a player.
    const stranger = await get(t, `/api/branch/user/openBet/history?userId=${player.user.id}`, other.tokens.branch);
    expect(stranger.statusCode).toBe(403);
    expect((await get(t, `/api/branch/user/openBet/history/details?userId=${player.user.id}`, other.tokens.branch)).statusCode).toBe(403);
    const totals = totalsSchema.parse((await get(t, '/api/whiteLabel/user/openBet/history/details', c.tokens.whiteLabel)).json());
    expect(totals.docs).toMatchObject({ totalBetPts: -314, totalCommission: 6.28 });
  });

  it('refuses players on the staff path', async () => {
    expect((await get(t, '/api/branch/user/openBet/history', player.token)).statusCode).toBe(403);
  });
});
