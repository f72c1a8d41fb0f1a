import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BONUS_MESSAGES, type PaymentMethod, type UserBonus } from '@backlay/contract';
import { checkLedger } from '../../src/modules/ledger/index.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { call, countRows, moneyChain, moneySetup, newPlayer, type MoneyTestApp } from '../money/money-helpers.js';
import { decide, entriesOfWallet, newOffer, postDeposit, promotionsBalance, setReferral, walletBalance } from './bonus-helpers.js';

/**
 * A deposit with a bonus: the claim at request time (POST api/user/deposit, multipart), the
 * credit of deposit plus bonus in ONE journal entry on approval (PATCH api/{role}/deposit), no
 * credit on rejection, the referrer's bonus on a first deposit, and a balanced ledger.
 */

let t: MoneyTestApp;
let c: SignedInChain;
let upi: PaymentMethod;
beforeAll(async () => {
  ({ t, c, upi } = await moneySetup({ fundRupees: 1_000_000, methods: ['upi'] }));
});
afterAll(async () => t.close());

const bonusesOf = async (token: string, status = 'all') =>
  (await call(t, token, 'GET', `/api/user/bonus?status=${status}`)).json().docs as UserBonus[];

describe('claiming an offer with a deposit request', () => {
  it('records an awaiting bonus with what the amount would bring', async () => {
    const offer = await newOffer(t, c, { title: 'Ten', percentage: 10, min: 500, max: 20_000, maxBonusAmount: 1_000 });
    const p = await newPlayer(t, c);
    const res = await postDeposit(t, p.token, { depositTypeId: upi._id, amount: '2505', bonusId: offer._id });
    expect(res.statusCode).toBe(200);
    expect(res.json().docs).toMatchObject({ bonusId: offer._id, status: 'pending' });
    const [b] = await bonusesOf(p.token, 'pending');
    // 10 % of 2,505 = 250.50 (a player deposits whole rupees; the paisa rounding is in the domain's bonus.test.ts).
    expect(b).toMatchObject({
      kind: 'deposit',
      bonusId: offer._id,
      title: 'Ten',
      status: 'awaiting',
      depositAmount: 2505,
      bonusAmount: 250.5,
      count: 1,
    });
    expect(await walletBalance(t, p.user.id)).toBe(0n);
  });

  it('refuses an amount outside the offer with the drawer’s warning, and unknown, inactive or foreign offers with No Offer', async () => {
    const offer = await newOffer(t, c, { title: 'Range', percentage: 10, min: 1_000, max: 5_000 });
    const off = await newOffer(t, c, { title: 'Off', percentage: 10, active: false });
    const foreignChain = await signedInChain(t.db);
    const foreign = await newOffer(t, foreignChain, { title: 'Theirs', percentage: 10 });
    const p = await newPlayer(t, c);
    const before = await countRows(t, 'deposit_requests');
    const cases: [Record<string, string>, string][] = [
      [{ amount: '999', bonusId: offer._id }, BONUS_MESSAGES.offerNotApplied],
      [{ amount: '5001', bonusId: offer._id }, BONUS_MESSAGES.offerNotApplied],
      [{ amount: '2000', bonusId: off._id }, BONUS_MESSAGES.noOffer],
      [{ amount: '2000', bonusId: foreign._id }, BONUS_MESSAGES.noOffer],
      [{ amount: '2000', bonusId: 'junk' }, BONUS_MESSAGES.noOffer],
      [{ amount: '2000', bonusId: '00000000-0000-4000-8000-000000000000' }, BONUS_MESSAGES.noOffer],
    ];
    for (const [fields, message] of cases) {
      const res = await postDeposit(t, p.token, { depositTypeId: upi._id, amount: fields.amount!, bonusId: fields.bonusId! });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await countRows(t, 'deposit_requests')).toBe(before);
    expect(await bonusesOf(p.token)).toEqual([]);
    // 100001 is "no bonus".
    const none = await postDeposit(t, p.token, { depositTypeId: upi._id, amount: '2000', bonusId: '100001' });
    expect(none.statusCode).toBe(200);
    expect(none.json().docs.bonusId).toBeNull();
  });
});

describe('staff decide a deposit with a bonus', () => {
  it('approval credits deposit and bonus once, in one journal entry, the bonus from the promotions account', async () => {
    const { c: fresh, upi: method } = await moneyChain(t, { fundRupees: 1_000_000, methods: ['upi'] });
    const offer = await newOffer(t, fresh, { title: 'Capped', percentage: 25, min: 100, max: 50_000, maxBonusAmount: 500 });
    const p = await newPlayer(t, fresh);
    const dep = (await postDeposit(t, p.token, { depositTypeId: method._id, amount: '4000', bonusId: offer._id })).json().docs;
    const promoBefore = await promotionsBalance(t, fresh.site.whiteLabel.id);

    // Many deciders at once: one wins, and the deposit and bonus are credited once.
    const answers = await Promise.all(Array.from({ length: 12 }, () => decide(t, fresh, dep._id, 'approve')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    // 25 % of 4,000 = 1,000, capped at 500.
    expect(await walletBalance(t, p.user.id)).toBe(450_000n);
    expect(await promotionsBalance(t, fresh.site.whiteLabel.id)).toBe(promoBefore - 50_000n);
    const entries = await entriesOfWallet(t, p.user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.kind).toBe('deposit');
    const postings = entries[0]!.postings;
    expect(postings.reduce((s, x) => s + x.amount, 0n)).toBe(0n);
    expect(postings.filter((x) => x.kind === 'promotions').map((x) => x.amount)).toEqual([-50_000n]);
    expect(postings.filter((x) => x.amount > 0n).map((x) => x.amount)).toEqual([450_000n]);

    const [b] = await bonusesOf(p.token);
    expect(b).toMatchObject({ status: 'completed', bonusAmount: 500, depositAmount: 4000, wageringRequired: 0 });
    expect(b!.creditedAt).not.toBeNull();
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('a wagering offer leaves the bonus active with its progress until met', async () => {
    const offer = await newOffer(t, c, { title: 'Play through', percentage: 10, wagering: 5 });
    const p = await newPlayer(t, c);
    const dep = (await postDeposit(t, p.token, { depositTypeId: upi._id, amount: '1000', bonusId: offer._id })).json().docs;
    expect((await decide(t, c, dep._id, 'approve')).statusCode).toBe(200);
    const pending = await bonusesOf(p.token, 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: 'active', bonusAmount: 100, wageringRequired: 500, wageringDone: 0 });
    expect(await walletBalance(t, p.user.id)).toBe(110_000n);
  });

  it('an approved amount outside the offer gets no bonus (notApplied), only the deposit', async () => {
    const offer = await newOffer(t, c, { title: 'Big only', percentage: 10, min: 1_000 });
    const p = await newPlayer(t, c);
    const dep = (await postDeposit(t, p.token, { depositTypeId: upi._id, amount: '1500', bonusId: offer._id })).json().docs;
    // Only 800 arrived.
    expect((await decide(t, c, dep._id, 'approve', 800)).statusCode).toBe(200);
    expect(await walletBalance(t, p.user.id)).toBe(80_000n);
    const [b] = await bonusesOf(p.token);
    expect(b).toMatchObject({ status: 'notApplied', bonusAmount: 0, depositAmount: 800 });
    const entries = await entriesOfWallet(t, p.user.id);
    expect(entries[0]!.postings.some((x) => x.kind === 'promotions')).toBe(false);
  });

  it('rejection credits nothing and frees a one-time offer; an approved one-time offer cannot be claimed again', async () => {
    const offer = await newOffer(t, c, { title: 'Once', percentage: 10, limit: 1 });
    const p = await newPlayer(t, c);
    const entriesBefore = await countRows(t, 'journal_entries');
    const first = (await postDeposit(t, p.token, { depositTypeId: upi._id, amount: '1000', bonusId: offer._id })).json().docs;
    expect((await decide(t, c, first._id, 'reject')).statusCode).toBe(200);
    expect(await walletBalance(t, p.user.id)).toBe(0n);
    expect(await countRows(t, 'journal_entries')).toBe(entriesBefore);
    expect((await bonusesOf(p.token))[0]).toMatchObject({ status: 'rejected', bonusAmount: 100 });
    // Still offered: the rejected claim does not count.
    const offers = (await call(t, p.token, 'GET', '/api/user/setting/bonus?active=true')).json().docs as { _id: string }[];
    expect(offers.map((o) => o._id)).toContain(offer._id);

    const second = (await postDeposit(t, p.token, { depositTypeId: upi._id, amount: '1000', bonusId: offer._id })).json().docs;
    expect((await decide(t, c, second._id, 'approve')).statusCode).toBe(200);
    expect(await walletBalance(t, p.user.id)).toBe(110_000n);
    const again = await postDeposit(t, p.token, { depositTypeId: upi._id, amount: '1000', bonusId: offer._id });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(BONUS_MESSAGES.offerUsed);
    const after = (await call(t, p.token, 'GET', '/api/user/setting/bonus?active=true')).json().docs as { _id: string }[];
    expect(after.map((o) => o._id)).not.toContain(offer._id);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('Refer and Earn', () => {
  it('credits the referrer a capped share of the referred player’s first approved deposit, once', async () => {
    const { c: fresh, upi: method } = await moneyChain(t, { fundRupees: 1_000_000, methods: ['upi'] });
    await setReferral(t, fresh.site.whiteLabel.id, 300_00, 1_000); // 10 %, at most 300 rupees
    const referrer = await newPlayer(t, fresh);
    const referred = await newPlayer(t, fresh, { referredBy: referrer.user.id });

    const first = (await postDeposit(t, referred.token, { depositTypeId: method._id, amount: '2000' })).json().docs;
    expect((await decide(t, fresh, first._id, 'approve')).statusCode).toBe(200);
    expect(await walletBalance(t, referrer.user.id)).toBe(200_00n);
    const [ref] = await bonusesOf(referrer.token);
    expect(ref).toMatchObject({ kind: 'referral', status: 'completed', bonusAmount: 200, depositAmount: 2000, bonusId: '' });
    expect(ref!.title).toContain(referred.user.userName);
    const entries = await entriesOfWallet(t, referrer.user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.kind).toBe('bonus');
    expect(entries[0]!.postings.map((x) => x.kind).sort()).toEqual(['promotions', 'wallet']);

    // The second deposit pays the referrer nothing.
    const second = (await postDeposit(t, referred.token, { depositTypeId: method._id, amount: '9000' })).json().docs;
    expect((await decide(t, fresh, second._id, 'approve')).statusCode).toBe(200);
    expect(await walletBalance(t, referrer.user.id)).toBe(200_00n);

    // The cap: another referred player's first deposit of 9,000 pays 300, not 900.
    const big = await newPlayer(t, fresh, { referredBy: referrer.user.id });
    const bigDep = (await postDeposit(t, big.token, { depositTypeId: method._id, amount: '9000' })).json().docs;
    expect((await decide(t, fresh, bigDep._id, 'approve')).statusCode).toBe(200);
    expect(await walletBalance(t, referrer.user.id)).toBe(500_00n);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('pays nothing when the label has Refer and Earn off or the first deposit is rejected', async () => {
    const { c: fresh, upi: method } = await moneyChain(t, { fundRupees: 1_000_000, methods: ['upi'] });
    const referrer = await newPlayer(t, fresh);
    const referred = await newPlayer(t, fresh, { referredBy: referrer.user.id });
    const dep = (await postDeposit(t, referred.token, { depositTypeId: method._id, amount: '2000' })).json().docs;
    expect((await decide(t, fresh, dep._id, 'approve')).statusCode).toBe(200);
    expect(await walletBalance(t, referrer.user.id)).toBe(0n);

    await setReferral(t, fresh.site.whiteLabel.id, 300_00, 1_000);
    const other = await newPlayer(t, fresh, { referredBy: referrer.user.id });
    const rejected = (await postDeposit(t, other.token, { depositTypeId: method._id, amount: '2000' })).json().docs;
    expect((await decide(t, fresh, rejected._id, 'reject')).statusCode).toBe(200);
    expect(await walletBalance(t, referrer.user.id)).toBe(0n);
    // The first APPROVED deposit is the one that pays.
    const approved = (await postDeposit(t, other.token, { depositTypeId: method._id, amount: '1000' })).json().docs;
    expect((await decide(t, fresh, approved._id, 'approve')).statusCode).toBe(200);
    expect(await walletBalance(t, referrer.user.id)).toBe(100_00n);
  });
});
