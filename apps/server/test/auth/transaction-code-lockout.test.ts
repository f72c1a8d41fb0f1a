import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  MESSAGES,
  MULTI_LOGIN_MESSAGES,
  STAFF_USER_MESSAGES,
  TRANSACTION_CODE_LOCK,
  TRANSACTION_CODE_LOCK_MESSAGES,
  transactionCodeLockedMessage,
  type MultiLogin,
  type StaffUser,
} from '@backlay/contract';
import { auditLog, transactionCodeFailures, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { CODE, balanceOf, body, ledgerState, signedInChain, transfer, type SignedInChain } from '../ledger/helpers.js';
import { login } from './helpers.js';

/**
 * Transaction code lockout (docs/decisions/transaction-code-lockout.md), through real HTTP on a
 * real database: counting, the lock, its end, per-login holders, the console's view and lifting.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const WRONG = '11111111';
const MINUTE = 60_000;
const LOCKED_NOW = transactionCodeLockedMessage(TRANSACTION_CODE_LOCK.lockMinutes);

/** A call on the chain's own site (a staff session works on its site's host). */
function call(c: SignedInChain, method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method,
    url,
    headers: { host: c.site.host, authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

/** Points down the chain to the master, so the master can credit its agent. */
async function fundMaster(c: SignedInChain): Promise<void> {
  // The site cache learns the chain's new site.
  t.app.sites.invalidate();
  const links = [
    ['administrator', 'whiteLabel'],
    ['whiteLabel', 'admin'],
    ['admin', 'superMaster'],
    ['superMaster', 'master'],
  ] as const;
  for (const [from, to] of links) {
    const res = await transfer(t.app, c.tokens[from], from, body(c[to].id, 1000), { host: c.site.host });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** PATCH api/master/user/pts of 10 rupees to the agent, with this code. */
function masterCredit(c: SignedInChain, token: string, code: string) {
  return transfer(t.app, token, 'master', body(c.agent.id, 10, 'add', { transactionCode: code }), { host: c.site.host });
}

/** Wrong codes one after another; answers the messages. */
async function guessWrong(times: number, attempt: () => ReturnType<typeof masterCredit>): Promise<string[]> {
  const messages: string[] = [];
  for (let i = 0; i < times; i++) messages.push((await attempt()).json().message as string);
  return messages;
}

function lift(c: SignedInChain, token: string, role: string, userId: string, payload: Record<string, unknown>) {
  return call(c, 'POST', `/api/${role}/user/${userId}/liftCodeLock`, token, payload);
}

async function masterRowAs(c: SignedInChain, role: 'superMaster' | 'whiteLabel' | 'administrator'): Promise<StaffUser> {
  const res = await call(c, 'GET', `/api/${role}/user?all=true&search=${c.master.userName}`, c.tokens[role]);
  expect(res.statusCode, res.body).toBe(200);
  const row = (res.json().docs as StaffUser[]).find((u) => u._id === c.master.id);
  expect(row).toBeDefined();
  return row!;
}

async function failureRow(holder: string) {
  const [row] = await t.db.select().from(transactionCodeFailures).where(eq(transactionCodeFailures.holder, holder));
  return row ?? null;
}

async function auditRows(action: 'user.transaction_code_locked' | 'user.transaction_code_lock_lifted', targetId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
}

/** An employee login of the master with these permissions, signed in; answers its id and token. */
async function employeeOf(c: SignedInChain, permissions: string[]): Promise<{ id: string; userName: string; token: string }> {
  const userName = `emp${Math.random().toString(36).slice(2, 10)}`;
  const created = await call(c, 'POST', '/api/master/multiLogin', c.tokens.master, { userName, password: 'Worker123', permissions });
  expect(created.statusCode, created.body).toBe(200);
  t.app.sites.invalidate();
  const signIn = await login(t.app, c.site.host, userName, 'Worker123');
  expect(signIn.res.statusCode, signIn.res.body).toBe(200);
  return { id: created.json().docs._id as string, userName, token: signIn.token };
}

describe('transaction code lockout', () => {
  let c: SignedInChain;
  beforeEach(async () => {
    c = await signedInChain(t.db);
    await fundMaster(c);
  });

  it('refuses even the right code after five wrong ones, moves nothing, and leaves the account usable', async () => {
    const before = await ledgerState(t.db);
    const agentBefore = await balanceOf(t.db, c.agent);

    const answers = await guessWrong(TRANSACTION_CODE_LOCK.maxFailures, () => masterCredit(c, c.tokens.master, WRONG));
    expect(answers).toEqual([...Array(TRANSACTION_CODE_LOCK.maxFailures - 1).fill(MESSAGES.invalidTransactionCode), LOCKED_NOW]);

    const right = await masterCredit(c, c.tokens.master, CODE);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'RATE_LIMITED', message: LOCKED_NOW });
    // Other code-protected actions of the same holder are refused alike.
    const modify = await call(c, 'PATCH', `/api/master/user/${c.agent.id}`, c.tokens.master, { commission: 1, transactionCode: CODE });
    expect(modify.statusCode).toBe(429);

    const after = await ledgerState(t.db);
    expect({ ...after, audit: 0 }).toEqual({ ...before, audit: 0 });
    expect(await balanceOf(t.db, c.agent)).toBe(agentBefore);

    // Not the administrator's lock: the account is not blocked, signs in and works without a code.
    const [master] = await t.db.select().from(users).where(eq(users.id, c.master.id));
    expect(master!.blocked).toBe(false);
    t.app.sites.invalidate();
    const signIn = await login(t.app, c.site.host, c.master.userName);
    expect(signIn.res.statusCode, signIn.res.body).toBe(200);
    expect((await call(c, 'GET', '/api/master/user', c.tokens.master)).statusCode).toBe(200);
    expect((await call(c, 'GET', '/api/master/profile', c.tokens.master)).statusCode).toBe(200);

    // The message counts down, and after the lock's minutes the right code works again.
    t.clock.advance(10 * MINUTE + 30_000);
    expect((await masterCredit(c, c.tokens.master, CODE)).json().message).toBe(transactionCodeLockedMessage(5));
    t.clock.advance(5 * MINUTE);
    const later = await masterCredit(c, c.tokens.master, CODE);
    expect(later.statusCode, later.body).toBe(200);
    expect(await balanceOf(t.db, c.agent)).toBe(agentBefore + 1000n);
    expect(await failureRow(`account:${c.master.id}`)).toMatchObject({ failures: 0, lockedUntil: null });

    const [locked, ...more] = await auditRows('user.transaction_code_locked', c.master.id);
    expect(more).toEqual([]);
    expect(locked).toMatchObject({ actorId: c.master.id, targetType: 'user', loginId: null });
    expect(locked!.after).toMatchObject({ failures: TRANSACTION_CODE_LOCK.maxFailures });
  });

  it('starts the count again after a right code, and after a lock has run out', async () => {
    const almost = TRANSACTION_CODE_LOCK.maxFailures - 1;
    await guessWrong(almost, () => masterCredit(c, c.tokens.master, WRONG));
    expect((await masterCredit(c, c.tokens.master, CODE)).statusCode).toBe(200);
    expect(await guessWrong(almost, () => masterCredit(c, c.tokens.master, WRONG))).toEqual(
      Array(almost).fill(MESSAGES.invalidTransactionCode),
    );
    expect((await masterCredit(c, c.tokens.master, CODE)).statusCode).toBe(200);

    await guessWrong(TRANSACTION_CODE_LOCK.maxFailures, () => masterCredit(c, c.tokens.master, WRONG));
    t.clock.advance(TRANSACTION_CODE_LOCK.lockMinutes * MINUTE);
    // One wrong code after the lock ran out is the first of a new count, not a new lock.
    expect((await masterCredit(c, c.tokens.master, WRONG)).json().message).toBe(MESSAGES.invalidTransactionCode);
    expect(await failureRow(`account:${c.master.id}`)).toMatchObject({ failures: 1, lockedUntil: null });
  });

  it('counts every one of many concurrent wrong guesses', async () => {
    const guesses = 10;
    const answers = await Promise.all(Array.from({ length: guesses }, () => masterCredit(c, c.tokens.master, WRONG)));
    const messages = answers.map((r) => r.json().message as string);
    const invalid = messages.filter((m) => m === MESSAGES.invalidTransactionCode);
    expect(invalid).toHaveLength(TRANSACTION_CODE_LOCK.maxFailures - 1);
    expect(messages.filter((m) => m === LOCKED_NOW)).toHaveLength(guesses - invalid.length);
    expect(answers.every((r) => r.statusCode === 400 || r.statusCode === 429)).toBe(true);
    // Had two guesses counted as one, more than the allowance would answer 'Invalid Transaction Code'.

    const row = await failureRow(`account:${c.master.id}`);
    expect(row!.failures).toBeGreaterThanOrEqual(TRANSACTION_CODE_LOCK.maxFailures);
    expect(row!.lockedUntil).not.toBeNull();
    expect(await auditRows('user.transaction_code_locked', c.master.id)).toHaveLength(1);
    expect((await masterCredit(c, c.tokens.master, CODE)).statusCode).toBe(429);
  });

  it('lets many concurrent right codes through: only wrong codes count', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => masterCredit(c, c.tokens.master, CODE)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await failureRow(`account:${c.master.id}`)).toBeNull();
  });

  it('counts per employee login: one employee locked out leaves the owner and other employees alone', async () => {
    const guesser = await employeeOf(c, ['points']);
    const colleague = await employeeOf(c, ['points']);

    const answers = await guessWrong(TRANSACTION_CODE_LOCK.maxFailures, () => masterCredit(c, guesser.token, WRONG));
    expect(answers.at(-1)).toBe(LOCKED_NOW);
    expect((await masterCredit(c, guesser.token, CODE)).statusCode).toBe(429);
    expect((await masterCredit(c, c.tokens.master, CODE)).statusCode).toBe(200);
    expect((await masterCredit(c, colleague.token, CODE)).statusCode).toBe(200);

    expect(await failureRow(`login:${guesser.id}`)).toMatchObject({ accountId: c.master.id, loginId: guesser.id });
    // The owner's own count was never touched.
    expect(await failureRow(`account:${c.master.id}`)).toBeNull();
    const [locked] = await auditRows('user.transaction_code_locked', guesser.id);
    expect(locked).toMatchObject({ actorId: c.master.id, targetType: 'staffLogin', loginId: guesser.id, loginName: guesser.userName });

    // The owner sees it on Multi Login Account, the upline on its Users list.
    const logins = (await call(c, 'GET', '/api/master/multiLogin', c.tokens.master)).json().docs as MultiLogin[];
    const until = logins.find((l) => l._id === guesser.id)!.codeLockedUntil;
    expect(until).not.toBeNull();
    expect(logins.find((l) => l._id === colleague.id)!.codeLockedUntil).toBeNull();
    const seen = await masterRowAs(c, 'superMaster');
    expect(seen.codeLockedUntil).toBeNull();
    expect(seen.codeLockedLogins).toEqual([{ _id: guesser.id, userName: guesser.userName, lockedUntil: until }]);

    // The employee cannot lift its own lock; the owner can, with the owner's code.
    const liftUrl = `/api/master/multiLogin/${guesser.id}/liftCodeLock`;
    const self = await call(c, 'POST', liftUrl, guesser.token, { transactionCode: CODE });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(MULTI_LOGIN_MESSAGES.noAccess);
    const owner = await call(c, 'POST', liftUrl, c.tokens.master, { transactionCode: CODE });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toMatchObject({
      message: TRANSACTION_CODE_LOCK_MESSAGES.lifted,
      docs: { userId: c.master.id, loginId: guesser.id, wasLockedUntil: until },
    });
    expect((await masterCredit(c, guesser.token, CODE)).statusCode).toBe(200);
    const [lifted] = await auditRows('user.transaction_code_lock_lifted', guesser.id);
    expect(lifted).toMatchObject({ actorId: c.master.id, targetType: 'staffLogin' });
  });

  it('lets an upline see and lift the lock, with its own transaction code; then the right code works', async () => {
    await guessWrong(TRANSACTION_CODE_LOCK.maxFailures, () => masterCredit(c, c.tokens.master, WRONG));
    const until = (await failureRow(`account:${c.master.id}`))!.lockedUntil!.toISOString();
    for (const role of ['superMaster', 'whiteLabel', 'administrator'] as const) {
      expect((await masterRowAs(c, role)).codeLockedUntil).toBe(until);
    }

    const empty = await lift(c, c.tokens.superMaster, 'superMaster', c.master.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MESSAGES.transactionCodeEmpty);
    const wrong = await lift(c, c.tokens.superMaster, 'superMaster', c.master.id, { transactionCode: WRONG });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.invalidTransactionCode);
    expect((await failureRow(`account:${c.master.id}`))!.lockedUntil).not.toBeNull();

    const res = await lift(c, c.tokens.superMaster, 'superMaster', c.master.id, { transactionCode: CODE });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: TRANSACTION_CODE_LOCK_MESSAGES.lifted,
      docs: { userId: c.master.id, loginId: null, wasLockedUntil: until },
    });
    expect((await masterRowAs(c, 'superMaster')).codeLockedUntil).toBeNull();
    expect((await masterCredit(c, c.tokens.master, CODE)).statusCode).toBe(200);

    const [lifted, ...more] = await auditRows('user.transaction_code_lock_lifted', c.master.id);
    expect(more).toEqual([]);
    expect(lifted).toMatchObject({ actorId: c.superMaster.id, targetType: 'user' });
    expect(lifted!.before).toMatchObject({ lockedUntil: until });
    expect(lifted!.after).toMatchObject({ failures: 0, lockedUntil: null });

    const again = await lift(c, c.tokens.superMaster, 'superMaster', c.master.id, { transactionCode: CODE });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(TRANSACTION_CODE_LOCK_MESSAGES.notLocked);
  });

  it("lets the administrator lift an employee login's lock from the Users list (loginId)", async () => {
    const guesser = await employeeOf(c, ['points']);
    await guessWrong(TRANSACTION_CODE_LOCK.maxFailures, () => masterCredit(c, guesser.token, WRONG));
    const res = await lift(c, c.tokens.administrator, 'administrator', c.master.id, { loginId: guesser.id, transactionCode: CODE });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().docs).toMatchObject({ userId: c.master.id, loginId: guesser.id });
    expect((await masterRowAs(c, 'administrator')).codeLockedLogins).toEqual([]);
    expect((await masterCredit(c, guesser.token, CODE)).statusCode).toBe(200);
    const [lifted] = await auditRows('user.transaction_code_lock_lifted', guesser.id);
    expect(lifted).toMatchObject({ actorId: c.administrator.id, targetType: 'staffLogin' });
    // The account's own code was never locked: nothing to lift there.
    const own = await lift(c, c.tokens.administrator, 'administrator', c.master.id, { transactionCode: CODE });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(TRANSACTION_CODE_LOCK_MESSAGES.notLocked);
  });

  it('refuses to lift for anyone outside the upline chain, and changes nothing', async () => {
    await guessWrong(TRANSACTION_CODE_LOCK.maxFailures, () => masterCredit(c, c.tokens.master, WRONG));
    const other = await signedInChain(t.db);
    t.app.sites.invalidate();
    const tries = [
      // Another chain's uplines, the account's own downline, the account itself, a player.
      { chain: other, role: 'superMaster', message: STAFF_USER_MESSAGES.notInDownline },
      { chain: other, role: 'administrator', message: STAFF_USER_MESSAGES.notInDownline },
      { chain: c, role: 'agent', message: STAFF_USER_MESSAGES.notInDownline },
      { chain: c, role: 'master', message: STAFF_USER_MESSAGES.notInDownline },
      { chain: c, role: 'user', message: 'Not allowed for your role' },
    ] as const;
    for (const attempt of tries) {
      const token = attempt.chain.tokens[attempt.role];
      const res = await lift(attempt.chain, token, attempt.role, c.master.id, { transactionCode: CODE });
      expect(res.statusCode, `${attempt.role}: ${res.body}`).toBe(403);
      expect(res.json().message).toBe(attempt.message);
    }
    // Another account's master cannot reach this master's employee logins either.
    const employee = await employeeOf(c, ['points']);
    const foreign = await call(other, 'POST', `/api/master/multiLogin/${employee.id}/liftCodeLock`, other.tokens.master, {
      transactionCode: CODE,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(MULTI_LOGIN_MESSAGES.notYours);
    expect((await failureRow(`account:${c.master.id}`))!.lockedUntil).not.toBeNull();
    expect(await auditRows('user.transaction_code_lock_lifted', c.master.id)).toEqual([]);
    expect((await masterCredit(c, c.tokens.master, CODE)).statusCode).toBe(429);
  });
});
