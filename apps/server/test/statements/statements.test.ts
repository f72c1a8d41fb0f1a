import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_MESSAGES, type PaymentMethod, type Statement, type TransactionList } from '@backlay/contract';
import { istDayOf } from '@backlay/domain';
import type { UserRow } from '../../src/lib/context.js';
import { issuanceAccountId, postEntry, walletAccountId } from '../../src/modules/ledger/index.js';
import { newUser } from '../factories.js';
import { CODE, fundChain, signIn, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { bankWithdraw, call, createMoneyTestApp, newMethod, upiDeposit, type MoneyTestApp } from '../money/money-helpers.js';
import { approvedDeposit as depositApproved, approvedWithdrawal as withdrawalApproved } from '../money/money-helpers.js';

/**
 * GET api/{role}/transaction and GET api/{role}/accountStatement on a real database: a deposit
 * and a withdrawal through the real calls, an upline credit through the real transfer call,
 * back-dated entries through the ledger service; filters, ranges, paging, running and opening
 * balances; who may read whose wallet.
 */

let t: MoneyTestApp;
let c: SignedInChain;
let upi: PaymentMethod;
let bank: PaymentMethod;

const DAY = 86_400_000;

beforeAll(async () => {
  t = await createMoneyTestApp();
  c = await signedInChain(t.db);
  await fundChain(t.app, c, 1_000_000);
  upi = await newMethod(t, c, 'depositType', upiDeposit);
  bank = await newMethod(t, c, 'paymentMethodType', bankWithdraw);
});
afterAll(async () => t.close());

const get = (token: string, role: string, path: string) => call(t, token, 'GET', `/api/${role}/${path}`);

/** A back-dated movement of the player's wallet (a settlement: betting P/L). */
async function settlementAt(user: UserRow, paise: number, at: Date): Promise<void> {
  await t.db.transaction(async (tx) =>
    postEntry(tx, {
      kind: 'bet_settlement',
      reference: 'market:none',
      memo: 'Settled market none (declaration 1)',
      at,
      lines: [
        { accountId: await issuanceAccountId(tx), amount: BigInt(-paise) },
        { accountId: await walletAccountId(tx, user.id), amount: BigInt(paise) },
      ],
    }),
  );
}

async function newFundedPlayer(rupees: number): Promise<{ user: UserRow; token: string }> {
  const user = await newUser(t.db, { role: 'user', parent: c.branch });
  const res = await call(t, c.tokens.branch, 'PATCH', '/api/branch/user/pts', {
    userId: user.id,
    amount: rupees,
    action: 'add',
    remarks: 'opening credit',
    transactionCode: CODE,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { user, token: await signIn(t.db, user) };
}

const approvedDeposit = (user: Parameters<typeof depositApproved>[3], amount: string) => depositApproved(t, c, upi, user, amount);
const approvedWithdrawal = (token: string, amount: number) => withdrawalApproved(t, c, bank, token, amount);

describe('a player with credit, a deposit, a withdrawal and settlements', () => {
  let player: { user: UserRow; token: string };

  beforeAll(async () => {
    player = await newFundedPlayer(1_000);
    // Ten days ago: outside the default 7-day range.
    await settlementAt(player.user, 250_00, new Date(t.app.ctx.clock.now().getTime() - 10 * DAY));
    await approvedDeposit(player.user, '500');
    await approvedWithdrawal(player.token, 600);
    await settlementAt(player.user, -50_00, t.app.ctx.clock.now());
  });

  it('lists every movement newest first with the balance after each', async () => {
    const res = await get(player.token, 'user', 'transaction');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as TransactionList;
    expect(list.totalDocs).toBe(5);
    expect(list.docs.map((d) => [d.kind, d.credit, d.debit, d.balance])).toEqual([
      ['bet_settlement', 0, 50, 1_100],
      ['withdraw_payout', 0, 600, 1_150],
      ['deposit', 500, 0, 1_750],
      ['upline_credit', 1_000, 0, 1_250],
      // Back-dated ten days: first in time, so its balance starts the history.
      ['bet_settlement', 250, 0, 250],
    ]);
    expect(list.docs[3]!.description).toBe('Points added by upline');
    expect(list.docs[3]!.remarks).toBe('opening credit');
    expect(list.docs[2]!.category).toBe('depositWithdraw');
    expect(list.docs[0]!.category).toBe('bettingPl');
  });

  it('filters debits and credits, and pages with the page info of docs/product.md', async () => {
    const debits = (await get(player.token, 'user', 'transaction?type=debit')).json() as TransactionList;
    expect(debits.docs.map((d) => d.debit)).toEqual([50, 600]);
    expect(debits.docs.every((d) => d.credit === 0)).toBe(true);
    const credits = (await get(player.token, 'user', 'transaction?type=credit&limit=2&page=2')).json() as TransactionList;
    expect(credits).toMatchObject({ totalDocs: 3, totalPages: 2, showingFrom: 3, showingTo: 3, previousPage: true, nextPage: false });
    expect(credits.docs.map((d) => d.credit)).toEqual([250]);
    const past = (await get(player.token, 'user', 'transaction?page=9&limit=2')).json() as TransactionList;
    expect(past).toMatchObject({ docs: [], totalDocs: 5, totalPages: 3 });
  });

  it('states the default range (last 7 days) with its opening and closing balance', async () => {
    const res = await get(player.token, 'user', 'accountStatement');
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json() as Statement;
    const today = istDayOf(t.app.ctx.clock.now());
    expect(s.endDate).toBe(today);
    expect(s.startDate).toBe(istDayOf(new Date(t.app.ctx.clock.now().getTime() - 6 * DAY)));
    // The credit came in today too, the 250 settlement ten days ago is before the range.
    expect(s.openingBalance).toBe(250);
    expect(s.closingBalance).toBe(1_100);
    expect(s.docs.map((d) => d.balance)).toEqual([1_100, 1_150, 1_750, 1_250]);
  });

  it('filters by category and keeps the true running balance', async () => {
    const dw = (await get(player.token, 'user', 'accountStatement?filter=depositWithdraw')).json() as Statement;
    expect(dw.docs.map((d) => [d.kind, d.balance])).toEqual([
      ['withdraw_payout', 1_150],
      ['deposit', 1_750],
      ['upline_credit', 1_250],
    ]);
    const pl = (await get(player.token, 'user', 'accountStatement?filter=bettingPl')).json() as Statement;
    expect(pl.docs.map((d) => [d.description, d.debit])).toEqual([['Bet settled', 50]]);
    const sb = (await get(player.token, 'user', 'accountStatement?filter=sportsBook')).json() as Statement;
    expect(sb).toMatchObject({ docs: [], totalDocs: 0, totalPages: 1, openingBalance: 250, closingBalance: 1_100 });
  });

  it('reads a chosen IST day range, and an old range alone', async () => {
    const day = istDayOf(new Date(t.app.ctx.clock.now().getTime() - 10 * DAY));
    const s = (await get(player.token, 'user', `accountStatement?startDate=${day}&endDate=${day}`)).json() as Statement;
    expect(s).toMatchObject({ openingBalance: 0, closingBalance: 250, totalDocs: 1, startDate: day, endDate: day });
    const tx = (await get(player.token, 'user', `transaction?startDate=${day}&endDate=${day}`)).json() as TransactionList;
    expect(tx.docs.map((d) => d.balance)).toEqual([250]);
  });

  it('lets the upline read the player, and refuses staff outside the downline', async () => {
    const mine = await get(c.tokens.agent, 'agent', `accountStatement?userId=${player.user.id}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as Statement).closingBalance).toBe(1_100);
    const other = await signedInChain(t.db);
    const res = await get(other.tokens.agent, 'agent', `transaction?userId=${player.user.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(STATEMENT_MESSAGES.notInDownline);
    const unknown = await get(c.tokens.agent, 'agent', 'transaction?userId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(403);
  });

  it("refuses a player reading another's wallet", async () => {
    const res = await get(c.tokens.user, 'user', `transaction?userId=${player.user.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(STATEMENT_MESSAGES.notYourStatement);
  });
});

describe('staff and bad input', () => {
  it("reads a staff member's own wallet, with its transfers to the downline", async () => {
    const res = await get(c.tokens.branch, 'branch', 'transaction?type=debit');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as TransactionList;
    expect(list.docs.length).toBeGreaterThan(0);
    expect(list.docs.every((d) => d.kind === 'upline_credit' && d.description === 'Points added to downline')).toBe(true);
  });

  it.each([
    ['transaction?type=sideways', 'type'],
    ['transaction?page=0', 'page'],
    ['accountStatement?filter=casino', 'filter'],
    ['accountStatement?startDate=2026-02-30', 'startDate'],
    ['transaction?userId=nope', 'userId'],
  ])('%s is a 400 naming %s', async (path, field) => {
    const res = await get(c.tokens.user, 'user', path);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(field);
  });

  it('needs a session and the right role in the path', async () => {
    expect((await call(t, null, 'GET', '/api/user/transaction')).statusCode).toBe(401);
    expect((await get(c.tokens.user, 'agent', 'accountStatement')).statusCode).toBe(403);
  });
});
