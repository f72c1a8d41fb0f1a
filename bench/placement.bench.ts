/**
 * Bet placement (POST api/user/openBet, market delay 0) from concurrent players over real HTTP,
 * beside two baselines measured in the same run. Prints figures and ratios; never passes or
 * fails on time.
 *
 *   npm run bench:placement -w @backlay/bench                                  # in-memory PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:placement -w @backlay/bench
 *   BENCH_PLAYERS=100 BENCH_SECONDS=10 BENCH_WARMUP=2 npm run bench:placement -w @backlay/bench
 *   BENCH_PROFILE=/tmp/prof npm run bench:placement -w @backlay/bench   # + a CPU profile of the server
 *
 * Measures, each for BENCH_SECONDS after BENCH_WARMUP seconds, with BENCH_PLAYERS connections
 * (one player each) from a load generator in its own process (placement-load.ts):
 * - bare route: a Fastify server with one POST route that parses the same body and answers a
 *   small JSON (the HTTP ceiling of this machine);
 * - naive: the same database through the same driver, one minimal transaction per bet (lock
 *   the player's row, insert a bet row, update the player's row), BENCH_PLAYERS at a time;
 * - placement: the real app, listening, every player backing or laying on one hot market;
 * - placement at half of the peak just measured (rate-limited): its latency.
 * Then every player's book is checked against its wallet's exposure, and the ledger checked.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/client.js';
import { checkLedger } from '../apps/server/src/modules/ledger/index.js';
import {
  buildBenchApp,
  machineNote,
  openBenchDatabase,
  openBenchMarket,
  percentile,
  seedChain,
  seedPlayers,
  seedSessions,
  type BenchMarket,
} from './betting-setup.js';
import type { LoadJob, LoadResult } from './placement-load.js';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
/** 1 crore points each: no bet of the run is refused for points. */
const FUNDS = 1_000_000_000n;

interface Figures {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  note: string;
}

/**
 * BENCH_PROFILE=<dir>: the server's CPU profile during the placement-at-peak run, written as
 * <dir>/placement-<pid>.cpuprofile (open it in Chrome's DevTools). Only that run is profiled:
 * the seeding and the baselines would hide where a bet's time goes.
 */
async function profiled<T>(run: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    const file = path.join(dir, `placement-${process.pid}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    process.stderr.write(`  CPU profile: ${file}\n`);
    session.disconnect();
  }
}

/** Runs the load generator in a child process (same loader as this one) and reads its answer. */
function load(job: LoadJob): Promise<LoadResult> {
  const script = fileURLToPath(new URL('./placement-load.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, script], {
      env: { ...process.env, BENCH_LOAD: JSON.stringify(job) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)!) as LoadResult);
    });
  });
}

function figuresOf(name: string, r: LoadResult): Figures {
  const failed = r.requests - (r.statuses['200'] ?? 0);
  if (failed > 0 || r.errors > 0) {
    throw new Error(
      `${name}: ${failed} answers were not 200 (${JSON.stringify(r.statuses)}, ${r.errors} errors); first: ${r.firstFailure}`,
    );
  }
  return { name, requests: r.requests, perSecond: r.perSecond, p50: r.p50, p99: r.p99, note: `autocannon p99 ${r.autocannonP99} ms` };
}

/** The player's orders: even players back the first runner at 1.85, odd ones lay it at 1.87. */
function orderOf(m: BenchMarket, i: number): string {
  const runner = m.runners[0]!;
  return JSON.stringify({
    marketId: m.market.id,
    oddType: i % 2 === 0 ? 'BACK' : 'LAY',
    odd: i % 2 === 0 ? 1.85 : 1.87,
    run: 100,
    teamId: runner.id,
    eventId: m.market.eventId,
    marketType: 'BETFAIR',
    matchDate: new Date().toISOString(),
    name: runner.name,
    stake: 100,
    nation: 'IN',
    browserDetail: { name: 'Chrome', os: 'Linux', version: '120', mobile: false },
    countryDetail: { continent: 'Asia', city: 'Mumbai', country: 'India', countryFlag: 'in', region: 'MH' },
  });
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** The HTTP ceiling: one route that parses the body and answers a small JSON, nothing else. */
async function bareRoute(clients: LoadJob['clients']): Promise<Figures> {
  const bare = Fastify({ logger: false });
  bare.post('/api/user/openBet', async (req) => {
    const body = req.body as { marketId: string; stake: number };
    return { message: 'Bet placed', docs: { marketId: body.marketId, stake: body.stake } };
  });
  const base = await listen(bare);
  try {
    return figuresOf(
      'bare Fastify route',
      await load({ url: `${base}/api/user/openBet`, clients, seconds: SECONDS, warmupSeconds: WARMUP }),
    );
  } finally {
    await bare.close();
  }
}

/**
 * The naive engine: one transaction per bet (lock the player's row, insert the bet, update the
 * player's row) on tables of its own, PLAYERS bets in flight, for SECONDS.
 */
async function naive(db: Db): Promise<Figures> {
  await db.execute(sql`create table bench_naive_wallet (id int primary key, exposure bigint not null default 0)`);
  await db.execute(
    sql`create table bench_naive_bet (id bigserial primary key, wallet_id int not null, stake bigint not null, created_at timestamptz not null default now())`,
  );
  await db.execute(sql`insert into bench_naive_wallet (id) select generate_series(0, ${PLAYERS - 1})`);
  const bet = (player: number) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select exposure from bench_naive_wallet where id = ${player} for update`);
      await tx.execute(sql`insert into bench_naive_bet (wallet_id, stake) values (${player}, 10000)`);
      await tx.execute(sql`update bench_naive_wallet set exposure = exposure + 10000 where id = ${player}`);
    });
  const runFor = async (seconds: number, latencies: number[] | null) => {
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: PLAYERS }, async (_, player) => {
        while (performance.now() < until) {
          const t0 = performance.now();
          await bet(player);
          latencies?.push(performance.now() - t0);
        }
      }),
    );
  };
  try {
    await runFor(WARMUP, null);
    const latencies: number[] = [];
    const started = performance.now();
    await runFor(SECONDS, latencies);
    const seconds = (performance.now() - started) / 1000;
    const sorted = latencies.sort((a, b) => a - b);
    return {
      name: 'naive: 1 tx per bet (no HTTP)',
      requests: sorted.length,
      perSecond: sorted.length / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      note: 'lock row, insert row, update row',
    };
  } finally {
    await db.execute(sql`drop table bench_naive_bet`);
    await db.execute(sql`drop table bench_naive_wallet`);
  }
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function main(): Promise<void> {
  const { database, label, drop } = await openBenchDatabase();
  const db = database.db;
  const app = await buildBenchApp(db, database.writer);
  try {
    process.stderr.write('  seeding...\n');
    const chain = await seedChain(db);
    const players = await seedPlayers(db, chain, PLAYERS, FUNDS);
    const tokens = await seedSessions(
      db,
      players.map((p) => p.id),
    );
    const market = await openBenchMarket(app, `placement${process.pid}`);
    const clients = tokens.map((token, i) => ({
      headers: { authorization: `Bearer ${token}`, host: chain.host },
      body: orderOf(market, i),
    }));

    console.log(`Bet placement benchmark on ${label}`);
    console.log(`${PLAYERS} players, one connection each; ${SECONDS} s measured after ${WARMUP} s warm-up; market delay 0`);
    console.log(`Machine: ${machineNote()}; the load generator runs on the same machine\n`);

    const results: Figures[] = [];
    process.stderr.write('  measuring: bare route\n');
    const bare = await bareRoute(clients);
    results.push(bare);
    process.stderr.write('  measuring: naive\n');
    const naiveFigures = await naive(db);
    results.push(naiveFigures);

    const base = await listen(app);
    const url = `${base}/api/user/openBet`;
    process.stderr.write('  measuring: placement at peak\n');
    const peak = figuresOf(
      'placement (HTTP), as fast as possible',
      await profiled(() => load({ url, clients, seconds: SECONDS, warmupSeconds: WARMUP })),
    );
    results.push(peak);
    const half = Math.max(1, Math.round(peak.perSecond / 2));
    process.stderr.write(`  measuring: placement at ${half}/s\n`);
    const halfFigures = figuresOf(
      `placement (HTTP), ${half}/s (half of peak)`,
      await load({ url, clients, seconds: SECONDS, warmupSeconds: WARMUP, overallRate: half }),
    );
    results.push(halfFigures);

    const pad = (x: string, n: number) => x.padEnd(n);
    console.log(`${pad('measure', 46)}${pad('bets/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}note`);
    for (const r of results) {
      console.log(`${pad(r.name, 46)}${pad(r.perSecond.toFixed(0), 10)}${pad(r.p50.toFixed(2), 9)}${pad(r.p99.toFixed(2), 9)}${r.note}`);
    }
    console.log('\nRatios (same run):');
    console.log(`  placement / naive:       ${(peak.perSecond / naiveFigures.perSecond).toFixed(2)}x   (aim on PostgreSQL: >= 3x)`);
    console.log(`  placement / bare route:  ${((peak.perSecond / bare.perSecond) * 100).toFixed(0)}%     (aim on PostgreSQL: >= 40%)`);
    console.log(`  p99 at half of peak:     ${halfFigures.p99.toFixed(2)} ms (aim on PostgreSQL: <= 10 ms)`);

    await app.close();
    const [bets] = await rowsOf<{ open: number; rejected: number }>(
      db,
      sql`select count(*) filter (where status = 'open')::int as open, count(*) filter (where status = 'rejected')::int as rejected from bets`,
    );
    const mismatched = await rowsOf<{ user_id: string }>(
      db,
      sql`select a.user_id from balances b join accounts a on a.id = b.account_id
          left join user_market_books m on m.user_id = a.user_id
          where a.kind = 'wallet' group by a.user_id, b.exposure having b.exposure <> coalesce(sum(m.exposure), 0)`,
    );
    const report = await checkLedger(db);
    console.log(
      `\nAfter the run: ${bets!.open} open bets, ${bets!.rejected} rejected; wallets whose exposure differs from their books: ${mismatched.length}`,
    );
    console.log(`Ledger: ${report.ok ? 'OK' : 'BROKEN'} (${report.totals.entries} entries, balances sum to ${report.totals.balanceSum})`);
    if (!report.ok || mismatched.length > 0) process.exitCode = 1;
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
