import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { MESSAGES, STAFF_USER_MESSAGES, staffUserMessage } from '@backlay/contract';
import { auditLog, sessions } from '../../src/db/schema/index.js';
import type { UserRow } from '../../src/lib/context.js';
import { verifySecret } from '../../src/lib/password-hash.js';
import { findUserById } from '../../src/modules/users/user.repository.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newUser, TEST_PASSWORD } from '../factories.js';
import { CODE, ledgerState, signIn, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { logoutUser, modify, recordLive, roomsOf, type SentMessage } from './helpers.js';

let t: TestApp;
let sent: SentMessage[];
beforeAll(async () => {
  t = await createTestApp();
  sent = recordLive(t.app.ctx);
});
afterAll(async () => t.close());
beforeEach(() => {
  sent.length = 0;
});

async function fresh(id: string): Promise<UserRow> {
  return (await findUserById(t.db, id))!;
}

async function liveSessions(userId: string): Promise<number> {
  const rows = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return rows.length;
}

/** POST api/auth on the chain's site (new sites reach the 2-second site cache first). */
function loginOn(c: SignedInChain, userName: string, password: string) {
  t.app.sites.invalidate();
  return t.app.inject({ method: 'POST', url: '/api/auth', headers: { host: c.site.host }, payload: { email: userName, password } });
}

function profile(token: string, role: string) {
  return t.app.inject({ method: 'GET', url: `/api/${role}/profile`, headers: { authorization: `Bearer ${token}` } });
}

async function lastAudit(targetId: string) {
  const [row] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(desc(auditLog.createdAt)).limit(1);
  return row;
}

const withCode = (body: Record<string, unknown>) => ({ ...body, transactionCode: CODE });

describe('PATCH api/{role}/user/{userId}: lock and unlock', () => {
  let c: SignedInChain;
  beforeEach(async () => {
    c = await signedInChain(t.db);
  });

  it('locks an account and its whole downline, ends their sessions and tells their screens', async () => {
    const res = await modify(t.app, c.tokens.master, 'master', c.agent.id, withCode({ blocked: true, remarks: 'fraud check' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(STAFF_USER_MESSAGES.userUpdated);
    expect(body.docs).toMatchObject({ changed: ['blocked'], downlineAffected: 2, sessionsEnded: 3 });
    expect(body.docs.user).toMatchObject({ _id: c.agent.id, blocked: true, blockedByUpline: false });

    expect(await fresh(c.agent.id)).toMatchObject({ blocked: true });
    for (const u of [c.branch, c.user]) {
      const row = await fresh(u.id);
      expect(row.blocked).toBe(true);
      expect(row.meta).toMatchObject({ blockedByUpline: true });
    }
    // Above and beside the account nothing changed.
    expect((await fresh(c.master.id)).blocked).toBe(false);
    for (const u of [c.agent, c.branch, c.user]) expect(await liveSessions(u.id)).toBe(0);
    expect(await liveSessions(c.master.id)).toBe(1);
    expect((await profile(c.tokens.user, 'user')).statusCode).toBe(401);
    expect((await profile(c.tokens.master, 'master')).statusCode).toBe(200);

    expect(sent).toHaveLength(1);
    expect(sent[0]!.event).toBe('logoutUserByAdmin');
    expect(roomsOf(sent[0]!).sort()).toEqual([c.agent.id, c.branch.id, c.user.id].map((id) => `user:${id}`).sort());
    expect(sent[0]!.payload).toEqual({ message: MESSAGES.accountLocked });

    const audit = (await lastAudit(c.agent.id))!;
    expect(audit).toMatchObject({ actorId: c.master.id, action: 'user.modified', targetType: 'user' });
    expect(audit.before).toEqual({
      blocked: false,
      blockedByUpline: false,
      betLock: false,
      betLockedByUpline: false,
      changePassword: false,
      commissionBps: 0,
    });
    expect(audit.after).toEqual({
      blocked: true,
      blockedByUpline: false,
      betLock: false,
      betLockedByUpline: false,
      changePassword: false,
      commissionBps: 0,
      changed: ['blocked'],
      passwordReset: false,
      downlineAffected: 2,
      sessionsEnded: 3,
      remarks: 'fraud check',
    });
  });

  it('refuses the login of a locked account with the message of docs/product.md §8', async () => {
    await modify(t.app, c.tokens.master, 'master', c.user.id, withCode({ blocked: true }));
    const res = await loginOn(c, c.user.userName, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.accountLocked);
  });

  it('unlocks exactly what the lock spread, and keeps accounts locked of their own', async () => {
    // The player was locked by its branch before the agent was locked.
    expect((await modify(t.app, c.tokens.branch, 'branch', c.user.id, withCode({ blocked: true }))).statusCode).toBe(200);
    expect((await modify(t.app, c.tokens.master, 'master', c.agent.id, withCode({ blocked: true }))).json().docs.downlineAffected).toBe(1);
    const res = await modify(t.app, c.tokens.master, 'master', c.agent.id, withCode({ blocked: false }));
    expect(res.statusCode).toBe(200);
    expect(res.json().docs).toMatchObject({ changed: ['blocked'], downlineAffected: 1, sessionsEnded: 0 });
    expect((await fresh(c.agent.id)).blocked).toBe(false);
    const branch = await fresh(c.branch.id);
    expect(branch.blocked).toBe(false);
    expect(branch.meta).not.toHaveProperty('blockedByUpline');
    expect((await fresh(c.user.id)).blocked).toBe(true);
    // Two locks told their screens; the unlock told nobody.
    expect(sent.filter((m) => m.event === 'logoutUserByAdmin')).toHaveLength(2);
  });

  it('sends an account locked through its upline to that upline', async () => {
    await modify(t.app, c.tokens.master, 'master', c.agent.id, withCode({ blocked: true }));
    const before = await fresh(c.branch.id);
    const res = await modify(t.app, c.tokens.master, 'master', c.branch.id, withCode({ blocked: false }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(staffUserMessage.uplineLocked(c.agent.userName));
    expect(await fresh(c.branch.id)).toEqual(before);
  });

  it('makes a lock through an upline the account own: it outlasts the upline unlock', async () => {
    await modify(t.app, c.tokens.master, 'master', c.agent.id, withCode({ blocked: true }));
    const own = await modify(t.app, c.tokens.master, 'master', c.branch.id, withCode({ blocked: true }));
    expect(own.json().docs).toMatchObject({ changed: ['blocked'], downlineAffected: 0 });
    expect(own.json().docs.user).toMatchObject({ blocked: true, blockedByUpline: false });
    await modify(t.app, c.tokens.master, 'master', c.agent.id, withCode({ blocked: false }));
    expect((await fresh(c.agent.id)).blocked).toBe(false);
    expect((await fresh(c.branch.id)).blocked).toBe(true);
    // The player is still locked through the branch, and goes free with it.
    expect((await fresh(c.user.id)).blocked).toBe(true);
    const free = await modify(t.app, c.tokens.master, 'master', c.branch.id, withCode({ blocked: false }));
    expect(free.json().docs.downlineAffected).toBe(1);
    expect((await fresh(c.user.id)).blocked).toBe(false);
  });

  it('changes nothing and writes no audit row when the lock is already the account own', async () => {
    await modify(t.app, c.tokens.master, 'master', c.user.id, withCode({ blocked: true }));
    const before = await ledgerState(t.db);
    const res = await modify(t.app, c.tokens.master, 'master', c.user.id, withCode({ blocked: true }));
    expect(res.statusCode).toBe(200);
    expect(res.json().docs).toMatchObject({ changed: [], downlineAffected: 0, sessionsEnded: 0 });
    expect((await ledgerState(t.db)).audit).toBe(before.audit);
    const unlockOpen = await modify(t.app, c.tokens.master, 'master', c.branch.id, withCode({ blocked: false }));
    expect(unlockOpen.json().docs.changed).toEqual([]);
  });
});

describe('PATCH api/{role}/user/{userId}: bet lock, password reset, commission', () => {
  let c: SignedInChain;
  beforeEach(async () => {
    c = await signedInChain(t.db);
  });

  it('bet locks an account and its downline without ending sessions', async () => {
    const res = await modify(t.app, c.tokens.agent, 'agent', c.branch.id, withCode({ betLock: 'true' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().docs).toMatchObject({ changed: ['betLock'], downlineAffected: 1, sessionsEnded: 0 });
    const player = await fresh(c.user.id);
    expect(player).toMatchObject({ betLock: true, blocked: false });
    expect(player.meta).toMatchObject({ betLockedByUpline: true });
    expect(await liveSessions(c.user.id)).toBe(1);
    expect(sent).toHaveLength(0);

    const direct = await modify(t.app, c.tokens.agent, 'agent', c.user.id, withCode({ betLock: false }));
    expect(direct.statusCode).toBe(400);
    expect(direct.json().message).toBe(staffUserMessage.uplineBetLocked(c.branch.userName));

    const off = await modify(t.app, c.tokens.agent, 'agent', c.branch.id, withCode({ betLock: false }));
    expect(off.json().docs).toMatchObject({ changed: ['betLock'], downlineAffected: 1 });
    expect((await fresh(c.user.id)).betLock).toBe(false);
  });

  it('locks and bet locks in one call, with one audit row', async () => {
    const before = await ledgerState(t.db);
    const res = await modify(t.app, c.tokens.master, 'master', c.user.id, withCode({ blocked: true, betLock: true }));
    expect(res.json().docs.changed).toEqual(['blocked', 'betLock']);
    expect((await ledgerState(t.db)).audit).toBe(before.audit + 1);
  });

  it('resets a password: the account must change it at next login, its sessions end, its screen is told', async () => {
    const res = await modify(
      t.app,
      c.tokens.master,
      'master',
      c.user.id,
      withCode({ password: 'NewPass99', confirmPassword: 'NewPass99' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().docs).toMatchObject({ changed: ['password'], sessionsEnded: 1 });
    expect(res.json().docs.user.changePassword).toBe(true);
    const row = await fresh(c.user.id);
    expect(row.changePassword).toBe(true);
    expect(await verifySecret(row.passwordHash, 'NewPass99')).toBe(true);
    expect(await verifySecret(row.passwordHash, TEST_PASSWORD)).toBe(false);
    expect((await profile(c.tokens.user, 'user')).statusCode).toBe(401);
    expect(sent).toEqual([
      { to: [`user:${c.user.id}`], event: 'logoutUserByAdmin', payload: { message: STAFF_USER_MESSAGES.passwordResetByUpline } },
    ]);
    const audit = (await lastAudit(c.user.id))!;
    expect(audit.after).toMatchObject({ changePassword: true, passwordReset: true, changed: ['password'] });
    expect(JSON.stringify([audit.before, audit.after])).not.toContain('NewPass99');
    expect(JSON.stringify([audit.before, audit.after])).not.toContain('argon2');
    // The new password logs in, flagged for the change.
    const login = await loginOn(c, c.user.userName, 'NewPass99');
    expect(login.statusCode).toBe(200);
    expect(login.json().docs.changePassword).toBe(true);
  });

  it('checks the new password and refuses a demo account', async () => {
    const before = await fresh(c.user.id);
    for (const [body, message] of [
      [{ password: 'short1' }, MESSAGES.passwordRule],
      [{ password: 'NoDigitsHere' }, MESSAGES.passwordRule],
      [{ password: 'NewPass99', confirmPassword: 'NewPass98' }, MESSAGES.passwordMismatch],
    ] as const) {
      const res = await modify(t.app, c.tokens.master, 'master', c.user.id, withCode(body));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await fresh(c.user.id)).toEqual(before);
    const demo = await newUser(t.db, { role: 'user', parent: c.branch, extra: { demo: true } });
    const res = await modify(t.app, c.tokens.master, 'master', demo.id, withCode({ password: 'NewPass99' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(STAFF_USER_MESSAGES.demoPasswordReset);
  });

  it('sets the commission, and checks it', async () => {
    const res = await modify(t.app, c.tokens.branch, 'branch', c.user.id, withCode({ commission: '2.5' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().docs).toMatchObject({ changed: ['commission'], user: { commission: 2.5 } });
    expect((await fresh(c.user.id)).commissionBps).toBe(250);
    expect((await lastAudit(c.user.id))!.before).toMatchObject({ commissionBps: 0 });
    expect((await lastAudit(c.user.id))!.after).toMatchObject({ commissionBps: 250 });
    for (const commission of [101, '1.001', 'x', -1]) {
      const bad = await modify(t.app, c.tokens.branch, 'branch', c.user.id, withCode({ commission }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(STAFF_USER_MESSAGES.invalidCommission);
    }
    expect((await fresh(c.user.id)).commissionBps).toBe(250);
  });

  it('needs something to change and the caller transaction code; a refusal changes nothing', async () => {
    const before = await fresh(c.user.id);
    const audits = (await ledgerState(t.db)).audit;
    const cases: [Record<string, unknown>, string][] = [
      [{ transactionCode: CODE }, STAFF_USER_MESSAGES.nothingToChange],
      [{ transactionCode: CODE, password: '' }, STAFF_USER_MESSAGES.nothingToChange],
      [{ blocked: true }, MESSAGES.transactionCodeEmpty],
      [{ blocked: true, transactionCode: '  ' }, MESSAGES.transactionCodeEmpty],
      [{ blocked: true, transactionCode: '87654321' }, MESSAGES.invalidTransactionCode],
    ];
    for (const [body, message] of cases) {
      const res = await modify(t.app, c.tokens.master, 'master', c.user.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    for (const body of [
      { blocked: 'perhaps', transactionCode: CODE },
      { commission: { x: 1 }, transactionCode: CODE },
    ]) {
      expect((await modify(t.app, c.tokens.master, 'master', c.user.id, body)).statusCode).toBe(400);
    }
    expect((await modify(t.app, c.tokens.master, 'master', 'not-a-uuid', withCode({ blocked: true }))).statusCode).toBe(400);
    expect(await fresh(c.user.id)).toEqual(before);
    expect((await ledgerState(t.db)).audit).toBe(audits);
    expect(await liveSessions(c.user.id)).toBe(1);
    expect(sent).toHaveLength(0);
  });

  it('is for staff on their own role path', async () => {
    expect((await modify(t.app, c.tokens.user, 'user', c.user.id, withCode({ blocked: true }))).statusCode).toBe(403);
    expect((await modify(t.app, null, 'master', c.user.id, withCode({ blocked: true }))).statusCode).toBe(401);
    expect((await fresh(c.user.id)).blocked).toBe(false);
  });
});

describe('POST api/{role}/user/{userId}/logout', () => {
  let c: SignedInChain;
  beforeEach(async () => {
    c = await signedInChain(t.db);
  });

  it('ends every live session of the account, tells its screens and writes an audit row', async () => {
    const second = await signIn(t.db, c.agent);
    const res = await logoutUser(t.app, c.tokens.master, 'master', c.agent.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: STAFF_USER_MESSAGES.userLoggedOut, docs: { sessionsEnded: 2 } });
    expect(await liveSessions(c.agent.id)).toBe(0);
    expect((await profile(second, 'agent')).statusCode).toBe(401);
    // Its downline stays signed in, and the account itself is not locked.
    expect(await liveSessions(c.branch.id)).toBe(1);
    expect((await fresh(c.agent.id)).blocked).toBe(false);
    expect(sent).toEqual([
      { to: `user:${c.agent.id}`, event: 'logoutUserByAdmin', payload: { message: STAFF_USER_MESSAGES.loggedOutByUpline } },
    ]);
    const audit = (await lastAudit(c.agent.id))!;
    expect(audit).toMatchObject({
      actorId: c.master.id,
      action: 'user.logged_out_by_upline',
      before: { liveSessions: 2 },
      after: { liveSessions: 0, sessionsEnded: 2 },
    });
  });

  it('answers 0 sessions for an account already signed out (the screen is still told)', async () => {
    await logoutUser(t.app, c.tokens.master, 'master', c.user.id);
    sent.length = 0;
    const res = await logoutUser(t.app, c.tokens.master, 'master', c.user.id);
    expect(res.json().docs.sessionsEnded).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it('answers 400 for a bad id and 403 for a player or a wrong role path', async () => {
    expect((await logoutUser(t.app, c.tokens.master, 'master', '1234')).statusCode).toBe(400);
    expect((await logoutUser(t.app, c.tokens.user, 'user', c.user.id)).statusCode).toBe(403);
    expect((await logoutUser(t.app, c.tokens.master, 'agent', c.user.id)).statusCode).toBe(403);
    expect(await liveSessions(c.user.id)).toBe(1);
  });
});
