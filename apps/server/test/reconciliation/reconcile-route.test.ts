import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STATEMENT_BYTES, RECONCILE_MESSAGES, type DepositRequest, type PaymentMethod } from '@backlay/contract';
import type { UserRow } from '../../src/lib/context.js';
import { requestDeposit } from '../../src/modules/money/index.js';
import { newUser } from '../factories.js';
import { CODE, fundChain, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { PNG, call, countRows, createMoneyTestApp, newMethod, upiDeposit, type MoneyTestApp } from '../money/money-helpers.js';

/**
 * POST api/{role}/deposit/reconcile on a real database: pending deposits of the caller's
 * downline against an uploaded statement, as text/csv and as a multipart file.
 */

let t: MoneyTestApp;
let c: SignedInChain;
let other: SignedInChain;
let upi: PaymentMethod;
beforeAll(async () => {
  t = await createMoneyTestApp();
  c = await signedInChain(t.db);
  other = await signedInChain(t.db);
  await fundChain(t.app, c, 100_000);
  upi = await newMethod(t, c, 'depositType', upiDeposit);
});
afterAll(async () => t.close());

async function deposit(player: UserRow, utr: string, amount: string, method = upi): Promise<DepositRequest> {
  const a = await requestDeposit(
    t.app.ctx,
    { storage: t.app.proofStorage, receipts: t.app.receiptReader },
    player,
    { depositTypeId: method._id, amount, utr },
    { bytes: PNG },
  );
  return a.deposit;
}

function reconcile(token: string, role: string, csv: string | Buffer, contentType = 'text/csv') {
  return t.app.inject({
    method: 'POST',
    url: `/api/${role}/deposit/reconcile`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: csv,
  });
}

function multipart(token: string, role: string, files: { name: string; body: string }[]) {
  const boundary = '----backlayrecon';
  const parts = files.map(
    (f) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="statement"; filename="${f.name}"\r\nContent-Type: text/csv\r\n\r\n${f.body}\r\n`,
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/${role}/deposit/reconcile`,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${parts.join('')}--${boundary}--\r\n`,
  });
}

describe('POST api/{role}/deposit/reconcile', () => {
  let d1: DepositRequest, d2: DepositRequest, d3: DepositRequest, d4: DepositRequest;
  let statement: string;

  beforeAll(async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => newUser(t.db, { role: 'user', parent: c.branch })));
    d1 = await deposit(players[0]!, '410000000001', '1500');
    d2 = await deposit(players[1]!, '410000000002', '2000');
    d3 = await deposit(players[2]!, '410000000003', '700'); // on the statement for 650
    d4 = await deposit(players[3]!, '410000000004', '300'); // not on the statement
    // A pending deposit of another chain's player, whose UTR is on the statement: never shown to c.
    const stranger = await newUser(t.db, { role: 'user', parent: other.branch });
    const otherUpi = await newMethod(t, other, 'depositType', upiDeposit);
    await deposit(stranger, '410000000009', '900', otherUpi);
    statement = [
      'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
      '20/11/2026,20/11/2026,"UPI/CR/410000000001/PLAYER ONE",,,"1,500.00","1,01,500.00"',
      '20/11/2026,20/11/2026,UPI/CR/PLAYER TWO,410000000002,,"2,000.00","1,03,500.50"',
      '21/11/2026,21/11/2026,IMPS 410000000003,,,650.00,"1,04,150.50"',
      '21/11/2026,21/11/2026,ATM WITHDRAWAL,,"5,000.00",,"99,150.50"',
      '22/11/2026,22/11/2026,UPI/CR/410000000009/STRANGER,,,900.00,"1,00,050.50"',
      '22/11/2026,22/11/2026,NEFT UNKNOWN,,,"12,000.00","1,12,050.50"',
    ].join('\n');
  });

  it('lists matched pairs, amount mismatches and both unmatched sides, and approves nothing', async () => {
    const entries = await countRows(t, 'journal_entries');
    const res = await reconcile(c.tokens.master, 'master', statement);
    expect(res.statusCode).toBe(200);
    const docs = res.json().docs;
    expect(
      docs.matched.map((p: { deposit: DepositRequest; line: { line: number; amount: number } }) => [
        p.deposit._id,
        p.line.line,
        p.line.amount,
      ]),
    ).toEqual([
      [d1._id, 2, 1500],
      [d2._id, 3, 2000],
    ]);
    expect(docs.amountMismatches).toHaveLength(1);
    expect(docs.amountMismatches[0].deposit._id).toBe(d3._id);
    expect(docs.amountMismatches[0].line).toMatchObject({ line: 4, amount: 650, date: '2026-11-21' });
    expect(docs.unmatchedDeposits.map((d: DepositRequest) => d._id)).toEqual([d4._id]);
    // The stranger's credit is just a line to c: its deposit is outside c's downline.
    expect(docs.unmatchedLines.map((l: { line: number }) => l.line)).toEqual([6, 7]);
    expect(docs.skippedRows).toEqual([]);
    expect(await countRows(t, 'journal_entries')).toBe(entries);
    const list = await call(t, c.tokens.master, 'GET', '/api/master/deposit?status=pending&page=1&limit=50');
    expect(list.json().docs.map((d: DepositRequest) => d._id)).toEqual(expect.arrayContaining([d1._id, d2._id]));
  });

  it('takes the statement as a multipart file too; a decided deposit drops out of the next run', async () => {
    const approved = await call(t, c.tokens.master, 'PATCH', '/api/master/deposit', {
      depositId: d1._id,
      action: 'approve',
      remarks: 'on statement',
      transactionCode: CODE,
    });
    expect(approved.statusCode).toBe(200);
    const res = await multipart(c.tokens.agent, 'agent', [{ name: 'statement.csv', body: statement }]);
    expect(res.statusCode).toBe(200);
    const docs = res.json().docs;
    expect(docs.matched.map((p: { deposit: DepositRequest }) => p.deposit._id)).toEqual([d2._id]);
    expect(docs.unmatchedLines.map((l: { line: number }) => l.line)).toEqual([2, 6, 7]);
  });

  it('answers a bad statement with 400 and its reason', async () => {
    const cases: [string | Buffer, string, string?][] = [
      ['', RECONCILE_MESSAGES.empty],
      ['name,age\nravi,30', RECONCILE_MESSAGES.noHeader],
      ['Date,Description,Amount\n01/11/2026,"never closed,100', RECONCILE_MESSAGES.unterminatedQuote],
      [Buffer.alloc(MAX_STATEMENT_BYTES + 10, 'a'), RECONCILE_MESSAGES.tooLarge],
      ['{"a":1}', RECONCILE_MESSAGES.notText, 'application/json'],
    ];
    for (const [body, message, type] of cases) {
      const res = await reconcile(c.tokens.master, 'master', body, type);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const big = await multipart(c.tokens.master, 'master', [{ name: 's.csv', body: 'a'.repeat(MAX_STATEMENT_BYTES + 10) }]);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(RECONCILE_MESSAGES.tooLarge);
    const two = await multipart(c.tokens.master, 'master', [
      { name: 'a.csv', body: statement },
      { name: 'b.csv', body: statement },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(RECONCILE_MESSAGES.oneFileOnly);
  });

  it('is for the roles that decide deposits, on their own path', async () => {
    expect((await reconcile(c.tokens.branch, 'branch', statement)).statusCode).toBe(403);
    expect((await reconcile(c.tokens.user, 'user', statement)).statusCode).toBe(403);
    expect((await reconcile(c.tokens.master, 'agent', statement)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/master/deposit/reconcile',
      headers: { 'content-type': 'text/csv' },
      payload: statement,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
