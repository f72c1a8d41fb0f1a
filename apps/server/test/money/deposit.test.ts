import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MAX_PROOF_BYTES, MESSAGES, MONEY_MESSAGES, type DepositForm, type DepositRequest, type PaymentMethod } from '@backlay/contract';
import { users } from '../../src/db/schema/index.js';
import type { UserRow } from '../../src/lib/context.js';
import { checkLedger } from '../../src/modules/ledger/index.js';
import { requestDeposit } from '../../src/modules/money/index.js';
import { insertDepositRequest } from '../../src/modules/money/money.repository.js';
import { isUniqueViolation } from '../../src/db/unique-violation.js';
import { newUser } from '../factories.js';
import { recordLive } from '../betting/betting-helpers.js';
import { CODE, setTransactionCode, signIn, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import {
  JPEG,
  PNG,
  WEBP,
  call,
  countRows,
  moneyChain,
  moneySetup,
  newMethod,
  newPlayer as newPlayerOf,
  uploadedFiles,
  wallet,
  type MoneyTestApp,
} from './money-helpers.js';
import { jpegHeader, webpHeader } from './test-images.js';

let t: MoneyTestApp;
let c: SignedInChain;
let upi: PaymentMethod;
beforeAll(async () => {
  ({ t, c, upi } = await moneySetup({ fundRupees: 1_000_000, methods: ['upi'] }));
});
afterAll(async () => t.close());

let utrSeq = 100_000_000;
const nextUtr = () => String(++utrSeq);

const newPlayer = () => newPlayerOf(t, c);

/** POST api/user/deposit after its multipart body is read: the service the route calls (HTTP in deposit-upload.test.ts). */
async function deposit(user: UserRow, form: Partial<DepositForm>, bytes: Buffer | null = PNG): Promise<DepositRequest> {
  const answer = await requestDeposit(
    t.app.ctx,
    { storage: t.app.proofStorage, receipts: t.app.receiptReader },
    user,
    { depositTypeId: upi._id, amount: '1000', utr: nextUtr(), ...form },
    bytes ? { bytes } : null,
  );
  return answer.deposit;
}

/** The AppError a refused call throws: its status and message. */
async function refusal(p: Promise<unknown>): Promise<[number, string]> {
  try {
    await p;
  } catch (err) {
    const e = err as { status?: number; message: string };
    return [e.status ?? 500, e.message];
  }
  throw new Error('expected a refusal');
}

const decide = (role: keyof SignedInChain['tokens'], body: Record<string, unknown>) =>
  call(t, c.tokens[role], 'PATCH', `/api/${role}/deposit`, { remarks: 'received', transactionCode: CODE, ...body });

describe('a player deposit request (the service of POST api/user/deposit)', () => {
  it('stores the proof under the white label, keeps it off the public path, and tells the player and uplines', async () => {
    const p = await newPlayer();
    const sent = recordLive(t.app.ctx);
    const d = await deposit(p.user, { amount: '2500', bonusId: '100001' });
    expect(d).toMatchObject({
      userId: p.user.id,
      amount: 2500,
      type: 'UPI',
      paymentName: 'GPay',
      depositTypeId: upi._id,
      status: 'pending',
      bonusId: null,
    });
    expect(d.image).toMatch(new RegExp(`^/uploads/deposits/${c.site.whiteLabel.id}/[0-9a-f-]{36}\\.png$`));
    // Only its authorised call serves it (deposit-proof-access.test.ts).
    const served = await t.app.inject({ method: 'GET', url: d.image!, headers: { host: c.site.host } });
    expect(served.statusCode).toBe(404);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.event).toBe('getDepositUpdates');
    expect(sent[0]!.to).toEqual([p.user.id, ...p.user.ancestors].map((id) => `user:${id}`));
    // A request moves no points.
    expect(await wallet(t, p.user.id)).toEqual({ balance: 0n, held: 0n, exposure: 0n });
  });

  it('takes JPEG and WebP proofs, named by their bytes', async () => {
    const a = await deposit((await newPlayer()).user, {}, JPEG);
    const b = await deposit((await newPlayer()).user, {}, WEBP);
    expect(a.image).toMatch(/\.jpg$/);
    expect(b.image).toMatch(/\.webp$/);
  });

  it('answers the messages of docs/product.md §8 and leaves nothing behind when refused', async () => {
    const p = await newPlayer();
    const gateway = await newMethod(t, c, 'depositType', { paymentType: 'IPAY', paymentName: 'iPay', minAmount: 100, maxAmount: 5000 });
    const noLimits = await newMethod(t, c, 'depositType', { paymentType: 'UPI', paymentName: 'No limits' });
    const { upi: foreign } = await moneyChain(t, { methods: ['upi'] });
    const before = { rows: await countRows(t, 'deposit_requests'), files: await uploadedFiles(t.uploadDir) };
    const text = Buffer.from('this is a text file named receipt.png\n'.repeat(10));
    const cases: [() => Promise<unknown>, number, string][] = [
      [() => deposit(p.user, { amount: undefined }), 400, MONEY_MESSAGES.enterAmountFirst],
      [() => deposit(p.user, { amount: '0' }), 400, MONEY_MESSAGES.enterAmountFirst],
      [() => deposit(p.user, { amount: '12abc' }), 400, MONEY_MESSAGES.enterAmountFirst],
      // A player deposits whole rupees ('Deposit amount: ... digits only', docs/product.md §5).
      [() => deposit(p.user, { amount: '100.5' }), 400, MONEY_MESSAGES.enterAmountFirst],
      [() => deposit(p.user, { amount: '2500.01' }), 400, MONEY_MESSAGES.enterAmountFirst],
      [() => deposit(p.user, { amount: '99' }), 400, MONEY_MESSAGES.amountOutOfMethodRange],
      [() => deposit(p.user, { amount: '50001' }), 400, MONEY_MESSAGES.amountOutOfMethodRange],
      [() => deposit(p.user, { depositTypeId: noLimits._id }), 400, MONEY_MESSAGES.amountOutOfMethodRange],
      [() => deposit(p.user, { depositTypeId: gateway._id }), 400, MONEY_MESSAGES.gatewayMethod],
      [() => deposit(p.user, { depositTypeId: foreign._id }), 404, MONEY_MESSAGES.methodNotFound],
      [() => deposit(p.user, { depositTypeId: 'x' }), 404, MONEY_MESSAGES.methodNotFound],
      // An empty UTR is read from the receipt: this blank one has none.
      [() => deposit(p.user, { utr: '' }), 400, MONEY_MESSAGES.utrNotRead],
      [() => deposit(p.user, { utr: '12345' }), 400, MONEY_MESSAGES.utrInvalid],
      [() => deposit(p.user, { utr: '1234567890123' }), 400, MONEY_MESSAGES.utrInvalid],
      [() => deposit(p.user, { utr: '12345a' }), 400, MONEY_MESSAGES.utrInvalid],
      [() => deposit(p.user, { bonusId: '7' }), 400, MONEY_MESSAGES.noOffer],
      [() => deposit(p.user, {}, null), 400, MONEY_MESSAGES.imageRequired],
      [() => deposit(p.user, {}, Buffer.alloc(0)), 400, MONEY_MESSAGES.imageRequired],
      [() => deposit(p.user, {}, text), 400, MONEY_MESSAGES.imageNotImage],
      [() => deposit(p.user, {}, Buffer.from('GIF89a' + 'x'.repeat(100))), 400, MONEY_MESSAGES.imageNotImage],
      [
        () => deposit(p.user, {}, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
        400,
        MONEY_MESSAGES.imageNotImage,
      ],
      [() => deposit(p.user, {}, Buffer.concat([PNG, Buffer.alloc(MAX_PROOF_BYTES)])), 400, MONEY_MESSAGES.imageTooLarge],
      [() => deposit(p.user, {}, PNG.subarray(0, 20)), 400, MONEY_MESSAGES.imageNotImage],
      [() => deposit(p.user, {}, jpegHeader(12_000, 9_000)), 400, MONEY_MESSAGES.imageTooManyPixels],
      [() => deposit(p.user, {}, webpHeader('VP8X', 16_384, 16_384)), 400, MONEY_MESSAGES.imageTooManyPixels],
    ];
    for (const [i, [attempt, status, message]] of cases.entries()) {
      expect(await refusal(attempt()), `case ${i}`).toEqual([status, message]);
    }
    expect(await countRows(t, 'deposit_requests')).toBe(before.rows);
    expect(await uploadedFiles(t.uploadDir)).toEqual(before.files);
  });

  it('one open request at a time; a used UTR is refused within the white label only', async () => {
    const p = await newPlayer();
    const utr = nextUtr();
    await deposit(p.user, { utr });
    const files = await uploadedFiles(t.uploadDir);
    expect(await refusal(deposit(p.user, {}))).toEqual([409, MONEY_MESSAGES.alreadyHaveRequest]);
    const q = await newPlayer();
    expect(await refusal(deposit(q.user, { utr }))).toEqual([409, MONEY_MESSAGES.utrUsed]);
    expect(await uploadedFiles(t.uploadDir)).toEqual(files);
    // Another brand's player may have a transfer with the same number.
    const { c: other, upi: theirs } = await moneyChain(t, { methods: ['upi'] });
    await expect(deposit(other.user, { utr, depositTypeId: theirs._id })).resolves.toMatchObject({ utr });
  });

  it('of two players racing with one UTR, one request stays and exactly one file is left', async () => {
    const [a, b] = [await newPlayer(), await newPlayer()];
    const utr = nextUtr();
    const files = (await uploadedFiles(t.uploadDir)).length;
    const results = await Promise.allSettled([deposit(a.user, { utr }), deposit(b.user, { utr })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason.message).toBe(MONEY_MESSAGES.utrUsed);
    expect((await uploadedFiles(t.uploadDir)).length).toBe(files + 1);
  });

  it('recognises a UTR that lost the race at the unique index (the error pg and PGlite report)', async () => {
    const p = await newPlayer();
    const row = { userId: p.user.id, whiteLabelId: c.site.whiteLabel.id, paymentType: 'UPI' as const, amount: 100n, utr: nextUtr() };
    await insertDepositRequest(t.db, row);
    const err = await insertDepositRequest(t.db, row).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(err, 'deposit_requests_white_label_utr_uq')).toBe(true);
    expect(isUniqueViolation(err, 'another_index')).toBe(false);
  });

  it('refuses demo accounts', async () => {
    const p = await newPlayer();
    await t.db.update(users).set({ demo: true }).where(eq(users.id, p.user.id));
    const [demo] = await t.db.select().from(users).where(eq(users.id, p.user.id));
    expect(await refusal(deposit(demo!, {}))).toEqual([400, MESSAGES.demoMoney]);
  });
});

describe('POST api/{role}/deposit (a branch records a deposit)', () => {
  it('creates a pending request for a player of its downline, with or without a method', async () => {
    const p = await newPlayer();
    const res = await call(t, c.tokens.branch, 'POST', '/api/branch/deposit', {
      userId: p.user.id,
      // A branch entry keeps two decimals (only a player's own request is whole rupees).
      amount: '750.25',
      remarks: 'cash at counter',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MONEY_MESSAGES.depositAdded);
    expect(res.json().docs).toMatchObject({
      userId: p.user.id,
      amount: 750.25,
      type: 'other',
      paymentName: 'Branch entry',
      image: null,
      utr: null,
      status: 'pending',
    });
    const again = await call(t, c.tokens.branch, 'POST', '/api/defaultBranch/deposit', { userId: p.user.id, amount: 100 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MONEY_MESSAGES.alreadyHaveRequest);
    const q = await newPlayer();
    const withMethod = await call(t, c.tokens.branch, 'POST', '/api/defaultBranch/deposit', {
      userId: q.user.id,
      amount: 200,
      depositTypeId: upi._id,
      utr: nextUtr(),
    });
    expect(withMethod.json().docs).toMatchObject({ type: 'UPI', depositTypeId: upi._id });
  });

  it('refuses outsiders, non-players, other roles and bad amounts', async () => {
    const outsider = await signedInChain(t.db);
    const p = await newPlayer();
    const foreign = await call(t, outsider.tokens.branch, 'POST', '/api/branch/deposit', { userId: p.user.id, amount: 100 });
    expect([foreign.statusCode, foreign.json().message]).toEqual([403, MONEY_MESSAGES.notYourDownline]);
    const staff = await call(t, c.tokens.branch, 'POST', '/api/branch/deposit', { userId: c.branch.id, amount: 100 });
    expect([staff.statusCode, staff.json().message]).toEqual([404, MONEY_MESSAGES.userNotFound]);
    const noAmount = await call(t, c.tokens.branch, 'POST', '/api/branch/deposit', { userId: p.user.id });
    expect(noAmount.json().message).toBe(MONEY_MESSAGES.enterAmountFirst);
    const badUtr = await call(t, c.tokens.branch, 'POST', '/api/branch/deposit', { userId: p.user.id, amount: 100, utr: '12' });
    expect(badUtr.json().message).toBe(MONEY_MESSAGES.utrInvalid);
    expect((await call(t, c.tokens.agent, 'POST', '/api/agent/deposit', { userId: p.user.id, amount: 100 })).statusCode).toBe(403);
    expect(await countRows(t, 'deposit_requests')).toBeGreaterThan(0);
  });
});

describe('PATCH api/{role}/deposit', () => {
  it("approval credits the player from the decider's wallet as one entry, live to the player", async () => {
    const p = await newPlayer();
    const d = await deposit(p.user, { amount: '1200' });
    const agentBefore = (await wallet(t, c.agent.id)).balance;
    const sent = recordLive(t.app.ctx);
    const res = await decide('agent', { depositId: d._id, action: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json().docs).toMatchObject({ status: 'approved', approvedAmount: 1200, remarks: 'received' });
    expect((await wallet(t, p.user.id)).balance).toBe(120_000n);
    expect((await wallet(t, c.agent.id)).balance).toBe(agentBefore - 120_000n);
    const entries = await t.db.execute(
      sql`select kind, idempotency_key, created_by from journal_entries where reference = ${`deposit:${d._id}`}`,
    );
    expect((entries as unknown as { rows: unknown[] }).rows).toEqual([
      { kind: 'deposit', idempotency_key: `deposit:${d._id}`, created_by: c.agent.id },
    ]);
    expect(sent.map((s) => s.event)).toEqual(['getDepositUpdates', 'getDepositStatusChanged', 'getPtsUpdates', 'getPtsUpdates']);
    expect(sent[1]).toMatchObject({
      to: `user:${p.user.id}`,
      payload: { _id: d._id, status: 'approved', amount: 1200, remarks: 'received' },
    });
    expect(sent[2]).toMatchObject({ to: `user:${p.user.id}`, payload: { pts: 1200, availablePts: 1200 } });
    expect(sent[3]!.to).toBe(`user:${c.agent.id}`);
    const again = await decide('master', { depositId: d._id, action: 'approve' });
    expect([again.statusCode, again.json().message]).toEqual([409, MONEY_MESSAGES.alreadyDecided]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('credits the amount staff give (what actually arrived); the administrator credits from issuance', async () => {
    const p = await newPlayer();
    const d = await deposit(p.user, { amount: '1000' });
    const res = await decide('administrator', { depositId: d._id, action: 'approved', amount: '950.25' });
    expect(res.json().docs).toMatchObject({ amount: 1000, approvedAmount: 950.25 });
    expect((await wallet(t, p.user.id)).balance).toBe(95_025n);
    expect((await wallet(t, c.administrator.id)).balance).toBe(0n);
  });

  it('a decider short of points changes nothing', async () => {
    const p = await newPlayer();
    const d = await deposit(p.user, { amount: '40000' });
    const poor = await newUser(t.db, { role: 'agent', parent: c.master });
    const branch = await newUser(t.db, { role: 'branch', parent: poor });
    const q = await newUser(t.db, { role: 'user', parent: branch });
    const dq = await deposit(q, { amount: '100' });
    const token = await signIn(t.db, poor);
    await setTransactionCode(t.db, poor, CODE);
    const res = await call(t, token, 'PATCH', '/api/agent/deposit', {
      depositId: dq._id,
      action: 'approve',
      remarks: 'x',
      transactionCode: CODE,
    });
    expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.amountOverAvailable]);
    const list = await call(t, c.tokens.master, 'GET', `/api/master/deposit?search=${q.userName}`);
    expect(list.json().docs[0]).toMatchObject({ _id: dq._id, status: 'pending', approvedAmount: null });
    expect((await wallet(t, q.id)).balance).toBe(0n);
    // Someone with the points can still approve it.
    expect((await decide('master', { depositId: dq._id, action: 'approve' })).statusCode).toBe(200);
    expect((await decide('agent', { depositId: d._id, action: 'reject' })).statusCode).toBe(200);
  });

  it('rejection and processing move no points; a rejected player may ask again', async () => {
    const p = await newPlayer();
    const d = await deposit(p.user, {});
    const entries = await countRows(t, 'journal_entries');
    const sent = recordLive(t.app.ctx);
    expect((await decide('master', { depositId: d._id, action: 'processing' })).json().docs.status).toBe('processing');
    expect(await refusal(deposit(p.user, {}))).toEqual([409, MONEY_MESSAGES.alreadyHaveRequest]);
    const res = await decide('master', { depositId: d._id, action: 'reject', remarks: 'UTR not found in bank' });
    expect(res.json().docs).toMatchObject({ status: 'rejected', remarks: 'UTR not found in bank', approvedAmount: null });
    expect(sent.map((s) => s.event)).toEqual(['getDepositUpdates', 'getDepositUpdates', 'getDepositStatusChanged']);
    expect(await countRows(t, 'journal_entries')).toBe(entries);
    await expect(deposit(p.user, {})).resolves.toMatchObject({ status: 'pending' });
  });

  it('answers the messages of docs/product.md §8 and refuses non-uplines and branches', async () => {
    const p = await newPlayer();
    const d = await deposit(p.user, {});
    const cases: [Record<string, unknown>, number, string][] = [
      [{ remarks: '' }, 400, MESSAGES.remarksRequired],
      [{ transactionCode: '' }, 400, MESSAGES.transactionCodeEmpty],
      [{ transactionCode: '99999999' }, 400, MESSAGES.invalidTransactionCode],
      [{ amount: '-1' }, 400, MESSAGES.invalidAddSubtract],
      [{ amount: '0' }, 400, MESSAGES.invalidAddSubtract],
      [{ depositId: 'x' }, 404, MONEY_MESSAGES.requestNotFound],
    ];
    for (const [extra, status, message] of cases) {
      const res = await decide('agent', { depositId: d._id, action: 'approve', ...extra });
      expect([res.statusCode, res.json().message], JSON.stringify(extra)).toEqual([status, message]);
    }
    expect((await decide('agent', { depositId: d._id, action: 'maybe' })).statusCode).toBe(400);
    const outsider = await signedInChain(t.db);
    const foreign = await call(t, outsider.tokens.admin, 'PATCH', '/api/admin/deposit', {
      depositId: d._id,
      action: 'approve',
      remarks: 'x',
      transactionCode: CODE,
    });
    expect([foreign.statusCode, foreign.json().message]).toEqual([403, MONEY_MESSAGES.notYourDownline]);
    expect((await decide('branch', { depositId: d._id, action: 'approve' })).statusCode).toBe(403);
    expect((await wallet(t, p.user.id)).balance).toBe(0n);
  });

  it('1,000 concurrent approvals of one deposit credit it once', { timeout: 240_000 }, async () => {
    const p = await newPlayer();
    const d = await deposit(p.user, { amount: '5000' });
    const deciders = ['agent', 'master', 'superMaster', 'admin', 'whiteLabel'] as const;
    const all = await Promise.all(
      Array.from({ length: 1_000 }, (_, i) => decide(deciders[i % deciders.length]!, { depositId: d._id, action: 'approve' })),
    );
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(all.filter((r) => r.statusCode === 409 && r.json().message === MONEY_MESSAGES.alreadyDecided)).toHaveLength(999);
    expect((await wallet(t, p.user.id)).balance).toBe(500_000n);
    const entries = await t.db.execute(sql`select count(*)::int as n from journal_entries where reference = ${`deposit:${d._id}`}`);
    expect((entries as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('GET api/{userTypePath}/deposit', () => {
  it("lists a player's own requests and the downline's for staff, with status, UTR search and page info", async () => {
    const p = await newPlayer();
    const first = await deposit(p.user, { amount: '300' });
    await decide('agent', { depositId: first._id, action: 'reject' });
    t.clock.advance(1_000);
    const second = await deposit(p.user, { amount: '400' });

    const own = await call(t, p.token, 'GET', '/api/user/deposit?page=1&limit=5&status=all');
    expect(own.json()).toMatchObject({
      limit: 5,
      totalDocs: 2,
      totalPages: 1,
      showingFrom: 1,
      showingTo: 2,
      nextPage: false,
      nextPageNumber: null,
    });
    expect(own.json().docs.map((x: DepositRequest) => x._id)).toEqual([second._id, first._id]);
    const pending = await call(t, p.token, 'GET', '/api/user/deposit?status=pending');
    expect(pending.json().docs.map((x: DepositRequest) => x._id)).toEqual([second._id]);

    const byUtr = await call(t, c.tokens.master, 'GET', `/api/master/deposit?search=${first.utr}`);
    expect(byUtr.json().docs.map((x: DepositRequest) => [x._id, x.userName])).toEqual([[first._id, p.user.userName]]);
    const paged = await call(t, c.tokens.whiteLabel, 'GET', `/api/whiteLabel/deposit?search=${p.user.userName}&limit=1`);
    expect(paged.json()).toMatchObject({ totalDocs: 2, totalPages: 2, nextPage: true, nextPageNumber: 2, showingFrom: 1, showingTo: 1 });

    const outsider = await signedInChain(t.db);
    expect((await call(t, outsider.tokens.admin, 'GET', '/api/admin/deposit')).json()).toMatchObject({ docs: [], totalDocs: 0 });
    const other = await newPlayer();
    expect((await call(t, other.token, 'GET', '/api/user/deposit')).json().totalDocs).toBe(0);
    expect((await call(t, p.token, 'GET', '/api/master/deposit')).statusCode).toBe(403);
  });
});
