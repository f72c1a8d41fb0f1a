import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { GATEWAY_MESSAGES, GATEWAY_SIGNATURE_HEADER, MESSAGES, MONEY_MESSAGES, type PaymentMethod } from '@backlay/contract';
import { eq, sql } from 'drizzle-orm';
import { appConfig, paymentMethods } from '../../src/db/schema/index.js';
import type { UserRow } from '../../src/lib/context.js';
import { checkLedger } from '../../src/modules/ledger/index.js';
import { sign } from '../../src/modules/payment-gateway/index.js';
import { PLATFORM_SECRETS, platformSecret } from '../../src/modules/tenancy/platform-secrets.js';
import { newUser } from '../factories.js';
import { recordLive } from '../betting/betting-helpers.js';
import { CODE, fundChain, signIn, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { fetchOnHost } from '../http-on-host.js';
import { call, countRows, newMethod, wallet } from '../money/money-helpers.js';

/**
 * The IPAY/XPAY round trip over real HTTP (app.listen on port 0): the deposit call makes the
 * order, the sandbox's hosted page is fetched and its Pay (or Fail) posted, and the sandbox's
 * server sends the signed webhook to our webhook route, which alone credits.
 */

let t: TestApp;
let c: SignedInChain;
let base: string;
let ipay: PaymentMethod;
let xpay: PaymentMethod;
/** The sandbox's signing key: made by the platform at first start and kept in the database. */
let SECRET: string;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX: 'true' });
  SECRET = await platformSecret(t.db, PLATFORM_SECRETS.sandboxGateway);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  c = await signedInChain(t.db);
  await fundChain(t.app, c, 100_000);
  ipay = await newMethod(t, c, 'depositType', { paymentType: 'IPAY', paymentName: 'iPay', minAmount: 100, maxAmount: 50_000 });
  xpay = await newMethod(t, c, 'depositType', { paymentType: 'XPAY', paymentName: 'xPay', minAmount: 100, maxAmount: 50_000 });
});
afterAll(async () => t.close());

async function newPlayer(): Promise<{ user: UserRow; token: string }> {
  const user = await newUser(t.db, { role: 'user', parent: c.branch });
  return { user, token: await signIn(t.db, user) };
}

/** POST api/user/deposit/{iPay|xPay} over HTTP on the chain's site. */
async function startDeposit(token: string, kind: 'iPay' | 'xPay', body: Record<string, unknown>) {
  const res = await fetchOnHost(`${base}/api/user/deposit/${kind}`, c.site.host, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer's shape is what the test checks
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

/** The hosted page as the player's browser opens it (same path and query, on our listener). */
function onListener(redirectUrl: string): string {
  const u = new URL(redirectUrl);
  return `${base}${u.pathname}${u.search}`;
}

/** Reads the checkout form's hidden fields and posts the player's choice, as a browser would. */
async function choose(redirectUrl: string, outcome: 'paid' | 'failed') {
  const page = await fetchOnHost(onListener(redirectUrl), c.site.host);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) form.set(m[1]!, m[2]!.replace(/&amp;/g, '&'));
  form.set('outcome', outcome);
  const res = await fetchOnHost(onListener(redirectUrl), c.site.host, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  return { status: res.status, html: await res.text(), checkout: html };
}

async function depositRow(id: string) {
  const r = (await t.db.execute(
    sql`select status, approved_amount::text as approved, journal_entry_id, remarks from deposit_requests where id = ${id}::uuid`,
  )) as unknown as {
    rows: { status: string; approved: string | null; journal_entry_id: string | null; remarks: string }[];
  };
  return r.rows[0]!;
}

/** Sends a webhook of our own making straight to the route. */
function webhook(body: unknown, signature: string | null) {
  const raw = JSON.stringify(body);
  return fetchOnHost(`${base}/api/payment-gateway/webhook/sandbox`, c.site.host, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { [GATEWAY_SIGNATURE_HEADER]: signature }) },
    body: raw,
  });
}

describe('IPAY round trip over HTTP', () => {
  it('makes a pending request and an order; the hosted page shows the amount; Pay credits once through the webhook', async () => {
    const p = await newPlayer();
    const before = await wallet(t, p.user.id);
    const wlBefore = await wallet(t, c.whiteLabel.id);
    const started = await startDeposit(p.token, 'iPay', {
      depositTypeId: ipay._id,
      amount: 1500,
      redirectUrl: 'http://example.test/transaction',
    });
    expect(started.status).toBe(200);
    const docs = started.json.docs;
    expect(docs.deposit).toMatchObject({ status: 'pending', type: 'IPAY', amount: 1500, utr: null, image: null });
    expect(docs.iPayRedirectUrl).toBe(docs.redirectUrl);
    expect(new URL(docs.iPayRedirectUrl).pathname).toBe(`/sandbox-gateway/pay/${docs.deposit._id}`);
    // Nothing is credited by asking.
    expect((await wallet(t, p.user.id)).balance).toBe(before.balance);

    const sent = recordLive(t.app.ctx);
    const paid = await choose(docs.iPayRedirectUrl, 'paid');
    expect(paid.checkout).toContain('₹1,500.00');
    expect(paid.checkout).toMatch(/>Pay</);
    expect(paid.checkout).toMatch(/>Fail</);
    expect(paid.status).toBe(200);
    expect(paid.html).toContain('Payment successful');
    expect(paid.html).toContain('http://example.test/transaction');

    expect((await wallet(t, p.user.id)).balance).toBe(before.balance + 150_000n);
    expect((await wallet(t, c.whiteLabel.id)).balance).toBe(wlBefore.balance - 150_000n);
    const row = await depositRow(docs.deposit._id);
    expect(row).toMatchObject({ status: 'approved', approved: '150000' });
    expect(row.journal_entry_id).not.toBeNull();
    expect(row.remarks).toMatch(/^Paid at the payment gateway \(sandbox ref SBX[0-9A-F]{12}\)$/);
    // The player hears the decision and its new points, as for a staff decision.
    expect(sent.find((m) => m.event === 'getDepositStatusChanged')?.payload).toMatchObject({
      _id: docs.deposit._id,
      status: 'approved',
      amount: 1500,
    });
    expect(sent.some((m) => m.event === 'getPtsUpdates' && m.to === `user:${p.user.id}`)).toBe(true);

    // The player's list shows it approved.
    const list = await call(t, p.token, 'GET', '/api/user/deposit?page=1&limit=5', undefined, { host: c.site.host });
    expect(list.json().docs[0]).toMatchObject({ _id: docs.deposit._id, status: 'approved' });

    // Pay again (a repeated webhook): nothing more moves.
    const entries = await countRows(t, 'journal_entries');
    const again = await choose(docs.iPayRedirectUrl, 'paid');
    expect(again.status).toBe(200);
    expect(await countRows(t, 'journal_entries')).toBe(entries);
    expect((await wallet(t, p.user.id)).balance).toBe(before.balance + 150_000n);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('XPAY answers the order key and its page; Fail rejects the request and credits nothing', async () => {
    const p = await newPlayer();
    const before = await wallet(t, p.user.id);
    const started = await startDeposit(p.token, 'xPay', { depositTypeId: xpay._id, amount: '700' });
    expect(started.status).toBe(200);
    const docs = started.json.docs;
    expect(docs.xPayRkey).toBe(docs.deposit._id);
    expect(docs.deposit.type).toBe('XPAY');
    const entries = await countRows(t, 'journal_entries');
    const failed = await choose(docs.redirectUrl, 'failed');
    expect(failed.status).toBe(200);
    expect(failed.html).toContain('Payment failed');
    expect(await depositRow(docs.deposit._id)).toMatchObject({ status: 'rejected', approved: null, journal_entry_id: null });
    expect(await countRows(t, 'journal_entries')).toBe(entries);
    expect((await wallet(t, p.user.id)).balance).toBe(before.balance);
    // A later Pay on the same order changes nothing either (the request is decided).
    await choose(docs.redirectUrl, 'paid');
    expect(await depositRow(docs.deposit._id)).toMatchObject({ status: 'rejected' });
    expect((await wallet(t, p.user.id)).balance).toBe(before.balance);
    // The player may ask again: the rejected request no longer blocks.
    expect((await startDeposit(p.token, 'xPay', { depositTypeId: xpay._id, amount: '700' })).status).toBe(200);
  });
});

describe('the webhook route', () => {
  async function pendingOrder(amount = 2000) {
    const p = await newPlayer();
    const started = await startDeposit(p.token, 'iPay', { depositTypeId: ipay._id, amount });
    expect(started.status).toBe(200);
    return { ...p, id: started.json.docs.deposit._id as string };
  }

  it('refuses a bad, missing or wrongly keyed signature with 401 and changes nothing', async () => {
    const o = await pendingOrder();
    const body = { orderId: o.id, status: 'paid', amount: 200_000, gatewayRef: 'X1' };
    const entries = await countRows(t, 'journal_entries');
    for (const signature of [null, 'sha256=00', sign('another-secret-0123456789', JSON.stringify(body)), 'garbage']) {
      const res = await webhook(body, signature);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe(GATEWAY_MESSAGES.badSignature);
    }
    // Signed over a different body than the one sent.
    const res = await webhook(body, sign(SECRET, JSON.stringify({ ...body, amount: 1 })));
    expect(res.status).toBe(401);
    expect(await depositRow(o.id)).toMatchObject({ status: 'pending' });
    expect(await countRows(t, 'journal_entries')).toBe(entries);
  });

  it('refuses an amount that is not the order’s, an unknown order and a malformed body', async () => {
    const o = await pendingOrder();
    const wrong = { orderId: o.id, status: 'paid', amount: 200_001, gatewayRef: 'X2' };
    const res = await webhook(wrong, sign(SECRET, JSON.stringify(wrong)));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(GATEWAY_MESSAGES.amountMismatch);
    expect(await depositRow(o.id)).toMatchObject({ status: 'pending' });

    const unknown = { orderId: '00000000-0000-4000-8000-000000000000', status: 'paid', amount: 100, gatewayRef: 'X3' };
    expect((await webhook(unknown, sign(SECRET, JSON.stringify(unknown)))).status).toBe(404);
    const bad = { orderId: o.id, status: 'maybe' };
    expect((await webhook(bad, sign(SECRET, JSON.stringify(bad)))).status).toBe(400);
  });

  it('credits once when the same webhook arrives many times at once', async () => {
    const o = await pendingOrder(3000);
    const before = await wallet(t, o.user.id);
    const body = { orderId: o.id, status: 'paid', amount: 300_000, gatewayRef: 'X4' };
    const results = await Promise.all(Array.from({ length: 8 }, () => webhook(body, sign(SECRET, JSON.stringify(body)))));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect((await wallet(t, o.user.id)).balance).toBe(before.balance + 300_000n);
    const r = (await t.db.execute(
      sql`select count(*)::int as n from journal_entries where idempotency_key = ${`deposit:${o.id}`}`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(r.rows[0]!.n).toBe(1);
  });

  it('lands during maintenance: a player who paid is credited while the site is closed', async () => {
    const o = await pendingOrder(2500);
    const before = await wallet(t, o.user.id);
    await t.db.update(appConfig).set({ isMaintenance: true });
    t.app.sites.invalidate();
    try {
      // The site itself is closed to the player...
      const closed = await startDeposit(o.token, 'iPay', { depositTypeId: ipay._id, amount: 500 });
      expect(closed.json.message).toBe(MESSAGES.websiteUnderMaintenance);
      // ...but the gateway's webhook is heard, and credits.
      const bad = { orderId: o.id, status: 'paid', amount: 250_000, gatewayRef: 'XM' };
      expect((await webhook(bad, 'sha256=00')).status).toBe(401);
      const res = await webhook(bad, sign(SECRET, JSON.stringify(bad)));
      expect(res.status).toBe(200);
      expect(await depositRow(o.id)).toMatchObject({ status: 'approved', approved: '250000' });
      expect((await wallet(t, o.user.id)).balance).toBe(before.balance + 250_000n);
    } finally {
      await t.db.update(appConfig).set({ isMaintenance: false });
      t.app.sites.invalidate();
    }
  });

  it('never credits a request that staff already rejected', async () => {
    const o = await pendingOrder();
    const decided = await call(t, c.tokens.master, 'PATCH', '/api/master/deposit', {
      depositId: o.id,
      action: 'reject',
      remarks: 'no payment',
      transactionCode: '24681012',
    });
    expect(decided.statusCode).toBe(200);
    const body = { orderId: o.id, status: 'paid', amount: 200_000, gatewayRef: 'X5' };
    const before = await wallet(t, o.user.id);
    const res = await webhook(body, sign(SECRET, JSON.stringify(body)));
    expect(res.status).toBe(200);
    expect(await depositRow(o.id)).toMatchObject({ status: 'rejected' });
    expect((await wallet(t, o.user.id)).balance).toBe(before.balance);
  });
});

describe('POST api/user/deposit/iPay rules', () => {
  it('one open request at a time, the method’s range, gateway methods only, demo refused', async () => {
    const p = await newPlayer();
    expect((await startDeposit(p.token, 'iPay', { depositTypeId: ipay._id, amount: 50 })).json.message).toBe(
      MONEY_MESSAGES.amountOutOfMethodRange,
    );
    expect((await startDeposit(p.token, 'iPay', { depositTypeId: ipay._id })).json.message).toBe(MONEY_MESSAGES.enterAmountFirst);
    // A player deposits whole rupees (docs/product.md §5 'digits only').
    expect((await startDeposit(p.token, 'iPay', { depositTypeId: ipay._id, amount: 500.5 })).json.message).toBe(
      MONEY_MESSAGES.enterAmountFirst,
    );
    // An XPAY method through the iPay call is refused.
    expect((await startDeposit(p.token, 'iPay', { depositTypeId: xpay._id, amount: 500 })).json.message).toBe(
      GATEWAY_MESSAGES.notGatewayMethod,
    );
    expect((await startDeposit(p.token, 'iPay', { depositTypeId: ipay._id, amount: 500 })).status).toBe(200);
    const second = await startDeposit(p.token, 'iPay', { depositTypeId: ipay._id, amount: 500 });
    expect(second.status).toBe(409);
    expect(second.json.message).toBe(MONEY_MESSAGES.alreadyHaveRequest);

    const demo = await newUser(t.db, { role: 'user', parent: c.branch, extra: { demo: true } });
    const refused = await startDeposit(await signIn(t.db, demo), 'iPay', { depositTypeId: ipay._id, amount: 500 });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(MONEY_MESSAGES.demoMoney);
  });
});

describe('the sandbox page and the paying float', () => {
  it('refuses a page link whose amount was changed', async () => {
    const p = await newPlayer();
    const started = await startDeposit(p.token, 'iPay', { depositTypeId: ipay._id, amount: 900 });
    const tampered = new URL(started.json.docs.redirectUrl);
    tampered.searchParams.set('amount', '100');
    const res = await fetchOnHost(onListener(tampered.toString()), c.site.host);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Invalid payment link');
  });

  it('leaves a paid request processing for staff when the white label cannot fund it', async () => {
    const poor = await signedInChain(t.db); // nobody funded: the white label holds 0 points
    const method = await newMethod(t, poor, 'depositType', { paymentType: 'IPAY', paymentName: 'iPay', minAmount: 100, maxAmount: 5000 });
    const started = await fetchOnHost(`${base}/api/user/deposit/iPay`, poor.site.host, {
      method: 'POST',
      headers: { authorization: `Bearer ${poor.tokens.user}`, 'content-type': 'application/json' },
      body: JSON.stringify({ depositTypeId: method._id, amount: 1000 }),
    });
    expect(started.status).toBe(200);
    const docs = ((await started.json()) as { docs: { redirectUrl: string; deposit: { _id: string } } }).docs;
    const entries = await countRows(t, 'journal_entries');
    const paid = await choose(docs.redirectUrl, 'paid');
    expect(paid.status).toBe(200);
    const row = await depositRow(docs.deposit._id);
    expect(row).toMatchObject({ status: 'processing', approved: null, journal_entry_id: null });
    expect(row.remarks).toContain(GATEWAY_MESSAGES.floatShort);
    expect(await countRows(t, 'journal_entries')).toBe(entries);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('without a gateway (PAYMENT_SANDBOX=false, no provider)', () => {
  it("answers 'Request Failed | Please Try Again', leaves no request, and serves no sandbox page", async () => {
    const off = await createTestApp({ PAYMENT_SANDBOX: 'false' });
    try {
      const chain = await signedInChain(off.db);
      const fields = { paymentType: 'IPAY', paymentName: 'iPay', minAmount: 100, maxAmount: 5000 };
      // Staff cannot enable a gateway type that no gateway serves...
      const refused = await call(off, chain.tokens.whiteLabel, 'POST', '/api/whiteLabel/setting/depositType', {
        transactionCode: CODE,
        ...fields,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(MONEY_MESSAGES.gatewayNotConfigured);
      // ...an inactive one is kept, and one enabled before the gateway went away still pays nothing.
      const method = await newMethod(off, chain, 'depositType', { ...fields, active: false });
      await off.db.update(paymentMethods).set({ active: true }).where(eq(paymentMethods.id, method._id));
      const res = await call(off, chain.tokens.user, 'POST', '/api/user/deposit/iPay', { depositTypeId: method._id, amount: 500 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(GATEWAY_MESSAGES.requestFailed);
      expect(await countRows(off, 'deposit_requests')).toBe(0);
      expect((await off.app.inject({ method: 'GET', url: '/sandbox-gateway/pay/x?amount=1&type=IPAY&sig=x' })).statusCode).not.toBe(200);
      expect((await off.app.inject({ method: 'POST', url: '/api/payment-gateway/webhook/sandbox', payload: {} })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
