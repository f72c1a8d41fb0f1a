import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '@backlay/contract';
import { buildApp } from '../../src/app.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain, TEST_PASSWORD, uniqueName } from '../factories.js';
import { LOCAL_REDIS_URL, localRedisUp } from '../local-redis.js';

/**
 * The per-address budget of failed sign-ins over every account (LOGIN_RATE_LIMIT a minute,
 * docs/decisions/login-attempt-limits.md), and the per-IP limit of the other auth calls.
 */

let t: TestApp;
let a: Awaited<ReturnType<typeof newChain>>;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
  a = await newChain(t.db);
});
afterAll(async () => t.close());

function attempt(remoteAddress: string, userName = a.user.userName, password = 'Wrong12345', app: FastifyInstance = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/auth',
    remoteAddress,
    headers: { host: a.site.host },
    payload: { email: userName, password },
  });
}

describe('failed sign-ins per address', () => {
  it('allows LOGIN_RATE_LIMIT a minute, then answers 429 without checking the password', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(400);
    const limited = await attempt('10.0.0.1', a.user.userName, TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: AUTH_MESSAGES.tooManyAttempts });
    expect(Number(limited.headers['retry-after'])).toBe(60);
    // Another address has its own count.
    expect((await attempt('10.0.0.2')).statusCode).toBe(400);
    // The window ends a minute after its first failure.
    t.clock.advance(60_000);
    expect((await attempt('10.0.0.1', a.user.userName, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts every account and name no account has, but not successful sign-ins', async () => {
    const address = '10.0.0.4';
    for (let i = 0; i < 10; i++) expect((await attempt(address, a.agent.userName, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await attempt(address, a.master.userName)).statusCode).toBe(400);
    expect((await attempt(address, uniqueName('nobody'))).statusCode).toBe(400);
    expect((await attempt(address, a.branch.userName)).statusCode).toBe(400);
    expect((await attempt(address, a.agent.userName, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('counts each IPv6 subscriber (/64) as one address', async () => {
    const name = a.superMaster.userName;
    for (let i = 1; i <= 3; i++) expect((await attempt(`2001:db8:1:2::${i}`, name)).statusCode).toBe(400);
    expect((await attempt('2001:db8:1:2:ffff::9', name)).statusCode).toBe(429);
    expect((await attempt('2001:db8:1:3::1', name)).statusCode).toBe(400);
  });

  it('leaves the other auth calls to their own per-IP limit', async () => {
    for (let i = 0; i < 4; i++) await attempt('10.0.0.3', a.admin.userName);
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

const REDIS_URL = LOCAL_REDIS_URL;
const redisUp = await localRedisUp('rate-limit.test', 'the shared budget is not tested');

describe.runIf(redisUp)('failed sign-ins per address with REDIS_URL', () => {
  let r: TestApp;
  let second: FastifyInstance;
  let chain: Awaited<ReturnType<typeof newChain>>;
  beforeAll(async () => {
    // A key prefix of its own, so no other run's counts are seen.
    r = await createTestApp({ LOGIN_RATE_LIMIT: '3', REDIS_URL, REDIS_KEY_PREFIX: `backlay-test:${randomBytes(6).toString('hex')}:` });
    // Before either process reads its sites: the second one's site cache is not told of later ones.
    chain = await newChain(r.db);
    second = await buildApp({ config: r.config, db: r.db, clock: r.clock, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await r?.close();
  });

  it('counts the per-address limit of the other auth calls once for both processes', async () => {
    const otp = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/forgotPassword/otp',
        remoteAddress: '10.9.0.2',
        headers: { host: chain.site.host },
        payload: { userName: chain.user.userName },
      });
    const answers = [];
    for (const app of [r.app, second, r.app, second]) answers.push((await otp(app)).statusCode);
    // LOGIN_RATE_LIMIT is 3: the fourth call from the address is refused, whichever process takes it.
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('shares one count between two processes, and successes give their unit back', async () => {
    const tryAs = (app: FastifyInstance, userName: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth',
        remoteAddress: '10.9.0.1',
        headers: { host: chain.site.host },
        payload: { email: userName, password },
      });
    expect((await tryAs(r.app, uniqueName('nobody'), 'Wrong12345')).statusCode).toBe(400);
    expect((await tryAs(second, chain.user.userName, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await tryAs(second, chain.agent.userName, 'Wrong12345')).statusCode).toBe(400);
    expect((await tryAs(r.app, chain.master.userName, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await tryAs(r.app, uniqueName('nobody'), 'Wrong12345')).statusCode).toBe(400);
    for (const app of [r.app, second]) {
      const limited = await tryAs(app, chain.user.userName, TEST_PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
