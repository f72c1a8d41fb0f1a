import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, MESSAGES, type LoginDocs } from '@backlay/contract';
import { themes, users, whiteLabels } from '../../src/db/schema/index.js';
import { defaultFooter, defaultTheme } from '../../src/modules/tenancy/default-theme.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain, newUser, uniqueName } from '../factories.js';
import { recordLive, roomsOf } from '../staff-users/helpers.js';
import { auditActions, login, NO_RATE_LIMIT, probe, setMaintenance } from './helpers.js';

let t: TestApp;
let a: Awaited<ReturnType<typeof newChain>>;
let host: string;

beforeAll(async () => {
  t = await createTestApp(NO_RATE_LIMIT);
  a = await newChain(t.db);
  host = a.site.host;
});
afterAll(async () => t.close());

function form(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { userName: uniqueName('player'), phone: '9876543210', password: 'Secret123', confirmPassword: 'Secret123', ...overrides };
}

async function signup(payload: Record<string, unknown>, h = host) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: { host: h }, payload });
  return { res, docs: (res.json() as { docs: LoginDocs }).docs };
}

async function stored(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('POST /api/auth/signup', () => {
  it("registers a player and answers with a session like login ('Signup Successfull')", async () => {
    const payload = form({ fullName: 'Ravi Kumar', email: 'Ravi@Example.com', utmSource: 'google', registrationSource: 'landing' });
    const { res, docs } = await signup(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MESSAGES.signupSuccessfull });
    expect(docs).toMatchObject({
      userName: payload.userName,
      userType: 'user',
      demo: false,
      whiteLabelId: a.site.whiteLabel.id,
      twoFactorPending: false,
    });
    expect(res.headers.authorization).toBe(`Bearer ${docs.token}`);
    expect(await probe(t.app, host, docs.token)).toEqual({ status: 200 });

    const user = await stored(docs._id);
    expect(user).toMatchObject({
      fullName: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '9876543210',
      utmSource: 'google',
      registrationSource: 'landing',
      referredBy: null,
      parentId: a.whiteLabel.id,
      demo: false,
    });
    expect(user.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(await auditActions(t.db, docs._id)).toContain('user.registered');
    // The new password works for a normal login.
    expect((await login(t.app, host, String(payload.userName), 'Secret123')).res.statusCode).toBe(200);
  });

  it('gives every new player a different referral code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 3; i++) codes.add((await stored((await signup(form())).docs._id)).referralCode!);
    expect(codes.size).toBe(3);
  });

  it('answers each form problem with the message of docs/product.md §8', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ userName: '' }, MESSAGES.invalidName],
      [{ userName: 'ab' }, MESSAGES.invalidName],
      [{ userName: 'bad name!' }, MESSAGES.invalidName],
      [{ fullName: 'R2-D2 !!' }, MESSAGES.invalidName],
      [{ phone: '' }, MESSAGES.mobileRequired],
      [{ phone: '12345' }, MESSAGES.mobileNotValid],
      [{ phone: '5876543210' }, MESSAGES.mobileNotValid],
      [{ phone: '9876543210', countryCode: '+999' }, MESSAGES.mobileNotValid],
      [{ phone: '+91 98765 43210', countryCode: '+44' }, MESSAGES.mobileNotValid],
      [{ email: 'nope@' }, MESSAGES.invalidEmail],
      [{ password: 'short1', confirmPassword: 'short1' }, MESSAGES.passwordRule],
      [{ password: 'nodigitshere', confirmPassword: 'nodigitshere' }, MESSAGES.passwordRule],
      [{ password: '', confirmPassword: '' }, MESSAGES.passwordRule],
      [{ confirmPassword: 'Different123' }, MESSAGES.passwordMismatch],
    ];
    for (const [overrides, message] of cases) {
      const { res } = await signup(form(overrides));
      expect({ overrides, status: res.statusCode, message: (res.json() as { message: string }).message }).toEqual({
        overrides,
        status: 400,
        message,
      });
    }
  });

  it('accepts +91 and a separate country code in front of the number', async () => {
    const one = await signup(form({ phone: '+91 91234 56789' }));
    expect((await stored(one.docs._id)).phone).toBe('9123456789');
    const two = await signup(form({ phone: '8123456789', countryCode: '+91' }));
    expect((await stored(two.docs._id)).phone).toBe('8123456789');
  });

  it('refuses a taken name (any case) with 409', async () => {
    const name = uniqueName('taken');
    expect((await signup(form({ userName: name }))).res.statusCode).toBe(200);
    const again = await signup(form({ userName: name.toUpperCase() }));
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json()).toMatchObject({ message: AUTH_MESSAGES.userNameTaken, code: 'CONFLICT' });
    const staffName = await signup(form({ userName: a.master.userName }));
    expect(staffName.res.statusCode).toBe(409);
  });

  it('puts the player under the branch named by branchId', async () => {
    const { docs } = await signup(form({ branchId: a.branch.id }));
    const user = await stored(docs._id);
    expect(user.parentId).toBe(a.branch.id);
    expect(user.branchId).toBe(a.branch.id);
    expect(user.ancestors).toEqual([...a.branch.ancestors, a.branch.id]);
  });

  it('ignores a branchId that is not a branch of this white label', async () => {
    const other = await newChain(t.db);
    for (const branchId of [other.branch.id, a.master.id, 'not-a-uuid']) {
      const { res, docs } = await signup(form({ branchId }));
      expect(res.statusCode).toBe(200);
      const user = await stored(docs._id);
      expect(user.parentId).toBe(a.whiteLabel.id);
      expect(user.branchId).toBeNull();
    }
  });

  it("puts a referred player under the referrer's upline and records the referrer", async () => {
    const referrer = await signup(form({ branchId: a.branch.id }));
    const code = (await stored(referrer.docs._id)).referralCode!;
    const { docs } = await signup(form({ referrerCode: code }));
    const user = await stored(docs._id);
    expect(user.parentId).toBe(a.branch.id);
    expect(user.referredBy).toBe(referrer.docs._id);
    const unknown = await signup(form({ referrerCode: 'NOSUCH99' }));
    expect(await stored(unknown.docs._id)).toMatchObject({ parentId: a.whiteLabel.id, referredBy: null });
  });

  it("falls back to the white label's default branch", async () => {
    const site = await newChain(t.db);
    await t.db.update(whiteLabels).set({ defaultBranchId: site.agent.id }).where(eq(whiteLabels.id, site.site.whiteLabel.id));
    t.app.sites.invalidate();
    const { res, docs } = await signup(form(), site.site.host);
    expect(res.statusCode).toBe(200);
    expect((await stored(docs._id)).parentId).toBe(site.agent.id);
  });

  it('is open only on b2c sites whose theme enables registration', async () => {
    const b2b = await newChain(t.db, { type: 'b2b' });
    t.app.sites.invalidate();
    const onB2b = await signup(form(), b2b.site.host);
    expect(onB2b.res.statusCode).toBe(403);
    expect(onB2b.res.json()).toMatchObject({ message: AUTH_MESSAGES.registrationClosed });

    const closed = await newChain(t.db);
    const theme = defaultTheme('Closed', 'b2c');
    await t.db
      .update(themes)
      .set({ theme: { ...theme, enable: { ...theme.enable, isRegister: false } }, footer: defaultFooter('Closed') })
      .where(eq(themes.whiteLabelId, closed.site.whiteLabel.id));
    t.app.sites.invalidate();
    const onClosed = await signup(form(), closed.site.host);
    expect(onClosed.res.statusCode).toBe(403);
    expect(onClosed.res.json()).toMatchObject({ message: AUTH_MESSAGES.registrationClosed });
  });

  it("needs a site: 'WhiteLabel is Missing!' on an unknown host, unless whiteLabelId names one", async () => {
    const missing = await signup(form(), 'unknown.example');
    expect(missing.res.statusCode).toBe(400);
    expect(missing.res.json()).toMatchObject({ message: MESSAGES.whiteLabelMissing });
    const named = await signup(form({ whiteLabelId: a.site.whiteLabel.id }), 'unknown.example');
    expect(named.res.statusCode).toBe(200);
  });

  it('is closed during maintenance', async () => {
    await setMaintenance(t, true);
    try {
      const { res } = await signup(form());
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: MESSAGES.websiteUnderMaintenance });
    } finally {
      await setMaintenance(t, false);
    }
  });

  it("tells the new player's uplines on the live channel (getUserCreated) once it is committed", async () => {
    const sent = recordLive(t.app.ctx);
    const { res, docs } = await signup(form({ userName: 'Live_Signup_1', branchId: a.branch.id }));
    expect(res.statusCode).toBe(200);
    const created = sent.filter((m) => m.event === 'getUserCreated');
    expect(created).toHaveLength(1);
    // Every upline of the new player, top first: the administrator down to the branch.
    expect(roomsOf(created[0]!)).toEqual([...a.branch.ancestors, a.branch.id].map((id) => `user:${id}`));
    const row = await stored(docs._id);
    expect(created[0]!.payload).toEqual({
      _id: docs._id,
      userName: 'Live_Signup_1',
      userType: 'user',
      whiteLabelId: a.site.whiteLabel.id,
      parent: { _id: a.branch.id, userName: a.branch.userName },
      createdAt: row.createdAt.toISOString(),
    });

    // With no branch named, the uplines are the white label's chain.
    sent.length = 0;
    const plain = await signup(form());
    expect(plain.res.statusCode).toBe(200);
    const second = sent.filter((m) => m.event === 'getUserCreated');
    expect(second).toHaveLength(1);
    expect(roomsOf(second[0]!)).toEqual([...a.whiteLabel.ancestors, a.whiteLabel.id].map((id) => `user:${id}`));
    expect(second[0]!.payload).toMatchObject({ _id: plain.docs._id, parent: { _id: a.whiteLabel.id } });
  });

  it('announces nothing for a refused sign-up (a form problem, or a taken name refused inside the transaction)', async () => {
    const sent = recordLive(t.app.ctx);
    expect((await signup(form({ phone: '' }))).res.statusCode).toBe(400);
    const taken = await signup(form({ userName: a.master.userName }));
    expect(taken.res.statusCode).toBe(409);
    expect(sent.filter((m) => m.event === 'getUserCreated')).toEqual([]);
  });

  it('replaces nothing for other players: registering does not log anyone out', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    const session = await login(t.app, host, player.userName);
    await signup(form());
    expect(await probe(t.app, host, session.token)).toEqual({ status: 200 });
  });
});
