import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginDocs, RegistrationRow } from '@backlay/contract';
import { istDayOf } from '@backlay/domain';
import { themes, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain, uniqueName } from '../factories.js';
import { auth, login, NO_RATE_LIMIT } from '../auth/helpers.js';

let t: TestApp;
let a: Awaited<ReturnType<typeof newChain>>;
let other: Awaited<ReturnType<typeof newChain>>;

async function openRegistration(whiteLabelId: string) {
  const [row] = await t.db.select().from(themes).where(eq(themes.whiteLabelId, whiteLabelId));
  const theme = { ...row!.theme, enable: { ...row!.theme.enable, isRegister: true } };
  await t.db.update(themes).set({ theme }).where(eq(themes.whiteLabelId, whiteLabelId));
  t.app.sites.invalidate();
}

async function signup(host: string, extra: Record<string, unknown>) {
  const userName = uniqueName('reg');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { host },
    payload: { userName, phone: '9876543210', password: 'Secret123', confirmPassword: 'Secret123', ...extra },
  });
  expect(res.statusCode).toBe(200);
  return { userName, docs: (res.json() as { docs: LoginDocs }).docs };
}

async function report(host: string, userName: string, role: string, query = '') {
  const token = (await login(t.app, host, userName)).token;
  const res = await t.app.inject({ method: 'GET', url: `/api/${role}/report/registrations${query}`, headers: auth(host, token) });
  return { res, body: res.json() as { docs: RegistrationRow[]; totalDocs: number } };
}

beforeAll(async () => {
  t = await createTestApp(NO_RATE_LIMIT);
  a = await newChain(t.db);
  other = await newChain(t.db);
  await openRegistration(a.site.whiteLabel.id);
  await openRegistration(other.site.whiteLabel.id);
});
afterAll(async () => t.close());

describe('GET /api/{role}/report/registrations', () => {
  it('lists sign-ups with the UTM source, registration source and branch they came with', async () => {
    const tracked = await signup(a.site.host, { utmSource: 'google', registrationSource: 'ads', branchId: a.branch.id });
    await signup(a.site.host, {}); // no tracking: not a tracked registration
    const { res, body } = await report(a.site.host, a.agent.userName, 'agent');
    expect(res.statusCode).toBe(200);
    expect(body.docs).toHaveLength(1);
    expect(body.docs[0]).toMatchObject({
      _id: tracked.docs._id,
      userName: tracked.userName,
      utmSource: 'google',
      registrationSource: 'ads',
      branchId: a.branch.id,
      parentUserName: a.branch.userName,
    });
    expect(body.totalDocs).toBe(1);
  });

  it('filters by UTM source and never shows another downline', async () => {
    const fb = await signup(a.site.host, { utmSource: 'facebook' });
    await signup(other.site.host, { utmSource: 'facebook' });
    const { body } = await report(a.site.host, a.whiteLabel.userName, 'whiteLabel', '?utmSource=facebook');
    expect(body.docs.map((d) => d.userName)).toEqual([fb.userName]);
    const below = await report(a.site.host, a.branch.userName, 'branch', '?utmSource=facebook');
    // Players registered without a branch land under the house parent, not under this branch.
    expect(below.body.docs).toEqual([]);
  });

  it('filters by registration source, branch, referrer and sign-up day, and names branch and referrer', async () => {
    const source = uniqueName('src');
    const viaBranch = await signup(a.site.host, { registrationSource: source, branchId: a.branch.id });
    const referrerCode = (await t.db.select().from(users).where(eq(users.id, viaBranch.docs._id)))[0]!.referralCode!;
    const referred = await signup(a.site.host, { referrerCode });
    const bySource = await report(a.site.host, a.whiteLabel.userName, 'whiteLabel', `?registrationSource=${source}`);
    expect(bySource.body.docs.map((d) => d.userName)).toEqual([viaBranch.userName]);
    expect(bySource.body.docs[0]).toMatchObject({ branchId: a.branch.id, branchUserName: a.branch.userName, referrerUserName: null });

    const byBranch = await report(a.site.host, a.whiteLabel.userName, 'whiteLabel', `?branchId=${a.branch.id}`);
    expect(byBranch.body.docs.map((d) => d.userName)).toContain(viaBranch.userName);
    expect(byBranch.body.docs.every((d) => d.branchId === a.branch.id)).toBe(true);
    const byBranchName = await report(a.site.host, a.whiteLabel.userName, 'whiteLabel', `?branch=${a.branch.userName.toUpperCase()}`);
    expect(byBranchName.body.docs.map((d) => d.userName)).toEqual(byBranch.body.docs.map((d) => d.userName));

    // A referred sign-up is tracked even without UTM or branch; the referrer's name matches in any case.
    const byReferrer = await report(a.site.host, a.whiteLabel.userName, 'whiteLabel', `?referrer=${viaBranch.userName.toUpperCase()}`);
    expect(byReferrer.body.docs.map((d) => d.userName)).toEqual([referred.userName]);
    expect(byReferrer.body.docs[0]).toMatchObject({ referrerUserName: viaBranch.userName, utmSource: null, branchId: null });

    const today = istDayOf(t.clock.now());
    const inRange = await report(
      a.site.host,
      a.whiteLabel.userName,
      'whiteLabel',
      `?registrationSource=${source}&startDate=${today}&endDate=${today}`,
    );
    expect(inRange.body.docs).toHaveLength(1);
    const tomorrow = istDayOf(new Date(t.clock.now().getTime() + 86_400_000));
    const after = await report(a.site.host, a.whiteLabel.userName, 'whiteLabel', `?registrationSource=${source}&startDate=${tomorrow}`);
    expect(after.body.docs).toEqual([]);
    const before = await report(a.site.host, a.whiteLabel.userName, 'whiteLabel', `?registrationSource=${source}&endDate=2020-01-01`);
    expect(before.body.docs).toEqual([]);
  });

  it('pages the list', async () => {
    const source = uniqueName('pg');
    for (let i = 0; i < 3; i++) await signup(a.site.host, { utmSource: source });
    const first = await report(a.site.host, a.whiteLabel.userName, 'whiteLabel', `?utmSource=${source}&limit=2&page=1`);
    expect(first.body.docs).toHaveLength(2);
    expect(first.body.totalDocs).toBe(3);
    const second = await report(a.site.host, a.whiteLabel.userName, 'whiteLabel', `?utmSource=${source}&limit=2&page=2`);
    expect(second.body.docs).toHaveLength(1);
  });

  it('is refused to players', async () => {
    const { res } = await report(a.site.host, a.user.userName, 'user');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
