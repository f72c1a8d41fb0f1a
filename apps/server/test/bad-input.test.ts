import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MAX_PAGE, MONEY_MESSAGES, RECONCILE_MESSAGES } from '@backlay/contract';
import type { UserRow } from '../src/lib/context.js';
import { newUser } from './factories.js';
import { signIn, signedInChain, type SignedInChain } from './ledger/helpers.js';
import { countRows, createMoneyTestApp, uploadedFiles, type MoneyTestApp } from './money/money-helpers.js';

/**
 * Bad input the audit found answered with a 500: a broken multipart body, a date in year 1, a
 * page number past any list. Each is a 400 with a message and changes nothing.
 */

let t: MoneyTestApp;
let c: SignedInChain;
let player: { user: UserRow; token: string };
beforeAll(async () => {
  t = await createMoneyTestApp();
  c = await signedInChain(t.db);
  const user = await newUser(t.db, { role: 'user', parent: c.branch });
  player = { user, token: await signIn(t.db, user) };
});
afterAll(async () => t.close());

const BOUNDARY = '----backlaybad';

function post(url: string, token: string, contentType: string, payload: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload });
}

function get(url: string, token: string | null): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** Multipart bodies busboy cannot read: no boundary, and cut off inside a field or a file. */
const brokenBodies: [string, string][] = [
  ['multipart/form-data', 'garbage'],
  [`multipart/form-data; boundary=${BOUNDARY}`, 'garbage'],
  [`multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="amount"\r\n\r\n1000`],
  [
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="amount"\r\n\r\n1000\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
  ],
];

describe('a malformed multipart body', () => {
  it('is a 400 on POST api/user/deposit, leaving no row and no file', async () => {
    const before = { rows: await countRows(t, 'deposit_requests'), files: await uploadedFiles(t.uploadDir) };
    for (const [contentType, payload] of brokenBodies) {
      const res = await post('/api/user/deposit', player.token, contentType, payload);
      expect([res.statusCode, res.json().message], payload).toEqual([400, MONEY_MESSAGES.notMultipart]);
    }
    expect(await countRows(t, 'deposit_requests')).toBe(before.rows);
    expect(await uploadedFiles(t.uploadDir)).toEqual(before.files);
  });

  it('is a 400 on POST api/{role}/deposit/reconcile', async () => {
    for (const [contentType, payload] of brokenBodies) {
      const res = await post('/api/agent/deposit/reconcile', c.tokens.agent, contentType, payload);
      expect([res.statusCode, res.json().message], payload).toEqual([400, RECONCILE_MESSAGES.notText]);
    }
  });
});

describe('a report date outside the years the platform knows', () => {
  const ranges = ['startDate=0001-01-01', 'endDate=0001-01-01', 'startDate=0001-01-01&endDate=0001-01-02', 'endDate=9999-12-31'];

  it.each([
    '/api/user/game/report',
    '/api/user/accountStatement',
    '/api/user/transaction',
    '/api/user/casino/openBet/history',
    '/api/user/openBet/history',
  ])('is a 400 on %s', async (path) => {
    for (const range of ranges) {
      const res = await get(`${path}?${range}`, player.token);
      expect([res.statusCode, res.json().message], range).toEqual([400, expect.stringMatching(/Date: a date from year 2000 to 2100$/)]);
    }
    // An instant in year 1 as well, where the call takes one.
    if (path.includes('openBet')) {
      const res = await get(`${path}?startDate=0001-01-01T00:00:00Z`, player.token);
      expect(res.statusCode).toBe(400);
    }
    // A date inside the range is still read.
    expect((await get(`${path}?startDate=2000-01-01&endDate=2000-01-02`, player.token)).statusCode).toBe(200);
  });

  it('is a 400 on the white label bonus wallet', async () => {
    for (const range of ranges) {
      const res = await get(`/api/whiteLabel/bonus/wallet?${range}`, c.tokens.whiteLabel);
      expect([res.statusCode, res.json().message], range).toEqual([400, expect.stringMatching(/Date: a date from year 2000 to 2100$/)]);
    }
  });
});

describe('a page number', () => {
  it(`over ${MAX_PAGE} is a 400, not a page info too big to send`, async () => {
    for (const url of [
      '/api/user/deposit?page=99999999999999&limit=200',
      `/api/user/deposit?page=${MAX_PAGE + 1}`,
      '/api/common/game/casinoGame?page=99999999999999&limit=200',
    ]) {
      const res = await get(url, player.token);
      expect([res.statusCode, res.json().message], url).toEqual([400, `querystring.page: page must be ${MAX_PAGE} or less`]);
    }
    expect((await get(`/api/user/deposit?page=${MAX_PAGE}&limit=200`, player.token)).statusCode).toBe(200);
  });

  it('past the last page shows nothing: showingFrom and showingTo are 0', async () => {
    const entered = await t.app.inject({
      method: 'POST',
      url: '/api/branch/deposit',
      headers: { authorization: `Bearer ${c.tokens.branch}` },
      payload: { userId: player.user.id, amount: 500 },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const past = await get('/api/user/deposit?page=50&limit=5', player.token);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({
      docs: [],
      showingFrom: 0,
      showingTo: 0,
      totalDocs: 1,
      totalPages: 1,
      nextPage: false,
      nextPageNumber: null,
      previousPage: true,
      previousPageNumber: 1,
    });
    const first = await get('/api/user/deposit?page=1&limit=5', player.token);
    expect(first.json()).toMatchObject({ showingFrom: 1, showingTo: 1, totalDocs: 1, previousPage: false, previousPageNumber: null });
    // The wallet list reads its own page number: capped the same, and past the end it shows nothing.
    const huge = await get('/api/user/transaction?page=99999999999999&limit=200', player.token);
    expect([huge.statusCode, huge.json().message]).toEqual([400, 'querystring.page: page must be 1000000 or less']);
    const movements = await get('/api/user/transaction?page=1000&limit=200', player.token);
    expect(movements.statusCode).toBe(200);
    expect(movements.json()).toMatchObject({ docs: [], showingFrom: 0, showingTo: 0, nextPage: false });
  });
});
