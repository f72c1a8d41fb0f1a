import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_MESSAGES, MONEY_MESSAGES } from '@backlay/contract';
import { loadConfig } from '../../src/config/config.js';
import { refusalsOf } from './config-refusals.js';
import { ensureBaseRows } from '../../src/db/seed/base-rows.js';
import { appConfig, casinoGames, casinoProviders } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain } from '../factories.js';
import { auth, login, NO_RATE_LIMIT } from '../auth/helpers.js';
import { CODE, signedInChain } from '../ledger/helpers.js';
import { call } from '../money/money-helpers.js';

/**
 * The production profile (config/production-profile.ts): NODE_ENV=production refuses to start
 * with anything meant for the demo on or an unsafe secret, one line per problem; a correctly
 * configured production app serves with no demo, no outbox and no sandbox.
 */

const ADMIN_HOST = 'console.backlay.test';
/** On PostgreSQL a ROLE=all process without Redis also checks that it leads (app.ts). */
const ON_POSTGRESQL = process.env.DATABASE_URL ? { 'single process': 'ok' } : {};
const PRODUCTION = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.backlay.test/backlay', ADMIN_HOSTS: ADMIN_HOST };

describe('NODE_ENV=production refuses to start', () => {
  it('accepts a correct production configuration, with the demo parts off by default', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({ seedDemo: false, otpOutbox: false, paymentSandbox: false, FEED: 'none', ADMIN_HOSTS: [ADMIN_HOST] });
  });

  it.each([
    ['the demo seed', { SEED_DEMO: 'true' }, 'SEED_DEMO: the demo seed brings public logins and codes; remove it in production'],
    [
      'the OTP outbox',
      { OTP_OUTBOX: 'true' },
      'OTP_OUTBOX: one-time codes would be kept on a page instead of sent; remove it in production',
    ],
    [
      'the sandbox gateway',
      { PAYMENT_SANDBOX: 'true' },
      'PAYMENT_SANDBOX: the sandbox gateway credits points without money; remove it in production',
    ],
    [
      'the simulated feed',
      { FEED: 'simulator' },
      'FEED: the simulator makes up matches and prices; use FEED=none until a real feed is connected',
    ],
    ['known crash seeds', { ORIGINALS_TEST_SEEDS: 'x' }, 'ORIGINALS_TEST_SEEDS: is for tests only and is refused when NODE_ENV=production'],
    [
      'the embedded database',
      { DATABASE_URL: '' },
      'DATABASE_URL: production needs PostgreSQL (or ALLOW_EMBEDDED_DATABASE=true to run on the embedded database on purpose)',
    ],
    [
      'no administrator host',
      { ADMIN_HOSTS: '' },
      'ADMIN_HOSTS: name the host(s) where the administrator signs in, e.g. ADMIN_HOSTS=admin.example.com',
    ],
    [
      'an empty secret',
      { PAYMENT_GATEWAY_SECRET: ' ' },
      'PAYMENT_GATEWAY_SECRET: is empty; set a random secret of 32+ characters or remove it',
    ],
    [
      'a shipped secret',
      { PAYMENT_GATEWAY_SECRET: 'backlay-sandbox-gateway-secret-change-me' },
      'PAYMENT_GATEWAY_SECRET: is a shipped default; set a random secret of your own',
    ],
    ['a short secret', { SMS_GATEWAY_API_KEY: 'abc123' }, 'SMS_GATEWAY_API_KEY: is shorter than 32 characters'],
  ])('with %s, naming it on a line of its own', (_what, change, line) => {
    expect(refusalsOf({ ...PRODUCTION, ...change })).toEqual([line]);
  });

  it('takes the embedded database only on purpose, and never in memory', () => {
    expect(refusalsOf({ ...PRODUCTION, DATABASE_URL: '', ALLOW_EMBEDDED_DATABASE: 'true' })).toEqual([]);
    expect(refusalsOf({ ...PRODUCTION, DATABASE_URL: '', ALLOW_EMBEDDED_DATABASE: 'true', DATA_DIR: 'memory://' })).toEqual([
      'DATA_DIR: memory:// keeps nothing; production needs a data directory',
    ]);
  });

  it('leaves the demo as it was outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
      seedDemo: true,
      otpOutbox: true,
      paymentSandbox: true,
      FEED: 'simulator',
    });
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://db/x' })).toMatchObject({
      seedDemo: false,
      paymentSandbox: false,
    });
  });

  it('as a real start: every problem on its own line, exit code 1, no stack trace, nothing served', () => {
    const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverRoot,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        OTP_OUTBOX: 'true',
        PAYMENT_SANDBOX: 'true',
        PAYMENT_GATEWAY_SECRET: 'backlay-sandbox-gateway-secret-change-me',
        DATA_DIR: 'memory://',
        PORT: '3397',
      },
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines[0]).toBe('Backlay did not start. Invalid configuration:');
    expect(lines.slice(1).map((l) => l.split(':')[0])).toEqual([
      'PAYMENT_GATEWAY_SECRET',
      'SEED_DEMO',
      'OTP_OUTBOX',
      'PAYMENT_SANDBOX',
      'DATABASE_URL',
      'DATA_DIR',
      'ADMIN_HOSTS',
    ]);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).not.toContain('Backlay is up');
  });
});

describe('a production app (the same database as every server test)', () => {
  let t: TestApp;
  let host: string;
  let webDist: string;
  beforeAll(async () => {
    // A built player site, so an unknown path would get its page: the demo's paths must still 404.
    webDist = await mkdtemp(join(tmpdir(), 'backlay-web-'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>player site</title>');
    t = await createTestApp({ ...PRODUCTION, ...NO_RATE_LIMIT, WEB_DIST: webDist, SITE_REDIRECTS: 'false' });
    host = (await newChain(t.db)).site.host;
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves the API and health, with no demo user, no outbox and no sandbox route', async () => {
    const cfg = await t.app.inject({ method: 'GET', url: '/api/common/wholeAppConfiguration', headers: { host } });
    expect(cfg.statusCode).toBe(200);
    expect((await login(t.app, host, 'administrator', 'Backlay123')).res.statusCode).toBe(400);
    expect((await login(t.app, host, 'user1', 'Backlay123')).res.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/sports', headers: { host } })).body).toContain('player site');
    for (const url of ['/dev/outbox', '/sandbox-gateway/pay/x?amount=1&type=IPAY&sig=x']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('player site');
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payment-gateway/webhook/sandbox', headers: { host }, payload: {} })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/healthz', headers: { host: 'lb.internal' } })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz', headers: { host: 'lb.internal' } });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', ...ON_POSTGRESQL } });
  });

  it('closes forgot-password and hides its link until an SMS sender exists', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotPassword/otp',
      headers: { host },
      payload: { userName: 'anyone' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.forgotPasswordClosed);
    const cfg = await t.app.inject({ method: 'GET', url: '/api/common/wholeAppConfiguration', headers: { host } });
    expect(cfg.json().docs.theme.enable.forgetPassword).toBe(false);
  });

  it('keeps IPAY and XPAY deposit types off without a gateway', async () => {
    const chain = await signedInChain(t.db);
    for (const paymentType of ['IPAY', 'XPAY']) {
      const res = await call(t, chain.tokens.whiteLabel, 'POST', '/api/whiteLabel/setting/depositType', {
        transactionCode: CODE,
        paymentType,
        paymentName: paymentType,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MONEY_MESSAGES.gatewayNotConfigured);
    }
    const upi = await call(t, chain.tokens.whiteLabel, 'POST', '/api/whiteLabel/setting/depositType', {
      transactionCode: CODE,
      paymentType: 'UPI',
      paymentName: 'GPay',
      upiId: 'pay@okbank',
    });
    expect(upi.statusCode).toBe(200);
  });

  it('lets the administrator in on ADMIN_HOSTS only', async () => {
    const chain = await signedInChain(t.db);
    t.app.sites.invalidate();
    const admin = chain.administrator;
    const onSite = await login(t.app, chain.site.host, admin.userName);
    expect(onSite.res.statusCode).toBe(400);
    const onConsole = await login(t.app, ADMIN_HOST, admin.userName);
    expect(onConsole.res.statusCode).toBe(200);
    const profile = await t.app.inject({ method: 'GET', url: '/api/administrator/profile', headers: auth(ADMIN_HOST, onConsole.token) });
    expect(profile.statusCode).toBe(200);
    const offHost = await t.app.inject({
      method: 'GET',
      url: '/api/administrator/profile',
      headers: auth(chain.site.host, onConsole.token),
    });
    expect(offHost.statusCode).toBe(401);
  });
});

describe('base rows', () => {
  it('are made once, whatever the number of starts', async () => {
    const t = await createTestApp();
    try {
      await ensureBaseRows(t.db);
      await ensureBaseRows(t.db);
      expect(await t.db.select().from(appConfig)).toHaveLength(1);
      const studios = await t.db.select().from(casinoProviders);
      expect(studios.map((s) => s.code)).toEqual(['backlay-originals']);
      expect((await t.db.select().from(casinoGames)).map((g) => g.code).sort()).toEqual([
        'crash',
        'dragon-tiger',
        'fruit-line',
        'lotto-6-49',
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('GET /readyz', () => {
  it('answers 503 naming the check that failed, and one that hangs fails after its timeout', async () => {
    const t = await createTestApp();
    try {
      t.app.readiness.add('redis', async () => 'connection refused');
      t.app.readiness.add('feed', () => new Promise(() => {}));
      const res = await t.app.inject({ method: 'GET', url: '/readyz', headers: { host: 'lb.internal' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not ready',
        checks: { database: 'ok', ...ON_POSTGRESQL, redis: 'connection refused', feed: 'no answer within 2000 ms' },
      });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
