import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BET_MESSAGES, openBetSchema } from '@backlay/contract';
import { primePrices } from '../sports/sports-factories.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { CODE, type SignedInChain } from '../ledger/helpers.js';
import { call } from '../money/money-helpers.js';
import { bookOf, fundedPlayer, marketsOfEachType, openMarket, order, placeBet, walletState, type OpenMarket } from './betting-helpers.js';

/**
 * Which price a bet is matched at (modules/betting/price-check.ts): the best on offer when it is
 * at least as good as the asked one, the asked one on a site that keeps "asked price only", any
 * price on offer when the player accepts any odds. Default ladders (betting-helpers.ts): betfair
 * back 1.85 / lay 1.87 on the first runner; bookmaker back 85 / lay 90; session Yes 46 and No 45
 * at rate 100.
 */

let t: TestApp;
let c: SignedInChain;
let betfair: OpenMarket;
let bookmaker: OpenMarket;
let session: OpenMarket;

beforeAll(async () => {
  t = await createTestApp();
  ({ c, betfair, bookmaker, session } = await marketsOfEachType(t));
});
afterAll(async () => t.close());

const newPlayer = () => fundedPlayer(t, c);
const placed = async (token: string, payload: Record<string, unknown>) => {
  const res = await placeBet(t, token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return openBetSchema.parse(res.json().docs);
};

async function setAskedPriceOnly(on: boolean): Promise<void> {
  const res = await call(t, c.tokens.administrator, 'PUT', `/api/administrator/setting/whiteLabel/${c.site.whiteLabel.id}`, {
    askedPriceOnly: on,
    transactionCode: CODE,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().docs.askedPriceOnly).toBe(on);
}

describe('price improvement', () => {
  it('matches a back at the best back on offer, with the book, exposure and points at that price', async () => {
    const p = await newPlayer();
    const bet = await placed(p.token, order(betfair, { odd: 1.8, stake: 100 }));
    expect(bet).toMatchObject({ odds: { odd: 1.85 }, profit: 85, liability: 100, receipt: { askedOdd: 1.8, matchedOdd: 1.85 } });
    const [r1, r2] = betfair.runners.map((r) => r.id) as [string, string];
    expect(await bookOf(t, p.user, betfair.market.id)).toMatchObject({ book: { [r1]: 85_00, [r2]: -100_00 }, exposure: 100_00 });
    expect(await walletState(t, p.user)).toMatchObject({ exposure: 100_00, available: 900_00 });
  });

  it('matches a lay at the best lay on offer, the liability at that price', async () => {
    const p = await newPlayer();
    const bet = await placed(p.token, order(betfair, { side: 'LAY', odd: 1.95, stake: 100 }));
    expect(bet).toMatchObject({ odds: { odd: 1.87 }, profit: 100, liability: 87, receipt: { askedOdd: 1.95, matchedOdd: 1.87 } });
    expect(await walletState(t, p.user)).toMatchObject({ exposure: 87_00, available: 913_00 });
  });

  it('improves a bookmaker price the same way, and never a session line or rate', async () => {
    const p = await newPlayer();
    expect(await placed(p.token, order(bookmaker, { odd: 80, stake: 100 }))).toMatchObject({ odds: { odd: 85 }, profit: 85 });
    const yes = await placed(p.token, order(session, { odd: 100, run: 46, stake: 100 }));
    expect(yes).toMatchObject({ odds: { odd: 100, run: 46 }, receipt: { matchedOdd: 100 } });
    // A lower line is not a better price of the same bet: it is another bet.
    const other = await placeBet(t, p.token, order(session, { odd: 100, run: 47, stake: 100 }));
    expect([other.statusCode, other.json().message]).toEqual([409, BET_MESSAGES.priceChanged]);
  });

  it('matches at the price found after the in-play delay', async () => {
    const p = await newPlayer();
    const m = await openMarket(t, { delaySecond: 3 });
    const realSleep = t.app.betting.sleep;
    t.app.betting.sleep = async () =>
      void primePrices(t.app.ctx, m.market, { runners: m.runners.map((r) => ({ id: r.id, back: [[200, 100]], lay: [[202, 100]] })) });
    try {
      const bet = await placed(p.token, order(m, { odd: 1.85, stake: 100 }));
      expect(bet).toMatchObject({ odds: { odd: 2 }, profit: 100, receipt: { askedOdd: 1.85, matchedOdd: 2, delaySecond: 3 } });
    } finally {
      t.app.betting.sleep = realSleep;
    }
  });

  it('keeps the asked price on a site whose operator chose "asked price only"', async () => {
    await setAskedPriceOnly(true);
    try {
      const p = await newPlayer();
      const bet = await placed(p.token, order(betfair, { odd: 1.8, stake: 100 }));
      expect(bet).toMatchObject({ odds: { odd: 1.8 }, profit: 80, receipt: { askedOdd: 1.8, matchedOdd: 1.8 } });
      const lay = await placed(p.token, order(betfair, { side: 'LAY', odd: 1.95, stake: 100 }));
      expect(lay).toMatchObject({ odds: { odd: 1.95 }, liability: 95 });
    } finally {
      await setAskedPriceOnly(false);
    }
  });
});

describe('accept any odds', () => {
  it('places a back and a lay that "my price" would refuse, at the price on offer', async () => {
    const p = await newPlayer();
    const mine = await placeBet(t, p.token, order(betfair, { odd: 1.9, stake: 100 }));
    expect([mine.statusCode, mine.json().message]).toEqual([409, BET_MESSAGES.priceChanged]);
    const back = await placed(p.token, { ...order(betfair, { odd: 1.9, stake: 100 }), acceptAnyOdds: true });
    expect(back).toMatchObject({ odds: { odd: 1.85 }, profit: 85, receipt: { askedOdd: 1.9, matchedOdd: 1.85 } });
    const lay = await placed(p.token, { ...order(betfair, { side: 'LAY', odd: 1.8, stake: 100 }), acceptAnyOdds: true });
    expect(lay).toMatchObject({ odds: { odd: 1.87 }, liability: 87, receipt: { askedOdd: 1.8, matchedOdd: 1.87 } });
  });

  it('takes the bookmaker price on offer, and a session rate on the same line only', async () => {
    const p = await newPlayer();
    expect(await placed(p.token, { ...order(bookmaker, { odd: 95, stake: 100 }), acceptAnyOdds: true })).toMatchObject({
      odds: { odd: 85 },
      profit: 85,
    });
    const m = await openMarket(t, { type: 'session', ladder: (rs) => rs.map((r) => ({ id: r.id, back: [[90, 46]], lay: [[110, 45]] })) });
    const yes = await placed(p.token, { ...order(m, { odd: 100, run: 46, stake: 100 }), acceptAnyOdds: true });
    expect(yes).toMatchObject({ odds: { odd: 90, run: 46 }, profit: 90, receipt: { askedOdd: 100, matchedOdd: 90 } });
    const moved = await placeBet(t, p.token, { ...order(m, { odd: 100, run: 47, stake: 100 }), acceptAnyOdds: true });
    expect([moved.statusCode, moved.json().message]).toEqual([409, BET_MESSAGES.priceChanged]);
  });

  it('is still refused while the market is suspended', async () => {
    const p = await newPlayer();
    const m = await openMarket(t);
    primePrices(t.app.ctx, m.market, { status: 'suspended', runners: [] });
    const res = await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }), acceptAnyOdds: true });
    expect([res.statusCode, res.json().message]).toEqual([409, BET_MESSAGES.marketSuspended]);
    expect(await walletState(t, p.user)).toMatchObject({ exposure: 0 });
  });
});
