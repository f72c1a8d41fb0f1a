import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BET_MESSAGES } from '@backlay/contract';
import { teamBookOf, teamExposure, type TeamBet } from '@backlay/domain';
import { newBetId } from '../../src/modules/betting/bet-id.js';
import { checkLedger } from '../../src/modules/ledger/index.js';
import { newUser } from '../factories.js';
import { signIn, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { betCount, bookOf, credit, openMarket, order, placeBet, walletState } from './betting-helpers.js';

/** Group commit under load: many simultaneous bets, points that cover only some of them. */

let t: TestApp;
let c: SignedInChain;

beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
});
afterAll(async () => t.close());

/** Every wallet's exposure equals the sum of its books' exposures. */
async function exposureMismatches(): Promise<unknown[]> {
  const r = await t.db.execute(sql`
    select a.user_id, b.exposure::text as wallet, coalesce(sum(m.exposure), 0)::text as books
    from balances b join accounts a on a.id = b.account_id
    left join user_market_books m on m.user_id = a.user_id
    where a.kind = 'wallet'
    group by a.user_id, b.exposure
    having b.exposure <> coalesce(sum(m.exposure), 0)`);
  return (r as unknown as { rows: unknown[] }).rows;
}

describe('simultaneous bets', () => {
  it('takes exactly the bets the points allow out of 200 at once from one player, and never overdraws', async () => {
    const player = await newUser(t.db, { role: 'user', parent: c.branch });
    await credit(t, player, 1_050_00);
    const token = await signIn(t.db, player);
    const m = await openMarket(t);
    // Each back of 100 on runner 1 adds 100 to the exposure: 1,050 covers ten of them.
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 200 }, () => placeBet(t, token, { ...order(m, { odd: 1.85, stake: 100 }) })));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `200 simultaneous bets of one player: ${seconds.toFixed(2)} s, ${(200 / seconds).toFixed(0)} bets/s (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    );

    const accepted = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(accepted).toHaveLength(10);
    expect(refused.every((a) => a.statusCode === 400 && a.json().message === BET_MESSAGES.insufficientPoints)).toBe(true);
    expect(await betCount(t, player, 'open')).toBe(10);
    expect(await betCount(t, player, 'rejected')).toBe(190);

    const bets: TeamBet[] = Array.from({ length: 10 }, () => ({ runnerId: m.runners[0]!.id, side: 'back', odd: 185, stake: 100_00 }));
    const book = teamBookOf(
      'betfair',
      m.runners.map((r) => r.id),
      bets,
    );
    expect(await bookOf(t, player, m.market.id)).toEqual({ book, exposure: teamExposure(book), openBets: 10 });
    expect(await walletState(t, player)).toEqual({
      balance: 1_050_00,
      exposure: 1_000_00,
      held: 0,
      available: 50_00,
      booksExposure: 1_000_00,
    });
    expect(await exposureMismatches()).toEqual([]);
    const report = await checkLedger(t.db);
    expect(report.overdrawnWallets).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('keeps every wallet funded when many players bet on two markets at once', async () => {
    const markets = [await openMarket(t), await openMarket(t, { type: 'bookmaker' })];
    const players = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const user = await newUser(t.db, { role: 'user', parent: c.branch });
        await credit(t, user, 600_00);
        return { user, token: await signIn(t.db, user) };
      }),
    );
    // Each player sends 10 bets alternating markets and sides; each bet adds at most 100 of exposure.
    const requests = players.flatMap((p) =>
      Array.from({ length: 10 }, (_, i) => {
        const m = markets[i % 2]!;
        const odd = m.market.type === 'betfair' ? 1.85 : 85;
        return placeBet(t, p.token, { ...order(m, { odd, stake: 100 }) });
      }),
    );
    const answers = await Promise.all(requests);
    expect(
      answers.every((a) => a.statusCode === 200 || (a.statusCode === 400 && a.json().message === BET_MESSAGES.insufficientPoints)),
    ).toBe(true);
    for (const p of players) {
      const w = await walletState(t, p.user);
      expect(w.available).toBeGreaterThanOrEqual(0);
      // 600 covers six backs of 100, whichever market they are on.
      expect(await betCount(t, p.user, 'open')).toBe(6);
    }
    expect(await exposureMismatches()).toEqual([]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('bet ids', () => {
  it('sort in the order they were made, within one millisecond too', () => {
    const ids = Array.from({ length: 5_000 }, () => newBetId(1_700_000_000_000));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The random tails come from a pool refilled every 512 ids: none is ever used twice.
    expect(new Set(ids.map((id) => id.slice(20))).size).toBe(ids.length);
  });
});
