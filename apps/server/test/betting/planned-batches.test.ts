import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BET_MESSAGES, MESSAGES } from '@backlay/contract';
import { teamBookOf, teamExposure, type TeamBet } from '@backlay/domain';
import { markets } from '../../src/db/schema/sports.js';
import { users } from '../../src/db/schema/index.js';
import { batchTransactionRunner } from '../../src/db/batch-transaction.js';
import { commitBatch, PlacementQueue } from '../../src/modules/betting/placement-queue.js';
import { PlacementStateCache } from '../../src/modules/betting/placement-state-cache.js';
import { ShareListIds } from '../../src/modules/betting/upline-share-lists.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import {
  betCount,
  bookOf,
  credit,
  directJob,
  get,
  openMarket,
  order,
  placeBet,
  recordLive,
  walletState,
  type OpenMarket,
  fundedPlayer,
} from './betting-helpers.js';

/**
 * A placement batch planned from what the last batches committed and sent in one round trip
 * (placement-state-cache.ts, apps/server/src/db/functions/placement_commit.sql): used when
 * nothing it planned from has changed, and when anything has, the batch is read under its locks
 * instead and decides exactly as it would have.
 */

let t: TestApp;
let c: SignedInChain;

beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
});
afterAll(async () => t.close());

const newPlayer = (paise?: number) => fundedPlayer(t, c, paise);

const routes = () => structuredClone(t.app.betting.queue.routes);
const back100 = (m: OpenMarket) => order(m, { odd: 1.85, stake: 100 });
/** The book of n backs of 100 at 1.85 on the market's first runner. */
function backsBook(m: OpenMarket, n: number) {
  const bets: TeamBet[] = Array.from({ length: n }, () => ({ runnerId: m.runners[0]!.id, side: 'back', odd: 185, stake: 100_00 }));
  return teamBookOf(
    'betfair',
    m.runners.map((r) => r.id),
    bets,
  );
}

describe('the next bets of a player', () => {
  it('are committed in one round trip each, leaving the book, exposure and points a fresh read shows', async () => {
    const p = await newPlayer();
    const m = await openMarket(t);
    const sent = recordLive(t.app.ctx);
    const before = routes();
    for (let i = 0; i < 3; i++) expect((await placeBet(t, p.token, back100(m))).statusCode).toBe(200);
    const after = routes();
    // The first bet's batch read the wallet and the (absent) book under its locks; the next two
    // were planned from what it committed.
    expect(after.locked - before.locked).toBe(1);
    expect(after.memory - before.memory).toBe(2);
    expect(after.stale).toBe(before.stale);

    const book = backsBook(m, 3);
    expect(await bookOf(t, p.user, m.market.id)).toEqual({ book, exposure: teamExposure(book), openBets: 3 });
    const wallet = await walletState(t, p.user);
    expect(wallet.exposure).toBe(teamExposure(book));
    // The points message goes out just after the answer: wait for it.
    const lastPts = () => sent.filter((s) => s.event === 'getPtsUpdates' && s.to === `user:${p.user.id}`).at(-1)?.payload;
    await expect.poll(lastPts).toEqual((await get(t, '/api/user/pts', p.token)).json().docs);
  });
});

describe('a change since the last batch', () => {
  it('a deposit: the planned batch is stale (wallet), the bet is placed against the new balance', async () => {
    const p = await newPlayer(100_00);
    const m = await openMarket(t);
    expect((await placeBet(t, p.token, back100(m))).statusCode).toBe(200);
    // 100 of exposure on 100 of points: nothing is left for a second bet until the deposit.
    expect((await placeBet(t, p.token, back100(m))).statusCode).toBe(400);
    const before = routes();
    await credit(t, p.user, 100_00);
    const res = await placeBet(t, p.token, back100(m));
    expect(res.statusCode, res.body).toBe(200);
    expect(routes().staleBecause.wallet ?? 0).toBe((before.staleBecause.wallet ?? 0) + 1);
    expect(await walletState(t, p.user)).toMatchObject({ balance: 200_00, exposure: 200_00, available: 0 });
    // The lock phase that followed read the wallet afresh: the next bet is planned from memory
    // again (and refused for the points, as a fresh read would).
    const memory = routes().memory;
    expect((await placeBet(t, p.token, back100(m))).statusCode).toBe(400);
    expect(routes().memory).toBe(memory + 1);
  });

  it.each([
    { what: 'blocked', set: { blocked: true }, status: 401, message: MESSAGES.accountLocked },
    { what: 'bet-locked', set: { betLock: true }, status: 403, message: BET_MESSAGES.betLocked },
  ])('the player $what: stale (player), refused as before, leaving nothing', async ({ set, status, message }) => {
    const p = await newPlayer();
    const m = await openMarket(t);
    expect((await placeBet(t, p.token, back100(m))).statusCode).toBe(200);
    const wallet = await walletState(t, p.user);
    const before = routes();
    await t.db.update(users).set(set).where(eq(users.id, p.user.id));
    // The request context still holds the session read of the first bet (the test clock
    // stands still): only the batch finds out.
    const res = await placeBet(t, p.token, back100(m));
    expect([res.statusCode, res.json().message]).toEqual([status, message]);
    expect(routes().staleBecause.player ?? 0).toBe((before.staleBecause.player ?? 0) + 1);
    expect(await betCount(t, p.user)).toBe(1);
    expect(await walletState(t, p.user)).toEqual(wallet);
  });

  it('a partnership: stale (player), the bet records the new shares', async () => {
    const p = await newPlayer();
    const m = await openMarket(t);
    expect((await placeBet(t, p.token, back100(m))).statusCode).toBe(200);
    const before = routes();
    const [master] = await t.db.select({ bps: users.partnershipBps }).from(users).where(eq(users.id, c.master.id));
    const bps = master!.bps;
    await t.db
      .update(users)
      .set({ partnershipBps: bps + 111 })
      .where(eq(users.id, c.master.id));
    try {
      expect((await placeBet(t, p.token, back100(m))).statusCode).toBe(200);
      expect(routes().staleBecause.player ?? 0).toBe((before.staleBecause.player ?? 0) + 1);
      const rows = (
        (await t.db.execute(sql`select l.shares from bets b join upline_share_lists l on l.id = b.share_list_id
            where b.user_id = ${p.user.id}::uuid order by b.created_at, b.id`)) as unknown as {
          rows: { shares: { userId: string; bps: number }[] }[];
        }
      ).rows;
      expect(rows.map((r) => r.shares.find((s) => s.userId === c.master.id)!.bps)).toEqual([bps, bps + 111]);
    } finally {
      await t.db.update(users).set({ partnershipBps: bps }).where(eq(users.id, c.master.id));
    }
  });

  it('the session ended: stale (session), answered 401, leaving nothing', async () => {
    const p = await newPlayer();
    const m = await openMarket(t);
    expect((await placeBet(t, p.token, back100(m))).statusCode).toBe(200);
    const before = routes();
    await t.db.execute(sql`update sessions set revoked_at = now(), revoked_reason = 'logout' where user_id = ${p.user.id}::uuid`);
    const res = await placeBet(t, p.token, back100(m));
    expect([res.statusCode, res.json().message]).toEqual([401, MESSAGES.unauthorized]);
    expect(routes().staleBecause.session ?? 0).toBe((before.staleBecause.session ?? 0) + 1);
    expect(await betCount(t, p.user)).toBe(1);
  });

  it('the market stopped by staff: stale (market), refused on a fresh read, leaving nothing', async () => {
    const p = await newPlayer();
    const m = await openMarket(t);
    expect((await placeBet(t, p.token, back100(m))).statusCode).toBe(200);
    const before = routes();
    await t.db.update(markets).set({ betAllow: false }).where(eq(markets.id, m.market.id));
    const res = await placeBet(t, p.token, back100(m));
    expect([res.statusCode, res.json().message]).toEqual([400, BET_MESSAGES.betNotAllowed]);
    expect(routes().staleBecause.market ?? 0).toBe((before.staleBecause.market ?? 0) + 1);
    expect(await betCount(t, p.user)).toBe(1);
  });
});

describe('what only the database can tell', () => {
  /** A batch committer with its own memory, as one process's queue has. */
  function committer() {
    const cache = new PlacementStateCache();
    const lists = new ShareListIds();
    return async (job: ReturnType<typeof directJob>) => {
      const outcome = await batchTransactionRunner(t.db)((batch) => commitBatch(batch, [job], t.clock.now(), lists, cache));
      lists.remember(outcome.learntShareLists);
      cache.learn(outcome.lessons);
      return outcome;
    };
  }

  it('a book changed by another writer: stale (book), the bet is put on the stored book', async () => {
    const p = await newPlayer();
    const m = await openMarket(t);
    const commit = committer();
    expect((await commit(directJob(p.user, m))).route).toBe('locked');
    expect((await commit(directJob(p.user, m))).route).toBe('memory');
    // A writer that moved the book without moving the wallet (its version only, here).
    await t.db.execute(sql`update user_market_books set version = version + 1 where user_id = ${p.user.id}::uuid`);
    const third = await commit(directJob(p.user, m));
    expect(third.route).toEqual({ stale: 'book' });
    expect(third.answers[0]).toMatchObject({ bet: { status: 'open' } });
    const book = backsBook(m, 3);
    expect(await bookOf(t, p.user, m.market.id)).toEqual({ book, exposure: teamExposure(book), openBets: 3 });
  });

  it('an Idempotency-Key recorded by another process: stale (key), answered with the bet recorded under it', async () => {
    const p = await newPlayer();
    const m = await openMarket(t);
    const commit = committer();
    expect((await commit(directJob(p.user, m))).route).toBe('locked');
    // Another process records a bet under the key, refused during its delay: the wallet and the
    // book do not move, so only the key tells.
    const keyed = (rejectReason: string | null) => {
      const job = directJob(p.user, m);
      return { ...job, bet: { ...job.bet, idempotencyKey: 'retry-7' }, rejectReason };
    };
    const other = await committer()(keyed(BET_MESSAGES.priceChanged));
    expect(other.answers[0]).toMatchObject({ bet: { status: 'rejected' } });
    const again = await commit(keyed(null));
    expect(again.route).toEqual({ stale: 'key' });
    expect(again.answers[0]).toMatchObject({ replayed: true, bet: { status: 'rejected', idempotencyKey: 'retry-7' } });
    expect(await betCount(t, p.user)).toBe(2);
  });

  it('two processes placing for one player in turn: each finds the other moved the wallet, and the books stay exact', async () => {
    const p = await newPlayer();
    const m = await openMarket(t);
    const runner = batchTransactionRunner(t.db);
    const [a, b] = [new PlacementQueue(runner, () => t.clock.now()), new PlacementQueue(runner, () => t.clock.now())];
    for (let i = 0; i < 6; i++) expect(await (i % 2 === 0 ? a : b).place(directJob(p.user, m))).toMatchObject({ bet: { status: 'open' } });
    // Each queue read under locks once, then found every later plan stale (the other had moved the wallet).
    for (const q of [a, b]) expect(q.routes).toMatchObject({ memory: 0, locked: 1, stale: 2, staleBecause: { wallet: 2 } });
    // The same queue twice in a row plans from memory.
    expect(await a.place(directJob(p.user, m))).toMatchObject({ bet: { status: 'open' } });
    expect(await a.place(directJob(p.user, m))).toMatchObject({ bet: { status: 'open' } });
    expect(a.routes.memory).toBe(1);
    const book = backsBook(m, 8);
    expect(await bookOf(t, p.user, m.market.id)).toEqual({ book, exposure: teamExposure(book), openBets: 8 });
    expect((await walletState(t, p.user)).exposure).toBe(teamExposure(book));
  });
});
