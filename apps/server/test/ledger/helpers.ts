import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client.js';
import { sessions, users } from '../../src/db/schema/index.js';
import type { UserRow } from '../../src/lib/context.js';
import { hashSecret } from '../../src/lib/password-hash.js';
import { hashToken, newSessionToken } from '../../src/modules/auth/session-token.js';
import { issuanceAccountId, walletSummary } from '../../src/modules/ledger/index.js';
import { newChain } from '../factories.js';

/** Helpers of the ledger and profile tests (these tests are about points, not the login call). */

/** Transaction codes are issued as 8 digits (TRANSACTION_CODE_LENGTH). */
export const CODE = '24681012';

/** A signed-in session, stored the way the request-context plugin reads it. */
export async function signIn(db: Db, user: UserRow, opts: { twoFactorPending?: boolean } = {}): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashToken(token),
    twoFactorPending: opts.twoFactorPending ?? false,
    expiresAt: new Date(Date.now() + 24 * 3_600_000),
  });
  return token;
}

export async function setTransactionCode(db: Db, user: UserRow, code: string | null): Promise<void> {
  await db
    .update(users)
    .set({ transactionCodeHash: code === null ? null : await hashSecret(code) })
    .where(eq(users.id, user.id));
}

const STAFF = ['administrator', 'whiteLabel', 'admin', 'superMaster', 'master', 'agent', 'branch'] as const;
export type StaffKey = (typeof STAFF)[number];
export type ChainKey = StaffKey | 'user';

/** A whole chain with a session for each account and a transaction code for each staff member. */
export async function signedInChain(db: Db, opts: { type?: 'b2b' | 'b2c' } = {}) {
  const chain = await newChain(db, opts);
  const tokens = {} as Record<ChainKey, string>;
  for (const key of [...STAFF, 'user'] as const) tokens[key] = await signIn(db, chain[key]);
  await Promise.all(STAFF.map((key) => setTransactionCode(db, chain[key], CODE)));
  return { ...chain, tokens };
}
export type SignedInChain = Awaited<ReturnType<typeof signedInChain>>;

export interface TransferBody {
  userId?: string;
  amount?: unknown;
  action?: string;
  remarks?: string;
  transactionCode?: unknown;
}

/** PATCH api/{role}/user/pts as JSON (or form, with `form: true`). */
export function transfer(
  app: FastifyInstance,
  token: string | null,
  role: string,
  body: TransferBody,
  opts: { host?: string; form?: boolean; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (token) headers.authorization = `Bearer ${token}`;
  if (opts.host) headers.host = opts.host;
  if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(body)) if (v !== undefined) form.set(k, String(v));
    return app.inject({ method: 'PATCH', url: `/api/${role}/user/pts`, headers, payload: form.toString() });
  }
  return app.inject({ method: 'PATCH', url: `/api/${role}/user/pts`, headers, payload: body as Record<string, unknown> });
}

/** A valid body, to be overridden field by field. */
export function body(userId: string, amount: unknown, action: 'add' | 'subtract' = 'add', extra: TransferBody = {}): TransferBody {
  return { userId, amount, action, remarks: 'test transfer', transactionCode: CODE, ...extra };
}

export async function balanceOf(db: Db, user: UserRow): Promise<bigint> {
  return (await walletSummary(db, user.id)).balance;
}

export async function issuanceBalance(db: Db): Promise<bigint> {
  const id = await issuanceAccountId(db);
  const r = await db.execute(sql`select balance::text as b from balances where account_id = ${id}::uuid`);
  return BigInt((r as unknown as { rows: { b: string }[] }).rows[0]!.b);
}

/** Row counts and the sum of all balances: a refused or failed call must leave these as they were. */
export async function ledgerState(
  db: Db,
): Promise<{ entries: number; postings: number; audit: number; balanceSum: bigint; balances: string }> {
  const r = await db.execute(sql`
    select
      (select count(*) from journal_entries)::int as entries,
      (select count(*) from postings)::int as postings,
      (select count(*) from audit_log)::int as audit,
      (select coalesce(sum(balance), 0) from balances)::text as balance_sum,
      (select string_agg(account_id::text || '=' || balance::text || '/' || version::text, ',' order by account_id) from balances) as balances`);
  const row = (
    r as unknown as { rows: { entries: number; postings: number; audit: number; balance_sum: string; balances: string | null }[] }
  ).rows[0]!;
  return {
    entries: Number(row.entries),
    postings: Number(row.postings),
    audit: Number(row.audit),
    balanceSum: BigInt(row.balance_sum),
    balances: row.balances ?? '',
  };
}

/** Funds `to` (a direct downline of `from`) through the API; fails the test when refused. */
export async function fund(app: FastifyInstance, chain: SignedInChain, from: StaffKey, to: ChainKey, rupees: number): Promise<void> {
  const res = await transfer(app, chain.tokens[from], from, body(chain[to].id, rupees));
  if (res.statusCode !== 200) throw new Error(`funding ${from} -> ${to} failed: ${res.statusCode} ${res.body}`);
}

/** Credits the whole chain top-down so each account keeps `keep` rupees. */
export async function fundChain(app: FastifyInstance, chain: SignedInChain, keep: number): Promise<void> {
  const order: ChainKey[] = ['whiteLabel', 'admin', 'superMaster', 'master', 'agent', 'branch', 'user'];
  for (let i = 0; i < order.length; i++) {
    const below = order.length - i; // this account and every one under it keeps `keep`
    const from: StaffKey = i === 0 ? 'administrator' : (order[i - 1] as StaffKey);
    await fund(app, chain, from, order[i]!, keep * below);
  }
}
