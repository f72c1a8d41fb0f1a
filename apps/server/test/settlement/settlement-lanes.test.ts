import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { marketResults } from '../../src/db/schema/sports.js';
import type { Db } from '../../src/db/client.js';
import type { AppContext } from '../../src/lib/context.js';
import { settlementClearingAccountId } from '../../src/modules/ledger/index.js';
import { openSettlement, settleNextChunk } from '../../src/modules/settlement/settle-chunk.service.js';
import { SettlementJob } from '../../src/modules/settlement/settlement-job.js';
import { laneOfUser } from '../../src/modules/settlement/settlement.repository.js';
import type { SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { openMarket, type OpenMarket } from '../betting/betting-helpers.js';
import {
  accountsOf,
  balanceDeltas,
  bet,
  expectLedgerSound,
  betsOfMarket,
  newPlayer,
  rollbackAndReverse,
  settlementChain,
  winnerAndLoser,
} from './settlement-helpers.js';

/**
 * Settlement lanes and their clearing accounts (modules/settlement/settlement-sweeps.ts): lanes
 * settle their own players side by side, each chunk posts the uplines' and house's side to its
 * lane's clearing account and sweeps it on to them right after; a sweep a crash left behind is
 * posted by the next pass over the market, or by a roll-back before it negates anything.
 */

let t: TestApp;
let c: SignedInChain;
/** A settler of the test's own: the app's job is stopped, so no poll of its races the checks below. */
let job: SettlementJob;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.settlement.stop();
  job = new SettlementJob(t.app.ctx, { error: () => undefined }, 2);
  c = await settlementChain(t);
});
afterAll(async () => t.close());

const staff = () => [c.whiteLabel, c.admin, c.master];
const LONG_AGO = () => new Date(t.clock.now().getTime() - 90 * 86_400_000);

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The lane (of two) each user falls in: the range openChunk takes its players from. */
function lanesOf(userIds: readonly string[]): number[] {
  return userIds.map((id) => laneOfUser(id, 2));
}

async function clearingBalances(): Promise<number[]> {
  const ids = [await settlementClearingAccountId(t.db, 0), await settlementClearingAccountId(t.db, 1)];
  const found = await rows<{ balance: string }>(
    t.db,
    sql`select balance::text from balances where account_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) order by account_id`,
  );
  return found.map((r) => Number(r.balance));
}

async function sweepsOf(marketId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from settlement_sweeps where market_id = ${marketId}`);
  return Number(row!.n);
}

/** Winners back runner 0 at 1.85 (+85.00 each), losers back runner 1 (-100.00 each); at least two of each lane. */
async function playersInBothLanes(m: OpenMarket) {
  const players: { user: Awaited<ReturnType<typeof newPlayer>>['user']; wins: boolean }[] = [];
  for (;;) {
    const lanes = lanesOf(players.map((p) => p.user.id));
    const count = (lane: number, wins: boolean) => players.filter((p, i) => lanes[i] === lane && p.wins === wins).length;
    if ([0, 1].every((lane) => count(lane, true) >= 1 && count(lane, false) >= 1)) return players;
    const p = await newPlayer(t, c);
    const wins = players.length % 2 === 0;
    await bet(t, p.token, m, wins ? { odd: 1.85, stake: 100 } : { runner: 1, odd: 2.05, stake: 100 });
    players.push({ user: p.user, wins });
  }
}

/** playersInBothLanes, keeping each player's token. */
async function playersWithTokens(m: OpenMarket) {
  const players: Awaited<ReturnType<typeof newPlayer>>[] = [];
  for (;;) {
    const lanes = lanesOf(players.map((p) => p.user.id));
    if ([0, 1].every((lane) => lanes.filter((l) => l === lane).length >= 2)) return players;
    const p = await newPlayer(t, c);
    await bet(t, p.token, m, players.length % 2 === 0 ? { odd: 1.85, stake: 100 } : { runner: 1, odd: 2.05, stake: 100 });
    players.push(p);
  }
}

/** The upline and house deltas of `w` winners and `l` losers under SHARES (20/10/30%, house 40%). */
function uplineDeltas(w: number, l: number) {
  return {
    [c.whiteLabel.id]: -17_00 * w + 20_00 * l,
    [c.admin.id]: -8_50 * w + 10_00 * l,
    [c.master.id]: -25_50 * w + 30_00 * l,
    house: -34_00 * w + 40_00 * l,
  };
}

/** The app's context with its writer failing the n-th transaction it is asked for (a crash there). */
function crashingAt(n: number): AppContext {
  const ctx = t.app.ctx;
  let calls = 0;
  const writeDb = new Proxy(ctx.writeDb, {
    get(target, prop, receiver) {
      if (prop !== 'transaction') return Reflect.get(target, prop, receiver) as unknown;
      return (...args: Parameters<Db['transaction']>) => {
        calls += 1;
        if (calls === n) throw new Error('the process stopped here');
        return target.transaction(...args);
      };
    },
  });
  return { ...ctx, writeDb };
}

async function declareLongAgo(m: OpenMarket): Promise<void> {
  // Written as the feed does; the test runs the settler itself.
  await t.db
    .insert(marketResults)
    .values({ marketId: m.market.id, kind: 'winner', winnerRunnerId: m.runners[0]!.id, declaredAt: LONG_AGO() });
}

/** Opens the market's settlement and runs its two lanes side by side in chunks of two: the players each lane settled. */
async function settleInTwoLanes(marketId: string): Promise<string[][]> {
  expect(await openSettlement(t.app.ctx, marketId)).toBe(true);
  return Promise.all(
    [0, 1].map(async (index) => {
      const users: string[] = [];
      for (;;) {
        const outcome = await settleNextChunk(t.app.ctx, marketId, 2, { index, count: 2 });
        users.push(...outcome.notices.map((n) => n.userId));
        if (outcome.done) return users;
      }
    }),
  );
}

/** Each lane settled exactly the players whose ids fall in its range. */
function expectLanesSettledTheirOwn(settledBy: string[][], players: readonly { user: { id: string } }[]): void {
  const lanes = lanesOf(players.map((p) => p.user.id));
  for (const index of [0, 1]) {
    expect([...settledBy[index]!].sort()).toEqual(
      players
        .filter((_, i) => lanes[i] === index)
        .map((p) => p.user.id)
        .sort(),
    );
  }
}

/** Winners +85.00 and losers -100.00 with the uplines' and house's shares of them; both clearing accounts back at zero. */
async function expectWinnersAndLosersPaid(
  players: readonly { user: { id: string }; wins: boolean }[],
  people: Parameters<typeof accountsOf>[1],
  before: Awaited<ReturnType<typeof accountsOf>>,
): Promise<void> {
  const w = players.filter((p) => p.wins).length;
  const expected: Record<string, number> = uplineDeltas(w, players.length - w);
  for (const p of players) expected[p.user.id] = p.wins ? 85_00 : -100_00;
  expect(balanceDeltas(before, await accountsOf(t, people))).toEqual(expected);
  expect(await clearingBalances()).toEqual([0, 0]);
}

describe('settlement lanes', () => {
  it('two lanes settle their own players side by side, and the uplines are paid through clearing accounts that end at zero', async () => {
    const m = await openMarket(t, { type: 'betfair' });
    const players = await playersInBothLanes(m);
    const people = [...players.map((p) => p.user), ...staff()];
    const before = await accountsOf(t, people);
    await declareLongAgo(m);

    // Each lane settled exactly its own players; a chunk without a lane finds none left.
    expectLanesSettledTheirOwn(await settleInTwoLanes(m.market.id), players);
    expect(await settleNextChunk(t.app.ctx, m.market.id, 2)).toEqual({ done: true, notices: [] });

    await expectWinnersAndLosersPaid(players, people, before);
    expect(await sweepsOf(m.market.id)).toBe(0);

    // A chunk's entry moves players and its clearing account only; its sweep moves the clearing account, uplines and house.
    const lines = await rows<{ key: string; kinds: string }>(
      t.db,
      sql`select e.idempotency_key as key,
            string_agg(distinct case when a.kind = 'wallet' and u.role = 'user' then 'player' when a.kind = 'wallet' then 'upline' else a.kind end, ',' order by case when a.kind = 'wallet' and u.role = 'user' then 'player' when a.kind = 'wallet' then 'upline' else a.kind end) as kinds
          from journal_entries e join postings p on p.entry_id = e.id join accounts a on a.id = p.account_id left join users u on u.id = a.user_id
          where e.reference = ${`market:${m.market.id}`} group by e.idempotency_key`,
    );
    for (const l of lines) {
      if (l.key.endsWith(':sweep')) expect(l.kinds).toMatch(/^issuance,settlement_clearing:[01],upline$/);
      else expect(l.kinds).toMatch(/^player,settlement_clearing:[01]$/);
    }
    expect(lines.filter((l) => l.key.endsWith(':sweep')).length).toBe(lines.length / 2);
    await expectLedgerSound(t.db);
  });

  it('a lane settles a player of its range whose open bet has lost its book: the lanes leave nothing open for a pass over the market', async () => {
    const m = await openMarket(t, { type: 'betfair' });
    const players = await playersInBothLanes(m);
    const people = [...players.map((p) => p.user), ...staff()];
    const before = await accountsOf(t, people);
    // One player of each lane loses its book (its exposure released with it, so the wallets
    // still agree with the books): only its open bet says it is on the market.
    const lanes = lanesOf(players.map((p) => p.user.id));
    const bookless = [0, 1].map((lane) => players[lanes.indexOf(lane)]!.user.id);
    await t.db.execute(sql`
      with gone as (
        delete from user_market_books where market_id = ${m.market.id}
          and user_id in (${sql.join(
            bookless.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
        returning user_id, exposure)
      update balances b set exposure = b.exposure - g.exposure
      from gone g join accounts a on a.user_id = g.user_id and a.kind = 'wallet'
      where b.account_id = a.id`);
    await declareLongAgo(m);

    const settledBy = await settleInTwoLanes(m.market.id);
    for (const index of [0, 1]) expect(settledBy[index]).toContain(bookless[index]);
    expectLanesSettledTheirOwn(settledBy, players);
    expect((await betsOfMarket(t, m.market.id)).every((b) => b.status === 'settled')).toBe(true);
    expect(await settleNextChunk(t.app.ctx, m.market.id, 2)).toEqual({ done: true, notices: [] });

    await expectWinnersAndLosersPaid(players, people, before);
    await expectLedgerSound(t.db);
  });

  it('a chunk takes what is left of its range when that is at most a quarter more than its size, and says it was the last', async () => {
    // Chunks of four players: up to one more is taken rather than left for a chunk of its own.
    const market = async (players: number) => {
      const m = await openMarket(t, { type: 'betfair' });
      for (let i = 0; i < players; i++) await bet(t, (await newPlayer(t, c)).token, m, { odd: 1.85, stake: 100 });
      await declareLongAgo(m);
      expect(await openSettlement(t.app.ctx, m.market.id)).toBe(true);
      return m.market.id;
    };
    const five = await market(5);
    const only = await settleNextChunk(t.app.ctx, five, 4);
    expect([only.notices.length, only.done]).toEqual([5, true]);

    const six = await market(6);
    const first = await settleNextChunk(t.app.ctx, six, 4);
    expect([first.notices.length, first.done]).toEqual([4, false]);
    const second = await settleNextChunk(t.app.ctx, six, 4);
    expect([second.notices.length, second.done]).toEqual([2, true]);
    expect((await betsOfMarket(t, six)).every((b) => b.status === 'settled')).toBe(true);
    await expectLedgerSound(t.db);
  });

  it('players bet on another market while their market settles in lanes: no chunk and no bet waits on the other for good', async () => {
    // A chunk takes its players' books without locking them in an order of its own (takeBooks):
    // every writer of a book holds its player's wallet first, as the chunk does. Placement
    // locks a player's wallet and then its books, here on the other market, one chunk at a time.
    const m = await openMarket(t, { type: 'betfair' });
    const other = await openMarket(t, { type: 'betfair' });
    const players = await playersWithTokens(m);
    await declareLongAgo(m);

    expect(await openSettlement(t.app.ctx, m.market.id)).toBe(true);
    const lanes = [0, 1].map(async (index) => {
      for (;;) if ((await settleNextChunk(t.app.ctx, m.market.id, 1, { index, count: 2 })).done) return;
    });
    const betting = players.map(async (p) => {
      for (let i = 0; i < 3; i++) await bet(t, p.token, other, { odd: 1.5, stake: 100 });
    });
    await Promise.all([...lanes, ...betting]);
    expect(await settleNextChunk(t.app.ctx, m.market.id, 1)).toEqual({ done: true, notices: [] });

    expect((await betsOfMarket(t, m.market.id)).every((b) => b.status === 'settled')).toBe(true);
    const onOther = await betsOfMarket(t, other.market.id);
    expect(onOther.filter((b) => b.status === 'open')).toHaveLength(players.length * 3);
    // Each player's exposure is its three bets on the other market (3 x 100.00), nothing of the settled one.
    const after = await accountsOf(
      t,
      players.map((p) => p.user),
    );
    for (const p of players) expect(after[p.user.id]!.exposure).toBe(300_00);
    await expectLedgerSound(t.db);
  });

  it('a chunk whose sweep never ran leaves the points in its clearing account; the next pass over the market posts it', async () => {
    const { m, winner, loser, people, before } = await winnerAndLoser(t, c);
    await declareLongAgo(m);

    // The chunk commits; the process stops before its sweep (the second transaction).
    await expect(settleNextChunk(crashingAt(2), m.market.id, 10)).rejects.toThrow('the process stopped here');
    expect((await betsOfMarket(t, m.market.id)).map((b) => b.status)).toEqual(['settled', 'settled']);
    expect(balanceDeltas(before, await accountsOf(t, people))).toEqual({ [winner.user.id]: 85_00, [loser.user.id]: -100_00 });
    expect((await clearingBalances()).reduce((a, b) => a + b, 0)).toBe(-(85_00 - 100_00));
    expect(await sweepsOf(m.market.id)).toBe(1);
    // The clearing account holds the difference: the ledger balances meanwhile.
    await expectLedgerSound(t.db);

    await job.drain();
    expect(balanceDeltas(before, await accountsOf(t, people))).toEqual({
      [winner.user.id]: 85_00,
      [loser.user.id]: -100_00,
      ...uplineDeltas(1, 1),
    });
    expect(await clearingBalances()).toEqual([0, 0]);
    expect(await sweepsOf(m.market.id)).toBe(0);
    await expectLedgerSound(t.db);
  });

  it('a roll-back posts a sweep left waiting before it negates the declaration, so everything returns to where it was', async () => {
    const { m, people, before } = await winnerAndLoser(t, c);
    t.clock.advance(1_000);
    await declareLongAgo(m);
    await expect(settleNextChunk(crashingAt(2), m.market.id, 10)).rejects.toThrow('the process stopped here');
    expect(await sweepsOf(m.market.id)).toBe(1);

    // rollbackAndReverse drains the app's job, which is stopped here: this test drains its own.
    await rollbackAndReverse(t, c, m.market.id);
    await job.drain();
    expect(balanceDeltas(before, await accountsOf(t, people))).toEqual({});
    expect(await clearingBalances()).toEqual([0, 0]);
    expect(await sweepsOf(m.market.id)).toBe(0);
    expect((await betsOfMarket(t, m.market.id)).map((b) => b.status)).toEqual(['open', 'open']);
    await expectLedgerSound(t.db);
  });
});
