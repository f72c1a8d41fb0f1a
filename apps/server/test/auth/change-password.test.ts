import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, MESSAGES } from '@backlay/contract';
import { users } from '../../src/db/schema/index.js';
import type { UserRow } from '../../src/lib/context.js';
import { verifyTransactionCode } from '../../src/modules/auth/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain, newUser, TEST_PASSWORD } from '../factories.js';
import { auditActions, auth, login, NO_RATE_LIMIT, probe, sessionOf } from './helpers.js';

let t: TestApp;
let a: Awaited<ReturnType<typeof newChain>>;
let host: string;

beforeAll(async () => {
  t = await createTestApp(NO_RATE_LIMIT);
  a = await newChain(t.db);
  host = a.site.host;
});
afterAll(async () => t.close());

async function change(token: string, payload: Record<string, unknown>, role = 'user') {
  return t.app.inject({ method: 'PATCH', url: `/api/${role}/changePassword`, headers: auth(host, token), payload });
}

async function stored(id: string): Promise<UserRow> {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('PATCH /api/:role/changePassword', () => {
  it('answers each problem with the message of docs/product.md §8 and changes nothing', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    const { token } = await login(t.app, host, player.userName);
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'Newpass123' }, MESSAGES.invalidPassword],
      [{ oldPassword: TEST_PASSWORD }, MESSAGES.invalidPassword],
      [{ oldPassword: TEST_PASSWORD, password: '' }, MESSAGES.invalidPassword],
      [{ oldPassword: TEST_PASSWORD, password: 'short1' }, MESSAGES.passwordRule],
      [{ oldPassword: TEST_PASSWORD, password: 'longbutnodigit' }, MESSAGES.passwordRule],
      [{ oldPassword: TEST_PASSWORD, password: 'Newpass123', confirmPassword: 'Newpass124' }, MESSAGES.passwordDidntMatch],
      [{ oldPassword: 'Wrong12345', password: 'Newpass123', confirmPassword: 'Newpass123' }, MESSAGES.invalidPassword],
      [{ oldPassword: TEST_PASSWORD, password: TEST_PASSWORD }, AUTH_MESSAGES.samePassword],
    ];
    for (const [payload, message] of cases) {
      const res = await change(token, payload);
      expect({ payload, status: res.statusCode, message: (res.json() as { message: string }).message }).toEqual({
        payload,
        status: 400,
        message,
      });
    }
    expect(await probe(t.app, host, token)).toEqual({ status: 200 });
    expect((await stored(player.id)).passwordHash).toBe(player.passwordHash);
  });

  it("changes a player's password, ends every session and gives no transaction code", async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch, extra: { changePassword: true } });
    const { token, docs } = await login(t.app, host, player.userName);
    expect(docs.changePassword).toBe(true);
    const res = await change(token, { oldPassword: TEST_PASSWORD, password: 'Newpass123', confirmPassword: 'Newpass123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.passwordUpdated, docs: { transactionCode: null } });
    expect(await probe(t.app, host, token)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect((await sessionOf(t.db, token))!.revokedReason).toBe('password_changed');
    const after = await stored(player.id);
    expect(after.changePassword).toBe(false);
    expect(after.transactionCodeHash).toBeNull();
    expect(await auditActions(t.db, player.id)).toEqual(['user.password_changed']);

    expect((await login(t.app, host, player.userName)).res.statusCode).toBe(400);
    const again = await login(t.app, host, player.userName, 'Newpass123');
    expect(again.res.statusCode).toBe(200);
    expect(again.docs.changePassword).toBe(false);
  });

  it('accepts newPassword as the name of the new password, and no confirmPassword', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    const { token } = await login(t.app, host, player.userName);
    const res = await change(token, { oldPassword: TEST_PASSWORD, newPassword: 'Another123' });
    expect(res.statusCode).toBe(200);
    expect((await login(t.app, host, player.userName, 'Another123')).res.statusCode).toBe(200);
  });

  it('accepts a form-urlencoded body', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    const { token } = await login(t.app, host, player.userName);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/changePassword',
      headers: { ...auth(host, token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `oldPassword=${TEST_PASSWORD}&password=Formpass123&confirmPassword=Formpass123`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('gives staff a new 8-digit transaction code, once, and ends all their sessions', async () => {
    const master = await newUser(t.db, { role: 'master', parent: a.superMaster, extra: { changePassword: true } });
    const one = await login(t.app, host, master.userName);
    const two = await login(t.app, host, master.userName);
    const res = await change(
      one.token,
      { oldPassword: TEST_PASSWORD, password: 'Staffpass123', confirmPassword: 'Staffpass123' },
      'master',
    );
    expect(res.statusCode).toBe(200);
    const { transactionCode } = (res.json() as { docs: { transactionCode: string } }).docs;
    expect(transactionCode).toMatch(/^\d{8}$/);
    for (const s of [one, two]) expect(await probe(t.app, host, s.token, 'master')).toMatchObject({ status: 401 });

    const after = await stored(master.id);
    expect(after.transactionCodeHash).toMatch(/^\$argon2id\$/);
    await expect(verifyTransactionCode(t.app.ctx, after, transactionCode)).resolves.toBeUndefined();
    await expect(verifyTransactionCode(t.app.ctx, after, '00000000')).rejects.toMatchObject({
      status: 400,
      message: MESSAGES.invalidTransactionCode,
    });
    await expect(verifyTransactionCode(t.app.ctx, after, '  ')).rejects.toMatchObject({
      status: 400,
      message: MESSAGES.transactionCodeEmpty,
    });
    await expect(verifyTransactionCode(t.app.ctx, after, undefined)).rejects.toMatchObject({
      status: 400,
      message: MESSAGES.transactionCodeEmpty,
    });
    await expect(verifyTransactionCode(t.app.ctx, master, transactionCode)).rejects.toMatchObject({
      message: MESSAGES.transactionCodeNotSet,
    });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/changePassword',
      headers: { host },
      payload: { oldPassword: 'x', password: 'y' },
    });
    expect(res.statusCode).toBe(401);
  });
});
