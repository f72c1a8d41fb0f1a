/**
 * `npm run ledger:check -w @backlay/server`: checks the ledger of the configured database
 * (DATABASE_URL, else the PGlite data directory DATA_DIR) and prints a report.
 *
 * Exit codes: 0 the invariant holds; 1 it does not; 2 the check could not run (no database,
 * not migrated, connection refused).
 *
 * PGlite is single-process: stop the server before checking its data directory (two
 * processes on one PGlite directory corrupt it). On PostgreSQL it runs beside live traffic: the
 * check reads one repeatable-read snapshot.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatAmount, paiseToRupees } from '@backlay/domain';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/client.js';
import { checkLedger, type LedgerCheckReport } from '../modules/ledger/index.js';

const rupees = (paise: bigint) => formatAmount(paiseToRupees(paise));

/** The report as text, one check per line, with the first offenders of a failing check. */
export function formatLedgerReport(report: LedgerCheckReport, where: string): string {
  const { totals } = report;
  const mark = (ok: boolean) => (ok ? 'ok  ' : 'FAIL');
  const lines = [
    `Ledger check of ${where}`,
    `  accounts ${totals.accounts}, journal entries ${totals.entries}, postings ${totals.postings}`,
    `  points in circulation (issued by the administrator): ${rupees(totals.issued)}`,
    '',
    `  [${mark(report.unbalancedEntries.length === 0)}] every entry sums to zero` +
      (report.unbalancedEntries.length
        ? ` (${report.unbalancedEntries.length}${report.unbalancedEntries.length >= 100 ? '+' : ''} do not)`
        : ''),
    ...report.unbalancedEntries.slice(0, 10).map((e) => `           entry ${e.entryId} sums to ${rupees(e.sum)}`),
    `  [${mark(report.thinEntries.length === 0)}] every entry has two or more postings` +
      (report.thinEntries.length ? ` (${report.thinEntries.length} do not)` : ''),
    ...report.thinEntries.slice(0, 10).map((e) => `           entry ${e.entryId} has ${e.postings}`),
    `  [${mark(report.driftedBalances.length === 0)}] every balance equals the sum of its postings` +
      (report.driftedBalances.length ? ` (${report.driftedBalances.length} do not)` : ''),
    ...report.driftedBalances
      .slice(0, 10)
      .map(
        (d) =>
          `           account ${d.accountId}: stored ${d.stored === null ? 'no balance row' : rupees(d.stored)}, postings ${rupees(d.fromPostings)}`,
      ),
    `  [${mark(report.driftedTotals.length === 0)}] every wallet's credit, P/L, commission and bonus totals equal its postings'` +
      (report.driftedTotals.length ? ` (${report.driftedTotals.length} do not)` : ''),
    ...report.driftedTotals
      .slice(0, 10)
      .map((d) => `           wallet ${d.accountId}: stored ${totalsText(d.stored)}, postings ${totalsText(d.fromPostings)}`),
    `  [${mark(totals.balanceSum === 0n && totals.postingSum === 0n)}] all balances sum to zero (balances ${rupees(totals.balanceSum)}, postings ${rupees(totals.postingSum)})`,
    `  [${mark(report.overdrawnWallets.length === 0)}] no wallet has negative available points, exposure or hold` +
      (report.overdrawnWallets.length ? ` (${report.overdrawnWallets.length} do)` : ''),
    ...report.overdrawnWallets
      .slice(0, 10)
      .map(
        (w) =>
          `           wallet ${w.accountId} (user ${w.userId ?? '-'}): balance ${rupees(w.balance)}, exposure ${rupees(w.exposure)}, held ${rupees(w.held)}`,
      ),
    '',
    report.ok ? 'Ledger OK.' : 'Ledger BROKEN: the invariant does not hold.',
  ];
  return lines.join('\n');
}

/** Runs the check; `env` replaces the environment (tests), else config.ts reads it. */
export async function main(env?: Record<string, string | undefined>): Promise<number> {
  let config;
  try {
    config = env ? loadConfig(env) : loadConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 2;
  }
  const where = config.DATABASE_URL ? `PostgreSQL ${redact(config.DATABASE_URL)}` : `PGlite at ${resolve(config.DATA_DIR)}`;
  if (!config.DATABASE_URL && !config.DATA_DIR.startsWith('memory://') && !existsSync(config.DATA_DIR)) {
    console.error(`No database at ${resolve(config.DATA_DIR)} (set DATA_DIR or DATABASE_URL).`);
    return 2;
  }
  let database;
  try {
    // Never migrates: a check reads, it does not change the schema.
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: false });
  } catch (err) {
    console.error(`Cannot open ${where}: ${reason(err)}`);
    return 2;
  }
  try {
    const report = await checkLedger(database.db);
    console.log(formatLedgerReport(report, where));
    return report.ok ? 0 : 1;
  } catch (err) {
    console.error(`Cannot check ${where} (is it migrated?): ${reason(err)}`);
    return 2;
  } finally {
    await database.close();
  }
}

/** The database's own words (drizzle wraps them in "Failed query: <sql>"). */
function reason(err: unknown): string {
  if (err instanceof Error && err.cause instanceof Error) return err.cause.message;
  return err instanceof Error ? err.message : String(err);
}

/** The connection string without its password. */
function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(2);
    },
  );
}

function totalsText(t: { credit: bigint; pl: bigint; commission: bigint; bonus: bigint }): string {
  return `credit ${rupees(t.credit)}, P/L ${rupees(t.pl)}, commission ${rupees(t.commission)}, bonus ${rupees(t.bonus)}`;
}
