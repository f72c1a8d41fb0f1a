import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES, MONEY_MESSAGES, type PaymentMethod, type WithdrawAccount, type WithdrawRequest } from '@backlay/contract';
import { users, withdrawRequests } from '../../src/db/schema/index.js';
import type { UserRow } from '../../src/lib/context.js';
import { checkLedger } from '../../src/modules/ledger/index.js';
import { newUser } from '../factories.js';
import { recordLive } from '../betting/betting-helpers.js';
import { CODE, body as ptsBody, signIn, signedInChain, transfer, type SignedInChain } from '../ledger/helpers.js';
import { bankDetails, call, countRows, holdsMatchOpenWithdrawals, moneySetup, wallet, type MoneyTestApp } from './money-helpers.js';

let t: MoneyTestApp;
let c: SignedInChain;
let bank: PaymentMethod;
beforeAll(async () => {
  ({ t, c, bank } = await moneySetup({ fundRupees: 1_000_000, methods: ['bank'] }));
});
afterAll(async () => t.close());

/** A funded player of the chain's branch with a bank account. */
async function player(rupees: number): Promise<{ user: UserRow; token: string; account: WithdrawAccount }> {
  const user = await newUser(t.db, { role: 'user', parent: c.branch });
  const token = await signIn(t.db, user);
  if (rupees > 0) {
    const res = await transfer(t.app, c.tokens.branch, 'branch', ptsBody(user.id, rupees));
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  const made = await call(t, token, 'POST', '/api/user/account', {
    paymentMethodTypeId: bank._id,
    name: 'Asha Rao',
    accountDetails: bankDetails,
  });
  return { user, token, account: made.json().docs };
}

const withdraw = (token: string, body: Record<string, unknown>) => call(t, token, 'POST', '/api/user/withdraw', body);

/** A withdrawal request of a new player funded with 3,000. */
async function openRequest(rupees = 1_000) {
  const p = await player(3_000);
  const res = await call(t, p.token, 'POST', '/api/user/withdraw', { amount: rupees, accountId: p.account._id });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { p, req: res.json().docs as WithdrawRequest };
}
const decide = (role: keyof SignedInChain['tokens'], body: Record<string, unknown>) =>
  call(t, c.tokens[role], 'PATCH', `/api/${role}/withdraw`, { remarks: 'paid by IMPS', transactionCode: CODE, ...body });

describe('POST api/user/withdraw', () => {
  it('holds the amount: available points drop, the balance does not, nothing is posted', async () => {
    const p = await player(5_000);
    const entries = await countRows(t, 'journal_entries');
    const res = await withdraw(p.token, { amount: '1500', accountId: p.account._id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MONEY_MESSAGES.withdrawRequestAdded);
    expect(res.json().docs).toMatchObject({
      amount: 1500,
      status: 'pending',
      type: 'IMPS',
      accountId: p.account._id,
      account: {
        name: `Asha Rao-${p.user.userName}`,
        accountDetails: [{ label: 'Account Number', value: '123456789012' }, { label: 'IFSC Code' }],
      },
      pts: { pts: 5000, availablePts: 3500 },
    });
    expect(await wallet(t, p.user.id)).toEqual({ balance: 500_000n, held: 150_000n, exposure: 0n });
    expect(await countRows(t, 'journal_entries')).toBe(entries);
    expect(await holdsMatchOpenWithdrawals(t)).toBe(true);
  });

  it('answers the messages of docs/product.md §8: no amount, range, balance, one request at a time', async () => {
    const p = await player(2_000);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ accountId: p.account._id }, 400, MONEY_MESSAGES.noAmountAdded],
      [{ amount: '', accountId: p.account._id }, 400, MONEY_MESSAGES.noAmountAdded],
      [{ amount: 0, accountId: p.account._id }, 400, MONEY_MESSAGES.noAmountAdded],
      [{ amount: 'abc', accountId: p.account._id }, 400, MONEY_MESSAGES.noAmountAdded],
      [{ amount: -5, accountId: p.account._id }, 400, MONEY_MESSAGES.noAmountAdded],
      [{ amount: 500, accountId: p.account._id }, 400, 'amount should be greater than 500 and less than 100000'],
      [{ amount: 100_000, accountId: p.account._id }, 400, 'amount should be greater than 500 and less than 100000'],
      // Whole rupees only ('Withdraw: amount digits only'), whatever else is wrong with the amount.
      [{ amount: 600.5, accountId: p.account._id }, 400, MONEY_MESSAGES.noAmountAdded],
      [{ amount: '200.01', accountId: p.account._id }, 400, MONEY_MESSAGES.noAmountAdded],
      [{ amount: '2000.01', accountId: p.account._id }, 400, MONEY_MESSAGES.noAmountAdded],
      [{ amount: 2_001, accountId: p.account._id }, 400, MONEY_MESSAGES.overUserBalance],
      [{ amount: 600 }, 404, MONEY_MESSAGES.accountNotFound],
      [{ amount: 600, accountId: 'x' }, 404, MONEY_MESSAGES.accountNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await withdraw(p.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect((await withdraw(p.token, { amount: 2_000, accountId: p.account._id })).statusCode).toBe(200);
    const second = await withdraw(p.token, { amount: 600, accountId: p.account._id });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(MONEY_MESSAGES.alreadyHaveRequest);
    expect(await wallet(t, p.user.id)).toMatchObject({ balance: 200_000n, held: 200_000n });
  });

  it("refuses demo accounts, staff and another player's account", async () => {
    const p = await player(1_000);
    const other = await player(1_000);
    const res = await withdraw(other.token, { amount: 600, accountId: p.account._id });
    expect(res.statusCode).toBe(404);
    await t.db.update(users).set({ demo: true }).where(eq(users.id, p.user.id));
    const demo = await withdraw(p.token, { amount: 600, accountId: p.account._id });
    expect(demo.statusCode).toBe(400);
    expect(demo.json().message).toBe(MESSAGES.demoMoney);
    expect((await call(t, c.tokens.branch, 'POST', '/api/user/withdraw', { amount: 600 })).statusCode).toBe(403);
  });

  it('counts exposure: only available points can be withdrawn', async () => {
    const p = await player(1_000);
    await t.db.execute(
      sql`update balances set exposure = 40000 where account_id = (select id from accounts where user_id = ${p.user.id}::uuid)`,
    );
    const over = await withdraw(p.token, { amount: 601, accountId: p.account._id });
    expect(over.json().message).toBe(MONEY_MESSAGES.overUserBalance);
    expect((await withdraw(p.token, { amount: 600, accountId: p.account._id })).statusCode).toBe(200);
    await t.db.execute(
      sql`update balances set exposure = 0 where account_id = (select id from accounts where user_id = ${p.user.id}::uuid)`,
    );
  });
});

describe('PATCH api/{role}/withdraw', () => {
  it('approval pays out the held amount to the decider as one entry and releases the hold', async () => {
    const p = await player(3_000);
    const req = (await withdraw(p.token, { amount: 1_000, accountId: p.account._id })).json().docs as WithdrawRequest;
    const agentBefore = await wallet(t, c.agent.id);
    const sent = recordLive(t.app.ctx);
    const res = await decide('agent', { withdrawId: req._id, action: 'approve', amount: 1000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().docs).toMatchObject({ _id: req._id, status: 'approved', remarks: 'paid by IMPS' });
    expect(await wallet(t, p.user.id)).toEqual({ balance: 200_000n, held: 0n, exposure: 0n });
    expect((await wallet(t, c.agent.id)).balance).toBe(agentBefore.balance + 100_000n);
    const entries = await t.db.execute(sql`select kind, idempotency_key from journal_entries where reference = ${`withdraw:${req._id}`}`);
    expect((entries as unknown as { rows: unknown[] }).rows).toEqual([{ kind: 'withdraw_payout', idempotency_key: `withdraw:${req._id}` }]);
    expect(sent.map((s) => [s.event, s.to])).toEqual([
      ['getWithdrawUpdates', [`user:${p.user.id}`]],
      ['getPtsUpdates', `user:${p.user.id}`],
      ['getPtsUpdates', `user:${c.agent.id}`],
    ]);
    expect(sent[1]!.payload).toMatchObject({ pts: 2000, availablePts: 2000 });
    const again = await decide('master', { withdrawId: req._id, action: 'reject' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MONEY_MESSAGES.alreadyDecided);
    expect((await checkLedger(t.db)).ok).toBe(true);
    expect(await holdsMatchOpenWithdrawals(t)).toBe(true);
  });

  it('the administrator pays out to the issuance account', async () => {
    const p = await player(1_000);
    const req = (await withdraw(p.token, { amount: 700, accountId: p.account._id })).json().docs as WithdrawRequest;
    const res = await decide('administrator', { withdrawId: req._id, action: 'approved' });
    expect(res.statusCode).toBe(200);
    expect((await wallet(t, c.administrator.id)).balance).toBe(0n);
    expect(await wallet(t, p.user.id)).toMatchObject({ balance: 30_000n, held: 0n });
  });

  it('rejection releases the hold and moves no points; processing keeps it', async () => {
    const p = await player(1_000);
    const req = (await withdraw(p.token, { amount: 800, accountId: p.account._id })).json().docs as WithdrawRequest;
    const entries = await countRows(t, 'journal_entries');
    const taken = await decide('master', { withdrawId: req._id, action: 'processing' });
    expect(taken.json().docs.status).toBe('processing');
    expect((await wallet(t, p.user.id)).held).toBe(80_000n);
    // Still open: the player cannot ask again.
    expect((await withdraw(p.token, { amount: 600, accountId: p.account._id })).json().message).toBe(MONEY_MESSAGES.alreadyHaveRequest);
    const res = await decide('master', { withdrawId: req._id, action: 'rejected', remarks: 'account closed' });
    expect(res.json().docs).toMatchObject({ status: 'rejected', remarks: 'account closed' });
    expect(await wallet(t, p.user.id)).toEqual({ balance: 100_000n, held: 0n, exposure: 0n });
    expect(await countRows(t, 'journal_entries')).toBe(entries);
    expect((await withdraw(p.token, { amount: 600, accountId: p.account._id })).statusCode).toBe(200);
  });

  it('answers the messages of docs/product.md §8 and refuses non-uplines, branches and wrong amounts', async () => {
    const p = await player(1_000);
    const req = (await withdraw(p.token, { amount: 600, accountId: p.account._id })).json().docs as WithdrawRequest;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ remarks: ' ' }, 400, MESSAGES.remarksRequired],
      [{ transactionCode: '' }, 400, MESSAGES.transactionCodeEmpty],
      [{ transactionCode: '11112222' }, 400, MESSAGES.invalidTransactionCode],
      [{ amount: 'x' }, 400, MESSAGES.invalidAddSubtract],
      [{ amount: 599 }, 400, MONEY_MESSAGES.withdrawAmountMismatch],
      [{ withdrawId: 'nope' }, 404, MONEY_MESSAGES.requestNotFound],
      [{ withdrawId: '00000000-0000-4000-8000-000000000000' }, 404, MONEY_MESSAGES.requestNotFound],
    ];
    for (const [extra, status, message] of cases) {
      const res = await decide('agent', { withdrawId: req._id, action: 'approve', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(status);
      expect(res.json().message, JSON.stringify(extra)).toBe(message);
    }
    const outsider = await signedInChain(t.db);
    const foreign = await call(t, outsider.tokens.agent, 'PATCH', '/api/agent/withdraw', {
      withdrawId: req._id,
      action: 'approve',
      remarks: 'x',
      transactionCode: CODE,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(MONEY_MESSAGES.notYourDownline);
    expect((await decide('branch', { withdrawId: req._id, action: 'approve' })).statusCode).toBe(403);
    expect((await call(t, p.token, 'PATCH', '/api/user/withdraw', { withdrawId: req._id, action: 'approve' })).statusCode).toBe(403);
    expect(await wallet(t, p.user.id)).toMatchObject({ balance: 100_000n, held: 60_000n });
  });

  it('of 50 concurrent approvals of one withdrawal, exactly one pays out', async () => {
    const p = await player(2_000);
    const req = (await withdraw(p.token, { amount: 1_000, accountId: p.account._id })).json().docs as WithdrawRequest;
    const all = await Promise.all(
      Array.from({ length: 50 }, (_, i) => decide(i % 2 ? 'agent' : 'master', { withdrawId: req._id, action: 'approve' })),
    );
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(all.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect(await wallet(t, p.user.id)).toEqual({ balance: 100_000n, held: 0n, exposure: 0n });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('withdrawals under concurrency', () => {
  it('of 20 concurrent requests for the whole balance, one is held and the rest are told to wait', async () => {
    const p = await player(1_000);
    const all = await Promise.all(Array.from({ length: 20 }, () => withdraw(p.token, { amount: 999, accountId: p.account._id })));
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(all.filter((r) => r.json().message === MONEY_MESSAGES.alreadyHaveRequest)).toHaveLength(19);
    expect(await wallet(t, p.user.id)).toMatchObject({ balance: 100_000n, held: 99_900n });
  });

  it('a withdrawal and an upline debit racing for the same points never take available below zero', async () => {
    for (let round = 0; round < 8; round++) {
      const p = await player(1_000);
      const [w, debit] = await Promise.all([
        withdraw(p.token, { amount: 900, accountId: p.account._id }),
        transfer(t.app, c.tokens.branch, 'branch', ptsBody(p.user.id, 200, 'subtract')),
      ]);
      // 900 + 200 > 1,000: exactly one of them fits.
      expect([w.statusCode, debit.statusCode].sort()).toEqual([200, 400]);
      const after = await wallet(t, p.user.id);
      expect(after.balance - after.held - after.exposure >= 0n).toBe(true);
    }
    const report = await checkLedger(t.db);
    expect(report.overdrawnWallets).toEqual([]);
    expect(report.ok).toBe(true);
    expect(await holdsMatchOpenWithdrawals(t)).toBe(true);
  });

  it('many players requesting, approved and rejected at once keep the ledger and holds sound', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => player(1_000)));
    const reqs = await Promise.all(players.map((p) => withdraw(p.token, { amount: 750, accountId: p.account._id })));
    const ids = reqs.map((r) => (r.json().docs as WithdrawRequest)._id);
    await Promise.all(
      ids.map((id, i) => decide(i % 3 === 0 ? 'agent' : 'master', { withdrawId: id, action: i % 2 ? 'approve' : 'reject' })),
    );
    const report = await checkLedger(t.db);
    expect(report.ok).toBe(true);
    expect(await holdsMatchOpenWithdrawals(t)).toBe(true);
    for (const [i, p] of players.entries()) {
      expect(await wallet(t, p.user.id), p.user.userName).toEqual({ balance: i % 2 ? 25_000n : 100_000n, held: 0n, exposure: 0n });
    }
  });
});

describe('GET api/{userTypePath}/withdraw', () => {
  it("lists a player's own requests and a staff member's downline's, with status, search and page info", async () => {
    const p = await player(5_000);
    const first = (await withdraw(p.token, { amount: 600, accountId: p.account._id })).json().docs as WithdrawRequest;
    await decide('agent', { withdrawId: first._id, action: 'reject' });
    t.clock.advance(1_000);
    await withdraw(p.token, { amount: 700, accountId: p.account._id });

    const own = await call(t, p.token, 'GET', '/api/user/withdraw?page=1&limit=5');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      limit: 5,
      totalDocs: 2,
      totalPages: 1,
      showingFrom: 1,
      showingTo: 2,
      nextPage: false,
      previousPage: false,
    });
    expect(own.json().docs.map((d: WithdrawRequest) => [d.amount, d.status])).toEqual([
      [700, 'pending'],
      [600, 'rejected'],
    ]);
    const rejected = await call(t, p.token, 'GET', '/api/user/withdraw?status=rejected');
    expect(rejected.json().docs.map((d: WithdrawRequest) => d._id)).toEqual([first._id]);

    const staff = await call(t, c.tokens.master, 'GET', `/api/master/withdraw?search=${p.user.userName}&limit=1&page=2`);
    expect(staff.json()).toMatchObject({
      totalDocs: 2,
      totalPages: 2,
      previousPage: true,
      previousPageNumber: 1,
      showingFrom: 2,
      showingTo: 2,
    });
    expect(staff.json().docs[0]).toMatchObject({ _id: first._id, userName: p.user.userName });

    const outsider = await signedInChain(t.db);
    expect((await call(t, outsider.tokens.master, 'GET', '/api/master/withdraw')).json()).toMatchObject({
      docs: [],
      totalDocs: 0,
      totalPages: 1,
    });
    expect((await call(t, p.token, 'GET', '/api/user/withdraw?status=lost')).statusCode).toBe(400);
  });
});

async function storedRow(id: string) {
  const [row] = await t.db.select().from(withdrawRequests).where(eq(withdrawRequests.id, id));
  return row!;
}

/**
 * The payout UTR of a withdrawal (docs/product.md §3: a request has a `utr`): the approving
 * staff member may record the bank reference of the payout; it is stored, listed to the player
 * and to staff, and refused with a rejection or when malformed.
 */
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
