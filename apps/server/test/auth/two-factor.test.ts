import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, MESSAGES, type PathRole } from '@backlay/contract';
import { users } from '../../src/db/schema/index.js';
import type { UserRow } from '../../src/lib/context.js';
import { verifyTransactionCode } from '../../src/modules/auth/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain, newUser } from '../factories.js';
import { auditActions, auth, login, NO_RATE_LIMIT, probe, sessionOf, totpAt, wrongTotpAt } from './helpers.js';

let t: TestApp;
let a: Awaited<ReturnType<typeof newChain>>;
let host: string;

beforeAll(async () => {
  t = await createTestApp(NO_RATE_LIMIT);
  a = await newChain(t.db);
  host = a.site.host;
});
afterAll(async () => t.close());

async function setup(token: string, role: PathRole = 'user') {
  const res = await t.app.inject({ method: 'GET', url: `/api/${role}/secureAuth`, headers: auth(host, token) });
  return { res, docs: (res.json() as { docs: { enable2fa: boolean; secret: string | null; otpauthUrl: string | null } }).docs };
}

async function toggle(token: string, code: string, enable: boolean, role: PathRole = 'user') {
  return t.app.inject({ method: 'POST', url: `/api/${role}/secureAuth`, headers: auth(host, token), payload: { code, enable } });
}

async function verify(token: string, code: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/verify2fa', headers: auth(host, token), payload: { code } });
}

async function stored(id: string): Promise<UserRow> {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** Turns two-factor on for an account through the API; answers the secret. */
async function enable2fa(user: UserRow, role: PathRole = 'user'): Promise<string> {
  const { token } = await login(t.app, host, user.userName);
  const { docs } = await setup(token, role);
  const res = await toggle(token, totpAt(t, docs.secret!), true, role);
  expect(res.statusCode).toBe(200);
  return docs.secret!;
}

describe('GET and POST /api/:role/secureAuth', () => {
  it('gives a pending secret and an otpauth URL, then turns two-factor on with a code from it', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    const { token } = await login(t.app, host, player.userName);
    const { res, docs } = await setup(token);
    expect(res.statusCode).toBe(200);
    expect(docs.enable2fa).toBe(false);
    expect(docs.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(docs.otpauthUrl!);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('issuer')).toBe(a.site.whiteLabel.name);
    expect(url.searchParams.get('secret')).toBe(docs.secret);
    expect((await stored(player.id)).totpPendingSecret).toBe(docs.secret);

    const wrong = await toggle(token, wrongTotpAt(t, docs.secret!), true);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCode });

    const on = await toggle(token, totpAt(t, docs.secret!), true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ message: AUTH_MESSAGES.twoFactorEnabled, docs: { enable2fa: true } });
    const after = await stored(player.id);
    expect(after).toMatchObject({ enable2fa: true, totpSecret: docs.secret, totpPendingSecret: null });

    expect((await setup(token)).docs).toEqual({ enable2fa: true, secret: null, otpauthUrl: null });
    const again = await toggle(token, totpAt(t, docs.secret!), true);
    expect(again.json()).toMatchObject({ message: AUTH_MESSAGES.twoFactorAlreadyOn });
    expect(await auditActions(t.db, player.id)).toEqual(['user.2fa_secret_issued', 'user.2fa_enabled']);
  });

  it('keeps the pending secret across visits: a QR scanned earlier still confirms, and only the first visit is audited', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    const { token } = await login(t.app, host, player.userName);
    const first = await setup(token);
    const second = await setup(token);
    const third = await setup(token);
    expect(second.docs).toEqual(first.docs);
    expect(third.docs).toEqual(first.docs);
    expect((await stored(player.id)).totpPendingSecret).toBe(first.docs.secret);
    expect(await auditActions(t.db, player.id)).toEqual(['user.2fa_secret_issued']);

    // A new session of the account (a player's replaces the old one) is shown the same secret,
    // and the code of the QR scanned first turns two-factor on.
    const again = await login(t.app, host, player.userName);
    expect((await setup(again.token)).docs.secret).toBe(first.docs.secret);
    expect((await toggle(again.token, totpAt(t, first.docs.secret!), true)).statusCode).toBe(200);
    expect(await auditActions(t.db, player.id)).toEqual(['user.2fa_secret_issued', 'user.2fa_enabled']);
  });

  it('issues one secret for two setup screens opened at once', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    const { token } = await login(t.app, host, player.userName);
    const [one, two] = await Promise.all([setup(token), setup(token)]);
    expect(one.res.statusCode).toBe(200);
    expect(two.res.statusCode).toBe(200);
    expect(two.docs.secret).toBe(one.docs.secret);
    expect((await stored(player.id)).totpPendingSecret).toBe(one.docs.secret);
    expect(await auditActions(t.db, player.id)).toEqual(['user.2fa_secret_issued']);
  });

  it('issues a new secret once two-factor was turned off (the old pending one is gone)', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    const secret = await enable2fa(player);
    const { token } = await login(t.app, host, player.userName);
    expect((await verify(token, totpAt(t, secret))).statusCode).toBe(200);
    expect((await toggle(token, totpAt(t, secret), false)).statusCode).toBe(200);
    const next = (await setup(token)).docs.secret!;
    expect(next).toMatch(/^[A-Z2-7]{32}$/);
    expect(next).not.toBe(secret);
    expect((await setup(token)).docs.secret).toBe(next);
    expect(await auditActions(t.db, player.id)).toEqual([
      'user.2fa_secret_issued',
      'user.2fa_enabled',
      'user.2fa_disabled',
      'user.2fa_secret_issued',
    ]);
  });

  it('needs the setup step before enabling', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    const { token } = await login(t.app, host, player.userName);
    const res = await toggle(token, '123456', true);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.twoFactorSetupFirst });
  });

  it('rejects a code that is not 6 digits before anything else', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    const { token } = await login(t.app, host, player.userName);
    const res = await toggle(token, '12ab', true);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('turns two-factor off with a current code', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    const secret = await enable2fa(player);
    const { token } = await login(t.app, host, player.userName);
    expect((await verify(token, totpAt(t, secret))).statusCode).toBe(200);
    const wrong = await toggle(token, wrongTotpAt(t, secret), false);
    expect(wrong.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCode });
    const off = await toggle(token, totpAt(t, secret), false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: AUTH_MESSAGES.twoFactorDisabled, docs: { enable2fa: false } });
    expect(await stored(player.id)).toMatchObject({ enable2fa: false, totpSecret: null });
    expect((await toggle(token, '123456', false)).json()).toMatchObject({ message: AUTH_MESSAGES.twoFactorAlreadyOff });
    expect(await auditActions(t.db, player.id)).toContain('user.2fa_disabled');
    const next = await login(t.app, host, player.userName);
    expect(next.docs.twoFactorPending).toBe(false);
  });

  it("names the issuer 'Backlay' for the administrator", async () => {
    const { token } = await login(t.app, host, a.administrator.userName);
    const { docs } = await setup(token, 'administrator');
    expect(new URL(docs.otpauthUrl!).searchParams.get('issuer')).toBe('Backlay');
  });
});

describe('login with two-factor on', () => {
  let player: UserRow;
  let secret: string;
  beforeAll(async () => {
    player = await newUser(t.db, { role: 'user', parent: a.branch });
    secret = await enable2fa(player);
  });

  it('starts the session waiting for the code: only verify2fa and logout work', async () => {
    const r = await login(t.app, host, player.userName);
    expect(r.res.statusCode).toBe(200);
    expect(r.docs).toMatchObject({ enable2fa: true, twoFactorPending: true });
    expect(r.res.headers.authorization).toBe(`Bearer ${r.token}`);
    expect(await probe(t.app, host, r.token)).toMatchObject({ status: 401, code: 'TWO_FACTOR_REQUIRED' });
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/changePassword',
      headers: auth(host, r.token),
      payload: { oldPassword: 'x', password: 'Newpass123' },
    });
    expect(change.statusCode).toBe(401);
    expect(change.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });

    const wrong = await verify(r.token, wrongTotpAt(t, secret));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCode });

    const ok = await verify(r.token, totpAt(t, secret));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: MESSAGES.loginSuccessful,
      docs: { token: r.token, twoFactorPending: false, enable2fa: true },
    });
    expect(ok.headers.authorization).toBe(`Bearer ${r.token}`);
    expect(await probe(t.app, host, r.token)).toEqual({ status: 200 });

    const twice = await verify(r.token, totpAt(t, secret));
    expect(twice.json()).toMatchObject({ message: AUTH_MESSAGES.twoFactorNotPending });
  });

  it('lets a waiting session log out', async () => {
    const r = await login(t.app, host, player.userName);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/user/auth', headers: auth(host, r.token) });
    expect(out.statusCode).toBe(200);
    expect((await sessionOf(t.db, r.token))!.revokedReason).toBe('logout');
  });

  it('replaces the older screen only once the code is verified', async () => {
    const first = await login(t.app, host, player.userName);
    await verify(first.token, totpAt(t, secret));
    const second = await login(t.app, host, player.userName);
    // The password alone does not throw the player out.
    expect(await probe(t.app, host, first.token)).toEqual({ status: 200 });
    await verify(second.token, totpAt(t, secret));
    expect(await probe(t.app, host, first.token)).toMatchObject({
      status: 401,
      code: 'DUPLICATE_SESSION',
      message: MESSAGES.duplicateWindow,
    });
    expect(await probe(t.app, host, second.token)).toEqual({ status: 200 });
  });

  it('ends a waiting session after 5 wrong codes', async () => {
    const r = await login(t.app, host, player.userName);
    const wrong = wrongTotpAt(t, secret);
    for (let i = 0; i < 4; i++) expect((await verify(r.token, wrong)).statusCode).toBe(400);
    const last = await verify(r.token, wrong);
    expect(last.statusCode).toBe(401);
    expect(last.json()).toMatchObject({ message: AUTH_MESSAGES.tooManyCodes });
    expect((await verify(r.token, totpAt(t, secret))).statusCode).toBe(401);
    expect((await sessionOf(t.db, r.token))!.revokedReason).toBe('two_factor_failed');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/verify2fa', headers: { host }, payload: { code: '123456' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/:role/transactionCode', () => {
  it('is for staff only', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    const { token } = await login(t.app, host, player.userName);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/transactionCode',
      headers: auth(host, token),
      payload: { code: '123456' },
    });
    expect(res.statusCode).toBe(403);
  });

  it("needs two-factor on: 'Enable Secure Auth, to View/Update Transaction Code Anytime!'", async () => {
    const agent = await newUser(t.db, { role: 'agent', parent: a.master });
    const { token } = await login(t.app, host, agent.userName);
    for (const payload of [{ code: '123456' }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/agent/transactionCode', headers: auth(host, token), payload });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: MESSAGES.enableSecureAuth });
    }
  });

  it('issues a new 8-digit code, shown once, for a valid two-factor code', async () => {
    const agent = await newUser(t.db, { role: 'agent', parent: a.master });
    const secret = await enable2fa(agent, 'agent');
    const r = await login(t.app, host, agent.userName);
    await verify(r.token, totpAt(t, secret));
    const call = (code: string) =>
      t.app.inject({ method: 'POST', url: '/api/agent/transactionCode', headers: auth(host, r.token), payload: { code } });

    const wrong = await call(wrongTotpAt(t, secret));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCode });
    expect((await call('')).json()).toMatchObject({ message: AUTH_MESSAGES.invalidCode });

    const res = await call(totpAt(t, secret));
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; docs: { transactionCode: string } };
    expect(body.message).toBe(AUTH_MESSAGES.transactionCodeUpdated);
    expect(body.docs.transactionCode).toMatch(/^\d{8}$/);
    const after = await stored(agent.id);
    await expect(verifyTransactionCode(t.app.ctx, after, body.docs.transactionCode)).resolves.toBeUndefined();
    expect(await auditActions(t.db, agent.id)).toContain('user.transaction_code_issued');
  });
});
