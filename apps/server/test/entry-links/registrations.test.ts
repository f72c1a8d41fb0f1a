import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginDocs, RegistrationRow } from '@backlay/contract';
import { themes } from '../../src/db/schema/index.js';
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

  it('is refused to players', async () => {
    const { res } = await report(a.site.host, a.user.userName, 'user');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
