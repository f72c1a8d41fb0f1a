import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlReport } from '@backlay/contract';
import { istDayOf } from '@backlay/domain';
import { casinoRounds } from '../../src/db/schema/index.js';
import { uniqueName } from '../factories.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { call, createMoneyTestApp, type MoneyTestApp } from '../money/money-helpers.js';
import { newPlayer } from '../settlement/settlement-helpers.js';
import { newProvider, type TestProvider } from '../casino/casino-helpers.js';

/** The P/L report's daily breakdown (GET api/{userType}/game/report `daily`) on a real database. */

let t: MoneyTestApp;
let c: SignedInChain;
let provider: TestProvider;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createMoneyTestApp();
  c = await signedInChain(t.db);
  provider = await newProvider(t);
});
afterAll(async () => t.close());

async function round(userId: string, stake: number, win: number, at: Date): Promise<void> {
  await t.db.insert(casinoRounds).values({
    providerId: provider.id,
    providerRoundId: uniqueName('round'),
    userId,
    gameId: provider.games.slot.id,
    status: 'settled',
    stake: BigInt(stake),
    win: BigInt(win),
    createdAt: at,
    updatedAt: at,
    settledAt: at,
  });
}

describe('daily P/L of the report', () => {
  it('sums each IST day of the range and leaves out days without play', async () => {
    const player = await newPlayer(t, c);
    const now = t.app.ctx.clock.now();
    const twoDaysAgo = new Date(now.getTime() - 2 * DAY);
    await round(player.user.id, 100_00, 0, twoDaysAgo);
    await round(player.user.id, 100_00, 350_00, now);
    await round(player.user.id, 50_00, 0, now);
    // Outside the default 7-day range.
    await round(player.user.id, 10_00, 0, new Date(now.getTime() - 9 * DAY));
    const plain = await call(t, player.token, 'GET', '/api/user/game/report');
    expect(plain.statusCode, plain.body).toBe(200);
    // Asked for only: the answer without `daily=true` is the report as before.
    expect(plain.json().docs).not.toHaveProperty('daily');
    const res = await call(t, player.token, 'GET', '/api/user/game/report?daily=true');
    expect(res.statusCode, res.body).toBe(200);
    const docs = res.json().docs as PlReport;
    expect(docs.daily).toEqual([
      { day: istDayOf(twoDaysAgo), exchangePl: 0, casinoPl: -100, pl: -100 },
      { day: istDayOf(now), exchangePl: 0, casinoPl: 200, pl: 200 },
    ]);
    // The days add up to the report's casino P/L.
    expect(docs.daily!.reduce((sum, d) => sum + d.casinoPl, 0)).toBe(docs.totals.casinoPl);
  });
});
