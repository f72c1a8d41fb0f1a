import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_MESSAGES, bonusWageringMessage, type PaymentMethod, type PlReport, type Pts } from '@backlay/contract';
import { checkLedger } from '../../src/modules/ledger/index.js';
import { body as ptsBody, transfer, type SignedInChain } from '../ledger/helpers.js';
import {
  bankWithdraw,
  call,
  countRows,
  moneySetup,
  newBankAccount,
  newMethod,
  newPlayer,
  type MoneyTestApp,
} from '../money/money-helpers.js';
import { decide, newOffer, postDeposit, settledBet, walletBalance } from './bonus-helpers.js';

/**
 * A deposit bonus in the money figures: the pts call's bonusPts, the Profit And Loss Report's
 * deposit bonus, and the withdrawal rule that keeps a bonus still being wagered in the wallet
 * (bonuses contract: "Withdrawal while a bonus is being wagered").
 */

let t: MoneyTestApp;
let c: SignedInChain;
let upi: PaymentMethod;
let bank: PaymentMethod;
/** A withdraw type with a low minimum, for small amounts. */
let small: PaymentMethod;
beforeAll(async () => {
  ({ t, c, upi, bank } = await moneySetup({ fundRupees: 1_000_000, methods: ['upi', 'bank'] }));
  small = await newMethod(t, c, 'paymentMethodType', { ...bankWithdraw, paymentName: 'Small Bank', minAmount: 10 });
});
afterAll(async () => t.close());

/** A player whose ₹1,000 deposit with a 10 % offer (wagering `wagering` times) was approved: ₹1,100 in the wallet. */
async function playerWithBonus(wagering: number) {
  const offer = await newOffer(t, c, { title: `Ten percent x${wagering}`, percentage: 10, wagering });
  const p = await newPlayer(t, c);
  const dep = (await postDeposit(t, p.token, { depositTypeId: upi._id, amount: '1000', bonusId: offer._id })).json().docs;
  const approved = await decide(t, c, dep._id, 'approve');
  expect(approved.statusCode, approved.body).toBe(200);
  expect(await walletBalance(t, p.user.id)).toBe(110_000n);
  return p;
}

const addAccount = (token: string, method = bank): Promise<string> => newBankAccount(t, token, method);

describe('bonusPts', () => {
  it('counts the bonus credited with a deposit; the staff member who approved it has none', async () => {
    const p = await playerWithBonus(0);
    const pts = (await call(t, p.token, 'GET', '/api/user/pts')).json().docs as Pts;
    expect(pts).toMatchObject({ pts: 1100, availablePts: 1100, bonusPts: 100 });
    const agent = (await call(t, c.tokens.agent, 'GET', '/api/agent/pts')).json().docs as Pts;
    expect(agent.bonusPts).toBe(0);
  });

  it('is 0 for a deposit approved without an offer', async () => {
    const p = await newPlayer(t, c);
    const dep = (await postDeposit(t, p.token, { depositTypeId: upi._id, amount: '500', bonusId: '100001' })).json().docs;
    expect((await decide(t, c, dep._id, 'approve')).statusCode).toBe(200);
    expect(((await call(t, p.token, 'GET', '/api/user/pts')).json().docs as Pts).bonusPts).toBe(0);
  });
});

describe('the Profit And Loss Report', () => {
  it("fills the deposit line's totalBonus from the ledger and counts it in the net", async () => {
    const p = await playerWithBonus(0);
    const res = await call(t, p.token, 'GET', '/api/user/game/report');
    expect(res.statusCode, res.body).toBe(200);
    const docs = res.json().docs as PlReport;
    expect(docs.deposit).toEqual([{ totalAmount: 1000, totalBonus: 100 }]);
    expect(docs.withdraw).toEqual([]);
    expect(docs.totals).toMatchObject({ depositWithdrawNet: 1100, total: 1100 });
    // Staff reading the whole downline see the same bonus among their players' deposits.
    const staff = (await call(t, c.tokens.agent, 'GET', `/api/agent/game/report?userId=${p.user.id}`)).json().docs as PlReport;
    expect(staff.deposit).toEqual([{ totalAmount: 1000, totalBonus: 100 }]);
  });
});

describe('withdrawing while a bonus is being wagered', () => {
  it('keeps the bonus in the wallet until its wagering is met, then lets all of it go', async () => {
    const p = await playerWithBonus(3); // ₹100 bonus, ₹300 of settled stakes to wager
    const accountId = await addAccount(p.token);
    const before = { rows: await countRows(t, 'withdraw_requests') };

    const over = await call(t, p.token, 'POST', '/api/user/withdraw', { amount: '1001', accountId });
    expect([over.statusCode, over.json().message]).toEqual([400, bonusWageringMessage(100, 1000)]);
    expect(over.json().message).toBe('Bonus of 100 is not wagered yet, you can withdraw up to 1000');
    const all = await call(t, p.token, 'POST', '/api/user/withdraw', { amount: '1100', accountId });
    expect(all.json().message).toBe(bonusWageringMessage(100, 1000));
    // More than the wallet holds is still its own message of docs/product.md §8.
    const more = await call(t, p.token, 'POST', '/api/user/withdraw', { amount: '5000', accountId });
    expect(more.json().message).toBe(MONEY_MESSAGES.overUserBalance);
    expect(await countRows(t, 'withdraw_requests')).toBe(before.rows);
    const pts = (await call(t, p.token, 'GET', '/api/user/pts')).json().docs as Pts;
    expect(pts.availablePts).toBe(1100);

    // Part of the wagering: still held back.
    t.clock.advance(1_000);
    await settledBet(t, c, p.user.id, 29_999);
    expect((await call(t, p.token, 'POST', '/api/user/withdraw', { amount: '1100', accountId })).json().message).toBe(
      bonusWageringMessage(100, 1000),
    );
    // Met: the whole wallet may go.
    await settledBet(t, c, p.user.id, 1);
    const ok = await call(t, p.token, 'POST', '/api/user/withdraw', { amount: '1100', accountId });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(MONEY_MESSAGES.withdrawRequestAdded);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('lets the deposit itself go while the bonus is wagered', async () => {
    const p = await playerWithBonus(5);
    const accountId = await addAccount(p.token);
    const ok = await call(t, p.token, 'POST', '/api/user/withdraw', { amount: '1000', accountId });
    expect(ok.statusCode, ok.body).toBe(200);
    const pts = (await call(t, p.token, 'GET', '/api/user/pts')).json().docs as Pts;
    expect(pts).toMatchObject({ pts: 1100, availablePts: 100 });
  });

  it('names 0 as the most when the wallet holds less than the bonus', async () => {
    const p = await playerWithBonus(10);
    const accountId = await addAccount(p.token, small);
    // The upline takes back ₹1,010 (as lost play would): ₹90 left, less than the ₹100 bonus.
    const back = await transfer(t.app, c.tokens.branch, 'branch', ptsBody(p.user.id, 1010, 'subtract'));
    expect(back.statusCode, back.body).toBe(200);
    const res = await call(t, p.token, 'POST', '/api/user/withdraw', { amount: '50', accountId });
    expect([res.statusCode, res.json().message]).toEqual([400, bonusWageringMessage(100, 0)]);
    expect(((await call(t, p.token, 'GET', '/api/user/pts')).json().docs as Pts).availablePts).toBe(90);
  });
});
