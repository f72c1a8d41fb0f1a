import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MONEY_MESSAGES, type PaymentMethod, type WithdrawAccount, type WithdrawRequest } from '@backlay/contract';
import { withdrawRequests } from '../../src/db/schema/index.js';
import type { UserRow } from '../../src/lib/context.js';
import { newUser } from '../factories.js';
import { recordLive } from '../betting/betting-helpers.js';
import { CODE, body as ptsBody, fundChain, signIn, signedInChain, transfer, type SignedInChain } from '../ledger/helpers.js';
import { bankDetails, bankWithdraw, call, countRows, createMoneyTestApp, newMethod, wallet, type MoneyTestApp } from './money-helpers.js';

/**
 * The payout UTR of a withdrawal (money-and-content §3: a request has a `utr`): the approving
 * staff member may record the bank reference of the payout; it is stored, listed to the player
 * and to staff, and refused with a rejection or when malformed.
 */

let t: MoneyTestApp;
let c: SignedInChain;
let bank: PaymentMethod;
beforeAll(async () => {
  t = await createMoneyTestApp();
  c = await signedInChain(t.db);
  await fundChain(t.app, c, 1_000_000);
  bank = await newMethod(t, c, 'paymentMethodType', bankWithdraw);
});
afterAll(async () => t.close());

async function player(rupees: number): Promise<{ user: UserRow; token: string; account: WithdrawAccount }> {
  const user = await newUser(t.db, { role: 'user', parent: c.branch });
  const token = await signIn(t.db, user);
  const res = await transfer(t.app, c.tokens.branch, 'branch', ptsBody(user.id, rupees));
  if (res.statusCode !== 200) throw new Error(res.body);
  const made = await call(t, token, 'POST', '/api/user/account', {
    paymentMethodTypeId: bank._id,
    name: 'Asha Rao',
    accountDetails: bankDetails,
  });
  return { user, token, account: made.json().docs };
}

async function openRequest(rupees = 1_000) {
  const p = await player(3_000);
  const res = await call(t, p.token, 'POST', '/api/user/withdraw', { amount: rupees, accountId: p.account._id });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { p, req: res.json().docs as WithdrawRequest };
}

const decide = (role: keyof SignedInChain['tokens'], body: Record<string, unknown>) =>
  call(t, c.tokens[role], 'PATCH', `/api/${role}/withdraw`, { remarks: 'paid by IMPS', transactionCode: CODE, ...body });

async function storedRow(id: string) {
  const [row] = await t.db.select().from(withdrawRequests).where(eq(withdrawRequests.id, id));
  return row!;
}

describe('payout UTR of a withdrawal', () => {
  it('a new request has none, in its answer and in both lists', async () => {
    const { p, req } = await openRequest();
    expect(req.utr).toBeNull();
    const own = await call(t, p.token, 'GET', '/api/user/withdraw');
    expect(own.json().docs.map((d: WithdrawRequest) => [d._id, d.utr])).toEqual([[req._id, null]]);
  });

  it('approval stores the UTR (upper-cased, trimmed), answers it, sends it live and lists it to player and staff', async () => {
    const { p, req } = await openRequest();
    const sent = recordLive(t.app.ctx);
    const res = await decide('agent', { withdrawId: req._id, action: 'approve', utr: ' sbin1234567890abcd ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().docs).toMatchObject({ _id: req._id, status: 'approved', utr: 'SBIN1234567890ABCD' });
    expect((await storedRow(req._id)).utr).toBe('SBIN1234567890ABCD');
    expect(sent.find((s) => s.event === 'getWithdrawUpdates')!.payload).toMatchObject({ utr: 'SBIN1234567890ABCD' });

    const own = await call(t, p.token, 'GET', '/api/user/withdraw?status=approved');
    expect(own.json().docs.map((d: WithdrawRequest) => [d._id, d.utr])).toEqual([[req._id, 'SBIN1234567890ABCD']]);
    const staff = await call(t, c.tokens.master, 'GET', `/api/master/withdraw?status=all&search=${p.user.userName}`);
    expect(staff.json().docs.map((d: WithdrawRequest) => [d._id, d.utr])).toEqual([[req._id, 'SBIN1234567890ABCD']]);
  });

  it('takes a 12-digit IMPS/UPI reference and the 6 and 22 character bounds', async () => {
    for (const utr of ['123456789012', 'A1B2C3', 'ABCD0123456789012345XY']) {
      const { req } = await openRequest();
      const res = await decide('master', { withdrawId: req._id, action: 'approved', utr });
      expect(res.statusCode, utr).toBe(200);
      expect(res.json().docs.utr, utr).toBe(utr);
    }
  });

  it('approval without a UTR (or with an empty one) still works and leaves it null', async () => {
    for (const extra of [{}, { utr: '' }, { utr: '   ' }]) {
      const { p, req } = await openRequest();
      const res = await decide('agent', { withdrawId: req._id, action: 'approve', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(200);
      expect(res.json().docs).toMatchObject({ status: 'approved', utr: null });
      expect((await storedRow(req._id)).utr).toBeNull();
      expect(await wallet(t, p.user.id)).toEqual({ balance: 200_000n, held: 0n, exposure: 0n });
    }
  });

  it('refuses a UTR with a rejection or "processing", and a malformed one: 400, nothing changed', async () => {
    const { p, req } = await openRequest();
    const entries = await countRows(t, 'journal_entries');
    const before = await storedRow(req._id);
    const cases: [Record<string, unknown>, string][] = [
      [{ action: 'reject', utr: '123456789012' }, MONEY_MESSAGES.payoutUtrOnlyOnApproval],
      [{ action: 'rejected', utr: '123456789012' }, MONEY_MESSAGES.payoutUtrOnlyOnApproval],
      [{ action: 'processing', utr: '123456789012' }, MONEY_MESSAGES.payoutUtrOnlyOnApproval],
      [{ action: 'approve', utr: '12345' }, MONEY_MESSAGES.payoutUtrInvalid],
      [{ action: 'approve', utr: 'ABCD01234567890123456XY' }, MONEY_MESSAGES.payoutUtrInvalid],
      [{ action: 'approve', utr: '1234-5678-9012' }, MONEY_MESSAGES.payoutUtrInvalid],
      [{ action: 'approve', utr: '1234 5678 9012' }, MONEY_MESSAGES.payoutUtrInvalid],
      [{ action: 'approve', utr: 'UTR#12345678' }, MONEY_MESSAGES.payoutUtrInvalid],
    ];
    for (const [extra, message] of cases) {
      const res = await decide('agent', { withdrawId: req._id, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message, JSON.stringify(extra)).toBe(message);
    }
    expect(await storedRow(req._id)).toEqual(before);
    expect(before).toMatchObject({ status: 'pending', utr: null, decidedAt: null, journalEntryId: null });
    expect(await countRows(t, 'journal_entries')).toBe(entries);
    expect(await wallet(t, p.user.id)).toEqual({ balance: 300_000n, held: 100_000n, exposure: 0n });

    // A plain rejection still goes through afterwards and stores no UTR.
    const rejected = await decide('agent', { withdrawId: req._id, action: 'reject', utr: '' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().docs).toMatchObject({ status: 'rejected', utr: null });
  });
});
