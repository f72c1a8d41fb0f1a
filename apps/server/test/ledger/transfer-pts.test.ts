import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { LEDGER_MESSAGES, MESSAGES } from '@backlay/contract';
import { auditLog, journalEntries, postings } from '../../src/db/schema/index.js';
import { checkLedger } from '../../src/modules/ledger/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newUser } from '../factories.js';
import {
  CODE,
  balanceOf,
  body,
  fundChain,
  issuanceBalance,
  ledgerState,
  setTransactionCode,
  signIn,
  signedInChain,
  transfer,
  type SignedInChain,
} from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('PATCH api/{role}/user/pts: moving points', () => {
  let c: SignedInChain;
  beforeAll(async () => {
    c = await signedInChain(t.db);
  });

  it('lets the administrator credit a white label from the issuance account', async () => {
    const issuedBefore = await issuanceBalance(t.db);
    const res = await transfer(t.app, c.tokens.administrator, 'administrator', body(c.whiteLabel.id, 100000.5));
    expect(res.statusCode).toBe(200);
    const docs = res.json().docs;
    expect(docs).toMatchObject({ userId: c.whiteLabel.id, pts: 100000.5, uplinePts: 0 });
    expect(docs.journalEntryId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await balanceOf(t.db, c.whiteLabel)).toBe(10_000_050n);
    expect(await balanceOf(t.db, c.administrator)).toBe(0n);
    expect(await issuanceBalance(t.db)).toBe(issuedBefore - 10_000_050n);
  });

  it('moves points down one link as one balanced journal entry with an audit row', async () => {
    const res = await transfer(
      t.app,
      c.tokens.whiteLabel,
      'whiteLabel',
      body(c.admin.id, '2500.25', 'add', { remarks: '  opening float ' }),
    );
    expect(res.statusCode).toBe(200);
    const docs = res.json().docs as { pts: number; uplinePts: number; journalEntryId: string };
    expect(docs.pts).toBe(2500.25);
    expect(docs.uplinePts).toBe(100000.5 - 2500.25);

    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, docs.journalEntryId));
    expect(entry).toMatchObject({
      kind: 'upline_credit',
      reference: `user:${c.admin.id}`,
      memo: 'opening float',
      createdBy: c.whiteLabel.id,
    });
    const lines = await t.db.select().from(postings).where(eq(postings.entryId, docs.journalEntryId));
    expect(lines).toHaveLength(2);
    expect(lines.reduce((a, l) => a + l.amount, 0n)).toBe(0n);
    expect(lines.map((l) => l.amount).sort()).toEqual([-250_025n, 250_025n]);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, c.admin.id), eq(auditLog.action, 'user.pts.add')));
    expect(audit).toMatchObject({ actorId: c.whiteLabel.id, targetType: 'user' });
    expect(audit!.before).toEqual({ balancePaise: 0, upline: { account: 'wallet', balancePaise: 10_000_050 } });
    expect(audit!.after).toEqual({
      balancePaise: 250_025,
      upline: { account: 'wallet', balancePaise: 10_000_050 - 250_025 },
      amountPaise: 250_025,
      remarks: 'opening float',
      journalEntryId: docs.journalEntryId,
    });
  });

  it('subtracts points back up one link (upline_debit) and audits it', async () => {
    const res = await transfer(t.app, c.tokens.whiteLabel, 'whiteLabel', body(c.admin.id, 500, 'subtract'));
    expect(res.statusCode).toBe(200);
    expect(res.json().docs).toMatchObject({ pts: 2000.25, uplinePts: 100000.5 - 2000.25 });
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, res.json().docs.journalEntryId));
    expect(entry!.kind).toBe('upline_debit');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, c.admin.id), eq(auditLog.action, 'user.pts.subtract')));
    expect(audits).toHaveLength(1);
  });

  it("returns the administrator's debits to the issuance account", async () => {
    const issued = await issuanceBalance(t.db);
    const res = await transfer(t.app, c.tokens.administrator, 'administrator', body(c.whiteLabel.id, 0.5, 'subtract'));
    expect(res.statusCode).toBe(200);
    expect(await issuanceBalance(t.db)).toBe(issued + 50n);
    expect(await balanceOf(t.db, c.administrator)).toBe(0n);
  });

  it('takes a form-urlencoded body with string amounts, as the client of docs/product.md sends it', async () => {
    const res = await transfer(t.app, c.tokens.admin, 'admin', body(c.superMaster.id, '10.5'), { form: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().docs.pts).toBe(10.5);
  });

  it('takes a numeric transaction code from JSON clients', async () => {
    await setTransactionCode(t.db, c.superMaster, '00123456');
    const res = await transfer(t.app, c.tokens.superMaster, 'superMaster', body(c.master.id, 1, 'add', { transactionCode: 123456 }));
    expect(res.statusCode).toBe(200);
    const text = await transfer(t.app, c.tokens.superMaster, 'superMaster', body(c.master.id, 1, 'add', { transactionCode: '00123456' }));
    expect(text.statusCode).toBe(200);
    await setTransactionCode(t.db, c.superMaster, CODE);
  });

  it('serves a branch on the defaultBranch path (stored as branch)', async () => {
    const chain = await signedInChain(t.db);
    await fundChain(t.app, chain, 10);
    const res = await transfer(t.app, chain.tokens.branch, 'defaultBranch', body(chain.user.id, 5));
    expect(res.statusCode).toBe(200);
    expect(res.json().docs).toMatchObject({ pts: 15, uplinePts: 5 });
  });

  it('leaves the ledger balanced', async () => {
    const report = await checkLedger(t.db);
    expect(report.ok).toBe(true);
    expect(report.totals.balanceSum).toBe(0n);
  });
});

describe('PATCH api/{role}/user/pts: the messages of docs/product.md §8', () => {
  let c: SignedInChain;
  beforeAll(async () => {
    c = await signedInChain(t.db);
    await fundChain(t.app, c, 100);
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['empty remarks', { remarks: '' }, MESSAGES.remarksRequired],
    ['blank remarks', { remarks: '   ' }, MESSAGES.remarksRequired],
    ['missing remarks', { remarks: undefined }, MESSAGES.remarksRequired],
    ['empty transaction code', { transactionCode: '' }, MESSAGES.transactionCodeEmpty],
    ['blank transaction code', { transactionCode: '  ' }, MESSAGES.transactionCodeEmpty],
    ['missing transaction code', { transactionCode: undefined }, MESSAGES.transactionCodeEmpty],
    ['a word as amount', { amount: 'abc' }, MESSAGES.invalidAddSubtract],
    ['zero', { amount: 0 }, MESSAGES.invalidAddSubtract],
    ['zero as text', { amount: '0.00' }, MESSAGES.invalidAddSubtract],
    ['a negative amount', { amount: -5 }, MESSAGES.invalidAddSubtract],
    ['a negative amount as text', { amount: '-5' }, MESSAGES.invalidAddSubtract],
    ['three decimals', { amount: 1.234 }, MESSAGES.invalidAddSubtract],
    ['three decimals as text', { amount: '1.234' }, MESSAGES.invalidAddSubtract],
    ['an exponent', { amount: '1e3' }, MESSAGES.invalidAddSubtract],
    ['an empty amount', { amount: '' }, MESSAGES.invalidAddSubtract],
    ['no amount', { amount: undefined }, MESSAGES.invalidAddSubtract],
    ['a wrong transaction code', { transactionCode: '999999' }, MESSAGES.invalidTransactionCode],
  ];
  it.each(cases)('answers 400 for %s, and moves nothing', async (_name, override, message) => {
    const before = await ledgerState(t.db);
    const res = await transfer(t.app, c.tokens.branch, 'branch', { ...body(c.user.id, 1), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'BAD_REQUEST' });
    expect(await ledgerState(t.db)).toEqual(before);
  });

  it("refuses to add more than the upline's available points", async () => {
    const before = await ledgerState(t.db);
    const res = await transfer(t.app, c.tokens.branch, 'branch', body(c.user.id, 100.01));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.amountOverAvailable);
    expect(await ledgerState(t.db)).toEqual(before);
    // Exactly the available amount is fine.
    const ok = await transfer(t.app, c.tokens.branch, 'branch', body(c.user.id, 100));
    expect(ok.json().docs).toMatchObject({ pts: 200, uplinePts: 0 });
    const back = await transfer(t.app, c.tokens.branch, 'branch', body(c.user.id, 100, 'subtract'));
    expect(back.json().docs).toMatchObject({ pts: 100, uplinePts: 100 });
  });

  it("refuses to subtract more than the downline's available points", async () => {
    const before = await ledgerState(t.db);
    const res = await transfer(t.app, c.tokens.branch, 'branch', body(c.user.id, 100.01, 'subtract'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LEDGER_MESSAGES.amountOverUserAvailable);
    expect(await ledgerState(t.db)).toEqual(before);
  });

  it('counts exposure and held points as unavailable', async () => {
    const wallet = await t.db.execute(
      sql`update balances set exposure = 6000, held = 3000 where account_id = (select id from accounts where user_id = ${c.user.id}::uuid)`,
    );
    expect(wallet).toBeTruthy();
    try {
      const over = await transfer(t.app, c.tokens.branch, 'branch', body(c.user.id, 10.01, 'subtract'));
      expect(over.json().message).toBe(LEDGER_MESSAGES.amountOverUserAvailable);
      const ok = await transfer(t.app, c.tokens.branch, 'branch', body(c.user.id, 10, 'subtract'));
      expect(ok.statusCode).toBe(200);
      await transfer(t.app, c.tokens.branch, 'branch', body(c.user.id, 10));
    } finally {
      await t.db.execute(
        sql`update balances set exposure = 0, held = 0 where account_id = (select id from accounts where user_id = ${c.user.id}::uuid)`,
      );
    }
  });

  it('tells a staff account that never got a transaction code to get one', async () => {
    await setTransactionCode(t.db, c.branch, null);
    try {
      const res = await transfer(t.app, c.tokens.branch, 'branch', body(c.user.id, 1));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.transactionCodeNotSet);
    } finally {
      await setTransactionCode(t.db, c.branch, CODE);
    }
  });

  it('answers 400 with the problem for a missing userId or an unknown action', async () => {
    const noUser = await transfer(t.app, c.tokens.branch, 'branch', { ...body(c.user.id, 1), userId: undefined });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json().code).toBe('VALIDATION');
    const badAction = await transfer(t.app, c.tokens.branch, 'branch', { ...body(c.user.id, 1), action: 'steal' });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().message).toMatch(/action/);
  });
});

describe('PATCH api/{role}/user/pts: who may move whose points', () => {
  let c: SignedInChain;
  beforeAll(async () => {
    c = await signedInChain(t.db);
    await fundChain(t.app, c, 100);
  });

  let before: Awaited<ReturnType<typeof ledgerState>>;
  beforeEach(async () => {
    before = await ledgerState(t.db);
  });
  const unchanged = async () => expect(await ledgerState(t.db)).toEqual(before);

  it('refuses a downline two levels down (403)', async () => {
    const res = await transfer(t.app, c.tokens.agent, 'agent', body(c.user.id, 1));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(LEDGER_MESSAGES.notDirectDownline);
    await unchanged();
  });

  it('refuses the upline (403), both ways', async () => {
    expect((await transfer(t.app, c.tokens.branch, 'branch', body(c.agent.id, 1))).statusCode).toBe(403);
    expect((await transfer(t.app, c.tokens.branch, 'branch', body(c.agent.id, 1, 'subtract'))).statusCode).toBe(403);
    await unchanged();
  });

  it("refuses the caller's own account and another chain's accounts (403)", async () => {
    expect((await transfer(t.app, c.tokens.branch, 'branch', body(c.branch.id, 1))).statusCode).toBe(403);
    const other = await signedInChain(t.db);
    expect((await transfer(t.app, c.tokens.branch, 'branch', body(other.user.id, 1))).statusCode).toBe(403);
    // The administrator of one chain is not the parent of another chain's white label.
    expect((await transfer(t.app, c.tokens.administrator, 'administrator', body(other.whiteLabel.id, 1))).statusCode).toBe(403);
  });

  it('answers 404 for an unknown user id, whatever its shape', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or 1=1 --"]) {
      const res = await transfer(t.app, c.tokens.branch, 'branch', body(id, 1));
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(LEDGER_MESSAGES.userNotFound);
    }
    await unchanged();
  });

  it('refuses demo accounts', async () => {
    const demo = await newUser(t.db, { role: 'user', parent: c.branch, extra: { demo: true } });
    const res = await transfer(t.app, c.tokens.branch, 'branch', body(demo.id, 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LEDGER_MESSAGES.demoAccount);
  });

  it('refuses a path role that is not the caller role (403)', async () => {
    const res = await transfer(t.app, c.tokens.agent, 'master', body(c.branch.id, 1));
    expect(res.statusCode).toBe(403);
    const branchAsAgent = await transfer(t.app, c.tokens.branch, 'agent', body(c.user.id, 1));
    expect(branchAsAgent.statusCode).toBe(403);
    await unchanged();
  });

  it('refuses players and unknown path roles (403, before the body is read) and anonymous callers (401)', async () => {
    expect((await transfer(t.app, c.tokens.user, 'user', body(c.user.id, 1))).statusCode).toBe(403);
    expect((await transfer(t.app, c.tokens.branch, 'boss', body(c.user.id, 1))).statusCode).toBe(403);
    expect((await transfer(t.app, null, 'branch', body(c.user.id, 1))).statusCode).toBe(401);
    expect((await transfer(t.app, 'forged-token', 'branch', body(c.user.id, 1))).statusCode).toBe(401);
    await unchanged();
  });

  it('refuses a session that has not passed two-factor (401)', async () => {
    const pending = await signIn(t.db, c.branch, { twoFactorPending: true });
    const res = await transfer(t.app, pending, 'branch', body(c.user.id, 1));
    expect(res.statusCode).toBe(401);
    await unchanged();
  });
});

describe('PATCH api/{role}/user/pts: idempotency and atomicity', () => {
  let c: SignedInChain;
  beforeAll(async () => {
    c = await signedInChain(t.db);
    await fundChain(t.app, c, 100);
  });

  it('moves points once for a repeated Idempotency-Key and answers the same entry', async () => {
    const headers = { 'idempotency-key': 'retry-1' };
    const first = await transfer(t.app, c.tokens.branch, 'branch', body(c.user.id, 7), { headers });
    const state = await ledgerState(t.db);
    const again = await transfer(t.app, c.tokens.branch, 'branch', body(c.user.id, 7), { headers });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().docs.journalEntryId).toBe(first.json().docs.journalEntryId);
    expect(again.json().docs.pts).toBe(107);
    expect(await ledgerState(t.db)).toEqual(state);
    expect(await balanceOf(t.db, c.user)).toBe(10_700n);
  });

  it('answers 409 when a key is reused for a different transfer', async () => {
    const headers = { 'idempotency-key': 'retry-2' };
    expect((await transfer(t.app, c.tokens.branch, 'branch', body(c.user.id, 3), { headers })).statusCode).toBe(200);
    const state = await ledgerState(t.db);
    const other = await transfer(t.app, c.tokens.branch, 'branch', body(c.user.id, 4), { headers });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(LEDGER_MESSAGES.idempotencyKeyReused);
    expect(await ledgerState(t.db)).toEqual(state);
  });

  it('scopes keys to the caller: another upline may use the same key', async () => {
    const headers = { 'idempotency-key': 'retry-1' };
    const res = await transfer(t.app, c.tokens.agent, 'agent', body(c.branch.id, 1), { headers });
    expect(res.statusCode).toBe(200);
  });

  it('concurrent retries with one key still move points once', async () => {
    const headers = { 'idempotency-key': 'retry-3' };
    const before = await balanceOf(t.db, c.user);
    const all = await Promise.all(
      Array.from({ length: 8 }, () => transfer(t.app, c.tokens.branch, 'branch', body(c.user.id, 2), { headers })),
    );
    expect(all.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(all.map((r) => r.json().docs.journalEntryId)).size).toBe(1);
    expect(await balanceOf(t.db, c.user)).toBe(before + 200n);
  });

  it('changes nothing when the transfer fails halfway (after its postings, at the audit row)', async () => {
    // A trigger that fails the audit insert of this one remark: the postings and balance
    // updates of the same transaction have already run when it fires.
    await t.db.execute(sql`
      create or replace function fail_audit() returns trigger language plpgsql as $$
      begin
        if new.after->>'remarks' = 'boom' then raise exception 'audit store unavailable'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`create trigger fail_audit before insert on audit_log for each row execute function fail_audit()`);
    try {
      const before = await ledgerState(t.db);
      const userBefore = await balanceOf(t.db, c.user);
      const res = await transfer(t.app, c.tokens.branch, 'branch', body(c.user.id, 5, 'add', { remarks: 'boom' }));
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe(MESSAGES.somethingWentWrong);
      expect(res.body).not.toMatch(/audit store/);
      expect(await ledgerState(t.db)).toEqual(before);
      expect(await balanceOf(t.db, c.user)).toBe(userBefore);
    } finally {
      await t.db.execute(sql`drop trigger if exists fail_audit on audit_log`);
    }
    const ok = await transfer(t.app, c.tokens.branch, 'branch', body(c.user.id, 5, 'add', { remarks: 'boom' }));
    expect(ok.statusCode).toBe(200);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('PATCH api/{role}/user/pts: concurrent transfers', () => {
  it('never overdraws the downline: of 20 concurrent debits of 10 from 100, exactly 10 pass', async () => {
    const c = await signedInChain(t.db);
    await fundChain(t.app, c, 100);
    const all = await Promise.all(
      Array.from({ length: 20 }, () => transfer(t.app, c.tokens.branch, 'branch', body(c.user.id, 10, 'subtract'))),
    );
    const ok = all.filter((r) => r.statusCode === 200);
    const refused = all.filter((r) => r.statusCode === 400);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const r of refused) expect(r.json().message).toBe(LEDGER_MESSAGES.amountOverUserAvailable);
    expect(await balanceOf(t.db, c.user)).toBe(0n);
    expect(await balanceOf(t.db, c.branch)).toBe(20_000n);
    // Every answer reports balances that some order of the debits produces.
    const seen = ok.map((r) => r.json().docs.pts as number).sort((a, b) => a - b);
    expect(seen).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });

  it('never overdraws the upline: of 20 concurrent credits of 30 from 100, exactly 3 pass', async () => {
    const c = await signedInChain(t.db);
    await fundChain(t.app, c, 100);
    const all = await Promise.all(Array.from({ length: 20 }, () => transfer(t.app, c.tokens.branch, 'branch', body(c.user.id, 30))));
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of all.filter((x) => x.statusCode !== 200)) expect(r.json().message).toBe(MESSAGES.amountOverAvailable);
    expect(await balanceOf(t.db, c.branch)).toBe(1_000n);
    expect(await balanceOf(t.db, c.user)).toBe(19_000n);
  });

  it('runs many transfers both ways along a chain at once without deadlock, error or drift', async () => {
    const c = await signedInChain(t.db);
    await fundChain(t.app, c, 1000);
    const links = [
      ['whiteLabel', 'admin'],
      ['admin', 'superMaster'],
      ['superMaster', 'master'],
      ['master', 'agent'],
      ['agent', 'branch'],
      ['branch', 'user'],
    ] as const;
    const calls = Array.from({ length: 60 }, (_, i) => {
      const [from, to] = links[i % links.length]!;
      const action = i % 2 === 0 ? 'add' : 'subtract';
      return transfer(t.app, c.tokens[from], from, body(c[to].id, 1 + (i % 7) * 50, action));
    });
    const all = await Promise.all(calls);
    for (const r of all) expect([200, 400], r.body).toContain(r.statusCode);
    const moved = all.filter((r) => r.statusCode === 200).length;
    expect(moved).toBeGreaterThan(0);
    const balances = await Promise.all(
      (['whiteLabel', 'admin', 'superMaster', 'master', 'agent', 'branch', 'user'] as const).map((k) => balanceOf(t.db, c[k])),
    );
    for (const b of balances) expect(b >= 0n).toBe(true);
    // The chain holds exactly what the administrator issued to it.
    expect(balances.reduce((a, b) => a + b, 0n)).toBe(7n * 1000n * 100n);
    const report = await checkLedger(t.db);
    expect(report.ok).toBe(true);
  });
});
