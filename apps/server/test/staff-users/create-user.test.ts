import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, MESSAGES, STAFF_USER_MESSAGES, staffUserMessage } from '@backlay/contract';
import { auditLog, journalEntries, users } from '../../src/db/schema/index.js';
import { verifySecret } from '../../src/lib/password-hash.js';
import { checkLedger } from '../../src/modules/ledger/index.js';
import { findUserById } from '../../src/modules/users/user.repository.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newSite, newUser, uniqueName } from '../factories.js';
import { CODE, balanceOf, fundChain, issuanceBalance, ledgerState, signIn, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createAccount, newAccount, recordLive, roomsOf } from './helpers.js';

let t: TestApp;
let c: SignedInChain;
beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
  await fundChain(t.app, c, 10_000);
});
afterAll(async () => t.close());

async function userCount(): Promise<number> {
  const r = await t.db.execute(sql`select count(*)::int as n from users`);
  return Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

/** A refused call must leave the accounts, the ledger and the audit trail as they were. */
async function expectRefused(
  res: { statusCode: number; json(): { message: string } },
  status: number,
  message: string,
  before: { users: number; ledger: Awaited<ReturnType<typeof ledgerState>> },
) {
  expect(res.statusCode).toBe(status);
  expect(res.json().message).toBe(message);
  expect(await userCount()).toBe(before.users);
  expect(await ledgerState(t.db)).toEqual(before.ledger);
}

async function snapshot() {
  return { users: await userCount(), ledger: await ledgerState(t.db) };
}

describe('POST api/{role}/user: creating a downline account', () => {
  it('creates a player below the caller with commission and an opening credit through the ledger', async () => {
    const masterBefore = await balanceOf(t.db, c.master);
    const res = await createAccount(
      t.app,
      c.tokens.master,
      'master',
      newAccount('Player_One', 'user', { fullName: 'Player One', commission: 1.5, credit: 250.5 }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(STAFF_USER_MESSAGES.userCreated);
    expect(body.docs).toMatchObject({
      userName: 'Player_One',
      fullName: 'Player One',
      userType: 'user',
      whiteLabelId: c.site.whiteLabel.id,
      parent: { _id: c.master.id, userName: c.master.userName },
      partnership: 0,
      commission: 1.5,
      pts: 250.5,
      exposure: 0,
      availablePts: 250.5,
      blocked: false,
      betLock: false,
      changePassword: false,
    });
    const id = body.docs._id as string;
    const row = (await findUserById(t.db, id))!;
    expect(row).toMatchObject({ role: 'user', parentId: c.master.id, commissionBps: 150, partnershipBps: 0, createdBy: c.master.id });
    expect(row.ancestors).toEqual([...c.master.ancestors, c.master.id]);
    expect(await verifySecret(row.passwordHash, 'Secret123')).toBe(true);

    // The credit: one upline_credit entry from the master's wallet, as PATCH user/pts makes it.
    expect(await balanceOf(t.db, row)).toBe(25_050n);
    expect(await balanceOf(t.db, c.master)).toBe(masterBefore - 25_050n);
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, body.docs.journalEntryId));
    expect(entry).toMatchObject({ kind: 'upline_credit', reference: `user:${id}`, memo: 'Opening credit', createdBy: c.master.id });

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((a) => a.action).sort()).toEqual(['user.created', 'user.pts.add']);
    const created = audits.find((a) => a.action === 'user.created')!;
    expect(created.actorId).toBe(c.master.id);
    expect(created.before).toBeNull();
    expect(created.after).toEqual({
      userName: 'Player_One',
      role: 'user',
      parentId: c.master.id,
      whiteLabelId: c.site.whiteLabel.id,
      partnershipBps: 0,
      commissionBps: 150,
      openingCreditPaise: 25_050,
      changePassword: false,
    });
    expect(JSON.stringify(created.after)).not.toContain('Secret123');
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('creates without a credit (no journal entry), from a form body; defaultBranch is stored as branch', async () => {
    const before = await ledgerState(t.db);
    const res = await createAccount(
      t.app,
      c.tokens.agent,
      'agent',
      newAccount('form_branch', 'defaultBranch', { partnership: '2.25', commission: '0', credit: '', remarks: 'x' }),
      { form: true },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().docs).toMatchObject({ userType: 'branch', partnership: 2.25, pts: 0, journalEntryId: null });
    const after = await ledgerState(t.db);
    expect(after.entries).toBe(before.entries);
    expect(after.audit).toBe(before.audit + 1);
  });

  it('uses the remarks given for the opening credit', async () => {
    const res = await createAccount(
      t.app,
      c.tokens.branch,
      'branch',
      newAccount(uniqueName('pl'), 'user', { credit: '10', remarks: 'welcome float' }),
    );
    expect(res.statusCode).toBe(200);
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, res.json().docs.journalEntryId));
    expect(entry!.memo).toBe('welcome float');
  });

  it('lets the administrator create a white label account for an existing white label, credited from issuance', async () => {
    const other = await newSite(t.db);
    const issued = await issuanceBalance(t.db);
    const res = await createAccount(
      t.app,
      c.tokens.administrator,
      'administrator',
      newAccount('wl_owner', 'whiteLabel', { whiteLabelId: other.whiteLabel.id, partnership: 40, credit: 1000 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().docs).toMatchObject({ userType: 'whiteLabel', whiteLabelId: other.whiteLabel.id, partnership: 40, pts: 1000 });
    expect(await issuanceBalance(t.db)).toBe(issued - 100_000n);
    expect(await balanceOf(t.db, c.administrator)).toBe(0n);
  });

  it('asks the administrator for the white label, and checks that it exists', async () => {
    const before = await snapshot();
    await expectRefused(
      await createAccount(t.app, c.tokens.administrator, 'administrator', newAccount('wl_none', 'whiteLabel')),
      400,
      STAFF_USER_MESSAGES.whiteLabelRequired,
      before,
    );
    await expectRefused(
      await createAccount(
        t.app,
        c.tokens.administrator,
        'administrator',
        newAccount('wl_none', 'whiteLabel', { whiteLabelId: '00000000-0000-4000-8000-000000000000' }),
      ),
      400,
      STAFF_USER_MESSAGES.whiteLabelNotFound,
      before,
    );
  });

  it('keeps everyone else inside its own white label', async () => {
    const other = await newSite(t.db);
    const before = await snapshot();
    await expectRefused(
      await createAccount(t.app, c.tokens.master, 'master', newAccount('elsewhere', 'user', { whiteLabelId: other.whiteLabel.id })),
      400,
      AUTH_MESSAGES.whiteLabelMismatch,
      before,
    );
    const own = await createAccount(
      t.app,
      c.tokens.master,
      'master',
      newAccount('samelabel', 'user', { whiteLabelId: c.site.whiteLabel.id }),
    );
    expect(own.statusCode).toBe(200);
  });

  it('allows only the roles below the caller', async () => {
    const before = await snapshot();
    const masterAllowed = staffUserMessage.roleNotAllowed(['agent', 'branch', 'subBranch', 'user']);
    for (const role of ['administrator', 'whiteLabel', 'admin', 'superMaster', 'master']) {
      await expectRefused(await createAccount(t.app, c.tokens.master, 'master', newAccount('rolecheck', role)), 403, masterAllowed, before);
    }
    await expectRefused(
      await createAccount(
        t.app,
        c.tokens.administrator,
        'administrator',
        newAccount('rolecheck', 'admin', { whiteLabelId: c.site.whiteLabel.id }),
      ),
      403,
      staffUserMessage.roleNotAllowed(['whiteLabel']),
      before,
    );
    const player = await createAccount(t.app, c.tokens.user, 'user', newAccount('rolecheck', 'user'));
    expect(player.statusCode).toBe(403);
    expect(await userCount()).toBe(before.users);
  });

  it('checks the user name, the password rule and the confirmation', async () => {
    const before = await snapshot();
    for (const userName of ['ab', 'has space', 'x'.repeat(33), '']) {
      await expectRefused(
        await createAccount(t.app, c.tokens.master, 'master', newAccount(userName, 'user')),
        400,
        MESSAGES.invalidName,
        before,
      );
    }
    for (const password of ['short1', 'nodigitsatall', '']) {
      await expectRefused(
        await createAccount(t.app, c.tokens.master, 'master', newAccount('goodname', 'user', { password })),
        400,
        MESSAGES.passwordRule,
        before,
      );
    }
    await expectRefused(
      await createAccount(t.app, c.tokens.master, 'master', newAccount('goodname', 'user', { confirmPassword: 'Secret124' })),
      400,
      MESSAGES.passwordMismatch,
      before,
    );
  });

  it('refuses a user name the white label already has, whatever its case', async () => {
    const before = await snapshot();
    await expectRefused(
      await createAccount(t.app, c.tokens.master, 'master', newAccount(c.user.userName.toUpperCase(), 'user')),
      409,
      AUTH_MESSAGES.userNameTaken,
      before,
    );
  });

  it('checks partnership and commission as percentages, and gives players no partnership', async () => {
    const before = await snapshot();
    for (const partnership of [-1, 100.01, '12.345', 'abc', '1e2']) {
      await expectRefused(
        await createAccount(t.app, c.tokens.master, 'master', newAccount('pcheck', 'agent', { partnership })),
        400,
        STAFF_USER_MESSAGES.invalidPartnership,
        before,
      );
    }
    for (const commission of [-0.5, 101, '0.001', 'ten']) {
      await expectRefused(
        await createAccount(t.app, c.tokens.master, 'master', newAccount('pcheck', 'user', { commission })),
        400,
        STAFF_USER_MESSAGES.invalidCommission,
        before,
      );
    }
    await expectRefused(
      await createAccount(t.app, c.tokens.master, 'master', newAccount('pcheck', 'user', { partnership: 5 })),
      400,
      STAFF_USER_MESSAGES.playerPartnership,
      before,
    );
  });

  it('keeps the partnership within what the caller and its uplines have not kept', async () => {
    const chain = await signedInChain(t.db);
    // The white label keeps 40%, the admin 30%, the super master 20%: 10% is left below.
    await t.db.update(users).set({ partnershipBps: 4000 }).where(eq(users.id, chain.whiteLabel.id));
    await t.db.update(users).set({ partnershipBps: 3000 }).where(eq(users.id, chain.admin.id));
    await t.db.update(users).set({ partnershipBps: 2000 }).where(eq(users.id, chain.superMaster.id));
    const before = await snapshot();
    await expectRefused(
      await createAccount(t.app, chain.tokens.superMaster, 'superMaster', newAccount('toomuch', 'master', { partnership: 10.01 })),
      400,
      staffUserMessage.partnershipOverLimit(10),
      before,
    );
    const ok = await createAccount(t.app, chain.tokens.superMaster, 'superMaster', newAccount('justright', 'master', { partnership: 10 }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().docs.partnership).toBe(10);
    // The new master holds the last 10%: nothing is left for its own downline.
    await t.db.update(users).set({ partnershipBps: 1000 }).where(eq(users.id, chain.master.id));
    const before2 = await snapshot();
    await expectRefused(
      await createAccount(t.app, chain.tokens.master, 'master', newAccount('nothingleft', 'agent', { partnership: 0.01 })),
      400,
      staffUserMessage.partnershipOverLimit(0),
      before2,
    );
  });

  it('checks the opening credit and creates nothing when the caller cannot fund it', async () => {
    const before = await snapshot();
    for (const credit of ['abc', -5, '1.234', 'NaN']) {
      await expectRefused(
        await createAccount(t.app, c.tokens.master, 'master', newAccount('creditcheck', 'user', { credit })),
        400,
        STAFF_USER_MESSAGES.invalidCredit,
        before,
      );
    }
    const available = Number(await balanceOf(t.db, c.master)) / 100;
    await expectRefused(
      await createAccount(t.app, c.tokens.master, 'master', newAccount('creditcheck', 'user', { credit: available + 0.01 })),
      400,
      MESSAGES.amountOverAvailable,
      before,
    );
    const [left] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.userName, 'creditcheck')));
    expect(left).toBeUndefined();
  });

  it('needs the caller transaction code, checked by the auth module', async () => {
    const before = await snapshot();
    await expectRefused(
      await createAccount(t.app, c.tokens.master, 'master', newAccount('codecheck', 'user', { transactionCode: '' })),
      400,
      MESSAGES.transactionCodeEmpty,
      before,
    );
    await expectRefused(
      await createAccount(t.app, c.tokens.master, 'master', newAccount('codecheck', 'user', { transactionCode: '11111111' })),
      400,
      MESSAGES.invalidTransactionCode,
      before,
    );
    const noCode = await newUser(t.db, { role: 'agent', parent: c.master });
    const token = await signIn(t.db, noCode);
    const before2 = await snapshot();
    await expectRefused(
      await createAccount(t.app, token, 'agent', newAccount('codecheck', 'user', { transactionCode: CODE })),
      400,
      MESSAGES.transactionCodeNotSet,
      before2,
    );
  });

  it("tells the new account's uplines on the live channel once it is committed, and nobody of a refused one", async () => {
    const sent = recordLive(t.app.ctx);
    const res = await createAccount(t.app, c.tokens.agent, 'agent', newAccount('Live_One', 'user', { credit: 10 }));
    expect(res.statusCode).toBe(200);
    const docs = res.json().docs as { _id: string; createdAt: string };
    const created = sent.filter((m) => m.event === 'getUserCreated');
    expect(created).toHaveLength(1);
    // Every upline of the new account, top first: the administrator down to the creator.
    expect(roomsOf(created[0]!)).toEqual([...c.agent.ancestors, c.agent.id].map((id) => `user:${id}`));
    expect(created[0]!.payload).toEqual({
      _id: docs._id,
      userName: 'Live_One',
      userType: 'user',
      whiteLabelId: c.site.whiteLabel.id,
      parent: { _id: c.agent.id, userName: c.agent.userName },
      createdAt: docs.createdAt,
    });

    // Refused inside the transaction (the opening credit is more than the agent has): rolled
    // back, so nothing is announced.
    sent.length = 0;
    const available = Number(await balanceOf(t.db, c.agent)) / 100;
    const refused = await createAccount(t.app, c.tokens.agent, 'agent', newAccount('Live_Two', 'user', { credit: available + 1 }));
    expect(refused.statusCode).toBe(400);
    expect(sent.filter((m) => m.event === 'getUserCreated')).toEqual([]);
  });

  it('answers 400 for a body of the wrong shape', async () => {
    const before = await snapshot();
    for (const body of [
      {},
      newAccount('shape', 'emperor'),
      { ...newAccount('shape', 'user'), whiteLabelId: 'nope' },
      { ...newAccount('shape', 'user'), password: 5 },
    ]) {
      const res = await createAccount(t.app, c.tokens.master, 'master', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });
});
