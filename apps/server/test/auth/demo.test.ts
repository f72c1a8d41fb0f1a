import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, MESSAGES, type LoginDocs } from '@backlay/contract';
import { accounts, balances, journalEntries, outboxMessages, sessions, users, whiteLabels } from '../../src/db/schema/index.js';
import { issuanceAccountId, walletSummary } from '../../src/modules/ledger/ledger.service.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain, newSite } from '../factories.js';
import { auditActions, auth, NO_RATE_LIMIT, probe, sessionOf, setMaintenance } from './helpers.js';

let t: TestApp;
let a: Awaited<ReturnType<typeof newChain>>;
let host: string;

beforeAll(async () => {
  t = await createTestApp(NO_RATE_LIMIT);
  a = await newChain(t.db);
  host = a.site.host;
});
afterAll(async () => t.close());

async function demoViaLogin(h = host, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    headers: { host: h },
    payload: { email: '', password: '', demo: 'true', ...extra },
  });
  return { res, docs: (res.json() as { docs: LoginDocs }).docs };
}

async function demoViaSignup(h: string, payload: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup/demo', headers: { host: h }, payload });
  return { res, docs: (res.json() as { docs: LoginDocs }).docs };
}

async function userCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(users);
  return row!.n;
}

describe('demo login', () => {
  it('POST /api/auth with demo=true opens a fresh demo player with demo points and a 6 h session', async () => {
    const { res, docs } = await demoViaLogin();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MESSAGES.loginSuccessful });
    expect(docs).toMatchObject({
      userType: 'user',
      demo: true,
      whiteLabelId: a.site.whiteLabel.id,
      twoFactorPending: false,
      changePassword: false,
    });
    expect(docs.userName).toMatch(/^demo\d{8}$/);
    expect(res.headers.authorization).toBe(`Bearer ${docs.token}`);
    const expires = t.clock.now().getTime() + 6 * 3_600_000;
    expect(new Date(docs.demoExpiresAt!).getTime()).toBe(expires);
    expect((await sessionOf(t.db, docs.token))!.expiresAt.getTime()).toBe(expires);

    const [user] = await t.db.select().from(users).where(eq(users.id, docs._id));
    // No default branch on this site: the white label's own account is the upline.
    expect(user).toMatchObject({ demo: true, parentId: a.whiteLabel.id, referralCode: null });
    const wallet = await walletSummary(t.db, docs._id);
    expect(wallet.balance).toBe(BigInt(a.site.whiteLabel.demoPoints));
    const grants = await t.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.kind, 'demo_grant'), eq(journalEntries.reference, `user:${docs._id}`)));
    expect(grants).toHaveLength(1);
    expect(await auditActions(t.db, docs._id)).toEqual(['user.demo_created']);
  });

  it('gives each demo login its own account', async () => {
    const one = await demoViaLogin();
    const two = await demoViaLogin();
    expect(one.docs._id).not.toBe(two.docs._id);
    expect(await probe(t.app, host, one.docs.token)).toMatchObject({ status: 403 });
    expect(await probe(t.app, host, two.docs.token)).toMatchObject({ status: 403 });
  });

  it("places demo players under the white label's default branch when it has one", async () => {
    const site = await newChain(t.db);
    await t.db.update(whiteLabels).set({ defaultBranchId: site.branch.id }).where(eq(whiteLabels.id, site.site.whiteLabel.id));
    t.app.sites.invalidate();
    const { res, docs } = await demoViaLogin(site.site.host);
    expect(res.statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.id, docs._id));
    expect(user!.parentId).toBe(site.branch.id);
    expect(user!.ancestors).toEqual([...site.branch.ancestors, site.branch.id]);
  });

  it('refuses a site that has nobody to place the player under', async () => {
    const bare = await newSite(t.db);
    t.app.sites.invalidate();
    const before = await userCount();
    const { res } = await demoViaLogin(bare.host);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.siteNotReady });
    expect(await userCount()).toBe(before);
  });

  it('rolls the new account back when a later step fails (one transaction)', async () => {
    // Make the ledger step fail after the account and its wallet exist: hide the issuance
    // account's balance row for the duration of one demo login.
    const issuance = await issuanceAccountId(t.db);
    const [saved] = await t.db.select().from(balances).where(eq(balances.accountId, issuance));
    await t.db.delete(balances).where(eq(balances.accountId, issuance));
    const users0 = await userCount();
    const [accounts0] = await t.db.select({ n: count() }).from(accounts);
    const [sessions0] = await t.db.select({ n: count() }).from(sessions);
    try {
      const { res } = await demoViaLogin();
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ message: MESSAGES.somethingWentWrong });
    } finally {
      await t.db.insert(balances).values(saved!);
    }
    expect(await userCount()).toBe(users0);
    expect((await t.db.select({ n: count() }).from(accounts))[0]!.n).toBe(accounts0!.n);
    expect((await t.db.select({ n: count() }).from(sessions))[0]!.n).toBe(sessions0!.n);
    expect((await demoViaLogin()).res.statusCode).toBe(200);
  });

  it("needs a site: 'WhiteLabel is Missing!' on an unknown host", async () => {
    const { res } = await demoViaLogin('unknown.example');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.whiteLabelMissing });
  });

  it('is closed during maintenance', async () => {
    await setMaintenance(t, true);
    try {
      const { res } = await demoViaLogin();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: MESSAGES.websiteUnderMaintenance });
    } finally {
      await setMaintenance(t, false);
    }
  });
});

describe('POST /api/auth/signup/demo', () => {
  it('opens a demo session like the demo login and keeps valid contact details', async () => {
    const { res, docs } = await demoViaSignup(host, {
      userName: 'ignored_name',
      password: 'ignored1234',
      fullName: 'Asha Rao',
      phone: '+91 98765 43210',
      email: 'Asha@Example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(docs.demo).toBe(true);
    expect(docs.userName).toMatch(/^demo\d{8}$/);
    expect(res.headers.authorization).toBe(`Bearer ${docs.token}`);
    const [user] = await t.db.select().from(users).where(eq(users.id, docs._id));
    expect(user).toMatchObject({ fullName: 'Asha Rao', phone: '9876543210', email: 'asha@example.com' });
  });

  it('selects the site by demoWhiteLabelId when the host is unknown', async () => {
    const { res, docs } = await demoViaSignup('unknown.example', { demoWhiteLabelId: a.site.whiteLabel.id });
    expect(res.statusCode).toBe(200);
    expect(docs.whiteLabelId).toBe(a.site.whiteLabel.id);
    const missing = await demoViaSignup('unknown.example', {});
    expect(missing.res.json()).toMatchObject({ message: MESSAGES.whiteLabelMissing });
  });

  it('refuses a demoWhiteLabelId of another site', async () => {
    const other = await newSite(t.db);
    t.app.sites.invalidate();
    const { res } = await demoViaSignup(host, { demoWhiteLabelId: other.whiteLabel.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.whiteLabelMismatch });
  });

  it('checks contact details when given, with the messages of docs/product.md §8', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: '12345' }, MESSAGES.invalidName],
      [{ phone: '12345' }, MESSAGES.mobileNotValid],
      [{ email: 'not-an-email' }, MESSAGES.invalidEmail],
    ];
    for (const [payload, message] of cases) {
      const { res } = await demoViaSignup(host, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
  });
});

describe('what a demo account may not do', () => {
  let docs: LoginDocs;
  beforeAll(async () => {
    docs = (await demoViaLogin()).docs;
  });

  it('cannot change its password', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/changePassword',
      headers: auth(host, docs.token),
      payload: { oldPassword: 'whatever1', password: 'Newpass123', confirmPassword: 'Newpass123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: MESSAGES.demoAccount });
  });

  it('cannot set up two-factor', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/user/secureAuth', headers: auth(host, docs.token) });
    expect(get.statusCode).toBe(403);
    expect(get.json()).toMatchObject({ message: MESSAGES.demoAccount });
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/user/secureAuth',
      headers: auth(host, docs.token),
      payload: { code: '123456', enable: true },
    });
    expect(post.statusCode).toBe(403);
    expect(post.json()).toMatchObject({ message: MESSAGES.demoAccount });
  });

  it('cannot use forgot password: no code is sent and the reset is refused', async () => {
    await t.db.update(users).set({ phone: '9876543210' }).where(eq(users.id, docs._id));
    const [before] = await t.db.select({ n: count() }).from(outboxMessages);
    const otp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotPassword/otp',
      headers: { host },
      payload: { userName: docs.userName },
    });
    expect(otp.json()).toEqual({ message: MESSAGES.otpSent });
    const [after] = await t.db.select({ n: count() }).from(outboxMessages);
    expect(after!.n).toBe(before!.n);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotPassword',
      headers: { host },
      payload: { userName: docs.userName, otp: '123456', password: 'Newpass123', confirmPassword: 'Newpass123' },
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toMatchObject({ message: MESSAGES.demoAccount });
  });

  it('is not a player anyone can log in to by name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { host },
      payload: { email: docs.userName, password: '' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('demo expiry', () => {
  it('ends the demo session after 6 hours', async () => {
    const { docs } = await demoViaLogin();
    t.clock.advance(6 * 3_600_000 - 1_000);
    // Still signed in: the demo refusal (403) comes from the service, not the session check.
    expect(await probe(t.app, host, docs.token)).toMatchObject({ status: 403, message: MESSAGES.demoAccount });
    t.clock.advance(1_000);
    expect(await probe(t.app, host, docs.token)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const logout = await t.app.inject({ method: 'DELETE', url: '/api/user/auth', headers: auth(host, docs.token) });
    expect(logout.statusCode).toBe(401);
  });
});
