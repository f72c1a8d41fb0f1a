import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, MESSAGES, PASSWORD_CHANGE_REQUIRED } from '@backlay/contract';
import { sessions, users } from '../../src/db/schema/index.js';
import { hashSecret } from '../../src/lib/password-hash.js';
import { hashToken } from '../../src/modules/auth/session-token.js';
import { openSession } from '../../src/modules/auth/session.service.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain, newUser, TEST_PASSWORD } from '../factories.js';
import { auth, login, NO_RATE_LIMIT, probe, sessionOf, setMaintenance } from './helpers.js';

let t: TestApp;
let a: Awaited<ReturnType<typeof newChain>>;
let b: Awaited<ReturnType<typeof newChain>>;
let hostA: string;
let hostB: string;

beforeAll(async () => {
  t = await createTestApp(NO_RATE_LIMIT);
  a = await newChain(t.db);
  b = await newChain(t.db, { type: 'b2b' });
  hostA = a.site.host;
  hostB = b.site.host;
});
afterAll(async () => t.close());

describe('POST /api/auth', () => {
  it('logs a player in: token in docs and in the authorization header, stored only hashed', async () => {
    const { res, docs, token } = await login(t.app, hostA, a.user.userName);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MESSAGES.loginSuccessful });
    expect(docs).toMatchObject({
      _id: a.user.id,
      userName: a.user.userName,
      userType: 'user',
      whiteLabelId: a.site.whiteLabel.id,
      demo: false,
      changePassword: false,
      enable2fa: false,
      twoFactorPending: false,
      demoExpiresAt: null,
    });
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(res.headers.authorization).toBe(`Bearer ${token}`);
    const stored = await sessionOf(t.db, token);
    expect(stored).not.toBeNull();
    expect(stored!.tokenHash).toBe(hashToken(token));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime()).toBe(t.clock.now().getTime() + t.config.SESSION_TTL_HOURS * 3_600_000);
    expect(await probe(t.app, hostA, token)).toEqual({ status: 200 });
  });

  it('trims the name and compares it without case', async () => {
    const { res } = await login(t.app, hostA, `  ${a.user.userName.toUpperCase()}  `);
    expect(res.statusCode).toBe(200);
  });

  it('answers one message for a wrong password, an unknown name and empty fields (no enumeration)', async () => {
    const wrongPassword = await login(t.app, hostA, a.user.userName, 'Wrong12345');
    const unknownName = await login(t.app, hostA, 'nobody_here', TEST_PASSWORD);
    const empty = await login(t.app, hostA, '', '');
    for (const r of [wrongPassword, unknownName, empty]) {
      expect(r.res.statusCode).toBe(400);
      expect(r.res.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCredentials, code: 'BAD_REQUEST' });
      expect(r.res.headers.authorization).toBeUndefined();
    }
  });

  it('refuses a blocked account with the message of docs/product.md §8, but only after the password is right', async () => {
    const blocked = await newUser(t.db, { role: 'user', parent: a.branch, extra: { blocked: true } });
    const right = await login(t.app, hostA, blocked.userName);
    expect(right.res.statusCode).toBe(403);
    expect(right.res.json()).toMatchObject({ message: MESSAGES.accountLocked, code: 'ACCOUNT_LOCKED' });
    const wrong = await login(t.app, hostA, blocked.userName, 'Wrong12345');
    expect(wrong.res.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCredentials });
  });

  it('looks the name up only within the site of the Host header', async () => {
    const r = await login(t.app, hostB, a.user.userName);
    expect(r.res.statusCode).toBe(400);
    expect(r.res.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCredentials });
  });

  it("needs a site: an unknown host gets 'WhiteLabel is Missing!' unless the body names the white label", async () => {
    const missing = await login(t.app, 'unknown.example', a.user.userName);
    expect(missing.res.statusCode).toBe(400);
    expect(missing.res.json()).toMatchObject({ message: MESSAGES.whiteLabelMissing });
    const named = await login(t.app, 'unknown.example', a.user.userName, TEST_PASSWORD, { whiteLabelId: a.site.whiteLabel.id });
    expect(named.res.statusCode).toBe(200);
    expect(named.docs.whiteLabelId).toBe(a.site.whiteLabel.id);
  });

  it('refuses a whiteLabelId that is not the site of the host', async () => {
    const r = await login(t.app, hostA, a.user.userName, TEST_PASSWORD, { whiteLabelId: b.site.whiteLabel.id });
    expect(r.res.statusCode).toBe(400);
    expect(r.res.json()).toMatchObject({ message: AUTH_MESSAGES.whiteLabelMismatch });
  });

  it('lets the administrator log in on any host, even an unknown one', async () => {
    for (const host of [hostA, hostB, 'unknown.example']) {
      const r = await login(t.app, host, a.administrator.userName);
      expect(r.res.statusCode).toBe(200);
      expect(r.docs).toMatchObject({ userType: 'administrator', whiteLabelId: null });
    }
    const wrong = await login(t.app, 'unknown.example', a.administrator.userName, 'Wrong12345');
    expect(wrong.res.json()).toMatchObject({ message: MESSAGES.whiteLabelMissing });
  });

  it("refuses a site account with an administrator's name, on any site", async () => {
    await expect(newUser(t.db, { role: 'user', parent: a.branch, userName: a.administrator.userName.toUpperCase() })).rejects.toThrow(
      'User name already exists',
    );
  });

  it('still finds the administrator when an older site account has the same name', async () => {
    // A row from before administrator names were held on every site, written as it was then.
    const [twin] = await t.db
      .insert(users)
      .values({
        userName: a.administrator.userName,
        passwordHash: await hashSecret('Other12345'),
        role: 'user',
        parentId: a.branch.id,
        ancestors: [...a.branch.ancestors, a.branch.id],
        whiteLabelId: a.branch.whiteLabelId,
      })
      .returning();
    const asAdmin = await login(t.app, hostA, a.administrator.userName);
    expect(asAdmin.docs).toMatchObject({ userType: 'administrator' });
    const asPlayer = await login(t.app, hostA, twin!.userName, 'Other12345');
    expect(asPlayer.docs).toMatchObject({ userType: 'user', _id: twin!.id });
  });

  it('logs every staff role in through the same call', async () => {
    for (const u of [a.whiteLabel, a.admin, a.superMaster, a.master, a.agent, a.branch]) {
      const r = await login(t.app, hostA, u.userName);
      expect(r.res.statusCode).toBe(200);
      expect(r.docs.userType).toBe(u.role);
    }
  });

  it('records the client facts of the login on the session', async () => {
    const r = await login(t.app, hostA, a.master.userName, TEST_PASSWORD, { country: 'India', city: 'Pune', domain: hostA });
    const stored = await sessionOf(t.db, r.token);
    expect(stored!.device).toMatchObject({ country: 'India', city: 'Pune', domain: hostA });
    expect(stored!.ip).toBe('127.0.0.1');
  });
});

describe('duplicate screen', () => {
  it('keeps ONE live session per player: the older screen gets 401 DUPLICATE_SESSION', async () => {
    const first = await login(t.app, hostA, a.user.userName);
    const second = await login(t.app, hostA, a.user.userName);
    const old = await probe(t.app, hostA, first.token);
    expect(old).toEqual({ status: 401, code: 'DUPLICATE_SESSION', message: MESSAGES.duplicateWindow });
    expect((await sessionOf(t.db, first.token))!.revokedReason).toBe('replaced');
    expect(await probe(t.app, hostA, second.token)).toEqual({ status: 200 });
  });

  it('leaves exactly one live session when a player logs in from several screens at once', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    // Several devices, so several addresses: sign-ins in flight from one address count against its
    // wrong-password limit until they are answered (docs/decisions/login-attempt-limits.md).
    const all = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth',
          remoteAddress: `10.1.0.${i + 1}`,
          headers: { host: hostA },
          payload: { email: player.userName, password: TEST_PASSWORD },
        }),
      ),
    );
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, player.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(1);
  });

  it('serialises simultaneous session openings of one player (row lock)', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    const deps = { ...t.app.ctx, sites: t.app.sites, log: t.app.log, otpSender: { send: async () => {} } };
    const meta = { ip: '127.0.0.1', userAgent: null };
    await Promise.all(
      Array.from({ length: 10 }, () => t.db.transaction((tx) => openSession(tx, deps, player, meta, {}, { twoFactorPending: false }))),
    );
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, player.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(1);
  });

  it('lets staff keep several sessions', async () => {
    const one = await login(t.app, hostA, a.agent.userName);
    const two = await login(t.app, hostA, a.agent.userName);
    expect(await probe(t.app, hostA, one.token, 'agent')).toEqual({ status: 200 });
    expect(await probe(t.app, hostA, two.token, 'agent')).toEqual({ status: 200 });
  });
});

describe('site of a session', () => {
  it('refuses a token of site A sent with the Host of site B', async () => {
    const r = await login(t.app, hostA, a.master.userName);
    expect(await probe(t.app, hostA, r.token, 'master')).toEqual({ status: 200 });
    expect(await probe(t.app, hostB, r.token, 'master')).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it("accepts the administrator's token on every site", async () => {
    const r = await login(t.app, hostA, a.administrator.userName);
    expect(await probe(t.app, hostB, r.token, 'administrator')).toEqual({ status: 200 });
  });

  it('refuses a path role that is not the caller’s role', async () => {
    const r = await login(t.app, hostA, a.master.userName);
    expect(await probe(t.app, hostA, r.token, 'agent')).toMatchObject({ status: 403 });
  });
});

describe('forced password change', () => {
  it('logs in with docs.changePassword, then other calls are refused until the change (forced-change.test.ts)', async () => {
    const forced = await newUser(t.db, { role: 'user', parent: a.branch, extra: { changePassword: true } });
    const r = await login(t.app, hostA, forced.userName);
    expect(r.res.statusCode).toBe(200);
    expect(r.docs.changePassword).toBe(true);
    expect(await probe(t.app, hostA, r.token)).toEqual({ status: 403, ...PASSWORD_CHANGE_REQUIRED });
  });
});

describe('DELETE /api/:role/auth', () => {
  it('revokes the session: the token is refused afterwards', async () => {
    const r = await login(t.app, hostA, a.user.userName);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/user/auth?country=India&domain=x', headers: auth(hostA, r.token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: AUTH_MESSAGES.loggedOut });
    expect(await probe(t.app, hostA, r.token)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const stored = await sessionOf(t.db, r.token);
    expect(stored!.revokedReason).toBe('logout');
    expect(stored!.revokedAt).not.toBeNull();
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user/auth', headers: { host: hostA } });
    expect(res.statusCode).toBe(401);
  });

  it('accepts defaultBranch in the path for a branch', async () => {
    const r = await login(t.app, hostA, a.branch.userName);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/defaultBranch/auth', headers: auth(hostA, r.token) });
    expect(out.statusCode).toBe(200);
  });
});

describe('maintenance', () => {
  it('lets only the administrator log in and work', async () => {
    const before = await login(t.app, hostA, a.user.userName);
    await setMaintenance(t, true);
    try {
      const player = await login(t.app, hostA, a.user.userName);
      expect(player.res.statusCode).toBe(503);
      expect(player.res.json()).toMatchObject({ message: MESSAGES.websiteUnderMaintenance, code: 'MAINTENANCE' });
      const staff = await login(t.app, hostA, a.whiteLabel.userName);
      expect(staff.res.statusCode).toBe(503);
      expect(await probe(t.app, hostA, before.token)).toMatchObject({ status: 503 });

      const admin = await login(t.app, hostA, a.administrator.userName);
      expect(admin.res.statusCode).toBe(200);
      expect(await probe(t.app, hostA, admin.token, 'administrator')).toEqual({ status: 200 });
      // A wrong password still gets the login answer, not the maintenance one.
      const wrong = await login(t.app, hostA, a.user.userName, 'Wrong12345');
      expect(wrong.res.statusCode).toBe(400);
    } finally {
      await setMaintenance(t, false);
    }
    expect((await login(t.app, hostA, a.user.userName)).res.statusCode).toBe(200);
  });
});

describe('session lifetime', () => {
  it('ends a session after SESSION_TTL_HOURS', async () => {
    const r = await login(t.app, hostA, a.master.userName);
    t.clock.advance(t.config.SESSION_TTL_HOURS * 3_600_000 - 1_000);
    expect(await probe(t.app, hostA, r.token, 'master')).toEqual({ status: 200 });
    t.clock.advance(1_000);
    expect(await probe(t.app, hostA, r.token, 'master')).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const row = await sessionOf(t.db, r.token);
    expect(row!.revokedAt).toBeNull();
  });
});
