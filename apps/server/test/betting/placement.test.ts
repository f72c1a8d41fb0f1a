import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BET_MESSAGES, MESSAGES, openBetSchema, ptsSchema, routes } from '@backlay/contract';
import { sessionBookOf, teamBookOf, teamExposure, sessionExposure, type SessionBet, type TeamBet } from '@backlay/domain';
import { events, markets, runners } from '../../src/db/schema/sports.js';
import { users } from '../../src/db/schema/index.js';
import { newUser } from '../factories.js';
import { signIn, type SignedInChain } from '../ledger/helpers.js';
import { primePrices } from '../sports/sports-factories.js';
import { createTestApp, type TestApp } from '../test-app.js';
import {
  betCount,
  bookOf,
  credit,
  get,
  openMarket,
  order,
  placeBet,
  recordLive,
  walletState,
  type OpenMarket,
  fundedPlayer,
  marketsOfEachType,
} from './betting-helpers.js';

/** POST api/user/openBet: every rule and message, the books it keeps, the delay, idempotency. */

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

/** A fresh funded player (so each test's points and books start clean). */
const newPlayer = (paise?: number) => fundedPlayer(t, c, paise);

describe('placing a bet', () => {
  it('backs a betfair runner at the best back and answers Order Placed with the open bet and its receipt', async () => {
    const p = await newPlayer();
    const res = await placeBet(t, p.token, { ...order(betfair, { odd: 1.85, stake: 100 }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(BET_MESSAGES.orderPlaced);
    const bet = openBetSchema.parse(res.json().docs);
    // The answer is written as built (registerRoute answerAsBuilt): exactly the contract's shape, nothing stripped.
    expect(routes.betting.placeBet.response.parse(res.json())).toEqual(res.json());
    expect(bet).toMatchObject({
      market: {
        id: betfair.market.id,
        _id: betfair.market.uid,
        marketName: 'Match Odds',
        type: 'betfair',
        event: { id: betfair.market.eventId },
      },
      odds: { type: 'back', run: 0, odd: 1.85, teamId: betfair.runners[0]!.id, teamName: betfair.runners[0]!.name },
      stake: 100,
      profit: 85,
      liability: 100,
      oddType: 'BACK',
      marketType: 'BETFAIR',
      status: 'open',
      receipt: { askedOdd: 1.85, matchedOdd: 1.85, delaySecond: 0, rejectReason: null },
    });
    expect(bet.user).toBeUndefined();
    expect(bet.receipt.checks).toEqual([
      expect.objectContaining({ stage: 'received', marketStatus: 'open', bestOdd: 1.85, bestRun: 100, ok: true }),
    ]);
    // Backing runner 1 for 100: +85 if it wins, -100 if runner 2 wins.
    expect(await bookOf(t, p.user, betfair.market.id)).toEqual({
      book: { [betfair.runners[0]!.id]: 85_00, [betfair.runners[1]!.id]: -100_00 },
      exposure: 100_00,
      openBets: 1,
    });
    expect(await walletState(t, p.user)).toMatchObject({ balance: 1_000_00, exposure: 100_00, available: 900_00, booksExposure: 100_00 });
  });

  it('matches a back at the best back when the market offers more, and refuses one above the best back', async () => {
    const p = await newPlayer();
    const lower = await placeBet(t, p.token, { ...order(betfair, { odd: 1.8, stake: 100 }) });
    expect(lower.statusCode, lower.body).toBe(200);
    expect(lower.json().docs).toMatchObject({ odds: { odd: 1.85 }, profit: 85, receipt: { askedOdd: 1.8, matchedOdd: 1.85 } });
    const higher = await placeBet(t, p.token, { ...order(betfair, { odd: 1.86, stake: 100 }) });
    expect(higher.statusCode).toBe(409);
    expect(higher.json().message).toBe(BET_MESSAGES.priceChanged);
    expect(await betCount(t, p.user)).toBe(1);
  });

  it('lays a betfair runner at the best lay or above, and refuses one below it', async () => {
    const p = await newPlayer();
    const res = await placeBet(t, p.token, { ...order(betfair, { side: 'LAY', odd: 1.87, stake: 100 }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().docs).toMatchObject({ oddType: 'LAY', odds: { type: 'lay', odd: 1.87 }, profit: 100, liability: 87 });
    expect((await bookOf(t, p.user, betfair.market.id))!.book).toEqual({
      [betfair.runners[0]!.id]: -87_00,
      [betfair.runners[1]!.id]: 100_00,
    });
    const above = await placeBet(t, p.token, { ...order(betfair, { side: 'LAY', odd: 1.9, stake: 100 }) });
    expect(above.statusCode, above.body).toBe(200);
    const below = await placeBet(t, p.token, { ...order(betfair, { side: 'LAY', odd: 1.86, stake: 100 }) });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(BET_MESSAGES.priceChanged);
  });

  it('backs and lays a bookmaker runner (odds as quoted: 85 pays 0.85 per rupee)', async () => {
    const p = await newPlayer();
    const back = await placeBet(t, p.token, { ...order(bookmaker, { odd: 85, stake: 200 }) });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().docs).toMatchObject({ marketType: 'BOOKMAKER', odds: { odd: 85 }, profit: 170, liability: 200 });
    const lay = await placeBet(t, p.token, { ...order(bookmaker, { side: 'LAY', odd: 90, stake: 100 }) });
    expect(lay.statusCode, lay.body).toBe(200);
    expect(lay.json().docs).toMatchObject({ odds: { odd: 90 }, profit: 100, liability: 90 });
    const [r1, r2] = bookmaker.runners.map((r) => r.id) as [string, string];
    // Back 200 @85 on r1: r1 +170, r2 -200. Lay 100 @90 on r1: r1 -90, r2 +100.
    expect(await bookOf(t, p.user, bookmaker.market.id)).toEqual({ book: { [r1]: 80_00, [r2]: -100_00 }, exposure: 100_00, openBets: 2 });
    const tooHigh = await placeBet(t, p.token, { ...order(bookmaker, { odd: 86, stake: 100 }) });
    expect(tooHigh.statusCode).toBe(409);
  });

  it('takes Yes and No on a session at the line and rate shown, and nothing else', async () => {
    const p = await newPlayer();
    const yes = await placeBet(t, p.token, { ...order(session, { odd: 100, run: 46, stake: 100 }) });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json().docs).toMatchObject({
      marketType: 'SESSION',
      oddType: 'BACK',
      odds: { run: 46, odd: 100 },
      profit: 100,
      liability: 100,
    });
    const no = await placeBet(t, p.token, { ...order(session, { side: 'LAY', odd: 100, run: 45, stake: 100 }) });
    expect(no.statusCode, no.body).toBe(200);
    const expected = sessionBookOf([
      { side: 'back', run: 46, odd: 100, stake: 100_00 },
      { side: 'lay', run: 45, odd: 100, stake: 100_00 },
    ]);
    const book = await bookOf(t, p.user, session.market.id);
    expect(book).toEqual({ book: expected, exposure: sessionExposure(expected), openBets: 2 });
    const otherLine = await placeBet(t, p.token, { ...order(session, { odd: 100, run: 47, stake: 100 }) });
    expect(otherLine.statusCode).toBe(409);
    expect(otherLine.json().message).toBe(BET_MESSAGES.priceChanged);
    const otherRate = await placeBet(t, p.token, { ...order(session, { odd: 90, run: 46, stake: 100 }) });
    expect(otherRate.statusCode).toBe(409);
    const fractional = await placeBet(t, p.token, { ...order(session, { odd: 100, run: 45.5, stake: 100 }) });
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json().message).toBe(BET_MESSAGES.invalidRun);
  });

  it("keeps exposure and available points equal to the domain's books after several bets", async () => {
    const p = await newPlayer(5_000_00);
    const [r1, r2] = betfair.runners.map((r) => r.id) as [string, string];
    const teamBets: (TeamBet & { wire: number })[] = [
      { runnerId: r1, side: 'back', odd: 185, wire: 1.85, stake: 300_00 },
      { runnerId: r2, side: 'back', odd: 205, wire: 2.05, stake: 150_00 },
      { runnerId: r1, side: 'lay', odd: 187, wire: 1.87, stake: 120_00 },
      { runnerId: r2, side: 'lay', odd: 207, wire: 2.07, stake: 133_00 },
    ];
    for (const b of teamBets) {
      const res = await placeBet(t, p.token, {
        ...order(betfair, {
          runner: b.runnerId === r1 ? 0 : 1,
          side: b.side === 'back' ? 'BACK' : 'LAY',
          odd: b.wire,
          stake: b.stake / 100,
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const sessionBets: SessionBet[] = [
      { side: 'back', run: 46, odd: 100, stake: 250_00 },
      { side: 'lay', run: 45, odd: 100, stake: 175_00 },
    ];
    for (const b of sessionBets) {
      const res = await placeBet(t, p.token, {
        ...order(session, { side: b.side === 'back' ? 'BACK' : 'LAY', odd: b.odd, run: b.run, stake: b.stake / 100 }),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const teamBook = teamBookOf('betfair', [r1, r2], teamBets);
    const sessionBook = sessionBookOf(sessionBets);
    expect(await bookOf(t, p.user, betfair.market.id)).toEqual({ book: teamBook, exposure: teamExposure(teamBook), openBets: 4 });
    expect(await bookOf(t, p.user, session.market.id)).toEqual({ book: sessionBook, exposure: sessionExposure(sessionBook), openBets: 2 });
    const total = teamExposure(teamBook) + sessionExposure(sessionBook);
    expect(await walletState(t, p.user)).toMatchObject({
      balance: 5_000_00,
      exposure: total,
      booksExposure: total,
      available: 5_000_00 - total,
    });
    const pts = ptsSchema.parse((await get(t, '/api/user/pts', p.token)).json().docs);
    expect(pts).toMatchObject({ pts: 5000, exposure: total / 100, availablePts: (5_000_00 - total) / 100 });
  });

  it('refuses a bet the points do not cover, keeps it as rejected with its reason, and changes nothing else', async () => {
    const p = await newPlayer(150_00);
    const first = await placeBet(t, p.token, { ...order(betfair, { odd: 1.85, stake: 100 }) });
    expect(first.statusCode).toBe(200);
    const before = await walletState(t, p.user);
    const res = await placeBet(t, p.token, { ...order(betfair, { odd: 1.85, stake: 100 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: BET_MESSAGES.insufficientPoints, code: 'BAD_REQUEST' });
    expect(res.json().docs).toMatchObject({
      status: 'rejected',
      receipt: { rejectReason: BET_MESSAGES.insufficientPoints, matchedOdd: null },
    });
    expect(await walletState(t, p.user)).toEqual(before);
    expect((await bookOf(t, p.user, betfair.market.id))!.openBets).toBe(1);
    expect(await betCount(t, p.user, 'rejected')).toBe(1);
    // A lay that reduces the exposure is taken even with no points left.
    const hedge = await placeBet(t, p.token, { ...order(betfair, { side: 'LAY', odd: 1.87, stake: 100 }) });
    expect(hedge.statusCode, hedge.body).toBe(200);
    expect((await walletState(t, p.user)).exposure).toBeLessThan(before.exposure);
  });

  it('lets a demo account bet with its demo points', async () => {
    const demo = await newUser(t.db, { role: 'user', parent: c.branch, extra: { demo: true } });
    await credit(t, demo, 1_500_00);
    const res = await placeBet(t, await signIn(t.db, demo), { ...order(betfair, { odd: 1.85, stake: 100 }) });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('sends the open bet and the points to the player on the live channel after commit', async () => {
    const p = await newPlayer();
    const sent = recordLive(t.app.ctx);
    const res = await placeBet(t, p.token, { ...order(betfair, { odd: 1.85, stake: 100 }) });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[0]).toEqual({ to: `user:${p.user.id}`, event: 'getOpenBetUpdates', payload: res.json().docs });
    expect(sent[1]!.to).toBe(`user:${p.user.id}`);
    expect(ptsSchema.parse(sent[1]!.payload)).toMatchObject({ pts: 1000, exposure: 100, availablePts: 900 });
  });
});

describe('refusals at receipt (clear 4xx, nothing recorded)', () => {
  let p: Awaited<ReturnType<typeof newPlayer>>;
  beforeAll(async () => {
    p = await newPlayer();
  });
  beforeEach(async () => {
    expect(await betCount(t, p.user)).toBe(0);
  });

  const cases: [string, () => Record<string, unknown>, number, string][] = [
    ['a missing stake', () => ({ ...order(betfair, { odd: 1.85, stake: 100 }), stake: undefined }), 400, BET_MESSAGES.invalidStake],
    ['a zero stake', () => ({ ...order(betfair, { odd: 1.85, stake: 0 }) }), 400, BET_MESSAGES.invalidStake],
    ['a stake in words', () => ({ ...order(betfair, { odd: 1.85, stake: 1 }), stake: 'ten' }), 400, BET_MESSAGES.invalidStake],
    [
      'a stake with paise (the slip takes whole rupees)',
      () => ({ ...order(betfair, { odd: 1.85, stake: 100.5 }) }),
      400,
      BET_MESSAGES.invalidStake,
    ],
    ['a stake with three decimals', () => ({ ...order(betfair, { odd: 1.85, stake: 100.005 }) }), 400, BET_MESSAGES.invalidStake],
    ['odd 0', () => ({ ...order(betfair, { odd: 0, stake: 100 }) }), 400, BET_MESSAGES.oddRunCantBeZero],
    ['run 0', () => ({ ...order(session, { odd: 100, run: 0, stake: 100 }) }), 400, BET_MESSAGES.oddRunCantBeZero],
    ['a stake under the minimum', () => ({ ...order(betfair, { odd: 1.85, stake: 99 }) }), 400, BET_MESSAGES.amountShouldBeInRange],
    ['a stake over the maximum', () => ({ ...order(betfair, { odd: 1.85, stake: 50_001 }) }), 400, BET_MESSAGES.amountShouldBeInRange],
    ['an odd off the tick', () => ({ ...order(betfair, { odd: 1.855, stake: 100 }) }), 400, BET_MESSAGES.invalidOdd],
    ['a negative odd', () => ({ ...order(betfair, { odd: -2, stake: 100 }) }), 400, BET_MESSAGES.invalidOdd],
    ['an unknown market', () => ({ ...order(betfair, { odd: 1.85, stake: 100 }), marketId: '1.nope' }), 404, BET_MESSAGES.marketNotFound],
    [
      'another event',
      () => ({ ...order(betfair, { odd: 1.85, stake: 100 }), eventId: session.market.eventId }),
      400,
      BET_MESSAGES.eventMismatch,
    ],
    [
      'the wrong market type',
      () => ({ ...order(betfair, { odd: 1.85, stake: 100 }), marketType: 'BOOKMAKER' }),
      400,
      BET_MESSAGES.marketTypeMismatch,
    ],
    ['an unknown runner', () => ({ ...order(betfair, { odd: 1.85, stake: 100 }), teamId: 'nobody' }), 400, BET_MESSAGES.runnerNotActive],
  ];
  it.each(cases)('answers %s with its message', async (_name, payload, status, message) => {
    const res = await placeBet(t, p.token, payload());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('answers a malformed body with a 400 schema error, never a 500', async () => {
    for (const bad of [
      {},
      { ...order(betfair, { odd: 1.85, stake: 100 }), oddType: 'UP' },
      { ...order(betfair, { odd: 1.85, stake: 100 }), marketId: 7 },
    ]) {
      const res = await placeBet(t, p.token, bad);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it("answers 'Bet Not Allowed' when the market is inactive or does not allow bets", async () => {
    const m = await openMarket(t);
    await t.db.update(markets).set({ betAllow: false }).where(eq(markets.id, m.market.id));
    const res = await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }) });
    expect(res.json().message).toBe(BET_MESSAGES.betNotAllowed);
    await t.db.update(markets).set({ betAllow: true, active: false }).where(eq(markets.id, m.market.id));
    const inactive = await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }) });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().message).toBe(BET_MESSAGES.betNotAllowed);
  });

  it("answers 'Match Is Not Live Now' when the event is over or bets have not opened", async () => {
    const m = await openMarket(t);
    await t.db.update(events).set({ status: 'closed' }).where(eq(events.id, m.market.eventId));
    expect((await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }) })).json().message).toBe(BET_MESSAGES.matchIsNotLiveNow);
    const later = await openMarket(t);
    await t.db
      .update(markets)
      .set({ betOpenDate: new Date(t.clock.now().getTime() + 60_000) })
      .where(eq(markets.id, later.market.id));
    expect((await placeBet(t, p.token, { ...order(later, { odd: 1.85, stake: 100 }) })).json().message).toBe(
      BET_MESSAGES.matchIsNotLiveNow,
    );
  });

  it('refuses a suspended, stale or closed market and a suspended runner', async () => {
    const m = await openMarket(t);
    primePrices(t.app.ctx, m.market, { status: 'suspended', runners: [] });
    const suspended = await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }) });
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json().message).toBe(BET_MESSAGES.marketSuspended);

    const stale = await openMarket(t);
    t.clock.advance(t.app.ctx.prices.staleMs + 1);
    const quiet = await placeBet(t, p.token, { ...order(stale, { odd: 1.85, stake: 100 }) });
    expect(quiet.json().message).toBe(BET_MESSAGES.marketSuspended);

    const runnerOff = await openMarket(t, {
      ladder: (rs) => rs.map((r, i) => ({ id: r.id, status: i === 0 ? 'suspended' : 'active', back: [[185, 100]], lay: [[187, 100]] })),
    });
    expect((await placeBet(t, p.token, { ...order(runnerOff, { odd: 1.85, stake: 100 }) })).json().message).toBe(
      BET_MESSAGES.runnerNotActive,
    );
    await t.db.update(runners).set({ status: 'removed' }).where(eq(runners.id, runnerOff.runners[1]!.id));
    expect((await placeBet(t, p.token, { ...order(runnerOff, { runner: 1, odd: 2.05, stake: 100 }) })).json().message).toBe(
      BET_MESSAGES.runnerNotActive,
    );

    const closed = await openMarket(t);
    t.app.ctx.prices.close(closed.market.id);
    expect((await placeBet(t, p.token, { ...order(closed, { odd: 1.85, stake: 100 }) })).json().message).toBe(BET_MESSAGES.marketClosed);
    await t.db.update(markets).set({ status: 'closed', closedAt: new Date() }).where(eq(markets.id, closed.market.id));
    const closedRow = await placeBet(t, p.token, { ...order(closed, { odd: 1.85, stake: 100 }) });
    expect(closedRow.statusCode).toBe(400);
    expect(closedRow.json().message).toBe(BET_MESSAGES.marketClosed);
  });

  it('refuses blocked and bet-locked players, staff and visitors', async () => {
    const blocked = await newPlayer();
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, blocked.user.id));
    // The session of a blocked account is refused before the bet is read (request context).
    const b = await placeBet(t, blocked.token, { ...order(betfair, { odd: 1.85, stake: 100 }) });
    expect(b.statusCode).toBe(401);
    expect(b.json().message).toBe(MESSAGES.accountLocked);
    const locked = await newPlayer();
    await t.db.update(users).set({ betLock: true }).where(eq(users.id, locked.user.id));
    const l = await placeBet(t, locked.token, { ...order(betfair, { odd: 1.85, stake: 100 }) });
    expect(l.statusCode).toBe(403);
    expect(l.json().message).toBe(BET_MESSAGES.betLocked);
    const staff = await placeBet(t, c.tokens.branch, { ...order(betfair, { odd: 1.85, stake: 100 }) });
    expect(staff.statusCode).toBe(403);
    const visitor = await placeBet(t, null, { ...order(betfair, { odd: 1.85, stake: 100 }) });
    expect(visitor.statusCode).toBe(401);
    expect(await betCount(t, blocked.user)).toBe(0);
    expect(await betCount(t, locked.user)).toBe(0);
  });
});
