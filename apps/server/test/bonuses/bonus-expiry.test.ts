import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BONUS_MESSAGES,
  MONEY_MESSAGES,
  bonusWageringMessage,
  type BonusWalletRow,
  type PaymentMethod,
  type UserBonus,
} from '@backlay/contract';
import { istDayOf } from '@backlay/domain';
import { sessions } from '../../src/db/schema/index.js';
import { unreleasedBonusPaise } from '../../src/modules/bonuses/index.js';
import { checkLedger } from '../../src/modules/ledger/index.js';
import { CODE, body as ptsBody, transfer, type SignedInChain } from '../ledger/helpers.js';
import { call, moneySetup, newBankAccount, newPlayer, type MoneyTestApp } from '../money/money-helpers.js';
import { decide, entriesOfWallet, newOffer, postDeposit, promotionsBalance, settledBet, walletBalance } from './bonus-helpers.js';

/**
 * Bonus expiry (bonuses contract, "Expiry"): an offer's `validityDays` gives each bonus credited
 * from it an `expiresAt`; the expiry job then completes a bonus met by then, or takes back the
 * unwagered bonus (at most what the wallet has available) to the promotions account and marks it
 * expired, so it no longer holds back withdrawals. The job is run by hand after moving the clock.
 */

const DAY_MS = 86_400_000;

let t: MoneyTestApp;
let c: SignedInChain;
let upi: PaymentMethod;
let bank: PaymentMethod;
beforeAll(async () => {
  ({ t, c, upi, bank } = await moneySetup({ fundRupees: 1_000_000, methods: ['upi', 'bank'] }));
});
afterAll(async () => t.close());

/** Sessions are signed in for 24 h of real time: keep them alive on the moved clock. */
async function keepSessions(): Promise<void> {
  await t.db.update(sessions).set({ expiresAt: new Date(t.clock.now().getTime() + DAY_MS), lastSeenAt: t.clock.now() });
}

async function advance(ms: number): Promise<void> {
  t.clock.advance(ms);
  await keepSessions();
}

const offerCall = (method: 'POST' | 'PUT', fields: Record<string, unknown>) =>
  call(t, c.tokens.whiteLabel, method, '/api/whiteLabel/setting/bonus', { transactionCode: CODE, ...fields });

/** A player whose ₹1,000 deposit with a 10 % offer was approved: ₹1,100 in the wallet, its bonus read back. */
async function playerWithBonus(offer: { wagering: number; validityDays?: number }) {
  const made = await newOffer(t, c, { title: `Ten percent x${offer.wagering}`, percentage: 10, ...offer });
  const p = await newPlayer(t, c);
  await keepSessions();
  const dep = (await postDeposit(t, p.token, { depositTypeId: upi._id, amount: '1000', bonusId: made._id })).json().docs;
  const approved = await decide(t, c, dep._id, 'approve');
  expect(approved.statusCode, approved.body).toBe(200);
  expect(await walletBalance(t, p.user.id)).toBe(110_000n);
  return { ...p, bonus: await bonusOf(p.token) };
}

async function bonusOf(token: string): Promise<UserBonus> {
  const res = await call(t, token, 'GET', '/api/user/bonus');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().docs as UserBonus[])[0]!;
}

const addAccount = (token: string): Promise<string> => newBankAccount(t, token, bank);

describe('an offer sets how long its bonuses last', () => {
  it('takes whole days from 1 to 365, or none', async () => {
    for (const bad of [0, 366, 1.5, -3, 'ten', '12.5']) {
      const res = await offerCall('POST', { title: 'Bad validity', percentage: 10, validityDays: bad });
      expect([res.statusCode, res.json().message], String(bad)).toEqual([400, BONUS_MESSAGES.validityInvalid]);
    }
    const plain = await offerCall('POST', { title: 'No expiry', percentage: 10 });
    expect(plain.json().docs.validityDays).toBeNull();
    const week = await offerCall('POST', { title: 'One week', percentage: 10, validityDays: 7 });
    expect(week.statusCode, week.body).toBe(200);
    expect(week.json().docs.validityDays).toBe(7);

    const bonusId = week.json().docs._id as string;
    expect((await offerCall('PUT', { bonusId, validityDays: '30' })).json().docs.validityDays).toBe(30);
    expect((await offerCall('PUT', { bonusId, validityDays: 400 })).json().message).toBe(BONUS_MESSAGES.validityInvalid);
    expect((await offerCall('PUT', { bonusId, validityDays: '' })).json().docs.validityDays).toBeNull();
    expect((await offerCall('PUT', { bonusId, validityDays: 365 })).json().docs.validityDays).toBe(365);
    expect((await offerCall('PUT', { bonusId, validityDays: null })).json().docs.validityDays).toBeNull();
  });
});

describe('a bonus whose wagering is not met in time', () => {
  it('expires: the bonus goes back to the promotions account and withdrawals are free', async () => {
    const p = await playerWithBonus({ wagering: 3, validityDays: 7 });
    expect(p.bonus).toMatchObject({ status: 'active', bonusAmount: 100, wageringRequired: 300 });
    expect(p.bonus.expiresAt).toBe(new Date(Date.parse(p.bonus.creditedAt!) + 7 * DAY_MS).toISOString());
    const accountId = await addAccount(p.token);
    expect((await call(t, p.token, 'POST', '/api/user/withdraw', { amount: '1100', accountId })).json().message).toBe(
      bonusWageringMessage(100, 1000),
    );
    const promo = await promotionsBalance(t, c.site.whiteLabel.id);

    // A minute before the expiry nothing happens.
    await advance(7 * DAY_MS - 60_000);
    await settledBet(t, c, p.user.id, 10_000); // some wagering, not enough
    expect(await t.app.bonusExpiry.runOnce()).toEqual({ expired: 0, completed: 0 });
    expect(await bonusOf(p.token)).toMatchObject({ status: 'active', wageringDone: 100 });

    await advance(2 * 60_000);
    // Stakes settled after the expiry do not save it.
    await settledBet(t, c, p.user.id, 50_000);
    expect(await t.app.bonusExpiry.runOnce()).toEqual({ expired: 1, completed: 0 });
    expect(await bonusOf(p.token)).toMatchObject({ status: 'expired', expiresAt: p.bonus.expiresAt });
    expect(await walletBalance(t, p.user.id)).toBe(100_000n);
    expect(await promotionsBalance(t, c.site.whiteLabel.id)).toBe(promo + 10_000n);
    const last = (await entriesOfWallet(t, p.user.id)).at(-1)!;
    expect(last.kind).toBe('bonus');
    expect(last.postings.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'promotions', amount: 10_000n },
      { kind: 'wallet', amount: -10_000n },
    ]);
    expect(await unreleasedBonusPaise(t.db, p.user.id)).toBe(0n);
    expect((await call(t, p.token, 'GET', '/api/user/bonus?status=pending')).json().docs).toEqual([]);

    // Once only.
    expect(await t.app.bonusExpiry.runOnce()).toEqual({ expired: 0, completed: 0 });
    expect(await walletBalance(t, p.user.id)).toBe(100_000n);
    expect(await promotionsBalance(t, c.site.whiteLabel.id)).toBe(promo + 10_000n);

    // The whole wallet may go now.
    const ok = await call(t, p.token, 'POST', '/api/user/withdraw', { amount: '1000', accountId });
    expect([ok.statusCode, ok.json().message]).toEqual([200, MONEY_MESSAGES.withdrawRequestAdded]);

    // Staff see it expired in the bonus wallet, and it no longer counts as locked.
    const today = istDayOf(t.clock.now());
    const from = istDayOf(new Date(Date.parse(p.bonus.createdAt)));
    const wallet = await call(t, c.tokens.whiteLabel, 'GET', `/api/whiteLabel/bonus/wallet?startDate=${from}&endDate=${today}`);
    expect(wallet.statusCode, wallet.body).toBe(200);
    const row = (wallet.json().docs as BonusWalletRow[]).find((r) => r._id === p.bonus._id);
    expect(row).toMatchObject({ status: 'expired', expiresAt: p.bonus.expiresAt, wageringDone: 100 });
    expect(wallet.json().figures.locked).toBe(0);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('takes back only the points the player still has available', async () => {
    const p = await playerWithBonus({ wagering: 10, validityDays: 1 });
    // The upline takes back ₹1,010 (as lost play would): ₹90 left, less than the ₹100 bonus.
    const back = await transfer(t.app, c.tokens.branch, 'branch', ptsBody(p.user.id, 1010, 'subtract'));
    expect(back.statusCode, back.body).toBe(200);
    const promo = await promotionsBalance(t, c.site.whiteLabel.id);

    await advance(DAY_MS + 1);
    expect(await t.app.bonusExpiry.runOnce()).toEqual({ expired: 1, completed: 0 });
    expect(await bonusOf(p.token)).toMatchObject({ status: 'expired' });
    expect(await walletBalance(t, p.user.id)).toBe(0n);
    expect(await promotionsBalance(t, c.site.whiteLabel.id)).toBe(promo + 9_000n);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('takes nothing from an empty wallet, yet still expires', async () => {
    const p = await playerWithBonus({ wagering: 10, validityDays: 1 });
    expect((await transfer(t.app, c.tokens.branch, 'branch', ptsBody(p.user.id, 1100, 'subtract'))).statusCode).toBe(200);
    const entries = (await entriesOfWallet(t, p.user.id)).length;
    await advance(DAY_MS + 1);
    expect(await t.app.bonusExpiry.runOnce()).toEqual({ expired: 1, completed: 0 });
    expect(await bonusOf(p.token)).toMatchObject({ status: 'expired' });
    expect(await entriesOfWallet(t, p.user.id)).toHaveLength(entries);
    expect(await walletBalance(t, p.user.id)).toBe(0n);
  });
});

describe('a bonus that does not run out', () => {
  it('is completed, not taken back, when its wagering was met before the expiry', async () => {
    const p = await playerWithBonus({ wagering: 3, validityDays: 2 });
    await advance(DAY_MS);
    await settledBet(t, c, p.user.id, 30_000); // met; nobody reads the bonus before it expires
    await advance(DAY_MS + 1);
    expect(await t.app.bonusExpiry.runOnce()).toEqual({ expired: 0, completed: 1 });
    expect(await bonusOf(p.token)).toMatchObject({ status: 'completed', wageringDone: 300 });
    expect(await walletBalance(t, p.user.id)).toBe(110_000n);
  });

  it('has no expiry when its offer has none, or asks no wagering', async () => {
    const open = await playerWithBonus({ wagering: 3 });
    const free = await playerWithBonus({ wagering: 0, validityDays: 3 });
    expect(open.bonus).toMatchObject({ status: 'active', expiresAt: null });
    expect(free.bonus).toMatchObject({ status: 'completed', expiresAt: null });
    await advance(400 * DAY_MS);
    expect(await t.app.bonusExpiry.runOnce()).toEqual({ expired: 0, completed: 0 });
    expect(await bonusOf(open.token)).toMatchObject({ status: 'active' });
    expect(await walletBalance(t, open.user.id)).toBe(110_000n);
  });
});
