import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { BonusOffer } from '@backlay/contract';
import { bets, whiteLabels } from '../../src/db/schema/index.js';
import type { TestApp } from '../test-app.js';
import { CODE, type SignedInChain } from '../ledger/helpers.js';
import { PNG, call, rows, wallet } from '../money/money-helpers.js';
import { newMatch } from '../sports/sports-factories.js';
import { shareListIds } from '../../src/modules/betting/upline-share-lists.js';

/** Helpers of the bonus tests: offers through the API, multipart deposits, ledger readers. */

export async function newOffer(t: TestApp, c: SignedInChain, fields: Record<string, unknown>): Promise<BonusOffer> {
  const res = await call(t, c.tokens.whiteLabel, 'POST', '/api/whiteLabel/setting/bonus', { transactionCode: CODE, ...fields });
  if (res.statusCode !== 200) throw new Error(`offer not created: ${res.statusCode} ${res.body}`);
  return res.json().docs as BonusOffer;
}

/** Refer and Earn figures of a white label: cap in paise, percentage in basis points. */
export async function setReferral(t: TestApp, whiteLabelId: string, maxBonusPaise: number, bps: number): Promise<void> {
  await t.db.update(whiteLabels).set({ referralMaxBonus: maxBonusPaise, referralBonusBps: bps }).where(eq(whiteLabels.id, whiteLabelId));
}

let utrSeq = 700_000_000;

/** POST api/user/deposit with a real multipart body (as the drawer sends it). */
export async function postDeposit(
  t: TestApp,
  token: string,
  fields: { depositTypeId: string; amount: string; bonusId?: string },
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  form.append('depositTypeId', fields.depositTypeId);
  form.append('amount', fields.amount);
  form.append('utr', String(++utrSeq));
  if (fields.bonusId !== undefined) form.append('bonusId', fields.bonusId);
  form.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'receipt.png');
  const req = new Request('http://localhost/api/user/deposit', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/user/deposit',
    headers: { 'content-type': req.headers.get('content-type')!, authorization: `Bearer ${token}` },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}

export function decide(
  t: TestApp,
  c: SignedInChain,
  depositId: string,
  action: 'approve' | 'reject',
  amount?: number,
): Promise<LightMyRequestResponse> {
  return call(t, c.tokens.agent, 'PATCH', '/api/agent/deposit', {
    depositId,
    action,
    remarks: 'checked',
    transactionCode: CODE,
    ...(amount !== undefined ? { amount } : {}),
  });
}

export async function walletBalance(t: TestApp, userId: string): Promise<bigint> {
  return (await wallet(t, userId)).balance;
}

/** Balance of the white label's promotions account (0 when it has none yet). */
export async function promotionsBalance(t: TestApp, whiteLabelId: string): Promise<bigint> {
  const [r] = await rows<{ balance: string }>(
    t,
    sql`select coalesce(sum(b.balance), 0)::text as balance from accounts a join balances b on b.account_id = a.id
        where a.kind = 'promotions' and a.white_label_id = ${whiteLabelId}::uuid`,
  );
  return BigInt(r!.balance);
}

/** The journal entries that credited a user's wallet, with their postings' accounts and amounts. */
export async function entriesOfWallet(
  t: TestApp,
  userId: string,
): Promise<{ entryId: string; kind: string; postings: { kind: string; amount: bigint }[] }[]> {
  const found = await rows<{ entry_id: string; kind: string; account_kind: string; amount: string }>(
    t,
    sql`select e.id as entry_id, e.kind, a2.kind as account_kind, p2.amount::text as amount
        from journal_entries e
        join postings p on p.entry_id = e.id
        join accounts a on a.id = p.account_id and a.kind = 'wallet' and a.user_id = ${userId}::uuid
        join postings p2 on p2.entry_id = e.id
        join accounts a2 on a2.id = p2.account_id
        order by e.created_at, p2.id`,
  );
  const byEntry = new Map<string, { entryId: string; kind: string; postings: { kind: string; amount: bigint }[] }>();
  for (const r of found) {
    const e = byEntry.get(r.entry_id) ?? { entryId: r.entry_id, kind: r.kind, postings: [] };
    e.postings.push({ kind: r.account_kind, amount: BigInt(r.amount) });
    byEntry.set(r.entry_id, e);
  }
  return [...byEntry.values()];
}

/**
 * A bet row written straight in as settled (or open) on a fresh match: the bonus tests read
 * turnover (wagering counts the stakes of settled bets), not the betting, which has its own tests.
 */
export async function settledBet(
  t: TestApp,
  c: SignedInChain,
  userId: string,
  stakePaise: number,
  opts: { settledAt?: Date; status?: 'settled' | 'open' } = {},
): Promise<void> {
  const status = opts.status ?? 'settled';
  const { event, market, runners } = await newMatch(t.app.ctx, {});
  await t.db.insert(bets).values({
    userId,
    whiteLabelId: c.site.whiteLabel.id,
    marketId: market.id,
    eventId: event.id,
    marketType: 'betfair',
    runnerId: runners[0]!.id,
    runnerName: runners[0]!.name,
    side: 'back',
    askedOdd: 200,
    odd: 200,
    stake: stakePaise,
    profit: stakePaise,
    liability: stakePaise,
    status,
    pnl: status === 'settled' ? -stakePaise : null,
    settledAt: status === 'settled' ? (opts.settledAt ?? t.clock.now()) : null,
    // A player straight under the administrator: no upline shares.
    shareListId: (await shareListIds(t.db, [[]]))[0]!,
  });
}
