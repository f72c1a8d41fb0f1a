import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { REQUEST_MESSAGES } from '@backlay/contract';
import { bets, stakeSettings } from '../src/db/schema/index.js';
import { errorHandlerPlugin } from '../src/plugins/error-handler.js';
import { holdsNul } from '../src/plugins/no-nul-characters.js';
import type { UserRow } from '../src/lib/context.js';
import { newChain } from './factories.js';
import { signIn } from './ledger/helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Text PostgreSQL cannot store (U+0000) in a query, a path, a form or a JSON body: a 400 with
 * one message, never the 500 the failed statement would give, and nothing written.
 */

let t: TestApp;
let player: UserRow;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const chain = await newChain(t.db);
  player = chain.user;
  token = await signIn(t.db, chain.user);
});
afterAll(async () => t.close());

const refused = { code: 'VALIDATION', message: REQUEST_MESSAGES.nulCharacter };

describe('a NUL character in a request', () => {
  it('is refused in a public form body (login) and a public query (search)', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=user1%00&password=x',
    });
    expect([login.statusCode, login.json()]).toEqual([400, expect.objectContaining(refused)]);
    const search = await t.app.inject({ method: 'GET', url: '/api/common/game/market/globalSearch?search=%00&active=true' });
    expect([search.statusCode, search.json()]).toEqual([400, expect.objectContaining(refused)]);
    // The same calls without it are answered as usual (not a blanket refusal).
    const plain = await t.app.inject({ method: 'GET', url: '/api/common/game/market/globalSearch?search=abc&active=true' });
    expect(plain.statusCode).toBe(200);
  });

  it('is refused in a signed-in JSON body and changes nothing', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const before = await t.db.select().from(stakeSettings).where(eq(stakeSettings.userId, player.id));
    const stake = await t.app.inject({
      method: 'POST',
      url: '/api/user/stake',
      headers: auth,
      payload: { stake: [{ label: 'a\u0000', value: 100 }] },
    });
    expect([stake.statusCode, stake.json()]).toEqual([400, expect.objectContaining(refused)]);
    expect(await t.db.select().from(stakeSettings).where(eq(stakeSettings.userId, player.id))).toEqual(before);
    const betCount = async () => (await t.db.select({ n: count() }).from(bets))[0]!.n;
    const betsBefore = await betCount();
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/user/openBet',
      headers: auth,
      payload: { marketId: '1.207088760200\u0000', odds: { teamId: 'x', odd: 2, type: 'back' }, stake: 100 },
    });
    expect([order.statusCode, order.json()]).toEqual([400, expect.objectContaining(refused)]);
    expect(await betCount()).toBe(betsBefore);
    const list = await t.app.inject({ method: 'GET', url: '/api/user/openBet/history?eventId=%00', headers: auth });
    expect([list.statusCode, list.json()]).toEqual([400, expect.objectContaining(refused)]);
  });

  it('that reaches the database another way is a 400 from the error handler, not a 500', async () => {
    // A route reading its text itself (as the multipart deposit form does) and sending it to SQL.
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    app.post('/echo', async (req) => {
      await t.db.execute(sql`select ${String((req.body as { text: string }).text)}::text`);
      return { ok: true };
    });
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { text: 'a\u0000b' } });
    expect([res.statusCode, res.json()]).toEqual([400, expect.objectContaining(refused)]);
    expect((await app.inject({ method: 'POST', url: '/echo', payload: { text: 'ab' } })).statusCode).toBe(200);
    await app.close();
  });
});

describe('holdsNul', () => {
  it('finds a NUL in strings, nested values and keys, and walks nothing else', () => {
    expect(holdsNul('a\u0000')).toBe(true);
    expect(holdsNul({ a: [{ b: ['x', 'y\u0000'] }] })).toBe(true);
    expect(holdsNul({ ['k\u0000']: 1 })).toBe(true);
    expect(holdsNul(Object.assign(Object.create(null) as object, { q: '\u0000' }))).toBe(true);
    expect(holdsNul({ a: 'fine', b: [1, 2, null], c: { d: true } })).toBe(false);
    expect(holdsNul(Buffer.from([0, 0, 0]))).toBe(false);
    // Deep nesting is walked without recursion.
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
  });
});
