/**
 * Points transfers (PATCH api/{role}/user/pts) against baselines measured in the same run.
 * Prints figures and ratios; never passes or fails on time.
 *
 *   npm run bench -w @backlay/bench                      # in-memory PGlite
 *   DATABASE_URL=postgres://... npm run bench -w @backlay/bench   # a scratch PostgreSQL database
 *   BENCH_N=5000 BENCH_CONCURRENCY=32 npm run bench -w @backlay/bench
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { benchConfig } from './bench-config.js';
import type { Db } from '../apps/server/src/db/client.js';
import { openBenchDatabase } from './betting-setup.js';
import { domains, sessions, themes, users, whiteLabels } from '../apps/server/src/db/schema/index.js';
import type { UserRow } from '../apps/server/src/lib/context.js';
import { hashSecret, verifySecret } from '../apps/server/src/lib/password-hash.js';
import { hashToken, newSessionToken } from '../apps/server/src/modules/auth/session-token.js';
import { checkLedger, issuanceAccountId, postEntry, walletAccountId } from '../apps/server/src/modules/ledger/index.js';
import { defaultFooter, defaultTheme } from '../apps/server/src/modules/tenancy/default-theme.js';
import { createUser } from '../apps/server/src/modules/users/user.service.js';

const N = Number(process.env.BENCH_N ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const WARMUP = Math.min(100, N);
const CODE = '13579024';

interface Figures {
  name: string;
  count: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs `fn(i)` for i in 0..count with at most `concurrency` in flight; times each call. */
async function measure(name: string, count: number, concurrency: number, fn: (i: number) => Promise<void>): Promise<Figures> {
  for (let i = 0; i < WARMUP; i++) await fn(i);
  const latencies: number[] = new Array(count);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        await fn(i);
        latencies[i] = performance.now() - t0;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  process.stderr.write(`  measured: ${name} (${seconds.toFixed(1)} s)\n`);
  const sorted = latencies.sort((a, b) => a - b);
  return { name, count, seconds, perSecond: count / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** A site and the chain administrator > whiteLabel > admin > superMaster > master > agent > branch > user. */
async function seed(db: Db) {
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
  const roles = ['administrator', 'whiteLabel', 'admin', 'superMaster', 'master', 'agent', 'branch', 'user'] as const;
  const chain: UserRow[] = [];
  for (const role of roles) {
    const parent = chain.at(-1) ?? null;
    chain.push(
      await db.transaction((tx) =>
        createUser(tx, { userName: `bench${role}`, password: 'Bench12345', role, parent, whiteLabelId: wl!.id, at: new Date() }),
      ),
    );
  }
  const codeHash = await hashSecret(CODE);
  for (const u of chain) if (u.role !== 'user') await db.update(users).set({ transactionCodeHash: codeHash }).where(eq(users.id, u.id));
  const token = async (u: UserRow) => {
    const t = newSessionToken();
    await db.insert(sessions).values({ userId: u.id, tokenHash: hashToken(t), expiresAt: new Date(Date.now() + 86_400_000) });
    return t;
  };
  return {
    host,
    chain,
    branch: chain[6]!,
    user: chain[7]!,
    branchToken: await token(chain[6]!),
    userToken: await token(chain[7]!),
    codeHash,
  };
}

async function main() {
  const { database, label, drop } = await openBenchDatabase();
  const db = database.db;
  const config = benchConfig();
  const app: FastifyInstance = await buildApp({ config, db, logger: false });
  await app.ready();
  try {
    const s = await seed(db);
    // Floats: the branch holds 1 crore and its player 1 lakh, so no transfer (in any order) is refused for funds.
    const [issuance, branchWallet, userWallet] = [
      await issuanceAccountId(db),
      await walletAccountId(db, s.branch.id),
      await walletAccountId(db, s.user.id),
    ];
    await db.transaction((tx) =>
      postEntry(tx, {
        kind: 'upline_credit',
        reference: `user:${s.branch.id}`,
        at: new Date(),
        lines: [
          { accountId: issuance, amount: -1_000_000_000n },
          { accountId: branchWallet, amount: 1_000_000_000n },
        ],
      }),
    );
    await db.transaction((tx) =>
      postEntry(tx, {
        kind: 'upline_credit',
        reference: `user:${s.user.id}`,
        at: new Date(),
        lines: [
          { accountId: branchWallet, amount: -10_000_000n },
          { accountId: userWallet, amount: 10_000_000n },
        ],
      }),
    );

    const headers = { authorization: `Bearer ${s.branchToken}`, host: s.host };
    const transfer = async (i: number) => {
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/branch/user/pts',
        headers,
        payload: { userId: s.user.id, amount: '1.25', action: i % 2 === 0 ? 'add' : 'subtract', remarks: 'bench', transactionCode: CODE },
      });
      if (res.statusCode !== 200) throw new Error(`transfer ${i}: ${res.statusCode} ${res.body}`);
    };

    console.log(`Ledger transfer benchmark on ${label}: ${N} calls each (after ${WARMUP} warm-up), Node ${process.version}\n`);
    const results: Figures[] = [];
    results.push(
      await measure('raw postEntry (one tx, no HTTP)', N, 1, async (i) => {
        const amount = i % 2 === 0 ? 125n : -125n;
        await db.transaction((tx) =>
          postEntry(tx, {
            kind: 'upline_credit',
            reference: `user:${s.user.id}`,
            at: new Date(),
            lines: [
              { accountId: branchWallet, amount: -amount },
              { accountId: userWallet, amount },
            ],
          }),
        );
      }),
    );
    results.push(
      await measure('argon2 verify of the code', N, 1, async () => {
        if (!(await verifySecret(s.codeHash, CODE))) throw new Error('argon2 verify failed');
      }),
    );
    results.push(
      await measure('GET api/user/pts (HTTP, session, read)', N, 1, async () => {
        const res = await app.inject({
          method: 'GET',
          url: '/api/user/pts',
          headers: { authorization: `Bearer ${s.userToken}`, host: s.host },
        });
        if (res.statusCode !== 200) throw new Error(`pts: ${res.statusCode}`);
      }),
    );
    results.push(await measure('PATCH api/branch/user/pts, one at a time', N, 1, transfer));
    results.push(await measure(`PATCH api/branch/user/pts, ${CONCURRENCY} in flight`, N, CONCURRENCY, transfer));

    const pad = (x: string, n: number) => x.padEnd(n);
    console.log(`${pad('measure', 46)}${pad('calls/s', 11)}${pad('p50 ms', 10)}p99 ms`);
    for (const r of results)
      console.log(`${pad(r.name, 46)}${pad(r.perSecond.toFixed(0), 11)}${pad(r.p50.toFixed(2), 10)}${r.p99.toFixed(2)}`);
    const [raw, argon, read, serial, parallel] = results as [Figures, Figures, Figures, Figures, Figures];
    console.log('\nRatios (same run):');
    console.log(`  transfer (serial) throughput / raw postEntry:  ${(serial.perSecond / raw.perSecond).toFixed(3)}`);
    console.log(`  transfer (serial) throughput / GET pts:        ${(serial.perSecond / read.perSecond).toFixed(3)}`);
    console.log(`  transfer (${CONCURRENCY} in flight) / transfer (serial):  ${(parallel.perSecond / serial.perSecond).toFixed(3)}`);
    console.log(`  argon2 verify share of a serial transfer (p50): ${((argon.p50 / serial.p50) * 100).toFixed(0)}%`);

    const report = await checkLedger(db);
    console.log(
      `\nLedger after the run: ${report.ok ? 'OK' : 'BROKEN'} (${report.totals.entries} entries, ${report.totals.postings} postings, balances sum to ${report.totals.balanceSum})`,
    );
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
