import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AUTH_MESSAGES, MESSAGES, MULTI_LOGIN_MESSAGES } from '@backlay/contract';
import { auditLog, sessions, staffLogins } from '../../src/db/schema/index.js';
import { permissionFor } from '../../src/modules/multi-logins/permissions.js';
import { hashToken } from '../../src/modules/auth/session-token.js';
import { routes } from '@backlay/contract';
import { createTestApp, type TestApp } from '../test-app.js';
import { CODE, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { newAccount } from '../staff-users/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let seq = 0;
const uniqueName = (base: string) => `${base}${Date.now().toString(36)}${(seq++).toString(36)}`;

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** POST api/auth on the chain's site. */
function loginOn(c: SignedInChain, userName: string, password: string) {
  t.app.sites.invalidate();
  return t.app.inject({ method: 'POST', url: '/api/auth', headers: { host: c.site.host }, payload: { email: userName, password } });
}

async function createLogin(c: SignedInChain, permissions: string[], userName = uniqueName('emp')) {
  const res = await call('POST', '/api/master/multiLogin', c.tokens.master, { userName, password: 'Worker123', permissions });
  expect(res.statusCode, res.body).toBe(200);
  return { ...(res.json().docs as { _id: string; userName: string; permissions: string[] }), res };
}

async function signInAs(c: SignedInChain, userName: string): Promise<string> {
  const res = await loginOn(c, userName, 'Worker123');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().docs.token as string;
}

describe('Multi Login Account', () => {
  let c: SignedInChain;
  beforeEach(async () => {
    c = await signedInChain(t.db);
  });

  it('creates a login that signs in as the account, limited to its permissions, audited with its name', async () => {
    const login = await createLogin(c, ['users', 'reports']);
    expect(login.res.json().message).toBe(MULTI_LOGIN_MESSAGES.created);
    expect(login.permissions).toEqual(['users', 'reports']);
    const [createdAudit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, login._id), eq(auditLog.action, 'multiLogin.create')));
    expect(createdAudit?.actorId).toBe(c.master.id);
    expect(createdAudit?.loginId).toBeNull();

    const signIn = await loginOn(c, login.userName.toUpperCase(), 'Worker123');
    expect(signIn.statusCode, signIn.body).toBe(200);
    const docs = signIn.json().docs;
    expect(docs._id).toBe(c.master.id);
    expect(docs.userName).toBe(c.master.userName);
    const token = docs.token as string;
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(session?.loginId).toBe(login._id);

    const me = await call('GET', '/api/master/multiLogin/me', token);
    expect(me.json().docs.login).toEqual({ _id: login._id, userName: login.userName, permissions: ['users', 'reports'] });
    expect((await call('GET', '/api/master/multiLogin/me', c.tokens.master)).json().docs.login).toBeNull();

    // Permitted: the hierarchy list and the profile; not permitted: points and the logins themselves.
    expect((await call('GET', '/api/master/user', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/master/profile', token)).statusCode).toBe(200);
    const points = await call('PATCH', '/api/master/user/pts', token, {
      userId: c.agent.id,
      amount: 10,
      action: 'credit',
      transactionCode: CODE,
    });
    expect(points.statusCode).toBe(403);
    expect(points.json().message).toBe(MULTI_LOGIN_MESSAGES.noAccess);
    for (const [method, url] of [
      ['GET', '/api/master/multiLogin'],
      ['PATCH', '/api/master/changePassword'],
      ['POST', '/api/master/transactionCode'],
      ['GET', '/api/master/deposit'],
    ] as const) {
      const res = await call(method, url, token, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(MULTI_LOGIN_MESSAGES.noAccess);
    }

    // An action through the login is audited as the account, naming the login.
    const agentName = uniqueName('agt');
    const created = await call('POST', '/api/master/user', token, newAccount(agentName, 'agent'));
    expect(created.statusCode, created.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, created.json().docs._id as string));
    expect(row?.actorId).toBe(c.master.id);
    expect(row?.loginId).toBe(login._id);
    expect(row?.loginName).toBe(login.userName);
    // The account's audit log viewer shows the row with the login it came through.
    const viewer = await call('GET', `/api/master/audit?targetId=${created.json().docs._id as string}`, c.tokens.master);
    expect(viewer.statusCode, viewer.body).toBe(200);
    expect(viewer.json().docs[0]).toMatchObject({ actor: { _id: c.master.id }, viaLogin: login.userName });

    const [stored] = await t.db.select().from(staffLogins).where(eq(staffLogins.id, login._id));
    expect(stored?.lastLoginAt).not.toBeNull();
  });

  it('lists, changes permissions, resets the password, locks, unlocks and deletes; lock and delete end sessions', async () => {
    const login = await createLogin(c, ['users']);
    const token = await signInAs(c, login.userName);

    const list = await call('GET', '/api/master/multiLogin', c.tokens.master);
    expect(list.json().docs.map((l: { _id: string }) => l._id)).toEqual([login._id]);

    const locked = await call('PATCH', `/api/master/multiLogin/${login._id}`, c.tokens.master, { locked: true });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().message).toBe(MULTI_LOGIN_MESSAGES.updated);
    expect(locked.json().docs.locked).toBe(true);
    const after = await call('GET', '/api/master/profile', token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(MESSAGES.unauthorized);
    const [ended] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(ended?.revokedReason).toBe('login_locked');
    const refused = await loginOn(c, login.userName, 'Worker123');
    expect(refused.statusCode).not.toBe(200);
    expect(refused.json().message).toBe(MESSAGES.accountLocked);

    await call('PATCH', `/api/master/multiLogin/${login._id}`, c.tokens.master, { locked: false });
    const reset = await call('PATCH', `/api/master/multiLogin/${login._id}`, c.tokens.master, {
      password: 'Changed456',
      permissions: ['points', 'users'],
    });
    expect(reset.json().docs.permissions).toEqual(['users', 'points']);
    expect((await loginOn(c, login.userName, 'Worker123')).json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    const again = await loginOn(c, login.userName, 'Changed456');
    expect(again.statusCode).toBe(200);
    const token2 = again.json().docs.token as string;
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, login._id), eq(auditLog.action, 'multiLogin.update')));
    expect(audit.length).toBe(3);
    expect(JSON.stringify(audit)).not.toContain('Changed456');

    const del = await call('DELETE', `/api/master/multiLogin/${login._id}`, c.tokens.master);
    expect(del.json().message).toBe(MULTI_LOGIN_MESSAGES.deleted);
    expect((await call('GET', '/api/master/profile', token2)).statusCode).toBe(401);
    expect((await call('GET', '/api/master/multiLogin', c.tokens.master)).json().docs).toEqual([]);
    expect((await loginOn(c, login.userName, 'Changed456')).statusCode).toBe(400);
  });

  it('keeps logins to their account: another staff cannot see or edit them', async () => {
    const login = await createLogin(c, ['users']);
    expect((await call('GET', '/api/agent/multiLogin', c.tokens.agent)).json().docs).toEqual([]);
    for (const res of [
      await call('PATCH', `/api/agent/multiLogin/${login._id}`, c.tokens.agent, { locked: true }),
      await call('DELETE', `/api/agent/multiLogin/${login._id}`, c.tokens.agent),
      await call('PATCH', `/api/whiteLabel/multiLogin/${login._id}`, c.tokens.whiteLabel, { locked: true }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MULTI_LOGIN_MESSAGES.notYours);
    }
    // A player has no logins.
    expect((await call('GET', '/api/user/multiLogin', c.tokens.user)).statusCode).toBe(403);
  });

  it('validates names, passwords and changes', async () => {
    const post = (body: Record<string, unknown>) => call('POST', '/api/master/multiLogin', c.tokens.master, body);
    const weak = await post({ userName: uniqueName('emp'), password: 'short', permissions: [] });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(MESSAGES.passwordRule);
    const badName = await post({ userName: 'a b', password: 'Worker123', permissions: [] });
    expect(badName.json().message).toBe(MESSAGES.invalidName);
    const taken = await post({ userName: c.agent.userName.toUpperCase(), password: 'Worker123', permissions: [] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MULTI_LOGIN_MESSAGES.userNameTaken);
    const login = await createLogin(c, []);
    const dup = await post({ userName: login.userName.toUpperCase(), password: 'Worker123', permissions: [] });
    expect(dup.json().message).toBe(MULTI_LOGIN_MESSAGES.userNameTaken);
    expect((await post({ userName: uniqueName('emp'), password: 'Worker123', permissions: ['everything'] })).statusCode).toBe(400);
    const nothing = await call('PATCH', `/api/master/multiLogin/${login._id}`, c.tokens.master, { permissions: [] });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(MULTI_LOGIN_MESSAGES.nothingToChange);
    const weakReset = await call('PATCH', `/api/master/multiLogin/${login._id}`, c.tokens.master, { password: 'nodigits' });
    expect(weakReset.json().message).toBe(MESSAGES.passwordRule);
  });
});

describe('permission map', () => {
  it('names a permission (or always/never) for every staff call, and closes the account-only calls', () => {
    const staffCalls = Object.values(routes)
      .flatMap((g) => Object.values(g))
      .filter((d) => d.access.kind === 'session' && !(d.access.roles?.length === 1 && d.access.roles[0] === 'user'));
    const needs = new Map(staffCalls.map((d) => [`${d.method} ${d.path}`, permissionFor(d)]));
    expect(needs.get('PATCH /api/:role/user/pts')).toBe('points');
    expect(needs.get('GET /api/:role/user')).toBe('users');
    expect(needs.get('POST /api/:role/user/openBet/void')).toBe('bets');
    expect(needs.get('GET /api/:role/dashboard/b2c')).toBe('always');
    expect(needs.get('POST /api/:role/multiLogin')).toBe('never');
    expect(needs.get('PATCH /api/:role/changePassword')).toBe('never');
    expect(needs.get('POST /api/:role/transactionCode')).toBe('never');
    // The account-only calls are closed (a call nobody mapped yet is closed too).
    const never = [...needs].filter(([, n]) => n === 'never').map(([k]) => k);
    expect(never).toEqual(
      expect.arrayContaining([
        'DELETE /api/:role/multiLogin/:loginId',
        'GET /api/:role/multiLogin',
        'GET /api/:role/secureAuth',
        'PATCH /api/:role/changePassword',
        'PATCH /api/:role/multiLogin/:loginId',
        'POST /api/:role/multiLogin',
        'POST /api/:role/secureAuth',
        'POST /api/:role/transactionCode',
      ]),
    );
  });
});
