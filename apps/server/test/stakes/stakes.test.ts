import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_QUICK_BETS, DEFAULT_STAKES, MESSAGES, STAKE_MESSAGES } from '@backlay/contract';
import { stakeSettings, users } from '../../src/db/schema/index.js';
import type { UserRow } from '../../src/lib/context.js';
import { newChain, newUser } from '../factories.js';
import { signIn } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** GET/POST api/user/stake, GET/POST api/user/quickBet, POST api/user/confirmBets. */

let t: TestApp;
let player: UserRow;
let branch: UserRow;
let playerToken: string;
let otherToken: string;
let demoToken: string;
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const chain = await newChain(t.db);
  player = chain.user;
  branch = chain.branch;
  playerToken = await signIn(t.db, chain.user);
  otherToken = await signIn(t.db, await newUser(t.db, { role: 'user', parent: chain.branch }));
  demoToken = await signIn(t.db, await newUser(t.db, { role: 'user', parent: chain.branch, extra: { demo: true } }));
  staffToken = await signIn(t.db, chain.branch);
});
afterAll(async () => t.close());

type Path = 'stake' | 'quickBet' | 'confirmBets';
function call(method: 'GET' | 'POST', path: Path, token: string | null, body?: { json?: unknown; form?: Record<string, string> }) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body?.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  return t.app.inject({
    method,
    url: `/api/user/${path}`,
    headers,
    ...(body?.form
      ? { payload: new URLSearchParams(body.form).toString() }
      : body?.json !== undefined
        ? { payload: body.json as object }
        : {}),
  });
}

const six = [
  { label: '100', value: 100 },
  { label: '500', value: 500 },
  { label: '1K', value: 1000 },
  { label: '5K', value: 5000 },
  { label: '10K', value: 10000 },
  { label: '1 Cr', value: 10_000_000 },
];

describe('stake buttons', () => {
  it('answers the six defaults (1000 to 6000) before anything is saved', async () => {
    const res = await call('GET', 'stake', playerToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().docs).toEqual([1000, 2000, 3000, 4000, 5000, 6000].map((v) => ({ label: String(v), value: v })));
    expect(res.json().docs).toEqual(DEFAULT_STAKES);
  });

  it("saves with the message of docs/product.md §8, drops each item's _id and trims labels; the next GET answers them", async () => {
    const sent = six.map((p, i) => ({ _id: `old${i}`, ...p, label: ` ${p.label} ` }));
    const res = await call('POST', 'stake', playerToken, { json: { stake: sent } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Updated Sucessfully', docs: six });
    expect((await call('GET', 'stake', playerToken)).json().docs).toEqual(six);
    const [row] = await t.db.select().from(stakeSettings).where(eq(stakeSettings.userId, player.id));
    expect(row!.stakes).toEqual(six);
    // Another player still has the defaults.
    expect((await call('GET', 'stake', otherToken)).json().docs).toEqual(DEFAULT_STAKES);
  });

  it('takes digit strings for values, and any count from 1 to 10 buttons', async () => {
    const res = await call('POST', 'stake', otherToken, { json: { stake: [{ label: 'Max', value: '0250' }] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().docs).toEqual([{ label: 'Max', value: 250 }]);
    const ten = Array.from({ length: 10 }, (_, i) => ({ label: `${i + 1}`, value: (i + 1) * 100 }));
    expect((await call('POST', 'stake', otherToken, { json: { stake: ten } })).statusCode).toBe(200);
    expect((await call('GET', 'stake', otherToken)).json().docs).toEqual(ten);
  });

  it.each([
    ['no list', {}, 'body.stake'],
    ['an empty list', { stake: [] }, STAKE_MESSAGES.stakeCount],
    ['eleven buttons', { stake: Array.from({ length: 11 }, () => ({ label: 'x', value: 1 })) }, STAKE_MESSAGES.stakeCount],
    ['a zero value', { stake: [{ label: '0', value: 0 }] }, STAKE_MESSAGES.valueRange],
    ['a negative value', { stake: [{ label: '-5', value: -5 }] }, STAKE_MESSAGES.valueRange],
    ['a value above 10,00,00,000', { stake: [{ label: 'big', value: 100_000_001 }] }, STAKE_MESSAGES.valueRange],
    ['paise', { stake: [{ label: '1.5', value: 1.5 }] }, STAKE_MESSAGES.valueNotWhole],
    ['a value that is not digits', { stake: [{ label: 'abc', value: '12a' }] }, STAKE_MESSAGES.valueNotWhole],
    ['a blank label', { stake: [{ label: '   ', value: 100 }] }, STAKE_MESSAGES.labelRequired],
    ['a missing label', { stake: [{ value: 100 }] }, STAKE_MESSAGES.labelRequired],
    ['a label of 13 characters', { stake: [{ label: 'x'.repeat(13), value: 100 }] }, STAKE_MESSAGES.labelTooLong],
  ])('refuses %s with a 400 naming the problem, and keeps the saved list', async (_name, body, message) => {
    const res = await call('POST', 'stake', playerToken, { json: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().message).toContain(message);
    expect((await call('GET', 'stake', playerToken)).json().docs).toEqual(six);
  });

  it('answers the defaults when the stored list breaks the rules (written by hand or under older limits)', async () => {
    const broken = await newUser(t.db, { role: 'user', parent: branch });
    await t.db.insert(stakeSettings).values({ userId: broken.id, stakes: [{ label: '', value: -1 }], quickBets: null });
    const token = await signIn(t.db, broken);
    expect((await call('GET', 'stake', token)).json().docs).toEqual(DEFAULT_STAKES);
    expect((await call('GET', 'quickBet', token)).json().docs).toEqual(DEFAULT_QUICK_BETS);
  });
});

describe('quick bet amounts', () => {
  it('answers the three defaults, then what was saved, without touching the stake buttons', async () => {
    expect((await call('GET', 'quickBet', playerToken)).json().docs).toEqual([
      { label: '1000', value: 1000 },
      { label: '2000', value: 2000 },
      { label: '3000', value: 3000 },
    ]);
    const three = [
      { _id: 'a', label: '200', value: 200 },
      { label: '700', value: 700 },
      { label: '2K', value: 2000 },
    ];
    const res = await call('POST', 'quickBet', playerToken, { json: { stake: three } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.updatedSucessfully, docs: three.map(({ label, value }) => ({ label, value })) });
    expect((await call('GET', 'quickBet', playerToken)).json().docs).toEqual(three.map(({ label, value }) => ({ label, value })));
    expect((await call('GET', 'stake', playerToken)).json().docs).toEqual(six);
  });

  it('needs exactly three amounts', async () => {
    for (const n of [2, 4]) {
      const res = await call('POST', 'quickBet', playerToken, { json: { stake: six.slice(0, n) } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(STAKE_MESSAGES.quickBetCount);
    }
  });
});

describe('who may call', () => {
  it('refuses a demo account the saves with the demo-account message, and changes nothing', async () => {
    for (const path of ['stake', 'quickBet'] as const) {
      const res = await call('POST', path, demoToken, { json: { stake: six.slice(0, 3) } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'This is your Demo Account, Please Login as Normal user' });
    }
    expect((await call('GET', 'stake', demoToken)).json().docs).toEqual(DEFAULT_STAKES);
    expect((await call('GET', 'quickBet', demoToken)).json().docs).toEqual(DEFAULT_QUICK_BETS);
    const rows = await t.db.execute(sql`select count(*)::int as n from stake_settings s join users u on u.id = s.user_id where u.demo`);
    expect(rows).toMatchObject({ rows: [{ n: 0 }] });
  });

  it('is for players only: staff get 403, visitors 401', async () => {
    for (const [method, path] of [
      ['GET', 'stake'],
      ['POST', 'stake'],
      ['GET', 'quickBet'],
      ['POST', 'quickBet'],
      ['POST', 'confirmBets'],
    ] as const) {
      const body =
        path === 'confirmBets' ? { json: { confirmBets: true } } : method === 'POST' ? { json: { stake: six.slice(0, 3) } } : undefined;
      expect((await call(method, path, staffToken, body)).statusCode, `${method} ${path} staff`).toBe(403);
      expect((await call(method, path, null, body)).statusCode, `${method} ${path} visitor`).toBe(401);
    }
  });
});

describe('bet confirmation switch', () => {
  async function profileConfirmBets(token: string): Promise<boolean> {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().docs.confirmBets as boolean;
  }

  it('takes the form boolean of docs/product.md, answers the new value, and the profile reflects it', async () => {
    expect(await profileConfirmBets(playerToken)).toBe(false);
    const on = await call('POST', 'confirmBets', playerToken, { form: { confirmBets: 'true' } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ message: 'Updated Sucessfully', docs: { confirmBets: true } });
    expect(await profileConfirmBets(playerToken)).toBe(true);

    const off = await call('POST', 'confirmBets', playerToken, { json: { confirmBets: false } });
    expect(off.json().docs).toEqual({ confirmBets: false });
    const [row] = await t.db.select({ confirmBets: users.confirmBets }).from(users).where(eq(users.id, player.id));
    expect(row!.confirmBets).toBe(false);
    expect(await profileConfirmBets(playerToken)).toBe(false);
  });

  it('lets a demo account switch it (a slip preference, not a stake setting)', async () => {
    const res = await call('POST', 'confirmBets', demoToken, { form: { confirmBets: 'true' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await profileConfirmBets(demoToken)).toBe(true);
  });

  it.each([
    ['missing', {}],
    ['not a boolean', { confirmBets: 'yes' }],
  ])('refuses a value that is %s with a 400', async (_name, form) => {
    const res = await call('POST', 'confirmBets', playerToken, { form: form as Record<string, string> });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('confirmBets');
  });
});
