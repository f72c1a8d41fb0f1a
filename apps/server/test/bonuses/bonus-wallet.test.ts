import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, BONUS_MESSAGES, type BonusWalletFigures, type BonusWalletRow, type PaymentMethod } from '@backlay/contract';
import { istDayOf } from '@backlay/domain';
import { checkLedger } from '../../src/modules/ledger/index.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { call, moneySetup, newPlayer, type MoneyTestApp } from '../money/money-helpers.js';
import { decide, newOffer, postDeposit, promotionsBalance, settledBet } from './bonus-helpers.js';

/**
 * GET api/{role}/bonus/wallet: the promotions account's figures agree with the ledger after
 * deposit bonuses; only the administrator and the label's own whiteLabel read it; B2B labels
 * have none.
 */

let t: MoneyTestApp;
let c: SignedInChain;
let upi: PaymentMethod;
/** The player of the bonus that waits for 2,000 of turnover. */
let wageringPlayerId: string;
beforeAll(async () => {
  ({ t, c, upi } = await moneySetup({ fundRupees: 1_000_000, methods: ['upi'] }));
});
afterAll(async () => t.close());

interface WalletAnswer {
  docs: BonusWalletRow[];
  figures: BonusWalletFigures;
  totalDocs: number;
  startDate: string;
  endDate: string;
}

const walletOf = async (token: string, role: string, query = '') => call(t, token, 'GET', `/api/${role}/bonus/wallet${query}`);

async function approvedBonus(offerId: string, amount: string) {
  const p = await newPlayer(t, c);
  const dep = (await postDeposit(t, p.token, { depositTypeId: upi._id, amount, bonusId: offerId })).json().docs;
  expect((await decide(t, c, dep._id, 'approve')).statusCode).toBe(200);
  return p;
}

describe('bonus wallet figures', () => {
  it('match the promotions account after deposit bonuses, split into locked and released', async () => {
    const empty = await walletOf(c.tokens.whiteLabel, 'whiteLabel');
    expect(empty.statusCode).toBe(200);
    expect((empty.json() as WalletAnswer).figures).toMatchObject({ paidTotal: 0, paidInRange: 0, locked: 0, released: 0 });

    const plain = await newOffer(t, c, { title: 'Plain', percentage: 10 });
    const wagered = await newOffer(t, c, { title: 'Wagered', percentage: 20, wagering: 5 });
    const a = await approvedBonus(plain._id, '1001'); // 100.10, released at once
    const b = await approvedBonus(wagered._id, '2000'); // 400, locked until 2,000 is wagered
    wageringPlayerId = b.user.id;
    // A claim that is never decided gives nothing.
    const waiting = await newPlayer(t, c);
    expect((await postDeposit(t, waiting.token, { depositTypeId: upi._id, amount: '500', bonusId: plain._id })).statusCode).toBe(200);

    const promo = await promotionsBalance(t, c.site.whiteLabel.id);
    expect(promo).toBe(-50_010n);
    const res = await walletOf(c.tokens.whiteLabel, 'whiteLabel');
    expect(res.statusCode).toBe(200);
    const body = res.json() as WalletAnswer;
    expect(body.figures).toEqual({
      whiteLabelId: c.site.whiteLabel.id,
      whiteLabelName: c.site.whiteLabel.name,
      paidTotal: 500.1,
      paidInRange: 500.1,
      locked: 400,
      released: 100.1,
    });
    expect(Number(-promo) / 100).toBe(body.figures.paidTotal);
    expect(body.figures.locked + body.figures.released).toBe(body.figures.paidTotal);
    expect(body.endDate).toBe(istDayOf(new Date()));

    expect(body.totalDocs).toBe(3);
    const byUser = new Map(body.docs.map((d) => [d.userName, d]));
    expect(byUser.get(a.user.userName)).toMatchObject({
      kind: 'deposit',
      title: 'Plain',
      status: 'completed',
      bonusAmount: 100.1,
      depositAmount: 1001,
    });
    expect(byUser.get(b.user.userName)).toMatchObject({
      title: 'Wagered',
      status: 'active',
      bonusAmount: 400,
      wageringRequired: 2000,
      wageringDone: 0,
    });
    expect(byUser.get(waiting.user.userName)).toMatchObject({ status: 'awaiting', creditedAt: null });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('counts a range by IST days, and searches and pages the list', async () => {
    const old = (await walletOf(c.tokens.whiteLabel, 'whiteLabel', '?startDate=2020-01-01&endDate=2020-01-31')).json() as WalletAnswer;
    expect(old.figures.paidInRange).toBe(0);
    expect(old.figures.paidTotal).toBe(500.1);
    expect(old.docs).toEqual([]);
    expect([old.startDate, old.endDate]).toEqual(['2020-01-01', '2020-01-31']);
    expect((await walletOf(c.tokens.whiteLabel, 'whiteLabel', '?startDate=2026-02-31')).statusCode).toBe(400);

    const all = (await walletOf(c.tokens.whiteLabel, 'whiteLabel')).json() as WalletAnswer;
    const one = all.docs[0]!;
    const found = (
      await walletOf(c.tokens.whiteLabel, 'whiteLabel', `?search=${encodeURIComponent(one.userName.slice(1, -1))}`)
    ).json() as WalletAnswer;
    expect(found.docs.map((d) => d._id)).toEqual([one._id]);
    const paged = (await walletOf(c.tokens.whiteLabel, 'whiteLabel', '?limit=2&page=2')).json() as WalletAnswer;
    expect(paged).toMatchObject({ totalDocs: 3, totalPages: 2, showingFrom: 3, showingTo: 3 });
    expect(paged.docs).toHaveLength(1);
  });
});

describe('wagering moves a bonus from locked to released', () => {
  it('shows the progress, then releases the bonus once its turnover is met', async () => {
    await settledBet(t, c, wageringPlayerId, 150_000);
    const part = (await walletOf(c.tokens.whiteLabel, 'whiteLabel')).json() as WalletAnswer;
    expect(part.figures).toMatchObject({ locked: 400, released: 100.1 });
    expect(part.docs.find((d) => d.userId === wageringPlayerId)).toMatchObject({ status: 'active', wageringDone: 1500 });

    await settledBet(t, c, wageringPlayerId, 60_000);
    const met = (await walletOf(c.tokens.whiteLabel, 'whiteLabel')).json() as WalletAnswer;
    expect(met.figures).toMatchObject({ locked: 0, released: 500.1, paidTotal: 500.1 });
    expect(met.docs.find((d) => d.userId === wageringPlayerId)).toMatchObject({ status: 'completed', wageringDone: 2000 });
  });
});

describe('who reads a bonus wallet', () => {
  it('the administrator reads the label it names; a whiteLabel only its own', async () => {
    const admin = await walletOf(c.tokens.administrator, 'administrator', `?whiteLabelId=${c.site.whiteLabel.id}`);
    expect(admin.statusCode).toBe(200);
    expect((admin.json() as WalletAnswer).figures.paidTotal).toBe(500.1);
    const missing = await walletOf(c.tokens.administrator, 'administrator');
    expect(missing.statusCode).toBe(400);
    const unknown = await walletOf(c.tokens.administrator, 'administrator', '?whiteLabelId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);

    const other = await signedInChain(t.db);
    const foreign = await walletOf(other.tokens.whiteLabel, 'whiteLabel', `?whiteLabelId=${c.site.whiteLabel.id}`);
    // From its own site, naming another label is refused by the site check.
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(AUTH_MESSAGES.whiteLabelMismatch);
    const own = (await walletOf(other.tokens.whiteLabel, 'whiteLabel')).json() as WalletAnswer;
    expect(own.figures).toMatchObject({ whiteLabelId: other.site.whiteLabel.id, paidTotal: 0 });
    expect(own.docs).toEqual([]);
  });

  it('a B2B label has no bonus wallet: 403 with a clear message', async () => {
    const b2b = await signedInChain(t.db, { type: 'b2b' });
    const own = await walletOf(b2b.tokens.whiteLabel, 'whiteLabel');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(BONUS_MESSAGES.walletB2cOnly);
    const named = await walletOf(c.tokens.administrator, 'administrator', `?whiteLabelId=${b2b.site.whiteLabel.id}`);
    expect(named.statusCode).toBe(403);
    expect(named.json().message).toBe(BONUS_MESSAGES.walletB2cOnly);
  });

  it('players and staff below the white label get 403', async () => {
    for (const [token, role] of [
      [c.tokens.user, 'user'],
      [c.tokens.admin, 'admin'],
      [c.tokens.agent, 'agent'],
    ] as const) {
      const res = await walletOf(token, role);
      expect(res.statusCode, role).toBe(403);
    }
    expect((await walletOf(c.tokens.user, 'whiteLabel')).statusCode).toBe(403);
    expect((await call(t, null, 'GET', '/api/whiteLabel/bonus/wallet')).statusCode).toBe(401);
  });
});
