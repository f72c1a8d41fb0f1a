/**
 * `npm run db:migration -w @backlay/server -- <name> [code ...]`: writes the next migration.
 *
 * drizzle-kit first writes what changed in src/db/schema/*.ts (or an empty migration when the
 * tables did not change); then each named file of src/db/functions/ (a function, the trigger or
 * the view, `placement_commit` for functions/placement_commit.sql) is appended as it stands, so
 * the migration brings the database to the bodies those files hold. A function whose arguments
 * change needs a `DROP FUNCTION` of the old signature first: add it by hand above the new body.
 *
 * Review the file, run the server tests (test/db/migrations.test.ts checks every function file
 * against the migrated database) and, when it lands, record its hash as the test says.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTIONS_DIR, MIGRATIONS_DIR } from '../db/client.js';

const [name, ...code] = process.argv.slice(2);
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: npm run db:migration -w @backlay/server -- <name, a-z 0-9 _> [function, trigger or view ...]');
  process.exit(2);
}
const missing = code.filter((c) => !existsSync(join(FUNCTIONS_DIR, `${c}.sql`)));
if (missing.length) {
  console.error(`no such file in src/db/functions: ${missing.map((c) => `${c}.sql`).join(', ')}`);
  process.exit(2);
}

const journalFile = join(MIGRATIONS_DIR, 'meta/_journal.json');
const entries = () => (JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }).entries;
const drizzleKit = (...args: string[]) => {
  const run = spawnSync('npx', ['drizzle-kit', 'generate', '--name', name, ...args], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
};

const before = entries().length;
drizzleKit();
if (entries().length === before) drizzleKit('--custom');
const added = entries().at(-1)!;
const file = join(MIGRATIONS_DIR, `${added.tag}.sql`);
// drizzle-kit's custom migration holds only a placeholder comment.
const tables = readFileSync(file, 'utf8')
  .replace(/^-- Custom SQL migration file.*\n?/m, '')
  .trim();
const parts = [tables, ...code.map((c) => readFileSync(join(FUNCTIONS_DIR, `${c}.sql`), 'utf8').trim())].filter(Boolean);
writeFileSync(file, `${parts.join('\n--> statement-breakpoint\n')}\n`);
console.log(`wrote ${file}`);
console.log(
  'when it lands, in apps/server: (cd src/db/migrations && sha256sum ' + `${added.tag}.sql) >> test/db/fixtures/landed-migrations.sha256`,
);
