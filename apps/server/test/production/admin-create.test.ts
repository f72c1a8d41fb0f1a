import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, PASSWORD_CHANGE_REQUIRED, REQUEST_MESSAGES, TWO_FACTOR_SETUP_REQUIRED } from '@backlay/contract';
import { main as adminCreate } from '../../src/cli/admin-create.js';
import { loadConfig } from '../../src/config/config.js';
import { buildApp } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { casinoGames, casinoProviders, users } from '../../src/db/schema/index.js';
import { scratchPgDatabase } from '../test-db.js';
import { TestClock, type TestApp } from '../test-app.js';
import { auth, login, NO_RATE_LIMIT, totpAt } from '../auth/helpers.js';

/**
 * `npm run admin:create`: the first administrator of an install without the demo, from an
 * empty database to a console session with a new password and two-factor on.
 */

const ADMIN_HOST = 'console.backlay.test';
let where: Record<string, string>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const scratch = await scratchPgDatabase(process.env.DATABASE_URL);
    where = { DATABASE_URL: scratch.url };
    cleanup = scratch.drop;
  } else {
    const dir = await mkdtemp(join(tmpdir(), 'backlay-admin-create-'));
    where = { DATA_DIR: dir };
    cleanup = () => rm(dir, { recursive: true, force: true });
  }
});
afterAll(async () => cleanup());

/** Runs the command as `npm run admin:create -- ...` would, with what it printed. */
async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  try {
    const code = await adminCreate(args, { NODE_ENV: 'test', ADMIN_HOSTS: ADMIN_HOST, ...where });
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

async function openApp(): Promise<{ t: TestApp; database: Database }> {
  const database = await openDatabase({ databaseUrl: where.DATABASE_URL, dataDir: where.DATA_DIR, migrate: false });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ADMIN_HOSTS: ADMIN_HOST,
    ...NO_RATE_LIMIT,
    ...where,
  });
  const clock = new TestClock();
  const app = await buildApp({ config, db: database.db, writeDb: database.writer, clock, logger: false });
  await app.ready();
  const t: TestApp = { app, db: database.db, clock, config, close: async () => app.close() };
  return { t, database };
}

describe('npm run admin:create -- --username NAME', () => {
  let password = '';

  it('refuses a missing or invalid name without touching the database', async () => {
    for (const args of [[], ['--username'], ['--username', 'ab'], ['--username', 'has space']]) {
      const r = await run(args);
      expect(r.code).toBe(2);
      expect(r.err).toContain('usage: npm run admin:create -- --username NAME');
    }
  });

  it('migrates an empty database, adds the base rows and prints the one-time password once', async () => {
    const r = await run(['--username', 'owner']);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    const line = lines.find((l) => l.startsWith('one-time password: '));
    password = line!.slice('one-time password: '.length);
    expect(password).toMatch(/^[A-Za-z2-9]{20}$/);
    expect(r.out.split(password).length).toBe(2);
    expect(r.out).toContain(`https://${ADMIN_HOST}/admin/`);

    const { t, database } = await openApp();
    try {
      const [admin] = await t.db.select().from(users).where(eq(users.userName, 'owner'));
      expect(admin).toMatchObject({
        role: 'administrator',
        whiteLabelId: null,
        changePassword: true,
        twoFactorRequired: true,
        enable2fa: false,
      });
      expect(admin!.passwordHash).not.toContain(password);
      // The base rows: the Originals studio and its games, with a secret of this install.
      const [studio] = await t.db.select().from(casinoProviders).where(eq(casinoProviders.code, 'backlay-originals'));
      expect(studio!.secret).toMatch(/^[0-9a-f]{64}$/);
      expect(await t.db.select().from(casinoGames).where(eq(casinoGames.providerId, studio!.id))).toHaveLength(4);
    } finally {
      await t.close();
      await database.close();
    }
  });

  it('makes the first administrator only', async () => {
    const r = await run(['--username', 'second']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('An administrator already exists (owner)');
    expect(r.out).not.toContain('one-time password');
  });

  it('signs in only on ADMIN_HOSTS, then must change the password, then turn two-factor on', async () => {
    const { t, database } = await openApp();
    try {
      // Off the administrator's hosts (here a host that is no site either) nothing answers.
      const elsewhere = await login(t.app, 'b2c.example.com', 'owner', password);
      expect(elsewhere.res.statusCode).toBe(421);
      expect(elsewhere.res.json().message).toBe(REQUEST_MESSAGES.unknownSite);

      const first = await login(t.app, ADMIN_HOST, 'owner', password);
      expect(first.res.statusCode).toBe(200);
      expect(first.docs).toMatchObject({ userType: 'administrator', changePassword: true, twoFactorSetupRequired: true });
      const h = auth(ADMIN_HOST, first.token);
      // The session is held to the password change first.
      const held = await t.app.inject({ method: 'GET', url: '/api/administrator/setting/whiteLabel', headers: h });
      expect(held.statusCode).toBe(403);
      expect(held.json()).toMatchObject({ code: PASSWORD_CHANGE_REQUIRED.code });
      // A session of the administrator does not work off its hosts either.
      const offHost = await t.app.inject({
        method: 'GET',
        url: '/api/administrator/profile',
        headers: auth('b2c.example.com', first.token),
      });
      expect(offHost.statusCode).toBe(421);

      const changed = await t.app.inject({
        method: 'PATCH',
        url: '/api/administrator/changePassword',
        headers: h,
        payload: { oldPassword: password, password: 'Owner-new-2026', confirmPassword: 'Owner-new-2026' },
      });
      expect(changed.statusCode).toBe(200);
      const transactionCode = changed.json().docs.transactionCode as string;
      expect(transactionCode).toMatch(/^\d{8}$/);

      const second = await login(t.app, ADMIN_HOST, 'owner', 'Owner-new-2026');
      expect(second.docs).toMatchObject({ changePassword: false, twoFactorSetupRequired: true });
      const h2 = auth(ADMIN_HOST, second.token);
      const setupHeld = await t.app.inject({ method: 'GET', url: '/api/administrator/setting/whiteLabel', headers: h2 });
      expect(setupHeld.statusCode).toBe(403);
      expect(setupHeld.json()).toMatchObject({ code: TWO_FACTOR_SETUP_REQUIRED.code, message: TWO_FACTOR_SETUP_REQUIRED.message });
      expect((await t.app.inject({ method: 'GET', url: '/api/administrator/profile', headers: h2 })).statusCode).toBe(200);

      const setup = await t.app.inject({ method: 'GET', url: '/api/administrator/secureAuth', headers: h2 });
      const secret = setup.json().docs.secret as string;
      const on = await t.app.inject({
        method: 'POST',
        url: '/api/administrator/secureAuth',
        headers: h2,
        payload: { code: totpAt(t, secret), enable: true },
      });
      expect(on.json()).toMatchObject({ message: AUTH_MESSAGES.twoFactorEnabled, docs: { enable2fa: true } });

      // The console opens: a white label and its domain, with the code from the change.
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/administrator/setting/whiteLabel',
        headers: h2,
        payload: { name: 'First Brand', type: 'b2c', host: 'first-brand.test', transactionCode },
      });
      expect(made.statusCode).toBe(200);
      // Two-factor stays on for this account.
      t.clock.advance(60_000);
      const off = await t.app.inject({
        method: 'POST',
        url: '/api/administrator/secureAuth',
        headers: h2,
        payload: { code: totpAt(t, secret), enable: false },
      });
      expect(off.statusCode).toBe(403);
      expect(off.json().message).toBe(AUTH_MESSAGES.twoFactorRequired);
    } finally {
      await t.close();
      await database.close();
    }
  });
});
