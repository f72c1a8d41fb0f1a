import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BET_MESSAGES, MESSAGES, REQUEST_MESSAGES } from '@backlay/contract';
import { markets } from '../../src/db/schema/sports.js';
import { issuanceAccountId, postEntry, walletAccountId } from '../../src/modules/ledger/index.js';
import { users } from '../../src/db/schema/index.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { batchTransactionRunner } from '../../src/db/batch-transaction.js';
import { commitBatch, PlacementQueue } from '../../src/modules/betting/placement-queue.js';
import type { BatchTransactionRunner } from '../../src/db/batch-transaction.js';
import { ShareListIds } from '../../src/modules/betting/upline-share-lists.js';
import { findMarketForBet } from '../../src/modules/betting/betting.repository.js';
import {
  betCount,
  bookOf,
  commitDirect,
  directJob,
  get,
  heldDelay,
  openMarket,
  order,
  placeBet,
  recordLive,
  walletState,
  fundedPlayer,
} from './betting-helpers.js';

/**
 * What a placement batch checks again inside its transaction (apps/server/src/db/functions/placement_locks.sql):
 * the session and the player (a session remembered by the request context for bet placement,
 * or one that ended during the in-play delay), the market's stop flags, and the upline shares
 * the bet records.
 */

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

const logout = (token: string) => t.app.inject({ method: 'DELETE', url: '/api/user/auth', headers: { authorization: `Bearer ${token}` } });

describe('the session and the player, checked again by the batch', () => {
  it('refuses, leaving nothing, a bet sent just after a logout while the session was still remembered', async () => {
    const p = await newPlayer();
    const m = await openMarket(t);
    const first = await placeBet(t, p.token, order(m, { odd: 1.85, stake: 100 }));
    expect(first.statusCode, first.body).toBe(200);
    const before = await walletState(t, p.user);
    expect((await logout(p.token)).statusCode).toBe(200);

    // The request context reuses the session read by the first bet (the test clock stands
    // still, so it is still "recent"); the batch finds it revoked.
    const second = await placeBet(t, p.token, order(m, { odd: 1.85, stake: 100 }));
    expect(second.statusCode, second.body).toBe(401);
    expect(second.json()).toMatchObject({ code: 'UNAUTHORIZED', message: MESSAGES.unauthorized });
    expect(await betCount(t, p.user)).toBe(1);
    expect(await walletState(t, p.user)).toEqual(before);
    // Any other call reads the session afresh.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/pts', headers: { authorization: `Bearer ${p.token}` } })).statusCode).toBe(
      401,
    );
  });

  it('says the window was replaced when a newer login ended the remembered session', async () => {
    const p = await newPlayer();
    const m = await openMarket(t);
    expect((await placeBet(t, p.token, order(m, { odd: 1.85, stake: 100 }))).statusCode).toBe(200);
    await t.db.execute(sql`update sessions set revoked_at = now(), revoked_reason = 'replaced' where user_id = ${p.user.id}::uuid`);
    const res = await placeBet(t, p.token, order(m, { odd: 1.85, stake: 100 }));
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toMatchObject({ code: 'DUPLICATE_SESSION', message: MESSAGES.duplicateWindow });
    expect(await betCount(t, p.user)).toBe(1);
  });

  it.each([
    { flag: 'blocked', set: { blocked: true }, status: 401, message: MESSAGES.accountLocked },
    { flag: 'bet-locked', set: { betLock: true }, status: 403, message: BET_MESSAGES.betLocked },
  ])('refuses a bet whose player was $flag during the in-play delay, leaving nothing', async ({ set, status, message }) => {
    const p = await newPlayer();
    const m = await openMarket(t, { delaySecond: 2 });
    const delay = heldDelay(t);
    const pending = placeBet(t, p.token, order(m, { odd: 1.85, stake: 100 }));
    await delay.startedAt;
    await t.db.update(users).set(set).where(eq(users.id, p.user.id));
    delay.release();
    const res = await pending;
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await betCount(t, p.user)).toBe(0);
    expect(await bookOf(t, p.user, m.market.id)).toBeNull();
    expect((await walletState(t, p.user)).exposure).toBe(0);
  });
});

describe('the market and the upline, read by the batch', () => {
  it('records as rejected a bet on a market staff stopped after the bet was checked', async () => {
    const p = await newPlayer();
    const m = await openMarket(t);
    await t.db.update(markets).set({ betAllow: false }).where(eq(markets.id, m.market.id));
    const result = await commitDirect(t, p.user, m);
    expect(result && 'bet' in result && result.bet).toMatchObject({ status: 'rejected', rejectReason: BET_MESSAGES.betNotAllowed });
    expect(await bookOf(t, p.user, m.market.id)).toBeNull();
    expect((await walletState(t, p.user)).exposure).toBe(0);
  });

  it('records the upline shares in force when the bet commits, top first, each distinct list stored once', async () => {
    const [p, q] = [await newPlayer(), await newPlayer()];
    const earlier = await openMarket(t);
    for (const player of [p, q]) expect(await commitDirect(t, player.user, earlier)).toMatchObject({ bet: { status: 'open' } });
    const m = await openMarket(t, { delaySecond: 1 });
    const delay = heldDelay(t);
    const pending = placeBet(t, p.token, order(m, { odd: 1.85, stake: 100 }));
    await delay.startedAt;
    // A partnership changed while the bet waited out its delay: the bet keeps the new one.
    const bpsBefore = (await t.db.select({ bps: users.partnershipBps }).from(users).where(eq(users.id, c.master.id)))[0]!.bps;
    await t.db
      .update(users)
      .set({ partnershipBps: bpsBefore + 1_234 })
      .where(eq(users.id, c.master.id));
    delay.release();
    expect((await pending).statusCode).toBe(200);
    type Shares = { userId: string; role: string; bps: number }[];
    const rows = (
      (await t.db.execute(sql`select b.user_id, b.market_id, b.share_list_id, l.shares from bets b
          join upline_share_lists l on l.id = b.share_list_id
          where b.user_id in (${p.user.id}::uuid, ${q.user.id}::uuid)`)) as unknown as {
        rows: { user_id: string; market_id: string; share_list_id: number; shares: Shares }[];
      }
    ).rows;
    const bet = (userId: string, marketId: string) => rows.find((r) => r.user_id === userId && r.market_id === marketId)!;
    const [pEarlier, qEarlier, pLater] = [
      bet(p.user.id, earlier.market.id),
      bet(q.user.id, earlier.market.id),
      bet(p.user.id, m.market.id),
    ];
    // Two players under one chain: one list. The new partnership: a new list; the older bets keep theirs.
    expect(pEarlier.share_list_id).toBe(qEarlier.share_list_id);
    expect(pLater.share_list_id).not.toBe(pEarlier.share_list_id);
    expect(pLater.shares.map((s) => s.userId)).toEqual(p.user.ancestors);
    expect(pLater.shares.find((s) => s.userId === c.master.id)).toMatchObject({ role: 'master', bps: bpsBefore + 1_234 });
    expect(pEarlier.shares.find((s) => s.userId === c.master.id)).toMatchObject({ role: 'master', bps: bpsBefore });
  });

  it('remembers a share list inserted by a batch only once the batch has committed', async () => {
    const p = await newPlayer();
    const m = await openMarket(t);
    // A partnership no bet has recorded yet: the batch inserts its list, then rolls back.
    await t.db.update(users).set({ partnershipBps: 4_321 }).where(eq(users.id, c.master.id));
    const lists = new ShareListIds();
    const rolledBack = batchTransactionRunner(t.db)(async (batch) => {
      const { learntShareLists } = await commitBatch(batch, [directJob(p.user, m)], t.clock.now(), lists);
      expect(learntShareLists).toHaveLength(1);
      throw new Error('the batch fails after its writes');
    });
    await expect(rolledBack).rejects.toThrow('the batch fails after its writes');
    // The list went with the transaction; a later batch with the same memory inserts it again.
    const { answers, learntShareLists } = await batchTransactionRunner(t.db)((batch) =>
      commitBatch(batch, [directJob(p.user, m)], t.clock.now(), lists),
    );
    expect(learntShareLists).toHaveLength(1);
    const stored = (
      (await t.db.execute(sql`select shares from upline_share_lists where id = ${learntShareLists[0]![1]}`)) as unknown as {
        rows: { shares: { userId: string; bps: number }[] }[];
      }
    ).rows;
    expect(stored[0]!.shares.find((s) => s.userId === c.master.id)?.bps).toBe(4_321);
    expect(answers[0]).toMatchObject({ bet: { status: 'open', shareListId: learntShareLists[0]![1] } });
    lists.remember(learntShareLists);
    // Known now: the next batch asks the database nothing about it.
    const again = await batchTransactionRunner(t.db)((batch) => commitBatch(batch, [directJob(p.user, m)], t.clock.now(), lists));
    expect(again.learntShareLists).toEqual([]);
    expect(again.answers[0]).toMatchObject({ bet: { shareListId: learntShareLists[0]![1] } });
  });
});

describe('a market read remembered by placement, checked again by its digest in the batch', () => {
  it('the lock phase digests an unchanged market as the read does; another digest sends the bet back, recording nothing', async () => {
    const p = await newPlayer();
    const m = await openMarket(t);
    const found = await findMarketForBet(t.db, m.market.id);
    expect(found!.digest).toMatch(/^[0-9a-f]{32}$/);
    const commit = (digest: string) =>
      batchTransactionRunner(t.db)((batch) => commitBatch(batch, [{ ...directJob(p.user, m), marketDigest: digest }], t.clock.now()));
    expect((await commit(found!.digest)).answers[0]).toMatchObject({ bet: { status: 'open' } });
    expect((await commit('0'.repeat(32))).answers[0]).toEqual({ refused: 'market' });
    expect(await betCount(t, p.user)).toBe(1);
  });

  it('a bet that passed against a remembered read of a market changed since is answered from a fresh read', async () => {
    const p = await newPlayer();
    const m = await openMarket(t, { maxStakePaise: 1_000_00 });
    // The first bet's read of the market is remembered for the next ones.
    expect((await placeBet(t, p.token, order(m, { odd: 1.85, stake: 100 }))).statusCode).toBe(200);
    await t.db.update(markets).set({ maxStake: 200_00 }).where(eq(markets.id, m.market.id));
    const over = await placeBet(t, p.token, order(m, { odd: 1.85, stake: 500 }));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(BET_MESSAGES.amountShouldBeInRange);
    expect(await betCount(t, p.user)).toBe(1);

    await t.db.update(markets).set({ name: 'Match Odds (renamed)' }).where(eq(markets.id, m.market.id));
    const renamed = await placeBet(t, p.token, order(m, { odd: 1.85, stake: 100 }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().docs.market.marketName).toBe('Match Odds (renamed)');
    expect(await betCount(t, p.user)).toBe(2);
  });

  it('a delay staff set after the market was remembered is waited out', async () => {
    const p = await newPlayer();
    const m = await openMarket(t);
    expect((await placeBet(t, p.token, order(m, { odd: 1.85, stake: 100 }))).statusCode).toBe(200);
    await t.db.update(markets).set({ delaySecond: 2 }).where(eq(markets.id, m.market.id));
    const held = heldDelay(t);
    const pending = placeBet(t, p.token, order(m, { odd: 1.85, stake: 100 }));
    expect(await held.startedAt).toBe(2_000);
    held.release();
    const res = await pending;
    expect(res.statusCode).toBe(200);
    expect(res.json().docs.receipt.delaySecond).toBe(2);
  });
});

describe('when a second batch starts while one commits', () => {
  /**
   * The real runner, recording each batch's size, with the first batch held open until the test
   * lets it commit: bets that arrive meanwhile show whether they started a batch of their own.
   */
  function heldRunner() {
    const sizes: number[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const real = batchTransactionRunner(t.db);
    const run: BatchTransactionRunner = async (work) => {
      const first = sizes.length === 0;
      return real(async (batch) => {
        const answer = await work(batch);
        sizes.push((answer as { answers: unknown[] }).answers.length);
        if (first) await held;
        return answer;
      });
    };
    return { run, sizes, release };
  }
  const nextTurn = () => new Promise((r) => setImmediate(r));

  async function placeThree(overlapAt: number): Promise<number[]> {
    const players = [await newPlayer(), await newPlayer(), await newPlayer()];
    const m = await openMarket(t);
    const { run, sizes, release } = heldRunner();
    const queue = new PlacementQueue(run, () => t.clock.now(), 2, overlapAt);
    const placed = [queue.place(directJob(players[0]!.user, m))];
    // The first batch is under way; the next bets arrive one turn apart.
    while (sizes.length === 0) await nextTurn();
    placed.push(queue.place(directJob(players[1]!.user, m)));
    await nextTurn();
    placed.push(queue.place(directJob(players[2]!.user, m)));
    await nextTurn();
    release();
    const answers = await Promise.all(placed);
    for (const a of answers) expect(a).toMatchObject({ bet: { status: 'open' } });
    return sizes;
  }

  it('with overlapAt 1 a free slot takes a bet at once; with more, the bets wait and go together', async () => {
    expect(await placeThree(1)).toEqual([1, 1, 1]);
    expect(await placeThree(3)).toEqual([1, 2]);
  });
});

describe("what a bet writes beside other players' bets", () => {
  it('stores client details as sent (quotes, backslashes, dollar signs) without failing the batch; a NUL in them refuses that bet alone', async () => {
    const [p, q, r] = [await newPlayer(), await newPlayer(), await newPlayer()];
    const m = await openMarket(t);
    const odd = { name: 'a b', os: `x\\y"z'$backlay$ {}`, version: '1', mobile: false };
    // Sent together, so the bets are written by one batch statement.
    const [odder, plain, nul] = await Promise.all([
      placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }), browserDetail: odd }),
      placeBet(t, q.token, order(m, { odd: 1.85, stake: 100 })),
      placeBet(t, r.token, { ...order(m, { odd: 1.85, stake: 100 }), browserDetail: { ...odd, name: 'a\u0000b' } }),
    ]);
    expect(odder.statusCode, odder.body).toBe(200);
    expect(plain.statusCode, plain.body).toBe(200);
    // PostgreSQL text cannot hold U+0000: the request is refused before it reaches the batch.
    expect([nul.statusCode, nul.json().message]).toEqual([400, REQUEST_MESSAGES.nulCharacter]);
    const [row] = (
      (await t.db.execute(sql`select client_info from bets where user_id = ${p.user.id}::uuid`)) as unknown as {
        rows: { client_info: { browserDetail: typeof odd } }[];
      }
    ).rows;
    expect(row!.client_info.browserDetail).toEqual(odd);
  });
});

describe('the points message after a bet', () => {
  it("equals a fresh read of the points: made from the batch's wallet row and its posting totals, before and after a posting", async () => {
    const p = await newPlayer(5_000_00);
    const m = await openMarket(t);
    const live = t.app.ctx.live;
    const sent = recordLive(t.app.ctx);
    try {
      const pts = async () => (await get(t, '/api/user/pts', p.token)).json().docs as Record<string, number>;
      const lastPts = () => sent.filter((s) => s.event === 'getPtsUpdates' && s.to === `user:${p.user.id}`).at(-1)?.payload;
      const bet = async () => {
        const res = await placeBet(t, p.token, order(m, { odd: 1.85, stake: 100 }));
        expect(res.statusCode, res.body).toBe(200);
      };

      // The points message goes out just after the answer: wait for it.
      await bet();
      await expect.poll(lastPts).toEqual(await pts());
      await bet();
      await expect.poll(lastPts).toEqual(await pts());
      // A posting changes the totals on the balance row: the message must show the new credit.
      await t.db.transaction(async (tx) =>
        postEntry(tx, {
          kind: 'upline_credit',
          reference: `user:${p.user.id}`,
          at: new Date(),
          lines: [
            { accountId: await issuanceAccountId(tx), amount: -700_00n },
            { accountId: await walletAccountId(tx, p.user.id), amount: 700_00n },
          ],
        }),
      );
      await bet();
      const after = await pts();
      expect(after.creditPts).toBe(700);
      await expect.poll(lastPts).toEqual(after);
    } finally {
      t.app.ctx.live = live;
    }
  });
});
