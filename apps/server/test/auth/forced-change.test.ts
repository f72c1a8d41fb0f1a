import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BET_MESSAGES, MESSAGES, PASSWORD_CHANGE_REQUIRED, routes, type PathRole, type RouteDef } from '@backlay/contract';
import { users } from '../../src/db/schema/index.js';
import type { UserRow } from '../../src/lib/context.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain, newUser, TEST_PASSWORD } from '../factories.js';
import { betCount, credit, openMarket, order, placeBet, type OpenMarket } from '../betting/betting-helpers.js';
import { auth, login, NO_RATE_LIMIT, totpAt } from './helpers.js';

/**
 * An account flagged to change its password (a staff reset, a new account) may only change it:
 * every other session call answers 403 PASSWORD_CHANGE_REQUIRED until it has (auth.service.ts).
 */

let t: TestApp;
let a: Awaited<ReturnType<typeof newChain>>;
let host: string;
let market: OpenMarket;

beforeAll(async () => {
  t = await createTestApp(NO_RATE_LIMIT);
  a = await newChain(t.db);
  host = a.site.host;
  market = await openMarket(t);
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'Changed2026';
const REFUSED = { status: 403, code: PASSWORD_CHANGE_REQUIRED.code, message: PASSWORD_CHANGE_REQUIRED.message };

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: Record<string, unknown>) {
  const res = await t.app.inject({ method, url, headers: auth(host, token), ...(payload ? { payload } : {}) });
  const body = res.json() as { code?: string; message?: string; docs?: Record<string, unknown> };
  return { status: res.statusCode, code: body.code, message: body.message, docs: body.docs };
}

function changePassword(token: string, role: PathRole) {
  return call('PATCH', `/api/${role}/changePassword`, token, {
    oldPassword: TEST_PASSWORD,
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
  });
}

function bet(token: string) {
  return placeBet(t, token, { ...order(market, { odd: 1.85, stake: 100 }) }, { host });
}

async function flag(user: UserRow): Promise<void> {
  await t.db.update(users).set({ changePassword: true }).where(eq(users.id, user.id));
}

describe('an account that must change its password', () => {
  it('a player may not bet or read its points until it has changed it; then everything is open again', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch, extra: { changePassword: true } });
    await credit(t, player, 1_000_00);
    const first = await login(t.app, host, player.userName);
    expect(first.docs.changePassword).toBe(true);

    const refused = await bet(first.token);
    expect({ status: refused.statusCode, code: refused.json().code, message: refused.json().message }).toEqual(REFUSED);
    expect(await betCount(t, player)).toBe(0);
    for (const url of ['/api/user/pts', '/api/user/openBet', '/api/user/stake', '/api/user/secureAuth', '/api/user/notification']) {
      expect({ url, ...(await call('GET', url, first.token)) }).toMatchObject({ url, ...REFUSED });
    }

    // What the forced popup needs: who am I (with the flag), and the change itself.
    const profile = await call('GET', '/api/user/profile', first.token);
    expect(profile).toMatchObject({ status: 200, docs: { userName: player.userName, changePassword: true } });
    const changed = await changePassword(first.token, 'user');
    expect(changed).toMatchObject({ status: 200, message: MESSAGES.passwordUpdated, docs: { transactionCode: null } });

    const next = await login(t.app, host, player.userName, NEW_PASSWORD);
    expect(next.docs.changePassword).toBe(false);
    expect(await call('GET', '/api/user/profile', next.token)).toMatchObject({ status: 200, docs: { changePassword: false } });
    expect((await call('GET', '/api/user/pts', next.token)).status).toBe(200);
    const placed = await bet(next.token);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().message).toBe(BET_MESSAGES.orderPlaced);
  });

  it('a staff user may not list its users until it has changed it, and gets its transaction code with the change', async () => {
    const master = await newUser(t.db, { role: 'master', parent: a.superMaster, extra: { changePassword: true } });
    const first = await login(t.app, host, master.userName);
    expect(first.docs.changePassword).toBe(true);
    expect(await call('GET', '/api/master/user', first.token)).toMatchObject(REFUSED);
    expect(await call('GET', '/api/master/pts', first.token)).toMatchObject(REFUSED);
    expect(await call('POST', '/api/master/transactionCode', first.token, { code: '123456' })).toMatchObject(REFUSED);
    expect(await call('GET', '/api/master/multiLogin', first.token)).toMatchObject(REFUSED);

    expect(await call('GET', '/api/master/profile', first.token)).toMatchObject({ status: 200, docs: { changePassword: true } });
    const changed = await changePassword(first.token, 'master');
    expect(changed.status).toBe(200);
    expect(changed.docs?.transactionCode).toMatch(/^\d{8}$/);

    const next = await login(t.app, host, master.userName, NEW_PASSWORD);
    expect(next.docs.changePassword).toBe(false);
    expect((await call('GET', '/api/master/user', next.token)).status).toBe(200);
  });

  it('may log out', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch, extra: { changePassword: true } });
    const { token } = await login(t.app, host, player.userName);
    expect(await call('DELETE', '/api/user/auth', token)).toMatchObject({ status: 200 });
    expect(await call('GET', '/api/user/profile', token)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('with two-factor on gives its code first, then may only change its password', async () => {
    const agent = await newUser(t.db, { role: 'agent', parent: a.master });
    const setupLogin = await login(t.app, host, agent.userName);
    const setup = await call('GET', '/api/agent/secureAuth', setupLogin.token);
    const secret = setup.docs?.secret as string;
    expect((await call('POST', '/api/agent/secureAuth', setupLogin.token, { code: totpAt(t, secret), enable: true })).status).toBe(200);
    await flag(agent);

    const { token, docs } = await login(t.app, host, agent.userName);
    expect(docs).toMatchObject({ twoFactorPending: true, changePassword: true });
    expect(await call('PATCH', '/api/agent/changePassword', token, {})).toMatchObject({ status: 401, code: 'TWO_FACTOR_REQUIRED' });
    expect(await call('POST', '/api/auth/verify2fa', token, { code: totpAt(t, secret) })).toMatchObject({
      status: 200,
      docs: { twoFactorPending: false, changePassword: true },
    });
    expect(await call('GET', '/api/agent/user', token)).toMatchObject(REFUSED);
    expect((await changePassword(token, 'agent')).status).toBe(200);
  });

  it('holds a Multi Login Account login of a flagged account as well', async () => {
    const owner = await newUser(t.db, { role: 'agent', parent: a.master });
    const { token: ownerToken } = await login(t.app, host, owner.userName);
    const userName = `emp${Date.now().toString(36)}`;
    const created = await call('POST', '/api/agent/multiLogin', ownerToken, { userName, password: 'Worker123', permissions: ['users'] });
    expect(created.status).toBe(200);
    await flag(owner);

    const { token, docs } = await login(t.app, host, userName, 'Worker123');
    expect(docs.changePassword).toBe(true);
    expect(await call('GET', '/api/agent/user', token)).toMatchObject(REFUSED);
  });

  it('is let through only the calls that the change itself needs (a new call is closed by default)', () => {
    const open = Object.values(routes)
      .flatMap((group) => Object.values(group) as RouteDef[])
      .filter((def) => def.access.kind === 'session' && def.access.allowDuringPasswordChange)
      .map((def) => `${def.method} ${def.path}`)
      .sort();
    expect(open).toEqual([
      'DELETE /api/:role/auth',
      'GET /api/:role/profile',
      'GET /api/user/cockFight/logout',
      'PATCH /api/:role/changePassword',
      'POST /api/auth/verify2fa',
    ]);
  });
});
