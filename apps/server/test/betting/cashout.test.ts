import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BET_MESSAGES, CASHOUT_MESSAGES, cashOutOfferSchema, docsEnvelope, historyBetSchema, openBetSchema, pagedEnvelope } from '@backlay/contract';
import { checkLedger } from '../../src/modules/ledger/index.js';
import { CODE, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { primePrices } from '../sports/sports-factories.js';
import { bet, newPlayer } from '../settlement/settlement-helpers.js';
import { bookOf, get, openMarket, walletState } from './betting-helpers.js';

/**
 * Cash out on a real database: the offer from the book and the current prices, placed as a
 * real opposite bet through the engine (receipt, book, exposure), and the three messages
 * of docs/product.md §8 for the markets and players that cannot cash out.
 */

let t: TestApp;
let c: SignedInChain;
beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
});
afterAll(async () => t.close());

const offerSchema = docsEnvelope(cashOutOfferSchema);
const quote = (token: string, marketId: string) => get(t, `/api/user/openBet/cashout?marketId=${marketId}`, token);
const cashOut = (token: string, marketId: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/openBet/cashout',
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload: { marketId },
  });

describe('cash out', () => {
  it('offers the lay that levels a back at the current lay price, and placing it levels the book', async () => {
    // Minimum stake 100: the offer of 98.93 is below it and still placed (it lowers exposure).
    const m = await openMarket(t);
    const p = await newPlayer(t, c);
    await bet(t, p.token, m, { odd: 1.85, stake: 100 });
    // Book: A +85, B -100. Laying A at 1.87: 85 - 0.87 S = S - 100 -> S = 98.93, sure P/L -1.07.
    const res = await quote(p.token, m.market.id);
    expect(res.statusCode, res.body).toBe(200);
    const offer = offerSchema.parse(res.json()).docs;
    expect(offer).toMatchObject({ teamId: m.runners[0]!.id, oddType: 'LAY', odd: 1.87, stake: 98.93 });
    expect(offer.pnl).toBeCloseTo(-1.07, 2);

    const placed = await cashOut(p.token, m.market.id, { 'idempotency-key': 'co-1' });
    expect(placed.statusCode, placed.body).toBe(200);
    const placedBet = docsEnvelope(openBetSchema).parse(placed.json()).docs;
    // Written as built (registerRoute answerAsBuilt): exactly the contract's shape, nothing stripped.
    expect(docsEnvelope(openBetSchema).parse(placed.json())).toEqual(placed.json());
    expect(placedBet).toMatchObject({ oddType: 'LAY', stake: 98.93, status: 'open', odds: { odd: 1.87, teamId: m.runners[0]!.id } });
    expect(placedBet.receipt.checks.map((ch) => ch.ok)).toEqual([true]);

    const book = await bookOf(t, p.user, m.market.id);
    const pnls = Object.values(book!.book as Record<string, number>);
    expect(Math.max(...pnls) - Math.min(...pnls)).toBeLessThanOrEqual(1);
    expect(book!.exposure).toBe(-Math.min(...pnls));
    expect(book!.exposure).toBeLessThanOrEqual(108);
    const wallet = await walletState(t, p.user);
    expect(wallet.exposure).toBe(wallet.booksExposure);

    // The same key answers the first cash out again; a level book has nothing left to cash out.
    const again = await cashOut(p.token, m.market.id, { 'idempotency-key': 'co-1' });
    expect(docsEnvelope(openBetSchema).parse(again.json()).docs._id).toBe(placedBet._id);
    const level = await quote(p.token, m.market.id);
    expect(level.statusCode).toBe(400);
    expect(level.json()).toMatchObject({ message: CASHOUT_MESSAGES.notEligible });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('takes a better price found after the delay, never a worse one', async () => {
    // Back A 1.85 x 100: book A +85, B -100; the offer lays A at 1.87 for 98.93 (sure P/L -1.07).
    const m = await openMarket(t, { delaySecond: 3 });
    const p = await newPlayer(t, c);
    await bet(t, p.token, m, { odd: 1.85, stake: 100 });
    const realSleep = t.app.betting.sleep;
    const ladderWithLayA = (layA: number) => (): void =>
      void primePrices(t.app.ctx, m.market, {
        runners: m.runners.map((r, i) => ({ id: r.id, back: [[i === 0 ? layA - 2 : 205, 100]], lay: [[i === 0 ? layA : 207, 100]] })),
      });
    try {
      // Against the offer during the delay (lay A at 1.95): refused, and the book is as it was.
      t.app.betting.sleep = async () => ladderWithLayA(195)();
      const refused = await cashOut(p.token, m.market.id);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ message: BET_MESSAGES.priceChanged });
      expect((await bookOf(t, p.user, m.market.id))!.openBets).toBe(1);

      // For it (lay A at 1.80): matched at 1.80 for the offer's stake; each outcome is at least
      // the offer's -1.07: A wins 85 - 0.80 x 98.93 = +5.86, B wins -100 + 98.93 = -1.07.
      ladderWithLayA(187)();
      t.app.betting.sleep = async () => ladderWithLayA(180)();
      const placed = await cashOut(p.token, m.market.id);
      expect(placed.statusCode, placed.body).toBe(200);
      expect(docsEnvelope(openBetSchema).parse(placed.json()).docs).toMatchObject({
        oddType: 'LAY',
        stake: 98.93,
        odds: { odd: 1.8 },
        receipt: { askedOdd: 1.87, matchedOdd: 1.8 },
      });
      const book = (await bookOf(t, p.user, m.market.id))!.book as Record<string, number>;
      expect(book).toEqual({ [m.runners[0]!.id]: 586, [m.runners[1]!.id]: -107 });
    } finally {
      t.app.betting.sleep = realSleep;
    }
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('levels a lay on a bookmaker market with the better of the two levelling bets', async () => {
    const m = await openMarket(t, { type: 'bookmaker' });
    const p = await newPlayer(t, c);
    await bet(t, p.token, m, { side: 'LAY', odd: 90, stake: 100 });
    // Book: A -90, B +100. Backing A at 85 or laying B at 80 both level it; laying B leaves more.
    const offer = offerSchema.parse((await quote(p.token, m.market.id)).json()).docs;
    expect(offer).toMatchObject({ teamId: m.runners[1]!.id, oddType: 'LAY', odd: 80 });
    expect((await cashOut(p.token, m.market.id)).statusCode).toBe(200);
    const pnls = Object.values((await bookOf(t, p.user, m.market.id))!.book as Record<string, number>);
    expect(Math.max(...pnls) - Math.min(...pnls)).toBeLessThanOrEqual(1);
  });

  it("says 'Please place first to use Cashout' without a bet on the market", async () => {
    const m = await openMarket(t);
    const p = await newPlayer(t, c);
    for (const res of [await quote(p.token, m.market.id), await cashOut(p.token, m.market.id)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: CASHOUT_MESSAGES.placeFirst });
    }
  });

  it("says 'Cashout disabled for this market' on session markets and where the switch is off", async () => {
    const p = await newPlayer(t, c);
    const session = await openMarket(t, { type: 'session' });
    await bet(t, p.token, session, { odd: 100, run: 46, stake: 100 });
    const off = await openMarket(t, { cashout: false });
    await bet(t, p.token, off, { odd: 1.85, stake: 100 });
    for (const marketId of [session.market.id, off.market.id]) {
      const res = await cashOut(p.token, marketId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: CASHOUT_MESSAGES.disabled });
    }
  });

  it("says 'You are not eligible for cashout' on a suspended market or a runner without a price, and places nothing", async () => {
    const m = await openMarket(t);
    const p = await newPlayer(t, c);
    await bet(t, p.token, m, { odd: 1.85, stake: 100 });
    primePrices(t.app.ctx, m.market, { status: 'suspended', runners: m.runners.map((r) => ({ id: r.id, back: [], lay: [] })) });
    const suspended = await cashOut(p.token, m.market.id);
    expect(suspended.statusCode).toBe(400);
    expect(suspended.json()).toMatchObject({ message: CASHOUT_MESSAGES.notEligible });
    // A back is levelled by laying it or backing the other runner: neither price on offer.
    primePrices(t.app.ctx, m.market, {
      runners: m.runners.map((r, i) => ({ id: r.id, back: i === 0 ? [[185, 100]] : [], lay: i === 0 ? [] : [[207, 100]] })),
    });
    expect((await cashOut(p.token, m.market.id)).json()).toMatchObject({ message: CASHOUT_MESSAGES.notEligible });
    expect((await bookOf(t, p.user, m.market.id))!.openBets).toBe(1);
  });

  it('marks cash-out bets in the history once settled', async () => {
    const list = pagedEnvelope(historyBetSchema);
    const m = await openMarket(t);
    const p = await newPlayer(t, c);
    await bet(t, p.token, m, { odd: 1.85, stake: 100 });
    expect((await cashOut(p.token, m.market.id)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/administrator/market/result',
      headers: { authorization: `Bearer ${c.tokens.administrator}` },
      payload: { marketId: m.market.id, teamId: m.runners[0]!.id, transactionCode: CODE },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.settlement.drain();
    const history = list.parse((await get(t, '/api/user/openBet/history', p.token)).json());
    expect(history.docs.map((b) => b.cashOut)).toEqual([true, false]);
    // Whoever won, the player keeps the sure P/L of the offer (within a paisa): -1.07.
    expect(history.docs.reduce((a, b) => a + (b.pnl ?? 0), 0)).toBeCloseTo(-1.07, 1);
  });

  it('refuses bad input with 400 and staff with 403', async () => {
    const p = await newPlayer(t, c);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/openBet/cashout',
          headers: { authorization: `Bearer ${p.token}` },
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
    expect((await cashOut(p.token, 'no-such-market')).statusCode).toBe(404);
    expect((await cashOut(c.tokens.branch, 'x')).statusCode).toBe(403);
  });
});
