import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/users.js';
import { bets } from '../../src/db/schema/betting.js';
import { openBetResultSchema, SETTLEMENT_MESSAGES } from '@backlay/contract';
import { marketResults, markets, runners } from '../../src/db/schema/sports.js';
import { settleNextChunk } from '../../src/modules/settlement/settle-chunk.service.js';
import { signedInChain, ledgerState, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { credit, get, openMarket, recordLive, type OpenMarket } from '../betting/betting-helpers.js';
import {
  accountsOf,
  auditActions,
  auditSteps,
  balanceDeltas,
  bet,
  expectLedgerSound,
  betsOfMarket,
  declare,
  declareAndSettle,
  makeManual,
  marketBooks,
  newPlayer,
  rollback,
  rollbackAndReverse,
  settlementChain,
  winnerAndLoser,
} from './settlement-helpers.js';

/**
 * Declaring results and settling them on a real database: winners, losers and void on every
 * market kind, the partnership split, commission, idempotency, roll-back and re-declaration,
 * chunks, feed results, access and validation.
 */

let t: TestApp;
let c: SignedInChain;

beforeAll(async () => {
  t = await createTestApp();
  c = await settlementChain(t);
});
afterAll(async () => t.close());

const staff = () => [c.whiteLabel, c.admin, c.master];

describe('settling a declared result', () => {
  it('pays a betfair winner and collects from a loser, shared by partnership with the rest to the house', async () => {
    const { m, winner, loser, before } = await winnerAndLoser(t, c);
    const people = [winner.user, loser.user, ...staff()];
    expect(before[winner.user.id]!.exposure).toBe(100_00);
    const sent = recordLive(t.app.ctx);

    await declareAndSettle(t, c, { marketId: m.market.id, teamId: m.runners[0]!.id });

    const after = await accountsOf(t, people);
    // Winner +85.00: uplines pay 20/10/30%, the house 40%. Loser -100.00: they collect the same way.
    expect(balanceDeltas(before, after)).toEqual({
      [winner.user.id]: 85_00,
      [loser.user.id]: -100_00,
      [c.whiteLabel.id]: -17_00 + 20_00,
      [c.admin.id]: -8_50 + 10_00,
      [c.master.id]: -25_50 + 30_00,
      house: -34_00 + 40_00,
    });
    expect(after[winner.user.id]!.exposure).toBe(0);
    expect(after[loser.user.id]!.exposure).toBe(0);
    expect(await marketBooks(t, m.market.id)).toEqual([]);
    const settled = await betsOfMarket(t, m.market.id);
    expect(settled.map((b) => [b.user_id, b.status, Number(b.pnl)])).toEqual([
      [winner.user.id, 'settled', 85_00],
      [loser.user.id, 'settled', -100_00],
    ]);

    const results = sent.filter((s) => s.event === 'getOpenBetResultUpdates');
    expect(results.map((s) => s.to).sort()).toEqual([`user:${winner.user.id}`, `user:${loser.user.id}`].sort());
    const mine = openBetResultSchema.parse(results.find((s) => s.to === `user:${winner.user.id}`)!.payload);
    expect(mine).toMatchObject({
      marketId: m.market.id,
      status: 'settled',
      pnl: 85,
      commission: 0,
      result: { kind: 'winner', teamId: m.runners[0]!.id, declaration: 1 },
    });
    const pts = sent.filter((s) => s.event === 'getPtsUpdates' && s.to === `user:${winner.user.id}`);
    expect(pts.at(-1)?.payload).toMatchObject({ pts: (1_000_00 + 85_00) / 100, exposure: 0 });
    // Made inside the chunk from the locked wallet rows: exactly what a fresh read answers after.
    expect(pts.at(-1)?.payload).toEqual((await get(t, '/api/user/pts', winner.token)).json().docs);
    expect(await auditSteps(t, m.market.id)).toEqual(['market.result.declare', 'market.result.settle']);
    await expectLedgerSound(t.db);
  });

  it('settles a bet whose runner the market no longer lists, whatever its id holds', async () => {
    const m = await openMarket(t, { type: 'betfair' });
    const p = await newPlayer(t, c);
    const betId = await bet(t, p.token, m, { runner: 1, odd: 2.05, stake: 100 });
    // Its runner's id as a feed might have sent it, separators and all, and no longer in the market.
    await t.db.update(bets).set({ runnerId: 'gone|x,y é' }).where(eq(bets.id, betId));
    const before = await accountsOf(t, [p.user]);
    const sent = recordLive(t.app.ctx);
    await declareAndSettle(t, c, { marketId: m.market.id, teamId: m.runners[0]!.id });
    expect(balanceDeltas(before, await accountsOf(t, [p.user]))[p.user.id]).toBe(-100_00);
    expect((await betsOfMarket(t, m.market.id)).map((b) => [b.id, b.status, Number(b.pnl)])).toEqual([[betId, 'settled', -100_00]]);
    const notice = openBetResultSchema.parse(sent.find((s) => s.event === 'getOpenBetResultUpdates')!.payload);
    expect(notice.bets).toEqual([{ _id: betId, status: 'settled', pnl: -100 }]);
    await expectLedgerSound(t.db);
  });

  it('settles bookmaker backs and lays at the winner', async () => {
    const m = await openMarket(t, { type: 'bookmaker' });
    const back = await newPlayer(t, c);
    const lay = await newPlayer(t, c);
    await bet(t, back.token, m, { odd: 85, stake: 100 });
    await bet(t, lay.token, m, { side: 'LAY', odd: 90, stake: 100 });
    const before = await accountsOf(t, [back.user, lay.user]);
    await declareAndSettle(t, c, { marketId: m.market.id, teamId: m.runners[0]!.id });
    const deltas = balanceDeltas(before, await accountsOf(t, [back.user, lay.user]));
    expect(deltas[back.user.id]).toBe(85_00);
    expect(deltas[lay.user.id]).toBe(-90_00);
    await expectLedgerSound(t.db);
  });

  it('settles a session at the final score: Yes wins at or above its run, No below its run', async () => {
    const m = await openMarket(t, { type: 'session' });
    const yes = await newPlayer(t, c);
    const no = await newPlayer(t, c);
    await bet(t, yes.token, m, { odd: 100, run: 46, stake: 100 });
    await bet(t, no.token, m, { side: 'LAY', odd: 100, run: 45, stake: 100 });
    const before = await accountsOf(t, [yes.user, no.user]);
    await declareAndSettle(t, c, { marketId: m.market.id, run: 45 });
    const after = await accountsOf(t, [yes.user, no.user]);
    // Both lose 100.00; the uplines are not in this snapshot, the house keeps 40% of 200.00.
    expect(balanceDeltas(before, after)).toEqual({ [yes.user.id]: -100_00, [no.user.id]: -100_00, house: 80_00 });
    expect([after[yes.user.id]!.exposure, after[no.user.id]!.exposure]).toEqual([0, 0]);
    await expectLedgerSound(t.db);
  });

  it('voids: every bet returns its stake, no points move, exposure is released', async () => {
    const m = await openMarket(t, { type: 'session' });
    const p = await newPlayer(t, c);
    await bet(t, p.token, m, { odd: 100, run: 46, stake: 100 });
    const entriesBefore = (await ledgerState(t.db)).entries;
    await declareAndSettle(t, c, { marketId: m.market.id, void: true });
    expect((await ledgerState(t.db)).entries).toBe(entriesBefore);
    expect((await accountsOf(t, [p.user]))[p.user.id]).toEqual({ balance: 1_000_00, exposure: 0 });
    expect((await betsOfMarket(t, m.market.id)).map((b) => [b.status, Number(b.pnl)])).toEqual([['void', 0]]);
  });

  it('pays commission on a loss where configured, funded by the same shares', async () => {
    const m = await openMarket(t, { type: 'betfair' });
    const p = await newPlayer(t, c, { commissionBps: 200 });
    await bet(t, p.token, m, { odd: 1.85, stake: 100 });
    const before = await accountsOf(t, [p.user, ...staff()]);
    const sent = recordLive(t.app.ctx);
    await declareAndSettle(t, c, { marketId: m.market.id, teamId: m.runners[1]!.id });
    // The points message the chunk made from the wallet row it locked, plus its loss and commission.
    const pts = sent.filter((s) => s.event === 'getPtsUpdates' && s.to === `user:${p.user.id}`);
    expect(pts.at(-1)?.payload).toMatchObject({ pts: (1_000_00 - 100_00 + 2_00) / 100, exposure: 0 });
    expect(pts.at(-1)?.payload).toEqual((await get(t, '/api/user/pts', p.token)).json().docs);
    // Lost 100.00, earns 2% back: 2.00, paid 20/10/30/40 by the whiteLabel, admin, master and house.
    expect(balanceDeltas(before, await accountsOf(t, [p.user, ...staff()]))).toEqual({
      [p.user.id]: -100_00 + 2_00,
      [c.whiteLabel.id]: 20_00 - 40,
      [c.admin.id]: 10_00 - 20,
      [c.master.id]: 30_00 - 60,
      house: 40_00 - 80,
    });
    await expectLedgerSound(t.db);
  });

  it('shares each bet by the partnership it was placed under, and commission by the latest bet', async () => {
    const m = await openMarket(t, { type: 'betfair' });
    const p = await newPlayer(t, c, { commissionBps: 200 });
    await bet(t, p.token, m, { odd: 1.85, stake: 100 });
    // The master's partnership goes from 30% to 40% between the player's two bets.
    const [{ bps }] = (await t.db.select({ bps: users.partnershipBps }).from(users).where(eq(users.id, c.master.id))) as [{ bps: number }];
    await t.db.update(users).set({ partnershipBps: 4_000 }).where(eq(users.id, c.master.id));
    try {
      await bet(t, p.token, m, { odd: 1.85, stake: 200 });
      const before = await accountsOf(t, [p.user, ...staff()]);
      await declareAndSettle(t, c, { marketId: m.market.id, teamId: m.runners[1]!.id });
      // Lost 100.00 under 20/10/30/40 and 200.00 under 20/10/40/30; earns 2% of 300.00 back,
      // 6.00, paid by the shares of the latest bet.
      expect(balanceDeltas(before, await accountsOf(t, [p.user, ...staff()]))).toEqual({
        [p.user.id]: -300_00 + 6_00,
        [c.whiteLabel.id]: 20_00 + 40_00 - 1_20,
        [c.admin.id]: 10_00 + 20_00 - 60,
        [c.master.id]: 30_00 + 80_00 - 2_40,
        house: 40_00 + 60_00 - 1_80,
      });
    } finally {
      await t.db.update(users).set({ partnershipBps: bps }).where(eq(users.id, c.master.id));
    }
    await expectLedgerSound(t.db);
  });

  it('settles a market the feed declared (the runtime writes the result row; the job polls for it)', async () => {
    const m = await openMarket(t, { type: 'betfair' });
    const p = await newPlayer(t, c);
    await bet(t, p.token, m, { odd: 1.85, stake: 100 });
    await t.db
      .insert(marketResults)
      .values({ marketId: m.market.id, kind: 'winner', winnerRunnerId: m.runners[0]!.id, declaredAt: t.clock.now() });
    await t.app.settlement.drain();
    expect((await betsOfMarket(t, m.market.id)).map((b) => b.status)).toEqual(['settled']);
    expect(await auditSteps(t, m.market.id)).toEqual(['market.result.declare', 'market.result.settle']);
  });

  it('settles many players in chunks, one transaction each', async () => {
    const m = await openMarket(t, { type: 'betfair' });
    const players = [];
    for (let i = 0; i < 5; i++) players.push(await newPlayer(t, c));
    for (const p of players) await bet(t, p.token, m, { odd: 1.85, stake: 100 });
    // Declared long ago, so the app's own poll leaves it alone and the chunks below are all there is.
    const longAgo = new Date(t.clock.now().getTime() - 90 * 86_400_000);
    await t.db
      .insert(marketResults)
      .values({ marketId: m.market.id, kind: 'winner', winnerRunnerId: m.runners[0]!.id, declaredAt: longAgo });
    const chunks = [];
    for (;;) {
      const outcome = await settleNextChunk(t.app.ctx, m.market.id, 2);
      chunks.push(outcome.notices.length);
      if (outcome.done) break;
    }
    expect(chunks).toEqual([2, 2, 1]);
    expect((await betsOfMarket(t, m.market.id)).every((b) => b.status === 'settled' && Number(b.pnl) === 85_00)).toBe(true);
    expect((await auditActions(t, m.market.id)).filter((a) => a === 'market.result.settle')).toHaveLength(3);
    await expectLedgerSound(t.db);
  });
});

describe('idempotency, roll-back and re-declaration', () => {
  let m: OpenMarket;
  let players: Awaited<ReturnType<typeof newPlayer>>[];

  beforeAll(async () => {
    m = await openMarket(t, { type: 'betfair' });
    players = [await newPlayer(t, c, { commissionBps: 100 }), await newPlayer(t, c)];
    await bet(t, players[0]!.token, m, { odd: 1.85, stake: 100 });
    await bet(t, players[0]!.token, m, { runner: 1, side: 'LAY', odd: 2.07, stake: 100 });
    await bet(t, players[1]!.token, m, { runner: 1, odd: 2.05, stake: 100 });
  });

  it('settling twice changes nothing; a second declaration is refused while one stands', async () => {
    const people = [...players.map((p) => p.user), ...staff()];
    const open = await accountsOf(t, people);
    const books = await marketBooks(t, m.market.id);
    await declareAndSettle(t, c, { marketId: m.market.id, teamId: m.runners[1]!.id });
    const once = await accountsOf(t, people);
    const state = await ledgerState(t.db);
    expect(await settleNextChunk(t.app.ctx, m.market.id, 1_000)).toEqual({ done: true, notices: [] });
    await t.app.settlement.drain();
    expect(await ledgerState(t.db)).toEqual(state);
    const again = await declare(t, c.tokens.administrator, 'administrator', { marketId: m.market.id, teamId: m.runners[0]!.id });
    expect([again.statusCode, again.json().message]).toEqual([409, SETTLEMENT_MESSAGES.resultAlreadyDeclared]);

    // Roll back: every balance and exposure is as before the result, the bets and books are open again.
    const sent = recordLive(t.app.ctx);
    await rollbackAndReverse(t, c, m.market.id);
    expect(await accountsOf(t, people)).toEqual(open);
    const reopened = sent.filter((x) => x.event === 'getOpenBetResultUpdates').map((x) => openBetResultSchema.parse(x.payload));
    expect(reopened.map((x) => [x.status, x.result.declaration, x.bets.every((b) => b.status === 'open')])).toEqual([
      ['rolledBack', 1, true],
      ['rolledBack', 1, true],
    ]);
    expect((await betsOfMarket(t, m.market.id)).map((b) => [b.status, b.pnl])).toEqual([
      ['open', null],
      ['open', null],
      ['open', null],
    ]);
    expect((await marketBooks(t, m.market.id)).map((b) => [b.user_id, b.book, b.exposure, b.open_bets])).toEqual(
      books.map((b) => [b.user_id, b.book, b.exposure, b.open_bets]),
    );
    expect(await t.db.select().from(marketResults).where(eq(marketResults.marketId, m.market.id))).toEqual([]);

    // While a roll-back still has a settled bet to reopen, a new declaration waits (409, nothing written).
    // The job is stopped meanwhile: its poll would otherwise finish the faked roll-back first.
    await t.app.settlement.stop();
    const [first] = await betsOfMarket(t, m.market.id);
    await t.db.update(bets).set({ status: 'settled' }).where(eq(bets.id, first!.id));
    const early = await declare(t, c.tokens.administrator, 'administrator', { marketId: m.market.id, teamId: m.runners[1]!.id });
    expect([early.statusCode, early.json().message]).toEqual([409, SETTLEMENT_MESSAGES.rollbackInProgress]);
    expect(await t.db.select().from(marketResults).where(eq(marketResults.marketId, m.market.id))).toEqual([]);
    await t.db.update(bets).set({ status: 'open' }).where(eq(bets.id, first!.id));
    t.app.settlement.start();

    // Declared again with the same result: the same balances as settling once.
    await declareAndSettle(t, c, { marketId: m.market.id, teamId: m.runners[1]!.id });
    expect(await accountsOf(t, people)).toEqual(once);
    expect(await auditSteps(t, m.market.id)).toEqual([
      'market.result.declare',
      'market.result.settle',
      'market.result.rollback',
      'market.result.unsettle',
      'market.result.declare',
      'market.result.settle',
    ]);
    await expectLedgerSound(t.db);
  });

  it('rolls back and re-declares a different result', async () => {
    const people = players.map((p) => p.user);
    await rollbackAndReverse(t, c, m.market.id);
    const open = await accountsOf(t, people);
    await declareAndSettle(t, c, { marketId: m.market.id, teamId: m.runners[0]!.id });
    const d = balanceDeltas(open, await accountsOf(t, people));
    // Player 0: back 100 @1.85 wins 85, lay 100 @2.07 on runner 1 wins 100: +185. Player 1 loses 100.
    expect([d[players[0]!.user.id], d[players[1]!.user.id]]).toEqual([185_00, -100_00]);
    const [r] = await t.db.select().from(runners).where(eq(runners.id, m.runners[0]!.id));
    expect(r!.status).toBe('winner');
    await expectLedgerSound(t.db);
  });

  it('answers 404 for a roll-back without a standing result', async () => {
    await rollbackAndReverse(t, c, m.market.id);
    const res = await rollback(t, c.tokens.administrator, 'administrator', m.market.id);
    expect([res.statusCode, res.json().message]).toEqual([404, SETTLEMENT_MESSAGES.noResult]);
  });
});

describe('who may declare, and bad input', () => {
  it('is refused (403) to every role but the administrator and whiteLabel', async () => {
    const m = await openMarket(t, { type: 'betfair' });
    for (const role of ['admin', 'superMaster', 'master', 'agent', 'branch', 'user'] as const) {
      const res = await declare(t, c.tokens[role], role, { marketId: m.market.id, void: true });
      expect(res.statusCode, role).toBe(403);
      const back = await rollback(t, c.tokens[role], role, m.market.id);
      expect(back.statusCode, role).toBe(403);
    }
    const path = await declare(t, c.tokens.whiteLabel, 'administrator', { marketId: m.market.id, void: true });
    expect(path.statusCode).toBe(403);
  });

  it('lets a whiteLabel result only manual markets that only its own players bet on', async () => {
    const feedMarket = await openMarket(t, { type: 'betfair' });
    const res = await declare(t, c.tokens.whiteLabel, 'whiteLabel', { marketId: feedMarket.market.id, void: true });
    expect([res.statusCode, res.json().message]).toEqual([403, SETTLEMENT_MESSAGES.notYourMarket]);

    const manual = await openMarket(t, { type: 'bookmaker' });
    await makeManual(t, [manual.market.id]);
    const p = await newPlayer(t, c);
    await bet(t, p.token, manual, { odd: 85, stake: 100 });
    const other = await signedInChain(t.db);
    await credit(t, other.user, 1_000_00);
    await bet(t, other.tokens.user, manual, { odd: 85, stake: 100 });
    const refused = await declare(t, c.tokens.whiteLabel, 'whiteLabel', { marketId: manual.market.id, void: true });
    expect(refused.statusCode).toBe(403);

    const own = await openMarket(t, { type: 'bookmaker' });
    await makeManual(t, [own.market.id]);
    await bet(t, p.token, own, { odd: 85, stake: 100 });
    const ok = await declare(t, c.tokens.whiteLabel, 'whiteLabel', { marketId: own.market.id, teamId: own.runners[0]!.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ message: SETTLEMENT_MESSAGES.resultDeclared, docs: { declaration: 1, declaredBy: c.whiteLabel.id } });
    await t.app.settlement.drain();
    expect((await betsOfMarket(t, own.market.id)).map((b) => b.status)).toEqual(['settled']);
    const back = await rollback(t, c.tokens.whiteLabel, 'whiteLabel', own.market.id);
    expect(back.statusCode).toBe(200);
    await t.app.settlement.drain();
  });

  it('answers clear 4xx messages for bad results and changes nothing', async () => {
    const team = await openMarket(t, { type: 'betfair' });
    const session = await openMarket(t, { type: 'session' });
    const state = await ledgerState(t.db);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ marketId: team.market.id }, 400, SETTLEMENT_MESSAGES.oneResultOnly],
      [{ marketId: team.market.id, teamId: team.runners[0]!.id, void: true }, 400, SETTLEMENT_MESSAGES.oneResultOnly],
      [{ marketId: team.market.id, run: 10 }, 400, SETTLEMENT_MESSAGES.teamMarketNeedsTeam],
      [{ marketId: team.market.id, teamId: 'nobody' }, 400, SETTLEMENT_MESSAGES.teamNotInMarket],
      [{ marketId: session.market.id, teamId: session.runners[0]!.id }, 400, SETTLEMENT_MESSAGES.sessionNeedsRun],
      [{ marketId: session.market.id, run: -1 }, 400, SETTLEMENT_MESSAGES.invalidRun],
      [{ marketId: session.market.id, run: 4.5 }, 400, SETTLEMENT_MESSAGES.invalidRun],
      [{ marketId: 'no-such-market', void: true }, 404, SETTLEMENT_MESSAGES.marketNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await declare(t, c.tokens.administrator, 'administrator', body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    const badVoid = await declare(t, c.tokens.administrator, 'administrator', { marketId: team.market.id, void: false });
    expect(badVoid.statusCode).toBe(400);
    expect(await ledgerState(t.db)).toEqual(state);
    const [row] = await t.db.select().from(markets).where(eq(markets.id, team.market.id));
    expect(row!.status).toBe('open');
  });

  it('closes the market for bets as soon as the result is declared', async () => {
    const m = await openMarket(t, { type: 'betfair' });
    await declareAndSettle(t, c, { marketId: m.market.id, void: true });
    expect(t.app.ctx.prices.get(m.market.id)?.feedStatus).toBe('closed');
    const [row] = await t.db.select().from(markets).where(eq(markets.id, m.market.id));
    expect(row!.status).toBe('closed');
  });
});
