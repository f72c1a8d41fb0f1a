import { eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { markets } from '../../src/db/schema/sports.js';
import { users } from '../../src/db/schema/index.js';
import type { UserRow } from '../../src/lib/context.js';
import type { Db } from '../../src/db/client.js';
import { checkLedger, issuanceAccountId } from '../../src/modules/ledger/index.js';
import { newUser } from '../factories.js';
import { CODE, signedInChain, signIn, type SignedInChain } from '../ledger/helpers.js';
import type { TestApp } from '../test-app.js';
import { credit, openMarket, order, placeBet, type OpenMarket } from '../betting/betting-helpers.js';

/** Helpers of the settlement tests: partnerships, players with bets, calls, and ledger snapshots. */

/** Partnerships used by the tests (basis points): 20% + 10% + 30%, the house keeps 40%. */
export const SHARES = { whiteLabel: 2_000, admin: 1_000, master: 3_000 } as const;

export async function setPartnerships(
  t: TestApp,
  c: SignedInChain,
  shares: Partial<Record<'whiteLabel' | 'admin' | 'master' | 'agent', number>>,
): Promise<void> {
  for (const [key, bps] of Object.entries(shares)) {
    await t.db
      .update(users)
      .set({ partnershipBps: bps })
      .where(eq(users.id, c[key as 'whiteLabel'].id));
  }
}

/** A signed-in chain with SHARES set, its uplines holding points to pay their shares of players' wins. */
export async function settlementChain(t: TestApp): Promise<SignedInChain> {
  const c = await signedInChain(t.db);
  await setPartnerships(t, c, SHARES);
  for (const key of ['whiteLabel', 'admin', 'master'] as const) await credit(t, c[key], 10_000_00);
  return c;
}

/** The ledger check passes (its whole report in the failure message otherwise). */
export async function expectLedgerSound(db: Db): Promise<void> {
  const report = await checkLedger(db);
  expect(
    report,
    JSON.stringify(report, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
  ).toMatchObject({ ok: true });
}

/** A fresh funded player under the chain's branch, signed in. */
export async function newPlayer(t: TestApp, c: SignedInChain, opts: { paise?: number; commissionBps?: number } = {}) {
  const user = await newUser(t.db, { role: 'user', parent: c.branch, extra: { commissionBps: opts.commissionBps ?? 0 } });
  await credit(t, user, opts.paise ?? 1_000_00);
  return { user, token: await signIn(t.db, user) };
}

/**
 * A betfair market where one new player backs the winner-to-be, runner 0 (+85.00), and one
 * backs runner 1 (-100.00); with the accounts of both and of the chain's staff before.
 */
export async function winnerAndLoser(t: TestApp, c: SignedInChain) {
  const m = await openMarket(t, { type: 'betfair' });
  const winner = await newPlayer(t, c);
  const loser = await newPlayer(t, c);
  await bet(t, winner.token, m, { odd: 1.85, stake: 100 });
  await bet(t, loser.token, m, { runner: 1, odd: 2.05, stake: 100 });
  const people = [winner.user, loser.user, c.whiteLabel, c.admin, c.master];
  return { m, winner, loser, people, before: await accountsOf(t, people) };
}

/** Places a bet through the real call; fails the test when refused. */
export async function bet(t: TestApp, token: string, m: OpenMarket, opts: Parameters<typeof order>[1]): Promise<string> {
  const res = await placeBet(t, token, { ...order(m, opts) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { docs: { _id: string } }).docs._id;
}

/** POST api/{role}/market/result with the chain's transaction code (CODE) unless the body sends its own. */
export function declare(t: TestApp, token: string, role: string, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/${role}/market/result`,
    headers: { authorization: `Bearer ${token}` },
    payload: { transactionCode: CODE, ...body },
  });
}

/** DELETE api/{role}/market/result?marketId= with the transaction code in the JSON body (CODE unless given). */
export function rollback(
  t: TestApp,
  token: string,
  role: string,
  marketId: string,
  transactionCode: unknown = CODE,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/${role}/market/result?marketId=${encodeURIComponent(marketId)}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { transactionCode },
  });
}

/** Declares (or rolls back) as the administrator and waits until the job has nothing left. */
export async function declareAndSettle(t: TestApp, c: SignedInChain, body: Record<string, unknown>): Promise<void> {
  // Each step a second later, so the audit trail reads in order.
  t.clock.advance(1_000);
  const res = await declare(t, c.tokens.administrator, 'administrator', body);
  expect(res.statusCode, res.body).toBe(200);
  await t.app.settlement.drain();
}

export async function rollbackAndReverse(t: TestApp, c: SignedInChain, marketId: string): Promise<void> {
  t.clock.advance(1_000);
  const res = await rollback(t, c.tokens.administrator, 'administrator', marketId);
  expect(res.statusCode, res.body).toBe(200);
  await t.app.settlement.drain();
}

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Balance and exposure (paise) of each user's wallet, and of the house (the issuance account). */
export async function accountsOf(t: TestApp, people: readonly UserRow[]): Promise<Record<string, { balance: number; exposure: number }>> {
  const house = await issuanceAccountId(t.db);
  const found = await rows<{ key: string; balance: string; exposure: string }>(
    t,
    sql`select coalesce(a.user_id::text, 'house') as key, b.balance::text, b.exposure::text
        from accounts a join balances b on b.account_id = a.id
        where (a.kind = 'wallet' and a.user_id::text in (${sql.join(
          people.map((p) => sql`${p.id}`),
          sql`, `,
        )})) or a.id = ${house}::uuid`,
  );
  return Object.fromEntries(found.map((r) => [r.key, { balance: Number(r.balance), exposure: Number(r.exposure) }]));
}

/** Each account's change between two snapshots (balance only), zeros dropped. */
export function balanceDeltas(
  before: Record<string, { balance: number }>,
  after: Record<string, { balance: number }>,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, a] of Object.entries(after)) {
    const d = a.balance - (before[key]?.balance ?? 0);
    if (d !== 0) out[key] = d;
  }
  return out;
}

export async function betsOfMarket(t: TestApp, marketId: string) {
  return rows<{
    id: string;
    user_id: string;
    status: string;
    pnl: string | null;
    runner_id: string;
    side: 'back' | 'lay';
    odd: number;
    run: number;
    stake: string;
  }>(
    t,
    sql`select id, user_id, status, pnl::text, runner_id, side, odd, run, stake::text from bets
        where market_id = ${marketId} and status <> 'rejected' order by created_at, id`,
  );
}

export async function marketBooks(t: TestApp, marketId: string) {
  return rows<{ user_id: string; book: unknown; exposure: string; open_bets: number }>(
    t,
    sql`select user_id, book, exposure::text, open_bets from user_market_books where market_id = ${marketId} order by user_id`,
  );
}

export async function auditActions(t: TestApp, marketId: string): Promise<string[]> {
  const found = await rows<{ action: string }>(
    t,
    sql`select action from audit_log where target_type = 'market' and target_id = ${marketId} order by created_at, action`,
  );
  return found.map((r) => r.action);
}

/**
 * The market's audit trail by step: a settlement audits each chunk it commits, and how many
 * chunks a result takes depends on how its players fall into the job's lanes, so a run of one
 * action counts once here.
 */
export async function auditSteps(t: TestApp, marketId: string): Promise<string[]> {
  return (await auditActions(t, marketId)).filter((action, i, all) => action !== all[i - 1]);
}

export async function makeManual(t: TestApp, marketIds: readonly string[]): Promise<void> {
  await t.db
    .update(markets)
    .set({ manual: true })
    .where(inArray(markets.id, [...marketIds]));
}
