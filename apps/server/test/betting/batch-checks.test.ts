import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BET_MESSAGES, MESSAGES } from '@backlay/contract';
import { markets } from '../../src/db/schema/sports.js';
import { issuanceAccountId, postEntry, walletAccountId } from '../../src/modules/ledger/index.js';
import { users } from '../../src/db/schema/index.js';
import { newUser } from '../factories.js';
import { signIn, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import {
  betCount,
  bookOf,
  commitDirect,
  credit,
  get,
  heldDelay,
  openMarket,
  order,
  placeBet,
  recordLive,
  walletState,
} from './betting-helpers.js';

/**
 * What a placement batch checks again inside its transaction (placement_locks, migration 0017):
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

async function newPlayer(paise = 1_000_00) {
  const user = await newUser(t.db, { role: 'user', parent: c.branch });
  await credit(t, user, paise);
  return { user, token: await signIn(t.db, user) };
}

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

  it('records the upline shares in force when the bet commits, top first', async () => {
    const p = await newPlayer();
    const m = await openMarket(t, { delaySecond: 1 });
    const delay = heldDelay(t);
    const pending = placeBet(t, p.token, order(m, { odd: 1.85, stake: 100 }));
    await delay.startedAt;
    // A partnership changed while the bet waited out its delay: the bet keeps the new one.
    await t.db.update(users).set({ partnershipBps: 1_234 }).where(eq(users.id, c.master.id));
    delay.release();
    expect((await pending).statusCode).toBe(200);
    const [row] = (
      (await t.db.execute(sql`select upline_shares from bets where user_id = ${p.user.id}::uuid`)) as unknown as {
        rows: { upline_shares: { userId: string; role: string; bps: number }[] }[];
      }
    ).rows;
    const ancestors = p.user.ancestors;
    expect(row!.upline_shares.map((s) => s.userId)).toEqual(ancestors);
    expect(row!.upline_shares.find((s) => s.userId === c.master.id)).toMatchObject({ role: 'master', bps: 1_234 });
  });
});

describe("what a bet writes beside other players' bets", () => {
  it('stores client details as sent (quotes, backslashes, dollar signs), less NUL characters, without failing the batch', async () => {
    const [p, q] = [await newPlayer(), await newPlayer()];
    const m = await openMarket(t);
    const odd = { name: 'a\u0000b', os: `x\\y"z'$backlay$ {}`, version: '1', mobile: false };
    // Sent together, so both bets are written by one batch statement.
    const [odder, plain] = await Promise.all([
      placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }), browserDetail: odd }),
      placeBet(t, q.token, order(m, { odd: 1.85, stake: 100 })),
    ]);
    expect(odder.statusCode, odder.body).toBe(200);
    expect(plain.statusCode, plain.body).toBe(200);
    const [row] = (
      (await t.db.execute(sql`select client_info from bets where user_id = ${p.user.id}::uuid`)) as unknown as {
        rows: { client_info: { browserDetail: typeof odd } }[];
      }
    ).rows;
    expect(row!.client_info.browserDetail).toEqual({ ...odd, name: 'ab' });
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
        await new Promise((r) => setTimeout(r, 50)); // a points message read after the answer
      };

      await bet();
      expect(lastPts()).toEqual(await pts());
      await bet();
      expect(lastPts()).toEqual(await pts());
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
      expect(lastPts()).toEqual(after);
    } finally {
      t.app.ctx.live = live;
    }
  });
});
