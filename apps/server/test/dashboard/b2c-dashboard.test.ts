import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES, type B2cDashboard, type PaymentMethod } from '@backlay/contract';
import { istDayOf } from '@backlay/domain';
import { casinoRounds } from '../../src/db/schema/index.js';
import { requestDeposit } from '../../src/modules/money/index.js';
import { newUser, uniqueName } from '../factories.js';
import { openMarket } from '../betting/betting-helpers.js';
import { fundChain, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { bankWithdraw, call, createMoneyTestApp, newMethod, PNG, upiDeposit, type MoneyTestApp } from '../money/money-helpers.js';
import { approvedDeposit as depositApproved, approvedWithdrawal as withdrawalApproved } from '../money/money-helpers.js';
import { bet, declareAndSettle, newPlayer } from '../settlement/settlement-helpers.js';
import { newProvider, type TestProvider } from '../casino/casino-helpers.js';

/**
 * GET api/{role}/dashboard/b2c on a real database: bets placed and settled, a deposit and a
 * withdrawal approved through the real calls, casino rounds as the wallet stores them, on IST
 * days; who sees which players.
 */

let t: MoneyTestApp;
let c: SignedInChain;
let upi: PaymentMethod;
let bank: PaymentMethod;
let provider: TestProvider;
let player: Awaited<ReturnType<typeof newPlayer>>;
let casual: Awaited<ReturnType<typeof newPlayer>>;
let today: string;
let yesterday: string;
const DAY = 86_400_000;

const dashboard = (token: string, role: string, query = '') => call(t, token, 'GET', `/api/${role}/dashboard/b2c${query}`);

async function round(userId: string, stakePaise: number, winPaise: number, at: Date): Promise<void> {
  await t.db.insert(casinoRounds).values({
    providerId: provider.id,
    providerRoundId: uniqueName('round'),
    userId,
    gameId: provider.games.slot.id,
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

beforeAll(async () => {
  t = await createMoneyTestApp();
  c = await signedInChain(t.db);
  await fundChain(t.app, c, 1_000_000);
  upi = await newMethod(t, c, 'depositType', upiDeposit);
  bank = await newMethod(t, c, 'paymentMethodType', bankWithdraw);
  provider = await newProvider(t);
  const now = t.app.ctx.clock.now();
  today = istDayOf(now);
  // One minute before today's IST midnight: yesterday in India, whatever the UTC date.
  const lastMinuteOfYesterday = new Date(Date.parse(`${today}T00:00:00+05:30`) - 60_000);
  yesterday = istDayOf(lastMinuteOfYesterday);

  player = await newPlayer(t, c, { paise: 1_000_00 });
  const won = await openMarket(t);
  const lost = await openMarket(t);
  await bet(t, player.token, won, { odd: 1.85, stake: 100 }); // player +85
  await bet(t, player.token, lost, { runner: 1, odd: 2.05, stake: 100 }); // player -100
  await declareAndSettle(t, c, { marketId: won.market.id, teamId: won.runners[0]!.id });
  await declareAndSettle(t, c, { marketId: lost.market.id, teamId: lost.runners[0]!.id });
  await round(player.user.id, 200_00, 350_00, now); // player +150
  await round(player.user.id, 40_00, 10_00, now); // player -30
  await round(player.user.id, 50_00, 0, lastMinuteOfYesterday); // player -50, yesterday
  await approvedDeposit(player.user, '1200');
  await approvedWithdrawal(player.token, 600);

  casual = await newPlayer(t, c);
  await round(casual.user.id, 10_00, 0, now); // player -10
  // A request still waiting for staff.
  await requestDeposit(
    t.app.ctx,
    { storage: t.app.proofStorage, receipts: t.app.receiptReader },
    casual.user,
    { depositTypeId: upi._id, amount: '500', utr: String(Date.now() + 7).slice(-12) },
    { bytes: PNG },
  );
  // Demo accounts play with pretend points: they are never in the figures.
  const demo = await newUser(t.db, { role: 'user', parent: c.branch, extra: { demo: true } });
  await round(demo.id, 1_000_00, 0, now);
});
afterAll(async () => t.close());

describe('GET api/{role}/dashboard/b2c', () => {
  let expected: B2cDashboard;

  it('gives each IST day of the last 7 days: money approved, new and active players, and P/L as uplines see it', async () => {
    const res = await dashboard(c.tokens.agent, 'agent');
    expect(res.statusCode, res.body).toBe(200);
    expected = res.json().docs as B2cDashboard;
    expect(expected.days).toHaveLength(7);
    expect(expected.endDate).toBe(today);
    expect(expected.days.map((d) => d.day)).toEqual([...expected.days.map((d) => d.day)].sort());
    expect(expected.days[0]!.day).toBe(expected.startDate);

    const day = Object.fromEntries(expected.days.map((d) => [d.day, d]));
    // Players' result: exchange -15, casino +150 - 30 - 10 = +110 today; casino -50 yesterday.
    // Uplines see it turned: exchange +15, casino -110 today; +50 yesterday.
    expect(day[today]).toEqual({
      day: today,
      depositCount: 1,
      deposits: 1200,
      withdrawalCount: 1,
      withdrawals: 600,
      // The chain's own player, `player` and `casual` (the demo account is left out).
      newPlayers: 3,
      activePlayers: 2,
      exchangePl: 15,
      casinoPl: -110,
      pl: -95,
    });
    expect(day[yesterday]).toMatchObject({ activePlayers: 1, casinoPl: 50, pl: 50, deposits: 0, newPlayers: 0 });
    const quiet = expected.days.filter((d) => d.day !== today && d.day !== yesterday);
    expect(quiet.every((d) => d.pl === 0 && d.activePlayers === 0 && d.deposits === 0)).toBe(true);

    expect(expected.totals).toEqual({
      depositCount: 1,
      deposits: 1200,
      withdrawalCount: 1,
      withdrawals: 600,
      net: 600,
      newPlayers: 3,
      activePlayers: 2,
      players: 3,
      exchangePl: 15,
      casinoPl: -60,
      pl: -45,
      pendingDepositCount: 1,
      pendingDeposits: 500,
      pendingWithdrawalCount: 0,
      pendingWithdrawals: 0,
    });
  });

  it('shows every upline the same downline, and one player with userId', async () => {
    for (const role of ['master', 'whiteLabel'] as const) {
      const res = await dashboard(c.tokens[role], role);
      expect(res.json().docs, role).toEqual(expected);
    }
    const admin = await dashboard(c.tokens.administrator, 'administrator', `?whiteLabel=${c.site.whiteLabel.id}`);
    expect(admin.json().docs).toEqual(expected);
    const one = (await dashboard(c.tokens.master, 'master', `?userId=${casual.user.id}`)).json().docs as B2cDashboard;
    expect(one.totals).toMatchObject({
      activePlayers: 1,
      players: 1,
      casinoPl: 10,
      deposits: 0,
      pendingDepositCount: 1,
      pendingDeposits: 500,
    });
  });

  it('reads only the IST days asked', async () => {
    const res = await dashboard(c.tokens.agent, 'agent', `?startDate=${yesterday}&endDate=${yesterday}`);
    expect(res.statusCode, res.body).toBe(200);
    const docs = res.json().docs as B2cDashboard;
    expect(docs.days.map((d) => d.day)).toEqual([yesterday]);
    expect(docs.totals).toMatchObject({ pl: 50, activePlayers: 1, deposits: 0, newPlayers: 0 });
  });

  it('answers 403 outside the caller’s reach and for players, 400 for bad ranges', async () => {
    const other = await signedInChain(t.db);
    const outside = await dashboard(other.tokens.master, 'master', `?userId=${player.user.id}`);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe(DASHBOARD_MESSAGES.notInDownline);
    const upline = await dashboard(c.tokens.master, 'master', `?userId=${c.superMaster.id}`);
    expect(upline.statusCode).toBe(403);
    const label = await dashboard(other.tokens.whiteLabel, 'whiteLabel', `?whiteLabel=${c.site.whiteLabel.id}`);
    expect(label.statusCode).toBe(403);
    expect(label.json().message).toBe(DASHBOARD_MESSAGES.notYourWhiteLabel);
    expect((await dashboard(c.tokens.user, 'user')).statusCode).toBe(403);
    expect((await dashboard(c.tokens.agent, 'master')).statusCode).toBe(403);
    // Another chain sees none of these players.
    expect((await dashboard(other.tokens.master, 'master')).json().docs.totals).toMatchObject({
      players: 1,
      activePlayers: 0,
      deposits: 0,
      pl: 0,
    });

    const long = await dashboard(c.tokens.agent, 'agent', '?startDate=2020-01-01&endDate=2020-12-31');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(DASHBOARD_MESSAGES.rangeTooLong);
    for (const q of ['?startDate=2020-02-30', '?endDate=yesterday', '?userId=abc', '?whiteLabel=1']) {
      expect((await dashboard(c.tokens.agent, 'agent', q)).statusCode, q).toBe(400);
    }
    const swapped = await dashboard(
      c.tokens.agent,
      'agent',
      `?startDate=${today}&endDate=${new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10)}`,
    );
    expect(swapped.statusCode).toBe(200);
  });
});
