import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PL_REPORT_MESSAGES, type PlReport, type PaymentMethod } from '@backlay/contract';
import { plReportTotals, rupeesToPaise } from '@backlay/domain';
import { casinoRounds } from '../../src/db/schema/index.js';
import { newUser, uniqueName } from '../factories.js';
import { credit, openMarket } from '../betting/betting-helpers.js';
import { fundChain, signIn, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { bankWithdraw, call, createMoneyTestApp, newMethod, upiDeposit, type MoneyTestApp } from '../money/money-helpers.js';
import { approvedDeposit as depositApproved, approvedWithdrawal as withdrawalApproved } from '../money/money-helpers.js';
import { bet, declareAndSettle, newPlayer } from '../settlement/settlement-helpers.js';
import { newProvider, type TestProvider } from '../casino/casino-helpers.js';

/**
 * GET api/{userType}/game/report on a real database: bets placed and settled through the real
 * calls, a deposit and a withdrawal approved through the real calls, casino rounds as the
 * wallet stores them; who may read whose report; bad dates; demo accounts.
 */

let t: MoneyTestApp;
let c: SignedInChain;
let upi: PaymentMethod;
let bank: PaymentMethod;
let provider: TestProvider;

beforeAll(async () => {
  t = await createMoneyTestApp();
  c = await signedInChain(t.db);
  await fundChain(t.app, c, 1_000_000);
  upi = await newMethod(t, c, 'depositType', upiDeposit);
  bank = await newMethod(t, c, 'paymentMethodType', bankWithdraw);
  provider = await newProvider(t);
});
afterAll(async () => t.close());

const report = (token: string, role: string, query = '') => call(t, token, 'GET', `/api/${role}/game/report${query}`);

/** A settled casino round of the player, as the wallet leaves it after its debit and credit. */
async function casinoRound(userId: string, gameType: 'live' | 'slot', stakePaise: number, winPaise: number): Promise<void> {
  const at = t.app.ctx.clock.now();
  await t.db.insert(casinoRounds).values({
    providerId: provider.id,
    providerRoundId: uniqueName('round'),
    userId,
    gameId: provider.games[gameType].id,
    status: 'settled',
    stake: BigInt(stakePaise),
    win: BigInt(winPaise),
    createdAt: at,
    updatedAt: at,
    settledAt: at,
  });
}

const approvedDeposit = (user: Parameters<typeof depositApproved>[3], amount: string) => depositApproved(t, c, upi, user, amount);
const approvedWithdrawal = (token: string, amount: number) => withdrawalApproved(t, c, bank, token, amount);

/** The §9 total computed from the answer's own lists, in paise. */
function totalOf(docs: PlReport): number {
  const p = rupeesToPaise;
  const game = (l: { totalAmount: number; totalWin: number; totalLose: number }) => ({
    totalAmount: p(l.totalAmount),
    totalWin: p(l.totalWin),
    totalLose: p(l.totalLose),
  });
  const money = (l: { totalAmount: number; totalBonus: number }) => ({ totalAmount: p(l.totalAmount), totalBonus: p(l.totalBonus) });
  return plReportTotals({
    casino: docs.casino.map(game),
    exchange: docs.exchange.map(game),
    deposit: docs.deposit.map(money),
    withdraw: docs.withdraw.map(money),
  }).total;
}

describe('GET api/{userType}/game/report', () => {
  let player: Awaited<ReturnType<typeof newPlayer>>;
  let expected: PlReport;

  beforeAll(async () => {
    player = await newPlayer(t, c, { paise: 1_000_00 });
    // One winning and one losing bet on cricket (eventTypeId 4), each on its own market.
    const won = await openMarket(t);
    const lost = await openMarket(t);
    await bet(t, player.token, won, { odd: 1.85, stake: 100 });
    await bet(t, player.token, lost, { runner: 1, odd: 2.05, stake: 100 });
    await declareAndSettle(t, c, { marketId: won.market.id, teamId: won.runners[0]!.id });
    await declareAndSettle(t, c, { marketId: lost.market.id, teamId: lost.runners[0]!.id });
    await casinoRound(player.user.id, 'live', 200_00, 350_00); // +150
    await casinoRound(player.user.id, 'live', 100_00, 0); // -100
    await casinoRound(player.user.id, 'slot', 40_00, 10_00); // -30
    await approvedDeposit(player.user, '1200');
    await approvedWithdrawal(player.token, 600);
    expected = {
      casino: [
        { gameCategory: 'live', totalAmount: 300, totalWin: 150, totalLose: -100 },
        { gameCategory: 'slot', totalAmount: 40, totalWin: 0, totalLose: -30 },
      ],
      exchange: [{ eventTypeId: '4', totalAmount: 200, totalWin: 85, totalLose: -100 }],
      deposit: [{ totalAmount: 1200, totalBonus: 0 }],
      withdraw: [{ totalAmount: 600, totalBonus: 0 }],
      // casino 20, exchange -15, net 600: 600 - |20 + |-15|| = 565.
      totals: { casinoPl: 20, exchangePl: -15, depositWithdrawNet: 600, total: 565 },
    };
  });

  it("gives the player its own lists over the default range, and totals that match the domain's", async () => {
    const res = await report(player.token, 'user');
    expect(res.statusCode, res.body).toBe(200);
    const docs = res.json().docs as PlReport;
    expect(docs).toEqual(expected);
    expect(rupeesToPaise(docs.totals.total)).toBe(totalOf(docs));
  });

  it('counts only what settled or was approved within the IST days asked', async () => {
    const res = await report(player.token, 'user', '?startDate=2020-01-01&endDate=2020-01-07');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().docs).toEqual({
      casino: [],
      exchange: [],
      deposit: [],
      withdraw: [],
      totals: { casinoPl: 0, exchangePl: 0, depositWithdrawNet: 0, total: 0 },
    });
  });

  it("lets staff read a downline player's report with userId", async () => {
    for (const role of ['branch', 'master', 'whiteLabel'] as const) {
      const res = await report(c.tokens[role], role, `?userId=${player.user.id}`);
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
      expect(res.json().docs).toEqual(expected);
    }
  });

  it("sums the whole downline's players for staff when userId is left out", async () => {
    // Only `player` of this chain has played or moved money so far.
    const res = await report(c.tokens.agent, 'agent');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().docs).toEqual(expected);
    const other = await signedInChain(t.db);
    expect((await report(other.tokens.agent, 'agent')).json().docs.exchange).toEqual([]);
  });

  it('refuses a player outside the downline, or another player, with 403', async () => {
    const other = await signedInChain(t.db);
    const res = await report(other.tokens.master, 'master', `?userId=${player.user.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PL_REPORT_MESSAGES.notInDownline);
    const unknown = await report(c.tokens.master, 'master', '?userId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(403);
    const stranger = await newPlayer(t, c);
    const notOwn = await report(stranger.token, 'user', `?userId=${player.user.id}`);
    expect(notOwn.statusCode).toBe(403);
    expect(notOwn.json().message).toBe(PL_REPORT_MESSAGES.notYourReport);
    // The path role must be the caller's.
    expect((await report(player.token, 'master')).statusCode).toBe(403);
  });

  it('answers 400 for dates that are not YYYY-MM-DD days or not real, and for a malformed userId', async () => {
    for (const query of [
      '?startDate=yesterday',
      '?endDate=2026-02-30',
      '?startDate=2026-1-5',
      '?startDate=2026-01-05T10:00:00Z',
      '?userId=abc',
    ]) {
      const res = await report(player.token, 'user', query);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('refuses a demo account with the demo-account message of docs/product.md §8', async () => {
    const demo = await newUser(t.db, { role: 'user', parent: c.branch, extra: { demo: true } });
    await credit(t, demo, 100_00);
    const res = await report(await signIn(t.db, demo), 'user');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PL_REPORT_MESSAGES.demoAccount);
  });

  it('asks for a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/game/report' })).statusCode).toBe(401);
  });
});
