/**
 * Bet placement (POST api/user/openBet, market delay 0) from concurrent players over real HTTP,
 * beside two baselines measured in the same run. Prints figures and ratios; never passes or
 * fails on time.
 *
 *   npm run bench:placement -w @backlay/bench                                  # in-memory PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:placement -w @backlay/bench
 *   BENCH_PLAYERS=100 BENCH_SECONDS=10 BENCH_WARMUP=2 npm run bench:placement -w @backlay/bench
 *   BENCH_PROFILE=/tmp/prof npm run bench:placement -w @backlay/bench   # + a CPU profile of the server
 *   BENCH_ONLY=peak npm run bench:placement -w @backlay/bench           # placement at peak alone (A/B runs)
 *   BENCH_ONLY=paced BENCH_PACED_RATE=2000 npm run bench:placement -w @backlay/bench  # its paced run alone
 *   BENCH_PACED_RATE=2200 npm run bench:placement -w @backlay/bench    # the paced run at 2,200/s
 *   BENCH_ROUNDS=3 npm run bench:placement -w @backlay/bench           # the ratios' measures 3 times, medians
 *
 * Measures, each for BENCH_SECONDS after BENCH_WARMUP seconds, with BENCH_PLAYERS connections
 * (one player each) from a load generator in its own process (placement-load.ts):
 * - bare route: a Fastify server with one POST route that parses the same body and answers a
 *   small JSON (the HTTP ceiling of this machine);
 * - naive: the same database through the same driver, one minimal transaction per bet (lock
 *   the player's row, insert a bet row, update the player's row), BENCH_PLAYERS at a time;
 * - group-commit floor: the bare route in front of the naive engine's writes batched by a single
 *   writer (one statement per batch), at its peak, and later at placement's half-of-peak rate:
 *   the most any placement engine could do on this machine in this run (groupCommitFloor);
 * - placement: the real app, listening, every player backing or laying on one hot market, some
 *   asking below the best price and some accepting any odds (ORDER_KINDS);
 * - placement at half of the peak just measured (paced evenly, open loop): its latency.
 * Then every bet's matched price and every player's book at that price are checked
 * (checkMatching), every book against its wallet's exposure, and the ledger.
 *
 * The half-of-peak run is paced evenly (open loop, latency from each request's scheduled time;
 * see placement-load.ts), not autocannon's overallRate, which bursts each second's quota.
 * CPU per bet over each measured window (warm-up excluded): this process (the server; with
 * PGlite the database too), PostgreSQL (every process named postgres in /proc but other
 * databases' backends) and the load generator.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/client.js';
import { checkLedger } from '../apps/server/src/modules/ledger/index.js';
import {
  profiled,
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
import type { DiskSyncFigures } from './disk-sync-probe.js';
import type { LoadJob, LoadResult } from './placement-load.js';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
/**
 * BENCH_ONLY=peak: placement at its peak alone, no baselines and no paced run: for comparing
 * two builds by many short alternated runs (the ratios need the full run).
 */
const PEAK_ONLY = process.env.BENCH_ONLY === 'peak';
/**
 * BENCH_ONLY=paced (with BENCH_PACED_RATE): placement's paced run alone at that rate, one PACED
 * line: for comparing two builds' latency at the same load.
 */
const PACED_ONLY = process.env.BENCH_ONLY === 'paced';
/**
 * BENCH_PACED_RATE=<bets/s>: the paced run at this rate instead of half of the peak, to compare
 * two builds at the same load (CPU per bet and latency move with the load).
 */
const PACED_RATE = process.env.BENCH_PACED_RATE ? Number(process.env.BENCH_PACED_RATE) : null;
if (PACED_ONLY && !(PACED_RATE && PACED_RATE > 0)) throw new Error('BENCH_ONLY=paced needs BENCH_PACED_RATE (bets/s)');
/**
 * BENCH_ROUNDS=<n> (1): the bare route, the naive engine, the floor and placement at peak measured
 * n times over, in turn, and each ratio given for every round and as their median. On a machine
 * whose speed swings within minutes one round's ratio moves with the moment each measure
 * happened to fall in; the paced runs, once, at half of the median peak.
 */
const ROUNDS = Math.max(1, Math.floor(Number(process.env.BENCH_ROUNDS ?? 1)));
/** 1 crore points each: no bet of the run is refused for points. */
const FUNDS = 1_000_000_000n;

interface Figures {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  note: string;
  /** CPU µs over the measured window: this process, PostgreSQL (null: not measured), the load generator (null: none). */
  cpu: { server: number; postgres: number | null; loadGenerator: number | null };
  /** This process's event-loop delay over the window, ms (null: the naive measure, no HTTP). */
  loop: { p99: number; max: number } | null;
}

/** Clock ticks per second of /proc/<pid>/stat's times (getconf CLK_TCK; 100 if that fails). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The bench's scratch database (set in main): other databases' backends are not counted. */
let benchDatabase: string | null = null;

/**
 * A backend's or autovacuum worker's database, from its process title ("postgres: [cluster: ]
 * user database host(port) state" or "... autovacuum worker database"); null for the postmaster
 * and the background processes (checkpointer, walwriter...), which serve every database.
 */
function databaseOfTitle(title: string): string | null {
  const rest = title.replace(/^postgres: (?:[^:]*: )?/, '');
  const worker = /^autovacuum worker (\S+)/.exec(rest);
  if (worker) return worker[1]!;
  const backend = /^\S+ (\S+) (?:\S+\(\d+\)|\[local\])/.exec(rest);
  return backend ? backend[1]! : null;
}

/**
 * CPU µs (user + system: fields 14 and 15 of /proc/<pid>/stat) of every process whose comm is
 * postgres, by pid, except backends (and autovacuum workers) of other databases than the
 * bench's, so another session's run on the same server is not counted; null without
 * DATABASE_URL (PGlite runs in this process) or without /proc.
 */
function postgresCpuMicros(): Map<string, number> | null {
  if (!process.env.DATABASE_URL) return null;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  const micros = new Map<string, number>();
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      const database = databaseOfTitle(title);
      if (database !== null && database !== benchDatabase) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the ")" closing comm start at field 3 (state).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      micros.set(pid, ((Number(fields[14 - 3]) + Number(fields[15 - 3])) / CLOCK_TICKS) * 1e6);
    } catch {
      // gone meanwhile
    }
  }
  return micros.size === 0 ? null : micros;
}

/**
 * PostgreSQL's CPU µs between two samples: each process's own difference, a process born in
 * between counted whole. A process that exited in between (an idle pool connection closed,
 * an autovacuum worker done) is left out: its time in the window is unknown, and subtracting
 * its whole life's time, as a difference of sums did, made the figure negative.
 */
function postgresCpuBetween(start: Map<string, number>, end: Map<string, number>): number {
  let micros = 0;
  for (const [pid, now] of end) micros += now - (start.get(pid) ?? 0);
  return micros;
}

interface CpuSample {
  server: NodeJS.CpuUsage;
  postgres: Map<string, number> | null;
}

function sampleCpu(): CpuSample {
  return { server: process.cpuUsage(), postgres: postgresCpuMicros() };
}

function cpuSince(start: CpuSample): { server: number; postgres: number | null } {
  const server = process.cpuUsage(start.server);
  const postgres = postgresCpuMicros();
  return {
    server: server.user + server.system,
    postgres: start.postgres === null || postgres === null ? null : postgresCpuBetween(start.postgres, postgres),
  };
}

interface Loaded {
  result: LoadResult;
  /** This process's and PostgreSQL's CPU µs between the load generator's window markers. */
  cpu: { server: number; postgres: number | null };
  /**
   * This process's event-loop delay between the same markers, ms: a latency tail with a quiet
   * loop is spent outside it (in the database, or waiting for the CPU).
   */
  loop: { p99: number; max: number };
  /** Paced runs: the disk's sync latency over the measured window (disk-sync-probe.ts). */
  disk: DiskSyncFigures | null;
}

/**
 * Starts disk-sync-probe.ts; `begin` has it count from now, `stop` closes its stdin and resolves
 * with its figures. Node's loader flags are passed on, as for the load generator (the probe is
 * TypeScript too). It is started with the load generator, before the warm-up: starting a Node
 * process takes CPU a small machine's server and load generator need, so a probe started at the
 * window's start delayed the window's first sends, enough to make most of the paced run's p99.
 */
function diskSyncProbe(): { begin(): void; stop(): Promise<DiskSyncFigures> } {
  const script = fileURLToPath(new URL('./disk-sync-probe.ts', import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, script], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const closed = new Promise<DiskSyncFigures>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out) as DiskSyncFigures) : reject(new Error(`disk sync probe exited with ${code}`)),
    );
  });
  return {
    begin: () => child.stdin.write('start\n'),
    stop: () => {
      child.stdin.end();
      return closed;
    },
  };
}

/**
 * Runs the load generator in a child process (same loader as this one) and reads its answer;
 * samples this process's and PostgreSQL's CPU when it announces its measured window's start
 * and end (JSON lines on its stdout before the result).
 */
function load(job: LoadJob): Promise<Loaded> {
  const script = fileURLToPath(new URL('./placement-load.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, script], {
      env: { ...process.env, BENCH_LOAD: JSON.stringify(job) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let pending = '';
    let started: CpuSample | null = null;
    let cpu: Loaded['cpu'] | null = null;
    let loopDelay: IntervalHistogram | null = null;
    let loop: Loaded['loop'] | null = null;
    // PostgreSQL only: in-memory PGlite waits for no disk, and the figures would mislead.
    const probe = job.overallRate && process.env.DATABASE_URL ? diskSyncProbe() : null;
    let disk: Promise<DiskSyncFigures> | null = null;
    let result: LoadResult | null = null;
    child.stdout.on('data', (d: Buffer) => {
      pending += d.toString();
      let nl: number;
      while ((nl = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, nl).trim();
        pending = pending.slice(nl + 1);
        if (!line) continue;
        const message = JSON.parse(line) as { window?: 'start' | 'end' } & Partial<LoadResult>;
        if (message.window === 'start') {
          started = sampleCpu();
          loopDelay = monitorEventLoopDelay({ resolution: 1 });
          loopDelay.enable();
          probe?.begin();
        } else if (message.window === 'end' && started && loopDelay) {
          cpu = cpuSince(started);
          loopDelay.disable();
          loop = { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 };
          disk = probe?.stop() ?? null;
        } else result = message as LoadResult;
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      // A window that never ended leaves its probe running: stopped, its figures dropped.
      if (!disk) probe?.stop().catch(() => undefined);
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      if (!result || !cpu || !loop) return reject(new Error('load generator gave no result or no measured window'));
      const loaded = { result, cpu, loop };
      (disk ?? Promise.resolve(null)).then((d) => resolve({ ...loaded, disk: d }), reject);
    });
  });
}

function figuresOf(name: string, { result: r, cpu, loop, disk }: Loaded, askedRate?: number): Figures {
  const failed = r.requests - (r.statuses['200'] ?? 0);
  if (failed > 0 || r.errors > 0) {
    throw new Error(
      `${name}: ${failed} answers were not 200 (${JSON.stringify(r.statuses)}, ${r.errors} errors, ${r.timeouts} timeouts); first: ${r.firstFailure}`,
    );
  }
  const note =
    r.mode === 'paced'
      ? `paced evenly, ${((r.perSecond / (askedRate ?? r.perSecond)) * 100).toFixed(1)}% of the asked rate; latency from each scheduled send; sends late p99 ${r.sendLate?.p99.toFixed(1)} / max ${r.sendLate?.max.toFixed(1)} ms${disk ? `; disk syncs p50 ${disk.p50.toFixed(2)} / p99 ${disk.p99.toFixed(1)} / max ${disk.max.toFixed(1)} ms, ${disk.over20} of ${disk.syncs} over 20 ms` : ''}`
      : `autocannon p99 ${r.autocannonP99} ms`;
  return {
    name,
    requests: r.requests,
    perSecond: r.perSecond,
    p50: r.p50,
    p99: r.p99,
    note,
    cpu: { ...cpu, loadGenerator: r.cpuMicros },
    loop,
  };
}

function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** CPU µs per answered bet of a measure ('n/a' where the figure is missing). */
function perBet(micros: number | null, f: Figures): string {
  return micros === null ? 'n/a' : (micros / f.requests).toFixed(0);
}

/** A single-measure run's one line (BENCH_ONLY): rate, latency and CPU per bet, for A/B runs to grep. */
function oneLine(tag: 'PEAK' | 'PACED', f: Figures): string {
  const { server, postgres, loadGenerator } = f.cpu;
  return `${tag} ${f.perSecond.toFixed(0)} bets/s, p50 ${f.p50.toFixed(2)} ms, p99 ${f.p99.toFixed(2)} ms; CPU µs per bet: server ${perBet(server, f)}, PostgreSQL ${perBet(postgres, f)}, load gen ${perBet(loadGenerator, f)}`;
}

/**
 * The players' orders on the first runner (best back 1.85, best lay 1.87 in the cache), six
 * kinds in turn: back and lay at the best price; back asking 1.80 and lay asking 1.92, each
 * matched at the best (the price improvement); back asking 1.90 and lay asking 1.82 with
 * acceptAnyOdds, matched at the price on offer. Every bet is matched at 1.85 or 1.87, and
 * checkMatching verifies it with the books after the run.
 */
const ORDER_KINDS: readonly { side: 'BACK' | 'LAY'; asked: number; acceptAnyOdds?: true }[] = [
  { side: 'BACK', asked: 1.85 },
  { side: 'LAY', asked: 1.87 },
  { side: 'BACK', asked: 1.8 },
  { side: 'LAY', asked: 1.92 },
  { side: 'BACK', asked: 1.9, acceptAnyOdds: true },
  { side: 'LAY', asked: 1.82, acceptAnyOdds: true },
];
/** The odds every bet is matched at, in hundredths as stored. */
const MATCHED = { back: 185, lay: 187 } as const;

function orderOf(m: BenchMarket, i: number): string {
  const runner = m.runners[0]!;
  const kind = ORDER_KINDS[i % ORDER_KINDS.length]!;
  return JSON.stringify({
    marketId: m.market.id,
    oddType: kind.side,
    odd: kind.asked,
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
    ...(kind.acceptAnyOdds ? { acceptAnyOdds: true } : {}),
  });
}

/**
 * After the run: every open bet was matched at the best price of its side whatever it asked,
 * and every player's book holds their bets at the matched price (the first runner's P/L from
 * the matched odds, the second's from the stakes). Prints one line; false when any differs.
 */
async function checkMatching(db: Db, market: BenchMarket): Promise<boolean> {
  const marketId = market.market.id;
  const [first, second] = market.runners.map((r) => r.id);
  const groups = await rowsOf<{ side: 'back' | 'lay'; asked_odd: number; odd: number; bets: number }>(
    db,
    sql`select side, asked_odd, odd, count(*)::int as bets from bets
        where market_id = ${marketId} and status = 'open' group by side, asked_odd, odd`,
  );
  const wrongPrice = groups.filter((g) => g.odd !== MATCHED[g.side]).reduce((n, g) => n + g.bets, 0);
  const improved = groups.filter((g) => g.asked_odd !== g.odd && (g.side === 'back' ? g.asked_odd < g.odd : g.asked_odd > g.odd));
  const anyOdds = groups.filter((g) => g.asked_odd !== g.odd && !improved.includes(g));
  const count = (list: typeof groups) => list.reduce((n, g) => n + g.bets, 0);
  const [books] = await rowsOf<{ players: number; wrong: number }>(
    db,
    sql`with expected as (
          select user_id,
                 sum(case when side = 'back' then stake * (odd - 100) / 100 else -stake * (odd - 100) / 100 end) as first,
                 sum(case when side = 'back' then -stake else stake end) as second
          from bets where market_id = ${marketId} and status = 'open' group by user_id)
        select count(*)::int as players,
               count(*) filter (where b.user_id is null
                                   or (b.book ->> ${first!})::bigint <> e.first
                                   or (b.book ->> ${second!})::bigint <> e.second)::int as wrong
        from expected e left join user_market_books b on b.user_id = e.user_id and b.market_id = ${marketId}`,
  );
  console.log(
    `Matching: ${count(groups)} open bets, ${wrongPrice} not at the best price; ${count(improved)} matched above their asked price, ` +
      `${count(anyOdds)} below it with accept any odds; books at the matched price: ${books!.players - books!.wrong} of ${books!.players} players`,
  );
  return wrongPrice === 0 && books!.wrong === 0 && count(improved) > 0 && count(anyOdds) > 0;
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
    const cpuStart = sampleCpu();
    const started = performance.now();
    await runFor(SECONDS, latencies);
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuSince(cpuStart);
    const sorted = latencies.sort((a, b) => a - b);
    return {
      name: 'naive: 1 tx per bet (no HTTP)',
      requests: sorted.length,
      perSecond: sorted.length / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      note: 'lock row, insert row, update row',
      cpu: { ...cpu, loadGenerator: null },
      loop: null,
    };
  } finally {
    await db.execute(sql`drop table bench_naive_bet`);
    await db.execute(sql`drop table bench_naive_wallet`);
  }
}

/**
 * The group-commit floor: the bare route's HTTP (one player per connection, found by its token)
 * in front of the naive engine's writes committed in batches by a single writer, the shape
 * docs/architecture.md §4 prescribes, with nothing else: no session, no order check, no book,
 * no exposure rule, no answer built from the bet. Each batch is ONE statement in its own
 * transaction (lock the players' rows, insert a row per bet, update each player's row), so one
 * round trip and one WAL flush per batch; a request is answered after its batch commits; the
 * next batch is whatever queued meanwhile. No placement engine that does placement's work can
 * beat it on the same machine in the same minute, so its ratios to the naive figure and to the
 * bare route are the most the aims can get here.
 */
async function groupCommitFloor(
  db: Db,
  clients: LoadJob['clients'],
): Promise<{ measure(rate?: number): Promise<Figures>; close(): Promise<void> }> {
  await db.execute(sql`create table bench_floor_wallet (id int primary key, exposure bigint not null default 0)`);
  await db.execute(
    sql`create table bench_floor_bet (id bigserial primary key, wallet_id int not null, stake bigint not null, created_at timestamptz not null default now())`,
  );
  await db.execute(sql`insert into bench_floor_wallet (id) select generate_series(0, ${clients.length - 1})`);
  const playerOf = new Map(clients.map((c, i) => [c.headers.authorization, i]));
  const queue: { player: number; done: (error?: unknown) => void }[] = [];
  let writing = false;
  const write = async () => {
    writing = true;
    while (queue.length > 0) {
      const batch = queue.splice(0);
      const ids = `{${batch.map((b) => b.player).join(',')}}`;
      try {
        await db.execute(sql`with ids as (select unnest(${ids}::int[]) as id),
          locked as (select id from bench_floor_wallet where id in (select id from ids) order by id for update),
          bets as (insert into bench_floor_bet (wallet_id, stake) select id, 10000 from ids),
          per_player as (select id, count(*) as n from ids group by id)
          update bench_floor_wallet w set exposure = w.exposure + p.n * 10000
          from per_player p join locked l on l.id = p.id where w.id = p.id`);
        for (const b of batch) b.done();
      } catch (error) {
        for (const b of batch) b.done(error);
      }
    }
    writing = false;
  };
  const server = Fastify({ logger: false });
  server.post('/api/user/openBet', async (req) => {
    const player = playerOf.get(req.headers.authorization);
    if (player === undefined) throw new Error('unknown player');
    await new Promise<void>((resolve, reject) => {
      queue.push({ player, done: (error) => (error ? reject(error) : resolve()) });
      if (!writing) void write();
    });
    const body = req.body as { marketId: string; stake: number };
    return { message: 'Bet placed', docs: { marketId: body.marketId, stake: body.stake } };
  });
  const base = await listen(server);
  const url = `${base}/api/user/openBet`;
  return {
    /** As fast as possible, or paced evenly at `rate` (then its latency at that load). */
    measure: async (rate?: number) =>
      rate === undefined
        ? figuresOf(
            'floor: bare route + group commit',
            await profiled(() => load({ url, clients, seconds: SECONDS, warmupSeconds: WARMUP }), 'floor-peak'),
          )
        : figuresOf(
            `floor at ${rate}/s (placement's half of peak)`,
            await load({ url, clients, seconds: SECONDS, warmupSeconds: WARMUP, overallRate: rate }),
            rate,
          ),
    close: async () => {
      await server.close();
      await db.execute(sql`drop table bench_floor_bet`);
      await db.execute(sql`drop table bench_floor_wallet`);
    },
  };
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function main(): Promise<void> {
  const { database, label, drop } = await openBenchDatabase();
  const db = database.db;
  if (process.env.DATABASE_URL) {
    benchDatabase = (await rowsOf<{ name: string }>(db, sql`select current_database() as name`))[0]!.name;
  }
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

    // Placement's own measures: as fast as possible, or paced at a rate (its latency at that load).
    const url = `${await listen(app)}/api/user/openBet`;
    const placementPeak = async () =>
      figuresOf(
        'placement (HTTP), as fast as possible',
        await profiled(() => load({ url, clients, seconds: SECONDS, warmupSeconds: WARMUP }), 'placement-peak'),
      );
    const placementPaced = async (rate: number) =>
      figuresOf(
        `placement (HTTP), ${rate}/s (${PACED_RATE ? 'fixed' : 'half of peak'})`,
        await profiled(() => load({ url, clients, seconds: SECONDS, warmupSeconds: WARMUP, overallRate: rate }), 'placement-half'),
        rate,
      );

    if (PEAK_ONLY) {
      console.log(oneLine('PEAK', await placementPeak()));
      if (!(await checkMatching(db, market))) process.exitCode = 1;
      return;
    }
    if (PACED_ONLY && PACED_RATE) {
      const paced = await placementPaced(PACED_RATE);
      console.log(`${oneLine('PACED', paced)}; ${paced.note}`);
      return;
    }

    // The ceiling, the baselines and the peak are measured in rounds (BENCH_ROUNDS), each
    // round all four one after the other, so that each round's ratios compare measures taken
    // within a minute of each other; with several rounds the median ratio is the figure.
    const results: Figures[] = [];
    const rounds: { bare: Figures; naive: Figures; floor: Figures; peak: Figures }[] = [];
    const floor = await groupCommitFloor(db, clients);
    for (let round = 1; round <= ROUNDS; round++) {
      const tag = ROUNDS > 1 ? ` (round ${round})` : '';
      const tagged = (f: Figures) => ({ ...f, name: `${f.name}${tag}` });
      process.stderr.write(`  measuring: bare route${tag}\n`);
      const bare = tagged(await bareRoute(clients));
      process.stderr.write(`  measuring: naive${tag}\n`);
      const naiveFigures = tagged(await naive(db));
      process.stderr.write(`  measuring: group-commit floor${tag}\n`);
      const floorPeak = tagged(await floor.measure());
      process.stderr.write(`  measuring: placement at peak${tag}\n`);
      const peak = tagged(await placementPeak());
      results.push(bare, naiveFigures, floorPeak, peak);
      rounds.push({ bare, naive: naiveFigures, floor: floorPeak, peak });
    }
    const peakRate = median(rounds.map((r) => r.peak.perSecond));
    const half = PACED_RATE ?? Math.max(1, Math.round(peakRate / 2));
    process.stderr.write(`  measuring: placement at ${half}/s\n`);
    const halfFigures = await placementPaced(half);
    results.push(halfFigures);
    process.stderr.write(`  measuring: group-commit floor at ${half}/s\n`);
    const floorSameLoad = await floor.measure(half);
    results.push(floorSameLoad);
    await floor.close();

    const width = Math.max(46, ...results.map((r) => r.name.length + 2));
    const pad = (x: string, n: number) => x.padEnd(n);
    console.log(`${pad('measure', width)}${pad('bets/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}note`);
    for (const r of results) {
      console.log(`${pad(r.name, width)}${pad(r.perSecond.toFixed(0), 10)}${pad(r.p50.toFixed(2), 9)}${pad(r.p99.toFixed(2), 9)}${r.note}`);
    }
    console.log(
      `\nCPU µs per bet over the measured window (server: this process${process.env.DATABASE_URL ? '' : ', PGlite included'}; clock ticks ${CLOCK_TICKS}/s for PostgreSQL):`,
    );
    console.log(
      `${pad('measure', width)}${pad('server', 9)}${pad('Postgres', 10)}${pad('load gen', 10)}${pad('sum', 7)}server loop delay p99 / max`,
    );
    for (const r of results) {
      const { server, postgres, loadGenerator } = r.cpu;
      // Without PostgreSQL's figure on PostgreSQL (no /proc), the sum would mislead.
      const sum = postgres === null && process.env.DATABASE_URL ? null : server + (postgres ?? 0) + (loadGenerator ?? 0);
      console.log(
        `${pad(r.name, width)}${pad(perBet(server, r), 9)}${pad(perBet(postgres, r), 10)}${pad(loadGenerator === null ? '-' : perBet(loadGenerator, r), 10)}${pad(perBet(sum, r), 7)}${r.loop ? `${r.loop.p99.toFixed(1)} / ${r.loop.max.toFixed(1)} ms` : '-'}`,
      );
    }
    /** A ratio of each round, and with several rounds their median. */
    const ratio = (of: (r: (typeof rounds)[number]) => number, show: (x: number) => string) => {
      const each = rounds.map(of);
      return each.length === 1 ? show(each[0]!) : `${show(median(each))} median of ${each.map(show).join(', ')}`;
    };
    const times = (x: number) => `${x.toFixed(2)}x`;
    const percent = (x: number) => `${(x * 100).toFixed(0)}%`;
    console.log(`\nRatios (same run${ROUNDS > 1 ? `, ${ROUNDS} rounds` : ''}):`);
    console.log(`  placement / naive:       ${ratio((r) => r.peak.perSecond / r.naive.perSecond, times)}   (aim on PostgreSQL: >= 3x)`);
    console.log(`  placement / bare route:  ${ratio((r) => r.peak.perSecond / r.bare.perSecond, percent)}     (aim on PostgreSQL: >= 40%)`);
    console.log(`  p99 at half of peak:     ${halfFigures.p99.toFixed(2)} ms (aim on PostgreSQL: <= 10 ms)`);
    console.log('The group-commit floor (HTTP and batched minimal writes, no placement work) in the same run:');
    console.log(`  floor / naive:           ${ratio((r) => r.floor.perSecond / r.naive.perSecond, times)}`);
    console.log(`  floor / bare route:      ${ratio((r) => r.floor.perSecond / r.bare.perSecond, percent)}`);
    console.log(`  floor p99 at ${half}/s:     ${floorSameLoad.p99.toFixed(2)} ms (the load of placement's half-of-peak run)`);
    console.log(`  placement / floor:       ${ratio((r) => r.peak.perSecond / r.floor.perSecond, percent)}`);

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
    const isMatchingRight = await checkMatching(db, market);
    const { memory, locked, stale } = app.betting.queue.routes;
    console.log(
      `Placement batches: ${memory} planned from memory (one round trip), ${locked} read under their locks, ${stale} found stale`,
    );
    if (!report.ok || mismatched.length > 0 || !isMatchingRight) process.exitCode = 1;
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
