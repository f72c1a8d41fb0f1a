/**
 * Shared setup of the betting benchmarks (placement.bench.ts, settlement.bench.ts): the bench
 * database (in-memory PGlite, or a scratch PostgreSQL database next to DATABASE_URL, as
 * ledger-transfer.bench.ts does), the real app on it, a site with a whole upline chain with
 * partnerships, many funded players seeded in bulk, and an open market with prices.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { benchConfig } from './bench-config.js';
import { openDatabase, type Database, type Db } from '../apps/server/src/db/client.js';
import {
  accounts,
  balances,
  competitions,
  domains,
  events,
  markets,
  runners,
  sessions,
  themes,
  users,
  whiteLabels,
} from '../apps/server/src/db/schema/index.js';
import type { UserRow } from '../apps/server/src/lib/context.js';
import { hashSecret } from '../apps/server/src/lib/password-hash.js';
import { hashToken, newSessionToken } from '../apps/server/src/modules/auth/session-token.js';
import { issuanceAccountId, postEntry } from '../apps/server/src/modules/ledger/index.js';
import type { MarketRow, RunnerRow } from '../apps/server/src/modules/sports/catalogue/market-wire.js';
import { defaultFooter, defaultTheme } from '../apps/server/src/modules/tenancy/default-theme.js';
import { createUser } from '../apps/server/src/modules/users/user.service.js';

export interface BenchDatabase {
  database: Database;
  label: string;
  drop: () => Promise<void>;
}

export async function openBenchDatabase(): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, label: 'PGlite (in memory)', drop: async () => undefined };
  }
  const name = `backlay_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: u.toString() });
  return {
    database,
    label: `PostgreSQL (scratch database ${name})`,
    drop: async () => {
      // Sockets close a moment after pool.end(); dropping WITH (FORCE) while they are still
      // open makes PostgreSQL kill them and pg raise an unhandled error.
      for (let i = 0; i < 50; i++) {
        const open = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (open.rows[0]!.n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The real app on the bench database: no feed, silent logs, prices that never go stale. */
export async function buildBenchApp(db: Db, writeDb: Db = db): Promise<FastifyInstance> {
  const config = benchConfig({ PRICE_STALE_MS: String(24 * 3_600_000) });
  const app = await buildApp({ config, db, writeDb, logger: false });
  await app.ready();
  return app;
}

/** Partnerships of the chain (basis points): the house keeps the other 40% of a player's P/L. */
export const PARTNERSHIPS = { whiteLabel: 2_000, admin: 1_000, master: 3_000 } as const;

export interface BenchChain {
  host: string;
  whiteLabelId: string;
  administrator: UserRow;
  branch: UserRow;
  /** Session token of the administrator (declares results). */
  administratorToken: string;
}

/** A site and the chain administrator > whiteLabel > admin > superMaster > master > agent > branch. */
export async function seedChain(db: Db): Promise<BenchChain> {
  const [wl] = await db.insert(whiteLabels).values({ name: 'Bench', type: 'b2c' }).returning();
  const host = 'bench.localhost';
  await db.insert(domains).values({
    host,
    whiteLabelId: wl!.id,
    type: 'b2c',
    features: {
      whatsappDeposit: false,
      whatsappWithdraw: false,
      casinoHome: false,
      sportsBook: false,
      referAndEarn: false,
      switchTheme: false,
    },
  });
  await db.insert(themes).values({ whiteLabelId: wl!.id, theme: defaultTheme('Bench', 'b2c'), footer: defaultFooter('Bench') });
  const roles = ['administrator', 'whiteLabel', 'admin', 'superMaster', 'master', 'agent', 'branch'] as const;
  const chain: UserRow[] = [];
  for (const role of roles) {
    const parent = chain.at(-1) ?? null;
    const partnershipBps = role in PARTNERSHIPS ? PARTNERSHIPS[role as keyof typeof PARTNERSHIPS] : 0;
    chain.push(
      await db.transaction((tx) =>
        createUser(tx, {
          userName: `bench${role}`,
          password: 'Bench12345',
          role,
          parent,
          whiteLabelId: wl!.id,
          at: new Date(),
          extra: { partnershipBps },
        }),
      ),
    );
  }
  return {
    host,
    whiteLabelId: wl!.id,
    administrator: chain[0]!,
    branch: chain[6]!,
    administratorToken: await newSession(db, chain[0]!.id),
  };
}

export async function newSession(db: Db, userId: string): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return token;
}

const ROWS_PER_INSERT = 1_000;

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface BenchPlayer {
  id: string;
  walletId: string;
}

/**
 * `count` players under the branch, each with a wallet credited `paise` through the ledger
 * (one deposit entry per 1,000 players, so every balance is the sum of its postings). Rows are
 * written in bulk as createUser would write them (one password hash shared: setup, not a test
 * of hashing). `commissionEvery`: every n-th player earns commission on losses (0: none).
 */
export async function seedPlayers(
  db: Db,
  chain: BenchChain,
  count: number,
  paise: bigint,
  opts: { commissionEvery?: number; commissionBps?: number } = {},
): Promise<BenchPlayer[]> {
  const passwordHash = await hashSecret('Bench12345');
  const at = new Date();
  const tag = randomBytes(3).toString('hex');
  const players: BenchPlayer[] = [];
  const issuance = await issuanceAccountId(db);
  for (const [c, slice] of chunksOf(
    Array.from({ length: count }, (_, i) => i),
    ROWS_PER_INSERT,
  ).entries()) {
    await db.transaction(async (tx) => {
      const made = await tx
        .insert(users)
        .values(
          slice.map((i) => ({
            userName: `p${tag}${i}`,
            passwordHash,
            role: 'user' as const,
            parentId: chain.branch.id,
            ancestors: [...chain.branch.ancestors, chain.branch.id],
            whiteLabelId: chain.whiteLabelId,
            commissionBps: opts.commissionEvery && i % opts.commissionEvery === 0 ? (opts.commissionBps ?? 200) : 0,
            createdBy: chain.branch.id,
            createdAt: at,
            updatedAt: at,
          })),
        )
        .returning({ id: users.id });
      const wallets = await tx
        .insert(accounts)
        .values(made.map((u) => ({ kind: 'wallet' as const, userId: u.id, whiteLabelId: chain.whiteLabelId })))
        .returning({ id: accounts.id, userId: accounts.userId });
      await tx.insert(balances).values(wallets.map((w) => ({ accountId: w.id })));
      await postEntry(tx, {
        kind: 'deposit',
        reference: `bench:players:${c}`,
        at,
        lines: [
          { accountId: issuance, amount: -paise * BigInt(wallets.length) },
          ...wallets.map((w) => ({ accountId: w.id, amount: paise })),
        ],
      });
      for (const w of wallets) players.push({ id: w.userId!, walletId: w.id });
    });
  }
  return players;
}

/** One session per player, stored as the login call stores them; answers the tokens in order. */
export async function seedSessions(db: Db, userIds: readonly string[]): Promise<string[]> {
  const tokens = userIds.map(() => newSessionToken());
  const expiresAt = new Date(Date.now() + 86_400_000);
  for (const slice of chunksOf(
    userIds.map((userId, i) => ({ userId, tokenHash: hashToken(tokens[i]!), expiresAt })),
    ROWS_PER_INSERT,
  )) {
    await db.insert(sessions).values(slice);
  }
  return tokens;
}

export interface BenchMarket {
  market: MarketRow;
  runners: RunnerRow[];
}

/**
 * An in-play betfair market taking bets now, with no in-play delay, and its prices in the
 * cache as the feed would put them: back 1.85 / lay 1.87 on the first runner, 2.05 / 2.07 on
 * the second, with room for any stake.
 */
export async function openBenchMarket(app: FastifyInstance, name: string): Promise<BenchMarket> {
  const { db } = app.ctx;
  const now = Date.now();
  const [competition] = await db
    .insert(competitions)
    .values({ id: `c-${name}`, eventTypeId: 4, name: `Bench ${name}`, region: 'INT' })
    .returning();
  const [event] = await db
    .insert(events)
    .values({
      id: `e-${name}`,
      competitionId: competition!.id,
      eventTypeId: 4,
      name: `Home ${name} v Away ${name}`,
      openDate: new Date(now - 600_000),
      status: 'inPlay',
    })
    .returning();
  const [market] = await db
    .insert(markets)
    .values({
      id: `1.${name}`,
      eventId: event!.id,
      eventTypeId: 4,
      name: 'Match Odds',
      type: 'betfair',
      minStake: 100_00,
      maxStake: 50_000_00,
      delaySecond: 0,
      status: 'open',
      betOpenDate: new Date(now - 3_600_000),
    })
    .returning();
  const runnerRows = await db
    .insert(runners)
    .values([
      { marketId: market!.id, id: `${market!.id}-1`, name: `Home ${name}`, sort: 1 },
      { marketId: market!.id, id: `${market!.id}-2`, name: `Away ${name}`, sort: 2 },
    ])
    .returning();
  app.ctx.prices.register(market!.id, market!.eventId, market!.type);
  const applied = app.ctx.prices.apply({
    marketId: market!.id,
    status: 'open',
    runners: runnerRows.map((r, i) => ({
      id: r.id,
      status: 'active' as const,
      back: [[185 + i * 20, 1_000_000]],
      lay: [[187 + i * 20, 1_000_000]],
    })),
    totalMatchedPaise: 0,
  });
  if (!applied) throw new Error('the price cache refused the bench market');
  return { market: market!, runners: runnerRows };
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function machineNote(): string {
  return `${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, Node ${process.version}`;
}

/**
 * BENCH_PROFILE=<dir>: the server's CPU profile while `run` runs, written as
 * <dir>/<name>-<pid>.cpuprofile (open it in Chrome's DevTools). Only the measured runs are
 * profiled: the seeding and the baselines would hide where a bet's time goes.
 */
export async function profiled<T>(run: () => Promise<T>, name: string): Promise<T> {
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
    const file = path.join(dir, `${name}-${process.pid}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    process.stderr.write(`  CPU profile: ${file}\n`);
    session.disconnect();
  }
}
