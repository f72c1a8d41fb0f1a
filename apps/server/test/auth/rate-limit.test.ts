import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@backlay/contract';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain } from '../factories.js';

let t: TestApp;
let a: Awaited<ReturnType<typeof newChain>>;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
  a = await newChain(t.db);
});
afterAll(async () => t.close());

function attempt(remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth',
    remoteAddress,
    headers: { host: a.site.host },
    payload: { email: a.user.userName, password: 'Wrong12345' },
  });
}

describe('login rate limit', () => {
  it('allows LOGIN_RATE_LIMIT attempts a minute per IP, then answers 429', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(400);
    const limited = await attempt('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: AUTH_MESSAGES.tooManyAttempts });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address has its own count.
    expect((await attempt('10.0.0.2')).statusCode).toBe(400);
  });

  it('counts each limited call on its own', async () => {
    for (let i = 0; i < 4; i++) await attempt('10.0.0.3');
    const otp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotPassword/otp',
      remoteAddress: '10.0.0.3',
      headers: { host: a.site.host },
      payload: { userName: a.user.userName },
    });
    expect(otp.statusCode).toBe(200);
  });
});
