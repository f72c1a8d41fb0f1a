import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, MESSAGES } from '@backlay/contract';
import { otpCodes, outboxMessages, themes } from '../../src/db/schema/index.js';
import type { UserRow } from '../../src/lib/context.js';
import { defaultFooter, defaultTheme } from '../../src/modules/tenancy/default-theme.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain, newUser } from '../factories.js';
import { auditActions, login, NO_RATE_LIMIT, probe, setMaintenance } from './helpers.js';

let t: TestApp;
let a: Awaited<ReturnType<typeof newChain>>;
let host: string;

beforeAll(async () => {
  t = await createTestApp(NO_RATE_LIMIT);
  a = await newChain(t.db);
  host = a.site.host;
});
afterAll(async () => t.close());

async function askOtp(userName: string, h = host) {
  return t.app.inject({ method: 'POST', url: '/api/auth/forgotPassword/otp', headers: { host: h }, payload: { userName } });
}

async function reset(payload: Record<string, unknown>, h = host) {
  return t.app.inject({ method: 'POST', url: '/api/auth/forgotPassword', headers: { host: h }, payload });
}

async function outboxCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(outboxMessages);
  return row!.n;
}

/** The code of the newest outbox message to a phone (the embedded sender keeps them there). */
async function lastCodeTo(phone: string): Promise<string> {
  const [row] = await t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, phone))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return /\b(\d{6})\b/.exec(row!.body)![1]!;
}

let phoneSeq = 9_000_000_000;
async function playerWithPhone(): Promise<UserRow> {
  phoneSeq += 1;
  return newUser(t.db, { role: 'user', parent: a.branch, extra: { phone: String(phoneSeq) } });
}

describe('POST /api/auth/forgotPassword/otp', () => {
  it("sends a 6-digit code to the player's phone, stored only hashed", async () => {
    const player = await playerWithPhone();
    const res = await askOtp(player.userName);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.otpSent });
    const code = await lastCodeTo(player.phone);
    expect(code).toMatch(/^\d{6}$/);
    const [otp] = await t.db.select().from(otpCodes).where(eq(otpCodes.userId, player.id));
    expect(otp!.codeHash).not.toContain(code);
    expect(otp!.expiresAt.getTime() - t.clock.now().getTime()).toBe(10 * 60_000);
  });

  it('answers the same for unknown names, players without a phone and staff, and sends nothing', async () => {
    const noPhone = await newUser(t.db, { role: 'user', parent: a.branch });
    const staff = await newUser(t.db, { role: 'agent', parent: a.master, extra: { phone: '9111111111' } });
    const before = await outboxCount();
    for (const name of ['nobody_at_all', noPhone.userName, staff.userName]) {
      const res = await askOtp(name);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.otpSent });
    }
    expect(await outboxCount()).toBe(before);
  });

  it('sends at most one code a minute per account', async () => {
    const player = await playerWithPhone();
    await askOtp(player.userName);
    const before = await outboxCount();
    expect((await askOtp(player.userName)).json()).toEqual({ message: MESSAGES.otpSent });
    expect(await outboxCount()).toBe(before);
    t.clock.advance(60_000);
    await askOtp(player.userName);
    expect(await outboxCount()).toBe(before + 1);
  });

  it("needs a user name ('Invalid Name') and a site", async () => {
    const empty = await askOtp('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: MESSAGES.invalidName });
    const noSite = await askOtp('someone', 'unknown.example');
    expect(noSite.json()).toMatchObject({ message: MESSAGES.whiteLabelMissing });
  });
});

describe('POST /api/auth/forgotPassword', () => {
  it('sets the new password with the code and ends every session', async () => {
    const player = await playerWithPhone();
    const session = await login(t.app, host, player.userName);
    await askOtp(player.userName);
    const otp = await lastCodeTo(player.phone);
    const res = await reset({ userName: player.userName, otp, password: 'Reset12345', confirmPassword: 'Reset12345' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.passwordUpdatedSuccessfull });
    expect(await probe(t.app, host, session.token)).toMatchObject({ status: 401 });
    expect((await login(t.app, host, player.userName, 'Reset12345')).res.statusCode).toBe(200);
    expect(await auditActions(t.db, player.id)).toEqual(['user.password_reset']);

    const reuse = await reset({ userName: player.userName, otp, password: 'Again12345', confirmPassword: 'Again12345' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ message: AUTH_MESSAGES.invalidOtp });
  });

  it('answers password problems with the messages of docs/product.md §8', async () => {
    const player = await playerWithPhone();
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'short1', confirmPassword: 'short1' }, MESSAGES.passwordRule],
      [{ password: 'nodigitsatall', confirmPassword: 'nodigitsatall' }, MESSAGES.passwordRule],
      [{ password: 'Reset12345', confirmPassword: 'Reset12346' }, MESSAGES.passwordDidntMatch],
      [{ password: 'Reset12345', otp: '12ab' }, AUTH_MESSAGES.invalidOtp],
      [{ userName: '' }, MESSAGES.invalidName],
    ];
    for (const [overrides, message] of cases) {
      const res = await reset({ userName: player.userName, otp: '123456', password: 'Reset12345', ...overrides });
      expect({ overrides, status: res.statusCode, message: (res.json() as { message: string }).message }).toEqual({
        overrides,
        status: 400,
        message,
      });
    }
  });

  it('answers the same for a wrong code, an unknown name and an account without a code', async () => {
    const player = await playerWithPhone();
    for (const userName of [player.userName, 'nobody_at_all']) {
      const res = await reset({ userName, otp: '123456', password: 'Reset12345' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.invalidOtp });
    }
  });

  it('takes at most 5 tries per code', async () => {
    const player = await playerWithPhone();
    await askOtp(player.userName);
    const otp = await lastCodeTo(player.phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await reset({ userName: player.userName, otp: wrong, password: 'Reset12345' })).statusCode).toBe(400);
    }
    const right = await reset({ userName: player.userName, otp, password: 'Reset12345' });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ message: AUTH_MESSAGES.invalidOtp });
  });

  it('lets a code expire after 10 minutes', async () => {
    const player = await playerWithPhone();
    await askOtp(player.userName);
    const otp = await lastCodeTo(player.phone);
    t.clock.advance(10 * 60_000);
    const res = await reset({ userName: player.userName, otp, password: 'Reset12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.invalidOtp });
  });

  it('accepts only the newest code', async () => {
    const player = await playerWithPhone();
    await askOtp(player.userName);
    const first = await lastCodeTo(player.phone);
    t.clock.advance(60_000);
    await askOtp(player.userName);
    const second = await lastCodeTo(player.phone);
    if (first !== second) {
      expect((await reset({ userName: player.userName, otp: first, password: 'Reset12345' })).statusCode).toBe(400);
    }
    expect((await reset({ userName: player.userName, otp: second, password: 'Reset12345' })).statusCode).toBe(200);
  });
});

describe('where forgot password is open', () => {
  it('is closed on b2b sites and where the theme hides it', async () => {
    const b2b = await newChain(t.db, { type: 'b2b' });
    const hidden = await newChain(t.db);
    const theme = defaultTheme('Hidden', 'b2c');
    await t.db
      .update(themes)
      .set({ theme: { ...theme, enable: { ...theme.enable, forgetPassword: false } }, footer: defaultFooter('Hidden') })
      .where(eq(themes.whiteLabelId, hidden.site.whiteLabel.id));
    t.app.sites.invalidate();
    for (const h of [b2b.site.host, hidden.site.host]) {
      const ask = await askOtp('someone', h);
      expect(ask.statusCode).toBe(403);
      expect(ask.json()).toMatchObject({ message: AUTH_MESSAGES.forgotPasswordClosed });
      const set = await reset({ userName: 'someone', otp: '123456', password: 'Reset12345' }, h);
      expect(set.statusCode).toBe(403);
    }
  });

  it('is closed during maintenance', async () => {
    await setMaintenance(t, true);
    try {
      const res = await askOtp('someone');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: MESSAGES.websiteUnderMaintenance });
    } finally {
      await setMaintenance(t, false);
    }
  });
});

describe("GET /dev/outbox (the demo's stand-in for an SMS gateway)", () => {
  it('lists the kept messages newest first, as escaped HTML', async () => {
    await t.db.insert(outboxMessages).values([
      { channel: 'sms', recipient: '9000000001', body: 'older <b>message</b>', createdAt: new Date(t.clock.now().getTime() - 1_000) },
      { channel: 'sms', recipient: '9000000002', body: 'newest message', createdAt: new Date(t.clock.now().getTime() + 1_000_000) },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('&lt;b&gt;message&lt;/b&gt;');
    expect(res.body).not.toContain('<b>message</b>');
    expect(res.body.indexOf('newest message')).toBeLessThan(res.body.indexOf('older'));
  });

  it('answers only callers on the loopback interface, whatever a forwarded header says', async () => {
    const proxied = await createTestApp({ ...NO_RATE_LIMIT, TRUST_PROXY: 'true' });
    try {
      for (const remoteAddress of ['127.0.0.1', '::1']) {
        expect((await proxied.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress })).statusCode).toBe(200);
      }
      const outside = await proxied.app.inject({
        method: 'GET',
        url: '/dev/outbox',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(outside.statusCode).toBe(403);
      expect(outside.body).toContain('only on the machine the server runs on');
      expect(outside.body).not.toContain('<table>');
    } finally {
      await proxied.close();
    }
  });
});

describe('without a way to send codes (OTP_OUTBOX=false, as in production)', () => {
  it('closes forgot-password with its own message, hides the link and serves no outbox', async () => {
    const closed = await createTestApp({ ...NO_RATE_LIMIT, OTP_OUTBOX: 'false' });
    try {
      const chain = await newChain(closed.db);
      const headers = { host: chain.site.host };
      for (const url of ['/api/auth/forgotPassword/otp', '/api/auth/forgotPassword']) {
        const res = await closed.app.inject({ method: 'POST', url, headers, payload: { userName: chain.user.userName } });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(AUTH_MESSAGES.forgotPasswordClosed);
      }
      const cfg = await closed.app.inject({ method: 'GET', url: '/api/common/wholeAppConfiguration', headers });
      expect(cfg.json().docs.theme.enable.forgetPassword).toBe(false);
      expect((await closed.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      const [row] = await closed.db.select({ n: count() }).from(outboxMessages);
      expect(row!.n).toBe(0);
    } finally {
      await closed.close();
    }
  });
});
