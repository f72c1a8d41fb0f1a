import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BET_MESSAGES } from '@backlay/contract';
import { buildApp } from '../../src/app.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { LOCAL_REDIS_URL, localRedisUp } from '../local-redis.js';
import { DEFAULT_LADDERS, fundedPlayer, heldDelay, openMarket, order, placeBet } from './betting-helpers.js';
import { primePrices } from '../sports/sports-factories.js';

/**
 * One delayed placement per player at a time, across processes (placement-holds.ts): while a
 * placement waits out its in-play delay on one process, another placement of the player sent to
 * a second process is refused; a retry of the same placement (its Idempotency-Key) is not.
 */
const redisUp = await localRedisUp('placement-holds.test', 'the shared placement hold is not tested');

describe.runIf(redisUp)('one delayed placement per player across processes', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let c: SignedInChain;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: LOCAL_REDIS_URL, REDIS_KEY_PREFIX: `backlay-test:${randomBytes(6).toString('hex')}:` });
    // Before either process reads its sites: the second one's site cache is not told of later ones.
    c = await signedInChain(t.db);
    second = await buildApp({ config: t.config, db: t.db, clock: t.clock, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('refuses a second placement on another process while the first waits, and lets the first one finish', async () => {
    const p = await fundedPlayer(t, c);
    const m = await openMarket(t, { delaySecond: 3 });
    // The second process prices the market as the first does (the price stream's job in a deployment).
    primePrices(second.ctx, m.market, { runners: DEFAULT_LADDERS.betfair(m.runners) });
    const delay = heldDelay(t);
    const first = placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }) }, { 'idempotency-key': 'first-placement' });
    await delay.startedAt;
    const onSecond = (key: string) =>
      second.inject({
        method: 'POST',
        url: '/api/user/openBet',
        headers: { authorization: `Bearer ${p.token}`, host: c.site.host, 'idempotency-key': key },
        payload: { ...order(m, { odd: 1.85, stake: 200 }) },
      });
    const refused = await onSecond('another-placement');
    expect([refused.statusCode, refused.json().message]).toEqual([409, BET_MESSAGES.placementInProgress]);
    delay.release();
    expect((await first).statusCode).toBe(200);
    // The hold went with the first placement's answer: the second process's own delay runs now.
    second.betting.sleep = async () => undefined;
    expect((await onSecond('a-later-placement')).statusCode).toBe(200);
  });
});
