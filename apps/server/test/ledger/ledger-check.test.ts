import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.js';
import { journalEntries, postings } from '../../src/db/schema/index.js';
import { checkLedger, issuanceAccountId, postEntry, walletAccountId } from '../../src/modules/ledger/index.js';
import { formatLedgerReport } from '../../src/cli/ledger-check.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain, newUser } from '../factories.js';

const run = promisify(execFile);
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function credit(db: TestApp['db'], userId: string, paise: bigint): Promise<void> {
  await db.transaction(async (tx) =>
    postEntry(tx, {
      kind: 'upline_credit',
      reference: `user:${userId}`,
      at: new Date(),
      lines: [
        { accountId: await issuanceAccountId(tx), amount: -paise },
        { accountId: await walletAccountId(tx, userId), amount: paise },
      ],
    }),
  );
}

describe('checkLedger', () => {
  it('makes one issuance account even when many first uses race', async () => {
    // First in the file: the database has no issuance account yet.
    const ids = await Promise.all(Array.from({ length: 5 }, () => issuanceAccountId(t.db)));
    expect(new Set(ids).size).toBe(1);
  });

  it('passes on a ledger written only through postEntry, and reports its totals', async () => {
    const c = await newChain(t.db);
    await credit(t.db, c.whiteLabel.id, 123_456n);
    const report = await checkLedger(t.db);
    expect(report.ok).toBe(true);
    expect(report.totals.balanceSum).toBe(0n);
    expect(report.totals.issued).toBe(123_456n);
    expect(report.totals.entries).toBe(1);
    const text = formatLedgerReport(report, 'the test database');
    expect(text).toContain('1,234.56');
    expect(text).toContain('Ledger OK.');
    expect(text).not.toContain('FAIL');
  });

  it('refuses entries that do not balance, move nothing or have one posting, before writing', async () => {
    const c = await newChain(t.db);
    const wallet = await walletAccountId(t.db, c.user.id);
    const issuance = await issuanceAccountId(t.db);
    const post = (lines: { accountId: string; amount: bigint }[]) =>
      t.db.transaction((tx) => postEntry(tx, { kind: 'upline_credit', at: new Date(), lines }));
    await expect(post([{ accountId: wallet, amount: 5n }])).rejects.toThrow(/two postings/);
    await expect(
      post([
        { accountId: wallet, amount: 5n },
        { accountId: issuance, amount: -4n },
      ]),
    ).rejects.toThrow(/does not balance/);
    await expect(
      post([
        { accountId: wallet, amount: 0n },
        { accountId: issuance, amount: 0n },
      ]),
    ).rejects.toThrow(/moves nothing/);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('finds every kind of damage written behind its back', async () => {
    const c = await newChain(t.db);
    const wallet = await walletAccountId(t.db, c.user.id);
    // An entry with one posting (unbalanced and thin), whose balance was never updated (drift).
    const [entry] = await t.db.insert(journalEntries).values({ kind: 'deposit' }).returning();
    await t.db.insert(postings).values({ entryId: entry!.id, accountId: wallet, amount: 700n });
    // A wallet with more exposure than points.
    const other = await newUser(t.db, { role: 'user', parent: c.branch });
    await t.db.execute(
      sql`update balances set exposure = 100 where account_id = (select id from accounts where user_id = ${other.id}::uuid)`,
    );

    // A wallet whose P/L total on its balance row was changed by hand (no posting behind it).
    const third = await newUser(t.db, { role: 'user', parent: c.branch });
    const thirdWallet = await walletAccountId(t.db, third.id);
    await t.db.execute(sql`update balances set pl_total = 250 where account_id = ${thirdWallet}::uuid`);

    const report = await checkLedger(t.db);
    expect(report.ok).toBe(false);
    expect(report.driftedTotals).toEqual([
      {
        accountId: thirdWallet,
        stored: { credit: 0n, pl: 250n, commission: 0n, bonus: 0n },
        fromPostings: { credit: 0n, pl: 0n, commission: 0n, bonus: 0n },
      },
    ]);
    expect(report.unbalancedEntries).toEqual([{ entryId: entry!.id, sum: 700n }]);
    expect(report.thinEntries).toEqual([{ entryId: entry!.id, postings: 1 }]);
    expect(report.driftedBalances).toEqual([{ accountId: wallet, stored: 0n, fromPostings: 700n }]);
    expect(report.overdrawnWallets.map((w) => w.userId)).toEqual([other.id]);
    expect(report.totals.postingSum).toBe(700n);
    const text = formatLedgerReport(report, 'the test database');
    expect(text).toContain(`entry ${entry!.id} sums to 7.00`);
    expect(text).toContain(`wallet ${thirdWallet}: stored credit 0.00, P/L 2.50`);
    expect(text).toContain('Ledger BROKEN');
  });
});

describe('npm run ledger:check', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'backlay-ledger-check-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  const cli = (dataDir: string) =>
    run(join(serverRoot, '../../node_modules/.bin/tsx'), ['src/cli/ledger-check.ts'], {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    }).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
    );

  it('prints the report and exits 0 on a sound ledger, 1 on a broken one, 2 without a database', async () => {
    const dataDir = join(dir, 'pglite');
    const database = await openDatabase({ dataDir });
    const c = await newChain(database.db);
    await credit(database.db, c.whiteLabel.id, 50_000n);
    await database.close();

    const sound = await cli(dataDir);
    expect(sound.code, sound.err).toBe(0);
    expect(sound.out).toContain('points in circulation (issued by the administrator): 500.00');
    expect(sound.out).toContain('Ledger OK.');

    const reopened = await openDatabase({ dataDir, migrate: false });
    await reopened.db.execute(
      sql`update balances set balance = balance + 1 where account_id = (select id from accounts where user_id = ${c.whiteLabel.id}::uuid)`,
    );
    await reopened.close();
    const broken = await cli(dataDir);
    expect(broken.code).toBe(1);
    expect(broken.out).toContain('[FAIL] every balance equals the sum of its postings (1 do not)');

    const missing = await cli(join(dir, 'nothing-here'));
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('No database at');
  }, 90_000);
});
