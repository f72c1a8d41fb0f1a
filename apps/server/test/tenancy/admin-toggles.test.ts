import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { appConfig, auditLog } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain } from '../factories.js';
import { setTransactionCode, signIn } from './session.js';

let t: TestApp;
let c: Awaited<ReturnType<typeof newChain>>;
let host: string;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  c = await newChain(t.db);
  host = c.site.host;
  await setTransactionCode(t.db, c.administrator, '123456');
  await setTransactionCode(t.db, c.whiteLabel, '123456');
  admin = await signIn(t.db, c.administrator);
  t.app.sites.invalidate();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.update(appConfig).set({ isMaintenance: false, useSocket: true });
  t.app.sites.invalidate();
});

function toggle(
  path: 'maintenance' | 'useSocket',
  payload: Record<string, unknown>,
  headers: Record<string, string> = admin,
  method: 'PUT' | 'POST' = 'PUT',
) {
  return t.app.inject({ method, url: `/api/administrator/setting/${path}`, payload, headers: { host, ...headers } });
}

async function storedConfig() {
  const [row] = await t.db.select().from(appConfig).where(eq(appConfig.id, 1));
  return row!;
}

describe('PUT|POST /api/administrator/setting/maintenance', () => {
  it('switches maintenance on and off with the transaction code, and audits it', async () => {
    const on = await toggle('maintenance', { maintenanceMode: true, transactionCode: '123456' });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ message: 'Maintence On', docs: { isMaintenance: true } });
    expect((await storedConfig()).isMaintenance).toBe(true);

    const off = await toggle('maintenance', { maintenanceMode: false, transactionCode: '123456' }, admin, 'POST');
    expect(off.json()).toEqual({ message: 'Maintence Off', docs: { isMaintenance: false } });
    expect((await storedConfig()).isMaintenance).toBe(false);

    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'setting.maintenance')).orderBy(desc(auditLog.createdAt));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => [r.before, r.after])).toEqual(
      expect.arrayContaining([
        [{ isMaintenance: false }, { isMaintenance: true }],
        [{ isMaintenance: true }, { isMaintenance: false }],
      ]),
    );
    expect(rows.every((r) => r.actorId === c.administrator.id && r.targetType === 'app_config')).toBe(true);
  });

  it('takes form-encoded bodies too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/administrator/setting/maintenance',
      headers: { host, ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'maintenanceMode=true&transactionCode=123456',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Maintence On');
  });

  it('needs the transaction code, and the right one', async () => {
    const auditsBefore = (await t.db.select().from(auditLog)).length;
    const empty = await toggle('maintenance', { maintenanceMode: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Transaction Code is Empty' });
    const blank = await toggle('maintenance', { maintenanceMode: true, transactionCode: '   ' });
    expect(blank.json()).toMatchObject({ message: 'Transaction Code is Empty' });
    const wrong = await toggle('maintenance', { maintenanceMode: true, transactionCode: '654321' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Invalid Transaction Code' });
    expect((await storedConfig()).isMaintenance).toBe(false);
    expect(await t.db.select().from(auditLog)).toHaveLength(auditsBefore);
  });

  it('refuses every role but the administrator', async () => {
    const res = await toggle('maintenance', { maintenanceMode: true, transactionCode: '123456' }, await signIn(t.db, c.whiteLabel));
    expect(res.statusCode).toBe(403);
    const player = await toggle('maintenance', { maintenanceMode: true, transactionCode: '123456' }, await signIn(t.db, c.user));
    expect(player.statusCode).toBe(403);
    const anonymous = await toggle('maintenance', { maintenanceMode: true, transactionCode: '123456' }, {});
    expect(anonymous.statusCode).toBe(401);
    expect((await storedConfig()).isMaintenance).toBe(false);
  });

  it('validates the body', async () => {
    const res = await toggle('maintenance', { maintenanceMode: 'maybe', transactionCode: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});

describe('PUT|POST /api/administrator/setting/useSocket', () => {
  it('switches socket use off and on', async () => {
    const off = await toggle('useSocket', { socket: false, transactionCode: '123456' }, admin, 'POST');
    expect(off.json()).toEqual({ message: 'Socket Connection Off', docs: { useSocket: false } });
    const config = await t.app.inject({ method: 'GET', url: '/api/common/wholeAppConfiguration', headers: { host } });
    expect(config.json().docs.appConfigruation.useSocket).toBe(false);

    const on = await toggle('useSocket', { socket: true, transactionCode: '123456' });
    expect(on.json()).toEqual({ message: 'Socket Connection On', docs: { useSocket: true } });
    expect((await storedConfig()).useSocket).toBe(true);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'setting.useSocket'));
    expect(audits).toHaveLength(2);
  });

  it('needs the right transaction code', async () => {
    expect((await toggle('useSocket', { socket: false })).json()).toMatchObject({ message: 'Transaction Code is Empty' });
    expect((await toggle('useSocket', { socket: false, transactionCode: '000000' })).json()).toMatchObject({
      message: 'Invalid Transaction Code',
    });
    expect((await storedConfig()).useSocket).toBe(true);
  });

  it('refuses every role but the administrator', async () => {
    const res = await toggle('useSocket', { socket: false, transactionCode: '123456' }, await signIn(t.db, c.admin));
    expect(res.statusCode).toBe(403);
  });
});

describe('maintenance mode', () => {
  it('answers 503 to everyone but the administrator, while the maintenance call still answers', async () => {
    const player = await signIn(t.db, c.user);
    const staff = await signIn(t.db, c.whiteLabel);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/whiteLabelRole', headers: { host, ...player } })).statusCode).toBe(200);

    await toggle('maintenance', { maintenanceMode: true, transactionCode: '123456' });

    const blocked = await t.app.inject({ method: 'GET', url: '/api/user/whiteLabelRole', headers: { host, ...player } });
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json()).toMatchObject({ message: 'Website is Under Maintenance', code: 'MAINTENANCE' });
    const staffBlocked = await t.app.inject({ method: 'GET', url: '/api/whiteLabel/communicationDetail', headers: { host, ...staff } });
    expect(staffBlocked.statusCode).toBe(503);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/common/imageBaseUrl?imageUrl=/uploads/x.png', headers: { host } });
    expect(anonymous.statusCode).toBe(503);

    const adminCall = await t.app.inject({ method: 'GET', url: '/api/administrator/communicationDetail', headers: { host, ...admin } });
    expect(adminCall.statusCode).toBe(200);

    const flag = await t.app.inject({ method: 'GET', url: '/api/common/maintenance', headers: { host } });
    expect(flag.statusCode).toBe(200);
    expect(flag.json()).toEqual({ docs: { isMaintenance: true } });
    const config = await t.app.inject({ method: 'GET', url: '/api/common/wholeAppConfiguration', headers: { host } });
    expect(config.statusCode).toBe(200);
    expect(config.json().docs.appConfigruation.isMaintenance).toBe(true);

    // The administrator can switch it off again while it is on.
    const off = await toggle('maintenance', { maintenanceMode: false, transactionCode: '123456' });
    expect(off.json().message).toBe('Maintence Off');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/whiteLabelRole', headers: { host, ...player } })).statusCode).toBe(200);
  });
});
