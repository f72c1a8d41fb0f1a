import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BET_MESSAGES, openBetSchema } from '@backlay/contract';
import { markets } from '../../src/db/schema/sports.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { primePrices } from '../sports/sports-factories.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { betCount, bookOf, commitDirect, heldDelay, openMarket, order, placeBet, walletState, fundedPlayer } from './betting-helpers.js';

/** The in-play delay (checked again after it), one delayed placement at a time, Idempotency-Key. */

let t: TestApp;
let c: SignedInChain;
let realSleep: (ms: number) => Promise<void>;

beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
  realSleep = t.app.betting.sleep;
});
afterEach(() => {
  t.app.betting.sleep = realSleep;
});
afterAll(async () => t.close());

const newPlayer = (paise?: number) => fundedPlayer(t, c, paise);

describe('in-play delay', () => {
  it("waits the market's delay, checks the price again and records both checks in the receipt", async () => {
    const p = await newPlayer();
    const m = await openMarket(t, { delaySecond: 1 });
    const started = performance.now();
    const res = await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    const bet = openBetSchema.parse(res.json().docs);
    expect(bet.receipt.delaySecond).toBe(1);
    expect(bet.receipt.checks.map((ch) => [ch.stage, ch.ok])).toEqual([
      ['received', true],
      ['afterDelay', true],
    ]);
  });

  it('rejects a bet whose price moved during the delay, with the reason and the receipt, and keeps it as rejected', async () => {
    const p = await newPlayer();
    const m = await openMarket(t, { delaySecond: 5 });
    t.app.betting.sleep = async (ms) => {
      expect(ms).toBe(5_000);
      primePrices(t.app.ctx, m.market, {
        runners: m.runners.map((r) => ({ id: r.id, back: [[180, 100]], lay: [[182, 100]] })),
      });
    };
    const res = await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: BET_MESSAGES.priceChanged, code: 'CONFLICT' });
    const bet = openBetSchema.parse(res.json().docs);
    expect(bet).toMatchObject({
      status: 'rejected',
      receipt: { askedOdd: 1.85, matchedOdd: null, delaySecond: 5, rejectReason: BET_MESSAGES.priceChanged },
    });
    expect(bet.receipt.checks).toEqual([
      expect.objectContaining({ stage: 'received', bestOdd: 1.85, ok: true }),
      expect.objectContaining({ stage: 'afterDelay', bestOdd: 1.8, marketStatus: 'open', ok: false }),
    ]);
    expect(await betCount(t, p.user, 'rejected')).toBe(1);
    expect(await bookOf(t, p.user, m.market.id)).toBeNull();
    expect((await walletState(t, p.user)).exposure).toBe(0);
  });

  it('rejects a bet whose market was suspended by the feed or stopped by staff during the delay', async () => {
    const p = await newPlayer();
    const m = await openMarket(t, { delaySecond: 2 });
    t.app.betting.sleep = async () => void primePrices(t.app.ctx, m.market, { status: 'suspended', runners: [] });
    const suspended = await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }) });
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json().docs.receipt.checks[1]).toMatchObject({ marketStatus: 'suspended', ok: false });
    expect(suspended.json().message).toBe(BET_MESSAGES.marketSuspended);

    const stopped = await openMarket(t, { delaySecond: 2 });
    t.app.betting.sleep = async () => void (await t.db.update(markets).set({ betAllow: false }).where(eq(markets.id, stopped.market.id)));
    const res = await placeBet(t, p.token, { ...order(stopped, { odd: 1.85, stake: 100 }) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: BET_MESSAGES.betNotAllowed, docs: { status: 'rejected' } });
  });

  it('refuses, inside the commit itself, a bet on a market whose result has just closed it', async () => {
    // The window between the last price check and the commit: settlement must never miss a bet.
    const p = await newPlayer();
    const m = await openMarket(t);
    await t.db.update(markets).set({ status: 'closed', closedAt: t.clock.now() }).where(eq(markets.id, m.market.id));
    const result = await commitDirect(t, p.user, m);
    expect(result && 'bet' in result && result.bet).toMatchObject({ status: 'rejected', rejectReason: BET_MESSAGES.marketClosed });
    expect(await bookOf(t, p.user, m.market.id)).toBeNull();
    expect((await walletState(t, p.user)).exposure).toBe(0);
  });

  it('answers 409 to a second placement of the same player while the first is in its delay', async () => {
    const p = await newPlayer();
    const m = await openMarket(t, { delaySecond: 3 });
    const delay = heldDelay(t);
    const first = placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }) });
    await delay.startedAt;
    const second = await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 200 }) });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(BET_MESSAGES.placementInProgress);
    // Another player is not held up.
    const other = await newPlayer();
    const otherMarket = await openMarket(t);
    expect((await placeBet(t, other.token, { ...order(otherMarket, { odd: 1.85, stake: 100 }) })).statusCode).toBe(200);
    delay.release();
    expect((await first).statusCode).toBe(200);
    // Once the first is answered, the next one goes through.
    t.app.betting.sleep = async () => undefined;
    expect((await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 200 }) })).statusCode).toBe(200);
    expect(await betCount(t, p.user)).toBe(2);
  });
});

describe('Idempotency-Key', () => {
  it('answers the first bet again for the same key and never places two', async () => {
    const p = await newPlayer();
    const m = await openMarket(t);
    const body = { ...order(m, { odd: 1.85, stake: 100 }) };
    const first = await placeBet(t, p.token, body, { 'idempotency-key': 'slip-1' });
    const again = await placeBet(t, p.token, body, { 'idempotency-key': 'slip-1' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().docs._id).toBe(first.json().docs._id);
    expect(await betCount(t, p.user)).toBe(1);
    expect((await walletState(t, p.user)).exposure).toBe(100_00);
    // The same key from another player is that player's own key.
    const other = await newPlayer();
    const theirs = await placeBet(t, other.token, body, { 'idempotency-key': 'slip-1' });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().docs._id).not.toBe(first.json().docs._id);
  });

  it('places one bet for simultaneous requests with one key', async () => {
    const p = await newPlayer();
    const m = await openMarket(t);
    const body = { ...order(m, { odd: 1.85, stake: 100 }) };
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeBet(t, p.token, body, { 'idempotency-key': 'burst' })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().docs._id)).size).toBe(1);
    expect(await betCount(t, p.user)).toBe(1);
    expect((await bookOf(t, p.user, m.market.id))!.openBets).toBe(1);
  });

  it('joins a retry with the same key to a placement still in its delay', async () => {
    const p = await newPlayer();
    const m = await openMarket(t, { delaySecond: 2 });
    const delay = heldDelay(t);
    const body = { ...order(m, { odd: 1.85, stake: 100 }) };
    const first = placeBet(t, p.token, body, { 'idempotency-key': 'slow' });
    await delay.startedAt;
    const retry = placeBet(t, p.token, body, { 'idempotency-key': 'slow' });
    delay.release();
    const [a, b] = await Promise.all([first, retry]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().docs._id).toBe(a.json().docs._id);
    expect(await betCount(t, p.user)).toBe(1);
  });

  it('answers a recorded rejection again, refuses another bet under a used key, and checks the key', async () => {
    const p = await newPlayer(100_00);
    const m = await openMarket(t);
    const big = { ...order(m, { odd: 1.85, stake: 200 }) };
    const refused = await placeBet(t, p.token, big, { 'idempotency-key': 'k1' });
    expect(refused.statusCode).toBe(400);
    const again = await placeBet(t, p.token, big, { 'idempotency-key': 'k1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().docs._id).toBe(refused.json().docs._id);
    const different = await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }) }, { 'idempotency-key': 'k1' });
    expect(different.statusCode).toBe(409);
    expect(different.json().message).toBe(BET_MESSAGES.idempotencyKeyReused);
    const long = await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }) }, { 'idempotency-key': 'x'.repeat(129) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(BET_MESSAGES.idempotencyKeyInvalid);
    expect(await betCount(t, p.user)).toBe(1);
  });
});
