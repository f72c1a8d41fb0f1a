import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { MONEY_MESSAGES, type DepositRequest, type PaymentMethod } from '@backlay/contract';
import { depositRequests } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newUser } from '../factories.js';
import { CODE, signIn, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { JPEG, PNG, upiDeposit } from './money-helpers.js';

/**
 * A payment proof is private: GET api/{role}/deposit/{id}/proof gives its bytes to the player
 * who sent it, the staff above that player and the administrator, and the same 404 to everyone
 * else; `/uploads/deposits/...` and api/common/imageBaseUrl no longer reach it. Deposits are
 * made over HTTP with real multipart bodies, on the sites' own hosts.
 */

const ADMIN_HOST = 'console.backlay.test';

let t: TestApp;
let uploadDir: string;
let c: SignedInChain;
/** A b2b brand on its own site, with its own staff. */
let other: SignedInChain;
let upi: PaymentMethod;
beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'backlay-proofs-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir, ADMIN_HOSTS: ADMIN_HOST });
  c = await signedInChain(t.db);
  other = await signedInChain(t.db, { type: 'b2b' });
  t.app.sites.invalidate();
  const made = await get(c.tokens.whiteLabel, '/api/whiteLabel/setting/depositType', {
    method: 'POST',
    payload: { transactionCode: CODE, ...upiDeposit },
  });
  expect(made.statusCode, made.body).toBe(200);
  upi = made.json().docs as PaymentMethod;
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

function get(
  token: string | null,
  url: string,
  opts: { host?: string; method?: 'GET' | 'POST'; payload?: Record<string, unknown> } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host: opts.host ?? c.site.host };
  if (token) headers.authorization = `Bearer ${token}`;
  return t.app.inject({ method: opts.method ?? 'GET', url, headers, ...(opts.payload ? { payload: opts.payload } : {}) });
}

let utrSeq = 700_000_000;

/** A new player under the chain's branch, signed in, who sends a deposit with `proof` over HTTP. */
async function playerWithDeposit(proof: Buffer = PNG, type = 'image/png'): Promise<{ token: string; deposit: DepositRequest }> {
  const user = await newUser(t.db, { role: 'user', parent: c.branch });
  const token = await signIn(t.db, user);
  const form = new FormData();
  for (const [k, v] of Object.entries({ depositTypeId: upi._id, amount: '1000', utr: String(++utrSeq) })) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(proof)], { type }), 'receipt');
  const req = new Request('http://localhost/api/user/deposit', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/deposit',
    headers: { host: c.site.host, authorization: `Bearer ${token}`, 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { token, deposit: res.json().docs as DepositRequest };
}

const proofUrl = (role: string, depositId: string) => `/api/${role}/deposit/${depositId}/proof`;

function expectImage(res: LightMyRequestResponse, bytes: Buffer, mime: string): void {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe(mime);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(Number(res.headers['content-length'])).toBe(bytes.length);
  expect(res.rawPayload.equals(bytes)).toBe(true);
}

function expectNoImage(res: LightMyRequestResponse, status: number, label: string): void {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(status);
  expect(res.headers['content-type'] ?? '', label).not.toMatch(/^image\//);
  expect(res.headers['cache-control'] ?? '', label).not.toMatch(/public/);
}

describe('GET api/{role}/deposit/{id}/proof', () => {
  it('gives the proof to the player who sent it, with its bytes and type, never cached', async () => {
    const { token, deposit } = await playerWithDeposit();
    expectImage(await get(token, proofUrl('user', deposit._id)), PNG, 'image/png');
    const jpeg = await playerWithDeposit(JPEG, 'image/jpeg');
    expectImage(await get(jpeg.token, proofUrl('user', jpeg.deposit._id)), JPEG, 'image/jpeg');
  });

  it('gives it to every staff member above the player and to the administrator', async () => {
    const { deposit } = await playerWithDeposit();
    for (const role of ['branch', 'agent', 'master', 'superMaster', 'admin', 'whiteLabel'] as const) {
      expectImage(await get(c.tokens[role], proofUrl(role, deposit._id)), PNG, 'image/png');
    }
    const administrator = await get(c.tokens.administrator, proofUrl('administrator', deposit._id), { host: ADMIN_HOST });
    expectImage(administrator, PNG, 'image/png');
  });

  it('answers 401 to an anonymous caller', async () => {
    const { deposit } = await playerWithDeposit();
    expectNoImage(await get(null, proofUrl('user', deposit._id)), 401, 'anonymous');
    expectNoImage(await get(null, proofUrl('master', deposit._id)), 401, 'anonymous staff path');
  });

  it('answers another player of the same branch 404, as for a deposit that does not exist', async () => {
    const { deposit } = await playerWithDeposit();
    const { token: otherPlayer } = await playerWithDeposit();
    const res = await get(otherPlayer, proofUrl('user', deposit._id));
    expectNoImage(res, 404, 'another player');
    expect(res.json().message).toBe(MONEY_MESSAGES.proofNotFound);
    const missing = await get(otherPlayer, proofUrl('user', '00000000-0000-4000-8000-000000000000'));
    const { code, message } = res.json() as { code: string; message: string };
    expect([missing.statusCode, missing.json().code, missing.json().message]).toEqual([404, code, message]);
  });

  it('answers 404 to staff of the same site who are not above the player', async () => {
    const { deposit } = await playerWithDeposit();
    // A second agent and branch under the same master: same site, another line.
    const agent = await newUser(t.db, { role: 'agent', parent: c.master });
    const branch = await newUser(t.db, { role: 'branch', parent: agent });
    expectNoImage(await get(await signIn(t.db, agent), proofUrl('agent', deposit._id)), 404, 'sibling agent');
    expectNoImage(await get(await signIn(t.db, branch), proofUrl('branch', deposit._id)), 404, 'sibling branch');
  });

  it("answers another site's staff 404 on their own host and 401 on the player's", async () => {
    const { deposit } = await playerWithDeposit();
    for (const role of ['whiteLabel', 'admin', 'master', 'branch'] as const) {
      const own = await get(other.tokens[role], proofUrl(role, deposit._id), { host: other.site.host });
      expectNoImage(own, 404, `b2b ${role} on its own site`);
      const there = await get(other.tokens[role], proofUrl(role, deposit._id));
      expectNoImage(there, 401, `b2b ${role} on the player's site`);
    }
  });

  it('answers 404 for a deposit without a proof and for an id that is not one', async () => {
    const entry = await get(c.tokens.branch, '/api/branch/deposit', {
      method: 'POST',
      payload: { userId: (await newUser(t.db, { role: 'user', parent: c.branch })).id, amount: 500 },
    });
    expect(entry.statusCode, entry.body).toBe(200);
    expect(entry.json().docs.image).toBeNull();
    expectNoImage(await get(c.tokens.agent, proofUrl('agent', entry.json().docs._id)), 404, 'branch entry');
    for (const id of ['x', 'not-a-uuid', '1%27%20or%201%3D1']) {
      expectNoImage(await get(c.tokens.agent, proofUrl('agent', id)), 404, id);
    }
  });

  it('never serves a file outside the proof folder of the deposit, whatever its row says', async () => {
    const { token, deposit } = await playerWithDeposit();
    const { deposit: brandLike } = await playerWithDeposit();
    for (const path of [
      `/uploads/brand/${c.site.whiteLabel.id}/${deposit.image!.split('/').pop()}`,
      `/uploads/deposits/${other.site.whiteLabel.id}/${deposit.image!.split('/').pop()}`,
      `/uploads/deposits/${c.site.whiteLabel.id}/../../../../etc/passwd`,
      '/etc/passwd',
    ]) {
      await t.db.update(depositRequests).set({ imagePath: path }).where(eq(depositRequests.id, brandLike._id));
      expectNoImage(await get(c.tokens.agent, proofUrl('agent', brandLike._id)), 404, path);
    }
    // The untouched deposit is still served.
    expectImage(await get(token, proofUrl('user', deposit._id)), PNG, 'image/png');
  });

  it('refuses path tricks in the id with a 4xx', async () => {
    const { token, deposit } = await playerWithDeposit();
    for (const url of [
      `/api/user/deposit/..%2F..%2Fuploads%2Fdeposits/proof`,
      `/api/user/deposit/%2e%2e/proof`,
      `/api/user/deposit/${deposit._id}%2F..%2F..%2Fetc%2Fpasswd/proof`,
      `/api/user/deposit/${encodeURIComponent(deposit.image!)}/proof`,
    ]) {
      const res = await get(token, url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['content-type'] ?? '', url).not.toMatch(/^image\//);
    }
  });
});

describe('the old public paths', () => {
  it('no longer serve a proof at /uploads/deposits/..., to anyone', async () => {
    const { token, deposit } = await playerWithDeposit();
    expect(deposit.image).toMatch(new RegExp(`^/uploads/deposits/${c.site.whiteLabel.id}/[0-9a-f-]{36}\\.png$`));
    for (const [label, tk, host] of [
      ['anonymous', null, c.site.host],
      ['the player', token, c.site.host],
      ['the administrator', c.tokens.administrator, ADMIN_HOST],
    ] as const) {
      expectNoImage(await get(tk, deposit.image!, { host }), 404, label);
    }
  });

  it('no longer hand a proof out as a data URL through api/common/imageBaseUrl', async () => {
    const { token, deposit } = await playerWithDeposit();
    const q = (imageUrl: string) => `/api/common/imageBaseUrl?imageUrl=${encodeURIComponent(imageUrl)}`;
    for (const [label, tk] of [
      ['anonymous', null],
      ['the player', token],
      ['the white label', c.tokens.whiteLabel],
    ] as const) {
      const res = await get(tk, q(deposit.image!));
      expect(res.statusCode, label).toBe(404);
      expect(res.body, label).not.toContain('data:image');
      const absolute = await get(tk, q(`http://${c.site.host}${deposit.image!}`));
      expect(absolute.statusCode, label).toBe(404);
    }
  });

  it('refuses traversal towards a proof at /uploads/ with a 4xx', async () => {
    const { deposit } = await playerWithDeposit();
    const name = deposit.image!.split('/').pop()!;
    const wl = c.site.whiteLabel.id;
    for (const url of [
      `/uploads/brand/${wl}/../../deposits/${wl}/${name}`,
      `/uploads/brand/${wl}/..%2F..%2Fdeposits%2F${wl}%2F${name}`,
      `/uploads/brand/%2e%2e/deposits/${wl}/${name}`,
      `/uploads/brand/${wl}%2F..%2F..%2Fdeposits/${wl}/${name}`,
    ]) {
      const res = await get(null, url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['content-type'] ?? '', url).not.toMatch(/^image\//);
    }
  });
});
