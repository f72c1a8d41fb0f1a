/**
 * `npm run admin:create -- --username NAME`: the first administrator of an install without the
 * demo seed. It migrates the database and makes the base rows if needed (as a start would),
 * then creates the administrator with a one-time password printed once on a line
 * `one-time password: <password>`. The account must change that password at its first
 * sign-in and then turn two-factor on before anything else (users.twoFactorRequired), and it
 * signs in on the hosts ADMIN_HOSTS names. Exit codes: 0 created, 1 refused, 2 unusable
 * settings or database.
 */
import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { isValidPassword, isValidUserName } from '@backlay/domain';
import { ConfigError, loadConfig } from '../config/config.js';
import { openDatabase } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { ensureBaseRows } from '../db/seed/base-rows.js';
import { createUser } from '../modules/users/user.service.js';
import { insertAuditRow } from '../modules/audit/audit.repository.js';

const USAGE = 'usage: npm run admin:create -- --username NAME';
/** No look-alike characters (0/O, 1/l/I): the password is read off a terminal and typed once. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const PASSWORD_LENGTH = 20;

export function oneTimePassword(): string {
  for (;;) {
    const password = Array.from({ length: PASSWORD_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (isValidPassword(password)) return password;
  }
}

function userNameFrom(argv: readonly string[]): string | null {
  const i = argv.findIndex((a) => a === '--username' || a.startsWith('--username='));
  if (i < 0) return null;
  const arg = argv[i]!;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (argv[i + 1] ?? null);
}

/** Runs the command; `env` replaces the environment (tests), else config.ts reads it. */
export async function main(argv: readonly string[] = process.argv.slice(2), env?: Record<string, string | undefined>): Promise<number> {
  const userName = userNameFrom(argv)?.trim() ?? '';
  if (!isValidUserName(userName)) {
    console.error(`${USAGE}\nNAME: 4 to 32 letters, digits, dot, underscore or dash.`);
    return 2;
  }
  let config;
  try {
    config = env ? loadConfig(env) : loadConfig();
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : String(err));
    return 2;
  }
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (err) {
    console.error(`Cannot open the database: ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  }
  try {
    await database.startExclusively(() => ensureBaseRows(database.db));
    const password = oneTimePassword();
    const at = new Date();
    const outcome = await database.db.transaction(async (tx) => {
      // Two commands at once must not both find no administrator.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('backlay:admin-create'))`);
      const [existing] = await tx
        .select({ userName: users.userName })
        .from(users)
        .where(sql`${users.role} = 'administrator'`)
        .limit(1);
      if (existing) return { existing: existing.userName };
      // The administrator's name is held on every site, so no site account may have it already.
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.userName}) = lower(${userName})`)
        .limit(1);
      if (taken) return { existing: null, taken: true };
      const admin = await createUser(tx, {
        userName,
        password,
        role: 'administrator',
        parent: null,
        at,
        extra: { fullName: userName, changePassword: true, twoFactorRequired: true },
      });
      await insertAuditRow(tx, {
        actorId: admin.id,
        action: 'user.created',
        targetType: 'user',
        targetId: admin.id,
        after: { userName, role: 'administrator', via: 'admin:create', changePassword: true, twoFactorRequired: true },
        createdAt: at,
      });
      return { existing: null, taken: false };
    });
    if (outcome.existing) {
      console.error(`An administrator already exists (${outcome.existing}): admin:create makes the first one only.`);
      return 1;
    }
    if (outcome.taken) {
      console.error(`A site account is already named ${userName}: choose another name for the administrator.`);
      return 1;
    }
    const where = config.ADMIN_HOSTS.length ? config.ADMIN_HOSTS.map((h) => `https://${h}/admin/`).join(' or ') : '/admin/ on any host';
    console.log(
      [
        `Administrator ${userName} created.`,
        `one-time password: ${password}`,
        `Sign in at ${where}: you will set a new password, then turn two-factor on.`,
      ].join('\n'),
    );
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().then((code) => process.exit(code));
}
