import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { BET_MESSAGES, EXPOSURE_MESSAGES, SPORTS_MESSAGES, docsEnvelope, exposureEntrySchema, type ExposureEntry } from '@backlay/contract';
import { rupeesToPaise, type SessionBookLine, type TeamBook } from '@backlay/domain';
import { events, markets } from '../../src/db/schema/sports.js';
import { CODE, signedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newMarket, primePrices } from '../sports/sports-factories.js';
import { declareAndSettle, rollbackAndReverse } from '../settlement/settlement-helpers.js';
import {
  DEFAULT_LADDERS,
  bookOf,
  fundedPlayer,
  get,
  marketsOfEachType,
  order,
  placeBet,
  walletState,
  type OpenMarket,
} from './betting-helpers.js';

/**
 * GET api/protected/game/market/exposure on a real database: every figure of an entry is the
 * book the placement queue stored (user_market_books), for exchange (back and lay), bookmaker
 * and session markets, after bets, after a cash out, after a staff void of a bet and after a
 * market voided and rolled back; the player's own books only; bad ids answer 4xx.
 */

let t: TestApp;
let each: Awaited<ReturnType<typeof marketsOfEachType>>;
beforeAll(async () => {
  t = await createTestApp();
  each = await marketsOfEachType(t);
});
afterAll(async () => t.close());

const answerSchema = docsEnvelope(z.array(exposureEntrySchema));
type Player = Awaited<ReturnType<typeof fundedPlayer>>;

const newPlayer = () => fundedPlayer(t, each.c, 5_000_00);

async function exposure(token: string, query: string): Promise<ExposureEntry[]> {
  const res = await get(t, `/api/protected/game/market/exposure?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  // The contract's shape exactly: nothing added, nothing missing.
  const parsed = answerSchema.parse(res.json());
  expect(parsed).toEqual(res.json());
  return parsed.docs;
}

async function bet(p: Player, m: OpenMarket, opts: Parameters<typeof order>[1]): Promise<string> {
  const res = await placeBet(t, p.token, { ...order(m, opts) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { docs: { _id: string } }).docs._id;
}

const paise = (rupees: number) => rupeesToPaise(rupees);

/**
 * The entry against the book the placement queue stored: the P/L of every outcome, the
 * liability (the stored exposure, which the wallet holds), the best and worst outcome and the
 * runner of the worst, and the percentages of the open bets' stake.
 */
async function expectStoredBook(p: Player, m: OpenMarket, entry: ExposureEntry | undefined, stake: number): Promise<void> {
  const stored = await bookOf(t, p.user, m.market.id);
  expect(stored).not.toBeNull();
  expect(entry).toBeDefined();
  const e = entry!;
  expect(e).toMatchObject({ marketId: m.market.id, marketType: m.market.type, openBets: stored!.openBets });
  expect(paise(e.liability)).toBe(stored!.exposure);
  let pnls: number[];
  if (m.market.type === 'session') {
    const lines = stored!.book as SessionBookLine[];
    expect(e.sessionBook!.map((l) => ({ ...l, pnl: paise(l.pnl) }))).toEqual(lines);
    expect(e.teams).toEqual([]);
    expect({ teamId: e.teamId, teamName: e.teamName }).toEqual({ teamId: m.runners[0]!.id, teamName: m.runners[0]!.name });
    pnls = lines.map((l) => l.pnl);
  } else {
    const book = stored!.book as TeamBook;
    expect(e.sessionBook).toBeNull();
    expect(e.teams.map((r) => ({ ...r, pnl: paise(r.pnl) }))).toEqual(
      m.runners.map((r) => ({ teamId: r.id, teamName: r.name, pnl: book[r.id] })),
    );
    pnls = m.runners.map((r) => book[r.id]!);
    const worst = m.runners.find((r) => book[r.id] === Math.min(...pnls))!;
    expect({ teamId: e.teamId, teamName: e.teamName }).toEqual({ teamId: worst.id, teamName: worst.name });
  }
  expect(paise(e.minLoss)).toBe(Math.min(...pnls));
  expect(paise(e.profit)).toBe(Math.max(...pnls));
  expect(e.profitPercentage).toBeCloseTo((Math.max(...pnls) / stake) * 100, 2);
  expect(e.minLossPercentage).toBeCloseTo((Math.min(...pnls) / stake) * 100, 2);
}

/** A market of `type` in the same event as `m`, open for bets like openMarket's. */
async function marketBeside(m: OpenMarket, type: 'session' | 'bookmaker', extra: { top?: boolean } = {}): Promise<OpenMarket> {
  const ctx = t.app.ctx;
  const [event] = await t.db.select().from(events).where(eq(events.id, m.market.eventId));
  const made = await newMarket(ctx, {
    event: event!,
    type,
    name: type === 'session' ? '6 Over Runs' : 'Bookmaker',
    delaySecond: 0,
    status: 'open',
    ...extra,
  });
  const [market] = await t.db
    .update(markets)
    .set({ betOpenDate: new Date(ctx.clock.now().getTime() - 3_600_000), cashout: type !== 'session' })
    .where(eq(markets.id, made.market.id))
    .returning();
  primePrices(ctx, market!, { runners: DEFAULT_LADDERS[type](made.runners) });
  return { market: market!, runners: made.runners };
}

describe('exposure entries', () => {
  it('are the stored books of back and lay bets on an exchange market, with the figures of a single back', async () => {
    const p = await newPlayer();
    const m = each.betfair;
    await bet(p, m, { odd: 1.85, stake: 100 });
    const [single] = await exposure(p.token, `marketId=${m.market.id}`);
    // Back 100 at 1.85: +85 if the first runner wins, -100 otherwise.
    expect(single).toEqual({
      marketId: m.market.id,
      marketType: 'betfair',
      openBets: 1,
      liability: 100,
      profit: 85,
      teamId: m.runners[1]!.id,
      teamName: m.runners[1]!.name,
      minLoss: -100,
      profitPercentage: 85,
      minLossPercentage: -100,
      sessionBook: null,
      teams: [
        { teamId: m.runners[0]!.id, teamName: m.runners[0]!.name, pnl: 85 },
        { teamId: m.runners[1]!.id, teamName: m.runners[1]!.name, pnl: -100 },
      ],
    });

    await bet(p, m, { runner: 1, side: 'BACK', odd: 2.05, stake: 150 });
    await bet(p, m, { side: 'LAY', odd: 1.87, stake: 120 });
    await bet(p, m, { runner: 1, side: 'LAY', odd: 2.07, stake: 133 });
    const [entry] = await exposure(p.token, `marketId=${m.market.id}`);
    await expectStoredBook(p, m, entry, 100_00 + 150_00 + 120_00 + 133_00);
    // The wallet holds exactly the entry's liability.
    expect((await walletState(t, p.user)).exposure).toBe(paise(entry!.liability));
  });

  it('are the stored books of bookmaker and session markets', async () => {
    const p = await newPlayer();
    await bet(p, each.bookmaker, { odd: 85, stake: 200 });
    await bet(p, each.bookmaker, { runner: 1, side: 'LAY', odd: 80, stake: 120 });
    await bet(p, each.session, { odd: 100, run: 46, stake: 250 });
    await bet(p, each.session, { side: 'LAY', odd: 100, run: 45, stake: 175 });
    const [bm] = await exposure(p.token, `marketId=${each.bookmaker.market.id}`);
    await expectStoredBook(p, each.bookmaker, bm, 320_00);
    const [session] = await exposure(p.token, `marketId=${each.session.market.id}`);
    await expectStoredBook(p, each.session, session, 425_00);
    // Yes 250 at 46 and No 175 at 45: below 45 the No wins and the Yes loses, at 45 both lose, from 46 the Yes wins.
    expect(session!.sessionBook).toEqual([
      { fromRun: 0, toRun: 44, pnl: -75 },
      { fromRun: 45, toRun: 45, pnl: -425 },
      { fromRun: 46, toRun: null, pnl: 75 },
    ]);
    expect(session).toMatchObject({ liability: 425, profit: 75, minLoss: -425, profitPercentage: 17.65, minLossPercentage: -100 });
  });

  it("answer every market of an event the player has bets on, in page order, and the player's own books only", async () => {
    const match = await marketBeside(each.betfair, 'session', { top: true });
    const untouched = await marketBeside(each.betfair, 'bookmaker');
    const p = await newPlayer();
    const other = await newPlayer();
    await bet(p, each.betfair, { side: 'LAY', odd: 1.87, stake: 100 });
    await bet(p, match, { odd: 100, run: 46, stake: 100 });
    await bet(other, each.betfair, { odd: 1.85, stake: 500 });

    const entries = await exposure(p.token, `eventId=${each.betfair.market.eventId}`);
    // The session market is pinned to the top of the page; the bookmaker market has no bets of p.
    expect(entries.map((e) => e.marketId)).toEqual([match.market.id, each.betfair.market.id]);
    await expectStoredBook(p, match, entries[0], 100_00);
    await expectStoredBook(p, each.betfair, entries[1], 100_00);
    expect(await exposure(p.token, `marketId=${untouched.market.id}`)).toEqual([]);
    const [theirs] = await exposure(other.token, `eventId=${each.betfair.market.eventId}`);
    await expectStoredBook(other, each.betfair, theirs, 500_00);
  });

  it('follow a cash out: the levelled book the opposite bet left', async () => {
    const p = await newPlayer();
    const m = each.betfair;
    await bet(p, m, { odd: 1.85, stake: 100 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/openBet/cashout',
      headers: { authorization: `Bearer ${p.token}` },
      payload: { marketId: m.market.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cashOutStake = paise((res.json() as { docs: { stake: number } }).docs.stake);
    const [entry] = await exposure(p.token, `marketId=${m.market.id}`);
    await expectStoredBook(p, m, entry, 100_00 + cashOutStake);
    expect(entry!.openBets).toBe(2);
    // Level within a paisa or so whoever wins: 85 - 0.87 x 98.93 = -1.07 and 98.93 - 100 = -1.07.
    expect(paise(entry!.profit) - paise(entry!.minLoss)).toBeLessThanOrEqual(1);
    expect(paise(entry!.liability)).toBeLessThanOrEqual(1_08);
  });

  it('follow a staff void of one bet (the book over the bets left) and a voided market (no book)', async () => {
    const p = await newPlayer();
    const m = each.session;
    const yes = await bet(p, m, { odd: 100, run: 46, stake: 100 });
    await bet(p, m, { side: 'LAY', odd: 100, run: 45, stake: 200 });
    const voided = await t.app.inject({
      method: 'POST',
      url: '/api/whiteLabel/user/openBet/void',
      headers: { authorization: `Bearer ${each.c.tokens.whiteLabel}` },
      payload: { betIds: [yes], remarks: 'palpable error', transactionCode: CODE },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const [entry] = await exposure(p.token, `marketId=${m.market.id}`);
    await expectStoredBook(p, m, entry, 200_00);
    // Only the No 200 at 45 is left.
    expect(entry!.sessionBook).toEqual([
      { fromRun: 0, toRun: 44, pnl: 200 },
      { fromRun: 45, toRun: null, pnl: -200 },
    ]);

    // A market of its own, voided by result and rolled back: no book, then the book again.
    const own = await marketBeside(each.bookmaker, 'bookmaker');
    await bet(p, own, { odd: 85, stake: 100 });
    await declareAndSettle(t, each.c, { marketId: own.market.id, void: true });
    expect(await bookOf(t, p.user, own.market.id)).toBeNull();
    expect(await exposure(p.token, `marketId=${own.market.id}`)).toEqual([]);
    await rollbackAndReverse(t, each.c, own.market.id);
    const [back] = await exposure(p.token, `marketId=${own.market.id}`);
    await expectStoredBook(p, own, back, 100_00);
  });
});

describe('exposure entries: access and bad input', () => {
  it('asks for a market or an event, one of the two', async () => {
    const p = await newPlayer();
    for (const query of ['', `marketId=${each.betfair.market.id}&eventId=${each.betfair.market.eventId}`]) {
      const res = await get(t, `/api/protected/game/market/exposure?${query}`, p.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: EXPOSURE_MESSAGES.marketOrEvent });
    }
    const tooLong = await get(t, `/api/protected/game/market/exposure?marketId=${'9'.repeat(65)}`, p.token);
    expect(tooLong.statusCode).toBe(400);
  });

  it('answers 404 for an unknown market or event, and for a manual market of another white label', async () => {
    const p = await newPlayer();
    const market = await get(t, '/api/protected/game/market/exposure?marketId=1.404', p.token);
    expect(market.statusCode).toBe(404);
    expect(market.json()).toMatchObject({ message: BET_MESSAGES.marketNotFound });
    const event = await get(t, '/api/protected/game/market/exposure?eventId=e404', p.token);
    expect(event.statusCode).toBe(404);
    expect(event.json()).toMatchObject({ message: SPORTS_MESSAGES.eventNotFound });

    const elsewhere = await signedInChain(t.db);
    const theirs = await marketBeside(each.bookmaker, 'bookmaker');
    await t.db.update(markets).set({ whiteLabelId: elsewhere.user.whiteLabelId }).where(eq(markets.id, theirs.market.id));
    const hidden = await get(t, `/api/protected/game/market/exposure?marketId=${theirs.market.id}`, p.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: BET_MESSAGES.marketNotFound });
  });

  it('is for signed-in players only', async () => {
    const url = `/api/protected/game/market/exposure?marketId=${each.betfair.market.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await get(t, url, each.c.tokens.master)).statusCode).toBe(403);
  });
});
