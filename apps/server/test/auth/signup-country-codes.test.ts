import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type LoginDocs } from '@backlay/contract';
import { outboxMessages, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain, uniqueName } from '../factories.js';
import { NO_RATE_LIMIT } from './helpers.js';

/**
 * Sign-up with the phone field's country (docs/decisions/phone-country-codes.md): countryCode
 * is a dial code of country-list/phone-codes.json, +91 when absent. Indian numbers are kept as
 * 10 digits, as before; others in E.164, which the one-time codes of forgot password reach.
 */

let t: TestApp;
let host: string;
beforeAll(async () => {
  t = await createTestApp(NO_RATE_LIMIT);
  host = (await newChain(t.db)).site.host;
});
afterAll(async () => t.close());

async function signup(phone: string, countryCode?: string) {
  const userName = uniqueName('cc');
  const payload = {
    userName,
    phone,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    ...(countryCode !== undefined ? { countryCode } : {}),
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: { host }, payload });
  const docs = (res.json() as { docs?: LoginDocs }).docs;
  const stored = docs ? (await t.db.select().from(users).where(eq(users.id, docs._id)))[0]!.phone : null;
  return { status: res.statusCode, message: (res.json() as { message: string }).message, stored, userName, token: docs?.token ?? '' };
}

describe('POST /api/auth/signup with a country code', () => {
  it('stores a number of another country in E.164, which the profile answers', async () => {
    const uk = await signup('07911 123456', '+44');
    expect(uk).toMatchObject({ status: 200, stored: '+447911123456' });
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { host, authorization: `Bearer ${uk.token}` } });
    expect(profile.json().docs.phone).toBe('+447911123456');
    expect(await signup('(415) 555-0132', '+1')).toMatchObject({ status: 200, stored: '+14155550132' });
    expect(await signup('050 123 4567', '971')).toMatchObject({ status: 200, stored: '+971501234567' });
  });

  it('keeps Indian numbers as 10 digits, with +91 sent or not', async () => {
    expect(await signup('98123 45670', '+91')).toMatchObject({ status: 200, stored: '9812345670' });
    expect(await signup('+91 98123 45671')).toMatchObject({ status: 200, stored: '9812345671' });
    expect(await signup('98123 45672', '')).toMatchObject({ status: 200, stored: '9812345672' });
  });

  it("answers 'Mobile Number is Not Valid' for an unknown code or a number not of that country", async () => {
    for (const [phone, code] of [
      ['7911123456', '+999'],
      ['7911123456', 'abc'],
      ['123', '+44'],
      ['555 0132', '+1'],
      ['+91 98123 45673', '+44'],
      ['5812345673', '+91'],
    ] as const) {
      expect(await signup(phone, code), `${code} ${phone}`).toMatchObject({ status: 400, message: MESSAGES.mobileNotValid, stored: null });
    }
  });

  it('sends the forgot-password code to a number of another country as stored', async () => {
    const player = await signup('7700 900123', '+44');
    expect(player.stored).toBe('+447700900123');
    const otp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotPassword/otp',
      headers: { host },
      payload: { userName: player.userName },
    });
    expect(otp.json()).toEqual({ message: MESSAGES.otpSent });
    const [sms] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, '+447700900123'))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    expect(sms?.body).toMatch(/\b\d{6}\b/);
  });
});
