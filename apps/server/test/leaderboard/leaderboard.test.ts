import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADERBOARD_SIZE, type LeaderboardDocs } from '@backlay/contract';
import { bets } from '../../src/db/schema/index.js';
import type { UserRow } from '../../src/lib/context.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain, newUser } from '../factories.js';
import { newCompetition, newEvent, newMarket } from '../sports/sports-factories.js';
import type { MarketRow, RunnerRow } from '../../src/modules/sports/catalogue/market-wire.js';
import { shareListIds } from '../../src/modules/betting/upline-share-lists.js';

const DAY = 86_400_000;
let t: TestApp;
let a: Awaited<ReturnType<typeof newChain>>;
let other: Awaited<ReturnType<typeof newChain>>;
let market: MarketRow;
let runner: RunnerRow;

/** A bet as settlement leaves it: status settled, signed P/L in paise, settled at `daysAgo`. */
async function settled(user: UserRow, pnl: number, daysAgo = 0, status: 'settled' | 'void' = 'settled') {
  const at = new Date(t.clock.now().getTime() - daysAgo * DAY);
  await t.db.insert(bets).values({
    userId: user.id,
    whiteLabelId: user.whiteLabelId,
    marketId: market.id,
    eventId: market.eventId,
    marketType: 'betfair',
    runnerId: runner.id,
    runnerName: runner.name,
    side: 'back',
    askedOdd: 200,
    odd: 200,
    stake: Math.abs(pnl),
    profit: Math.abs(pnl),
    liability: Math.abs(pnl),
    status,
    pnl: status === 'settled' ? pnl : 0,
    createdAt: at,
    matchedAt: at,
    settledAt: at,
    // A player straight under the administrator: no upline shares.
    shareListId: (await shareListIds(t.db, [[]]))[0]!,
  });
}

async function board(host: string, period?: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/common/leaderboard${period ? `?period=${period}` : ''}`, headers: { host } });
  return { res, docs: (res.json() as { docs: LeaderboardDocs }).docs };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await newChain(t.db);
  other = await newChain(t.db);
  const competition = await newCompetition(t.app.ctx, { eventTypeId: 4 });
  const event = await newEvent(t.app.ctx, { competition, status: 'closed' });
  const made = await newMarket(t.app.ctx, { event, status: 'closed' });
  market = made.market;
  runner = made.runners[0]!;
});
afterAll(async () => t.close());

describe('GET /api/common/leaderboard', () => {
  it('ranks the site’s players by settled profit in the period, names masked, nothing else exposed', async () => {
    const winner = await newUser(t.db, { role: 'user', parent: a.branch, userName: 'abhinav99' });
    const second = await newUser(t.db, { role: 'user', parent: a.branch, userName: 'ravi2024' });
    const loser = await newUser(t.db, { role: 'user', parent: a.branch, userName: 'loser777' });
    const demo = await newUser(t.db, { role: 'user', parent: a.branch, userName: 'demo123456', extra: { demo: true } });
    const stranger = await newUser(t.db, { role: 'user', parent: other.branch, userName: 'otherbrand1' });
    await settled(winner, 500_000);
    await settled(winner, -100_000, 2); // net 4,000.00
    await settled(second, 150_050, 1);
    await settled(second, 999_999, 0, 'void'); // void bets carry no P/L
    await settled(loser, -200_000);
    await settled(demo, 9_000_000);
    await settled(stranger, 8_000_000);
    await settled(second, 5_000_000, 10); // outside the week

    const { res, docs } = await board(a.site.host, 'week');
    expect(res.statusCode).toBe(200);
    expect(docs.period).toBe('week');
    expect(docs.rows).toEqual([
      { rank: 1, name: 'ab***9', profit: 4000 },
      { rank: 2, name: 'ra***4', profit: 1500.5 },
    ]);
    expect(res.body).not.toContain(winner.id);
    expect(res.body).not.toContain('abhinav99');
  });

  it('defaults to the week and counts only the IST span of the period', async () => {
    const { docs: week } = await board(a.site.host);
    expect(week.period).toBe('week');
    const { docs: day } = await board(a.site.host, 'day');
    expect(Date.parse(day.to) - Date.parse(day.from)).toBe(DAY);
    const { docs: month } = await board(a.site.host, 'month');
    expect(month.rows[0]).toEqual({ rank: 1, name: 'ra***4', profit: 51500.5 });
  });

  it('shows at most the top LEADERBOARD_SIZE players', async () => {
    for (let i = 0; i < LEADERBOARD_SIZE + 2; i++) {
      const p = await newUser(t.db, { role: 'user', parent: other.branch });
      await settled(p, 1_000 + i);
    }
    const { docs } = await board(other.site.host, 'day');
    expect(docs.rows).toHaveLength(LEADERBOARD_SIZE);
    expect(docs.rows[0]!.name).toBe('ot***1');
    expect(docs.rows.map((r) => r.rank)).toEqual(Array.from({ length: LEADERBOARD_SIZE }, (_, i) => i + 1));
  });

  it('answers 400 for an unknown period and without a site', async () => {
    expect((await board(a.site.host, 'year')).res.statusCode).toBe(400);
    const res = await t.app.inject({ method: 'GET', url: '/api/common/leaderboard', headers: { host: 'nowhere.example' } });
    expect(res.statusCode).toBe(400);
  });
});
