import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { PaymentMethod } from '@backlay/contract';
import { users } from '../../src/db/schema/index.js';
import type { UserRow } from '../../src/lib/context.js';
import { requestDeposit } from '../../src/modules/money/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newUser } from '../factories.js';
import { CODE, fundChain, signIn, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { encodePng, jpegHeader, webpHeader } from './test-images.js';

/** Helpers of the money tests: an app with its own upload folder, calls, and small readers. */

export interface MoneyTestApp extends TestApp {
  uploadDir: string;
}

export async function createMoneyTestApp(): Promise<MoneyTestApp> {
  const uploadDir = await mkdtemp(join(tmpdir(), 'backlay-money-'));
  const t = await createTestApp({ UPLOAD_DIR: uploadDir });
  return {
    ...t,
    uploadDir,
    close: async () => {
      await t.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/** A new player under the chain's branch, signed in; `demo` and `referredBy` set on the row. */
export async function newPlayer(
  t: TestApp,
  c: SignedInChain,
  opts: { referredBy?: string; demo?: boolean } = {},
): Promise<{ user: UserRow; token: string }> {
  const user = await newUser(t.db, { role: 'user', parent: c.branch });
  if (opts.referredBy || opts.demo) {
    await t.db
      .update(users)
      .set({ ...(opts.referredBy ? { referredBy: opts.referredBy } : {}), ...(opts.demo ? { demo: true } : {}) })
      .where(eq(users.id, user.id));
  }
  return { user, token: await signIn(t.db, user) };
}

/** Every file under the upload folder (relative paths). */
export async function uploadedFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

export async function call(
  t: TestApp,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  opts: { form?: boolean; host?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (opts.host) headers.host = opts.host;
  if (payload && opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(payload)) if (v !== undefined) form.set(k, String(v));
    return t.app.inject({ method, url, headers, payload: form.toString() });
  }
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** A method of the chain's white label, made through the API by its white-label account. */
export async function newMethod(
  t: TestApp,
  c: SignedInChain,
  kind: 'depositType' | 'paymentMethodType',
  fields: Record<string, unknown>,
): Promise<PaymentMethod> {
  const res = await call(t, c.tokens.whiteLabel, 'POST', `/api/whiteLabel/setting/${kind}`, { transactionCode: CODE, ...fields });
  if (res.statusCode !== 200) throw new Error(`method not created: ${res.statusCode} ${res.body}`);
  return res.json().docs as PaymentMethod;
}

export const upiDeposit = { paymentType: 'UPI', paymentName: 'GPay', minAmount: 100, maxAmount: 50_000, upiId: 'pay@okbank' };
export const bankWithdraw = {
  paymentType: 'IMPS',
  paymentName: 'Bank Transfer',
  minAmount: 500,
  maxAmount: 100_000,
  customFields: [
    { label: 'Account Number', type: 'text' },
    { label: 'IFSC Code', type: 'text' },
  ],
};
export const bankDetails = [
  { label: 'Account Number', value: '123456789012' },
  { label: 'IFSC Code', value: 'SBIN0000001' },
];

/** The payment methods a money test can ask its setup for, by the name the tests give them. */
const SETUP_METHODS = {
  /** A UPI deposit type (upiDeposit). */
  upi: ['depositType', upiDeposit],
  /** An IMPS withdraw type with account-number and IFSC fields (bankWithdraw). */
  bank: ['paymentMethodType', bankWithdraw],
} as const;

/**
 * A signed-in chain on a new site of the app, whose every account keeps `fundRupees` (not funded
 * when absent), with the white label's payment `methods` made in the order given. A test asks
 * only for what it reads, so that its data (the methods a player lists, the points in play)
 * stays what its assertions expect.
 */
export async function moneyChain<M extends keyof typeof SETUP_METHODS = never>(
  t: TestApp,
  opts: { fundRupees?: number; methods?: readonly M[] },
): Promise<{ c: SignedInChain } & Record<M, PaymentMethod>> {
  const c = await signedInChain(t.db);
  if (opts.fundRupees !== undefined) await fundChain(t.app, c, opts.fundRupees);
  const methods = {} as Record<M, PaymentMethod>;
  for (const name of opts.methods ?? []) {
    const [kind, fields] = SETUP_METHODS[name];
    methods[name] = await newMethod(t, c, kind, fields);
  }
  return { c, ...methods };
}

/** The world a money or bonus test file starts from: its own app (and upload folder) and a moneyChain on it. */
export async function moneySetup<M extends keyof typeof SETUP_METHODS = never>(opts: {
  fundRupees?: number;
  methods?: readonly M[];
}): Promise<{ t: MoneyTestApp; c: SignedInChain } & Record<M, PaymentMethod>> {
  const t = await createMoneyTestApp();
  return { t, ...(await moneyChain(t, opts)) };
}

/** The rows of a raw query (drizzle's execute answers with the driver's result). */
export async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A wallet's balance, exposure and hold, paise. */
export async function wallet(t: TestApp, userId: string): Promise<{ balance: bigint; held: bigint; exposure: bigint }> {
  const [r] = await rows<{ balance: string; held: string; exposure: string }>(
    t,
    sql`select b.balance::text as balance, b.held::text as held, b.exposure::text as exposure
        from accounts a join balances b on b.account_id = a.id where a.kind = 'wallet' and a.user_id = ${userId}::uuid`,
  );
  return { balance: BigInt(r!.balance), held: BigInt(r!.held), exposure: BigInt(r!.exposure) };
}

/** The hold must be exactly the open withdrawals: sum per wallet, over every wallet. */
export async function holdsMatchOpenWithdrawals(t: TestApp): Promise<boolean> {
  const bad = await rows<{ n: number }>(
    t,
    sql`select count(*)::int as n from accounts a join balances b on b.account_id = a.id
        left join (select user_id, sum(amount) as open from withdraw_requests where status in ('pending', 'processing') group by user_id) w
          on w.user_id = a.user_id
        where a.kind = 'wallet' and b.held <> coalesce(w.open, 0)`,
  );
  return Number(bad[0]!.n) === 0;
}

export async function countRows(
  t: TestApp,
  table: 'deposit_requests' | 'withdraw_requests' | 'journal_entries' | 'withdraw_accounts',
): Promise<number> {
  const [r] = await rows<{ n: number }>(t, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number(r!.n);
}

/**
 * Proofs of each type: a real (blank) PNG, and a JPEG and a WebP whose headers are complete up
 * to their dimensions (the server reads no further before storing them).
 */
export const PNG = encodePng(64, 48, new Uint8Array(64 * 48).fill(255));
export const JPEG = jpegHeader(1080, 2340);
export const WEBP = webpHeader('VP8 ', 800, 600);

/** A deposit of the player requested through the service and approved by the agent over HTTP. */
export async function approvedDeposit(
  t: MoneyTestApp,
  c: SignedInChain,
  method: PaymentMethod,
  user: Parameters<typeof requestDeposit>[2],
  amount: string,
): Promise<void> {
  const answer = await requestDeposit(
    t.app.ctx,
    { storage: t.app.proofStorage, receipts: t.app.receiptReader },
    user,
    { depositTypeId: method._id, amount, utr: String(Date.now()).slice(-12) },
    { bytes: PNG },
  );
  const res = await call(t, c.tokens.agent, 'PATCH', '/api/agent/deposit', {
    depositId: answer.deposit._id,
    action: 'approve',
    remarks: 'received',
    transactionCode: CODE,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A new withdrawal account of the player (bankDetails, on `method`), over HTTP; its id. */
export async function newBankAccount(t: TestApp, token: string, method: PaymentMethod): Promise<string> {
  const made = await call(t, token, 'POST', '/api/user/account', {
    paymentMethodTypeId: method._id,
    name: 'Asha Rao',
    accountDetails: bankDetails,
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().docs._id as string;
}

/** A withdrawal to a new bank account of the player, requested and approved over HTTP. */
export async function approvedWithdrawal(
  t: MoneyTestApp,
  c: SignedInChain,
  method: PaymentMethod,
  token: string,
  amount: number,
): Promise<void> {
  const accountId = await newBankAccount(t, token, method);
  const req = await call(t, token, 'POST', '/api/user/withdraw', { amount, accountId });
  expect(req.statusCode, req.body).toBe(200);
  const res = await call(t, c.tokens.agent, 'PATCH', '/api/agent/withdraw', {
    withdrawId: req.json().docs._id,
    action: 'approve',
    amount,
    remarks: 'paid',
    transactionCode: CODE,
  });
  expect(res.statusCode, res.body).toBe(200);
}
