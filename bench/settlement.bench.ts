/**
 * Settlement of one market holding many bets: the time from declaring its result (the staff
 * call) until every bet is settled, in bets per second. Prints figures; never passes or fails
 * on time.
 *
 *   npm run bench:settlement -w @backlay/bench                                  # in-memory PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:settlement -w @backlay/bench
 *   BENCH_BETS=100000 BENCH_PLAYERS=20000 npm run bench:settlement -w @backlay/bench
 *   BENCH_PROFILE=/tmp/prof npm run bench:settlement -w @backlay/bench    # + the server's CPU profile while settling
 *
 * The bets are real: BENCH_PLAYERS funded players (every tenth one earning commission on
 * losses) under an upline chain with partnerships place BENCH_BETS backs and lays on both
 * runners through the placement queue itself (the engine behind POST api/user/openBet, without
 * HTTP), so their books, the wallets' exposure and the partnership shares on each bet are what
 * placement makes. The time that takes is printed too. Then the administrator declares the
 * winner and the settlement job settles the market in chunks (SETTLEMENT_CHUNK_USERS players
 * per transaction); afterwards every bet must be settled, every book gone, every exposure
 * released, and the ledger check must pass.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { BENCH_ADMIN_HOST } from './bench-config.js';
import type { Db } from '../apps/server/src/db/client.js';
import { users } from '../apps/server/src/db/schema/index.js';
import { hashSecret } from '../apps/server/src/lib/password-hash.js';
import type { PlacementJob } from '../apps/server/src/modules/betting/placement-queue.js';
import { checkLedger } from '../apps/server/src/modules/ledger/index.js';
import { SETTLEMENT_CHUNK_USERS } from '../apps/server/src/modules/settlement/settlement-job.js';
import {
  buildBenchApp,
  profiled,
  machineNote,
  openBenchDatabase,
  openBenchMarket,
  seedChain,
  seedPlayers,
  type BenchMarket,
} from './betting-setup.js';

const BETS = Number(process.env.BENCH_BETS ?? 100_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 20_000);
/** 1 lakh points each: more than any player's bets can hold. */
const FUNDS = 10_000_000n;
/** Bets handed to the queue at once while seeding (the queue commits 500 per transaction). */
const SEED_WINDOW = 5_000;
/** The administrator's transaction code: a declaration asks for it, as staff do in the console. */
const CODE = '24681357';

/**
 * CPU time the whole machine has spent busy so far, in ms (Linux /proc/stat; null elsewhere).
 * Around the settlement it splits the work between this process (the server's Node, which
 * settles) and the rest (PostgreSQL, on a machine running nothing else).
 */
function machineBusyMs(): number | null {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user! + nice! + system! + irq! + softirq!) * 10;
  } catch {
    return null;
  }
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Bet i (a player's round-th): back or lay, on either runner, 100 to 500 rupees, at the prices offered. */
function jobOf(m: BenchMarket, userId: string, whiteLabelId: string, i: number, round: number): PlacementJob {
  const second = (i + round) % 3 === 0;
  const back = (i + round) % 2 === 0;
  const runner = m.runners[second ? 1 : 0]!;
  const odd = (second ? 205 : 185) + (back ? 0 : 2);
  return {
    bet: {
      userId,
      whiteLabelId,
      marketId: m.market.id,
      eventId: m.market.eventId,
      marketType: 'betfair',
      runnerId: runner.id,
      runnerName: runner.name,
      side: back ? 'back' : 'lay',
      askedOdd: odd,
      odd,
      run: 0,
      stake: (100 + (i % 5) * 100) * 100,
      delaySecond: 0,
      checks: [],
      clientInfo: {},
      idempotencyKey: null,
    },
    runnerIds: m.runners.map((r) => r.id),
    rejectReason: null,
    sessionId: null,
  };
}

async function main(): Promise<void> {
  const { database, label, drop } = await openBenchDatabase();
  const db = database.db;
  const app = await buildBenchApp(db, database.writer);
  try {
    console.log(`Settlement benchmark on ${label}`);
    console.log(`${BETS} bets from ${PLAYERS} players on one market; ${SETTLEMENT_CHUNK_USERS} players per settlement transaction`);
    console.log(`Machine: ${machineNote()}\n`);

    process.stderr.write('  seeding players...\n');
    let t0 = performance.now();
    const chain = await seedChain(db);
    await db
      .update(users)
      .set({ transactionCodeHash: await hashSecret(CODE) })
      .where(eq(users.id, chain.administrator.id));
    const players = await seedPlayers(db, chain, PLAYERS, FUNDS, { commissionEvery: 10, commissionBps: 200 });
    const market = await openBenchMarket(app, `settle${process.pid}`);
    console.log(`seeded ${PLAYERS} funded players in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    process.stderr.write('  placing bets through the placement queue...\n');
    t0 = performance.now();
    let refused = 0;
    for (let start = 0; start < BETS; start += SEED_WINDOW) {
      const window = Array.from({ length: Math.min(SEED_WINDOW, BETS - start) }, (_, k) => start + k);
      const results = await Promise.all(
        window.map((i) => app.betting.queue.place(jobOf(market, players[i % PLAYERS]!.id, chain.whiteLabelId, i, Math.floor(i / PLAYERS)))),
      );
      refused += results.filter((r) => !('bet' in r) || r.bet.status !== 'open').length;
    }
    const placeSeconds = (performance.now() - t0) / 1000;
    if (refused > 0) throw new Error(`${refused} bets were refused while seeding`);
    console.log(
      `placed ${BETS} bets through the placement queue (no HTTP) in ${placeSeconds.toFixed(1)} s: ${(BETS / placeSeconds).toFixed(0)} bets/s`,
    );

    const [before] = await rowsOf<{ exposure: string }>(
      db,
      sql`select coalesce(sum(exposure), 0)::text as exposure from user_market_books where market_id = ${market.market.id}`,
    );

    // Fastify loads its injector (light-my-request, compiled by tsx here) on the first inject;
    // one request before the clock starts keeps that one-off load out of the settlement's time.
    // A real declaration comes over HTTP and loads nothing.
    await app.inject({ method: 'GET', url: '/api/not-a-route' });

    process.stderr.write('  declaring the result and settling...\n');
    const machine0 = machineBusyMs();
    const node0 = process.cpuUsage();
    t0 = performance.now();
    // Measured inside the profiled run, so a profile's stop and write (BENCH_PROFILE) are not timed.
    const { settleSeconds, nodeMs, machineMs } = await profiled(async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/administrator/market/result',
        headers: { authorization: `Bearer ${chain.administratorToken}`, host: BENCH_ADMIN_HOST },
        payload: { marketId: market.market.id, teamId: market.runners[0]!.id, transactionCode: CODE },
      });
      if (res.statusCode !== 200) throw new Error(`declare: ${res.statusCode} ${res.body}`);
      console.log(`declared in ${(performance.now() - t0).toFixed(0)} ms`);
      // Settled: the job's last chunk has committed and its last look found no open bet (checked
      // again below). Asked of the job, not the database: polling the books every 20 ms cost
      // PostgreSQL a scan of the books the chunks had deleted, beside the work it timed. The job
      // then still sends each player its points (wallet reads, after commit): timed separately.
      await app.settlement.idle();
      const node = process.cpuUsage(node0);
      return {
        settleSeconds: (performance.now() - t0) / 1000,
        nodeMs: (node.user + node.system) / 1000,
        machineMs: machine0 === null ? null : machineBusyMs()! - machine0,
      };
    }, 'settlement');
    await app.settlement.drain();
    const idleSeconds = (performance.now() - t0) / 1000;

    const [after] = await rowsOf<{ open: number; settled: number; books: number; exposure: string; entries: number }>(
      db,
      sql`select
        (select count(*) from bets where market_id = ${market.market.id} and status = 'open')::int as open,
        (select count(*) from bets where market_id = ${market.market.id} and status = 'settled')::int as settled,
        (select count(*) from user_market_books where market_id = ${market.market.id})::int as books,
        (select coalesce(sum(b.exposure), 0) from balances b join accounts a on a.id = b.account_id where a.kind = 'wallet')::text as exposure,
        (select count(*) from journal_entries where reference = ${`market:${market.market.id}`})::int as entries`,
    );
    console.log(
      `\nsettled ${after!.settled} bets in ${settleSeconds.toFixed(2)} s (declare to last chunk committed): ${(after!.settled / settleSeconds).toFixed(0)} bets/s`,
    );
    console.log(
      `  (${(PLAYERS / settleSeconds).toFixed(0)} players/s; ${after!.entries} journal entries; exposure held before: ${Number(before!.exposure) / 100} points)`,
    );
    if (machineMs !== null) {
      console.log(
        `  CPU while settling: ${machineMs} ms on the machine, ${nodeMs.toFixed(0)} ms of it this process (Node), ${(machineMs - nodeMs).toFixed(0)} ms the rest (PostgreSQL)`,
      );
    }
    console.log(`  the job was idle (every player's points message read and sent) after ${idleSeconds.toFixed(2)} s`);
    console.log(`  aim: >= 100,000 bets/s on PostgreSQL, >= 10,000 bets/s on PGlite`);

    const report = await checkLedger(db);
    console.log(
      `\nAfter settlement: ${after!.open} open bets, ${after!.books} books left, wallet exposure ${after!.exposure}; ledger ${report.ok ? 'OK' : 'BROKEN'} (${report.totals.entries} entries, ${report.totals.postings} postings, balances sum to ${report.totals.balanceSum})`,
    );
    if (!report.ok || after!.open !== 0 || after!.settled !== BETS || after!.books !== 0 || after!.exposure !== '0') process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
    await drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
