import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIRECT_LOGIN_TTL_SECONDS,
  ENTRY_LINK_MESSAGES,
  MESSAGES,
  STAFF_USER_MESSAGES,
  type DirectLoginLink,
  type LoginDocs,
} from '@backlay/contract';
import { directLoginTokens, users } from '../../src/db/schema/index.js';
import { hashToken } from '../../src/modules/auth/session-token.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain, newUser } from '../factories.js';
import { auditActions, auth, login, NO_RATE_LIMIT, probe, sessionOf, setMaintenance } from '../auth/helpers.js';

let t: TestApp;
let a: Awaited<ReturnType<typeof newChain>>;
let other: Awaited<ReturnType<typeof newChain>>;
let masterToken: string;
let host: string;

beforeAll(async () => {
  t = await createTestApp(NO_RATE_LIMIT);
  a = await newChain(t.db);
  other = await newChain(t.db);
  host = a.site.host;
  masterToken = (await login(t.app, host, a.master.userName)).token;
});
afterAll(async () => t.close());

async function issue(userId: string, token = masterToken, role = 'master', h = host) {
  const res = await t.app.inject({ method: 'POST', url: `/api/${role}/user/${userId}/direct-login`, headers: auth(h, token) });
  return { res, docs: (res.json() as { docs?: DirectLoginLink }).docs };
}

async function exchange(token: string, h = host) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/direct-login', headers: { host: h }, payload: { token } });
  return { res, docs: (res.json() as { docs?: LoginDocs }).docs };
}

describe('POST /api/{role}/user/{userId}/direct-login', () => {
  it('issues a link on the player site for a downline player, stores only its hash and audits it', async () => {
    const { res, docs } = await issue(a.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ENTRY_LINK_MESSAGES.linkIssued });
    expect(docs!.url).toBe(`http://${host}/direct-login/${docs!.token}`);
    expect(docs!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(docs!.expiresAt) - t.clock.now().getTime()).toBe(DIRECT_LOGIN_TTL_SECONDS * 1000);
    const rows = await t.db.select().from(directLoginTokens).where(eq(directLoginTokens.userId, a.user.id));
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(docs!.token));
    expect(JSON.stringify(rows)).not.toContain(docs!.token);
    expect(await auditActions(t.db, a.user.id)).toContain('user.direct_login_issued');
  });

  it('refuses accounts outside the downline with the same 403 as unknown ids', async () => {
    const outside = await issue(other.user.id);
    expect(outside.res.statusCode).toBe(403);
    expect(outside.res.json()).toMatchObject({ message: STAFF_USER_MESSAGES.notInDownline });
    const upline = await issue(a.whiteLabel.id);
    expect(upline.res.statusCode).toBe(403);
  });

  it('makes links for players only: not staff, demo or locked accounts', async () => {
    const staff = await issue(a.agent.id);
    expect(staff.res.statusCode).toBe(400);
    expect(staff.res.json()).toMatchObject({ message: ENTRY_LINK_MESSAGES.onlyPlayers });
    const demo = await newUser(t.db, { role: 'user', parent: a.branch, extra: { demo: true } });
    expect((await issue(demo.id)).res.json()).toMatchObject({ message: ENTRY_LINK_MESSAGES.demoNoLink });
    const locked = await newUser(t.db, { role: 'user', parent: a.branch });
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, locked.id));
    expect((await issue(locked.id)).res.json()).toMatchObject({ message: ENTRY_LINK_MESSAGES.lockedNoLink });
  });

  it('is a staff call: a player cannot issue links', async () => {
    const player = await login(t.app, host, a.user.userName);
    const res = await t.app.inject({ method: 'POST', url: `/api/user/user/${a.user.id}/direct-login`, headers: auth(host, player.token) });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('POST /api/auth/direct-login', () => {
  it('logs the player in once, replaces its other screens, then refuses the same link', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    const earlier = await login(t.app, host, player.userName);
    const { docs: link } = await issue(player.id);

    const first = await exchange(link!.token);
    expect(first.res.statusCode).toBe(200);
    expect(first.res.json()).toMatchObject({ message: MESSAGES.loginSuccessful });
    expect(first.res.headers.authorization).toBe(`Bearer ${first.docs!.token}`);
    expect(first.docs).toMatchObject({ _id: player.id, userName: player.userName, userType: 'user', twoFactorPending: false });
    expect((await probe(t.app, host, first.docs!.token)).status).toBe(200);
    expect((await probe(t.app, host, earlier.token)).code).toBe('DUPLICATE_SESSION');
    expect(await auditActions(t.db, player.id)).toContain('user.direct_login_used');

    const second = await exchange(link!.token);
    expect(second.res.statusCode).toBe(409);
    expect(second.res.json()).toMatchObject({ message: ENTRY_LINK_MESSAGES.linkUsed });
    expect(second.res.headers.authorization).toBeUndefined();
  });

  it('refuses an expired link and changes nothing', async () => {
    const { docs: link } = await issue(a.user.id);
    t.clock.advance(DIRECT_LOGIN_TTL_SECONDS * 1000);
    const late = await exchange(link!.token);
    expect(late.res.statusCode).toBe(400);
    expect(late.res.json()).toMatchObject({ message: ENTRY_LINK_MESSAGES.linkExpired });
    const [row] = await t.db
      .select()
      .from(directLoginTokens)
      .where(eq(directLoginTokens.tokenHash, hashToken(link!.token)));
    expect(row!.usedAt).toBeNull();
  });

  it('refuses unknown and malformed tokens with a clear message', async () => {
    const unknown = await exchange('A'.repeat(43));
    expect(unknown.res.statusCode).toBe(400);
    expect(unknown.res.json()).toMatchObject({ message: ENTRY_LINK_MESSAGES.linkInvalid });
    const malformed = await exchange('../../etc/passwd');
    expect(malformed.res.statusCode).toBe(400);
    expect(malformed.res.json()).toMatchObject({ message: ENTRY_LINK_MESSAGES.linkInvalid });
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/direct-login', headers: { host }, payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it("works only on the player's own site, and the link survives a try on another site", async () => {
    const { docs: link } = await issue(a.user.id);
    const elsewhere = await exchange(link!.token, other.site.host);
    expect(elsewhere.res.statusCode).toBe(403);
    expect(elsewhere.res.json()).toMatchObject({ message: ENTRY_LINK_MESSAGES.wrongSite });
    expect((await exchange(link!.token)).res.statusCode).toBe(200);
  });

  it('still asks a two-factor player for the code', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    await t.db.update(users).set({ enable2fa: true, totpSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(users.id, player.id));
    const { docs: link } = await issue(player.id);
    const { docs } = await exchange(link!.token);
    expect(docs!.twoFactorPending).toBe(true);
    expect((await sessionOf(t.db, docs!.token))!.twoFactorPending).toBe(true);
  });

  it('refuses a player locked after the link was issued, keeping the link unused', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    const { docs: link } = await issue(player.id);
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, player.id));
    const res = await exchange(link!.token);
    expect(res.res.statusCode).toBe(403);
    expect(res.res.json()).toMatchObject({ message: MESSAGES.accountLocked });
    const [row] = await t.db
      .select()
      .from(directLoginTokens)
      .where(eq(directLoginTokens.tokenHash, hashToken(link!.token)));
    expect(row!.usedAt).toBeNull();
  });

  it('is closed during maintenance', async () => {
    const { docs: link } = await issue(a.user.id);
    await setMaintenance(t, true);
    try {
      expect((await exchange(link!.token)).res.statusCode).toBe(503);
    } finally {
      await setMaintenance(t, false);
    }
    expect((await exchange(link!.token)).res.statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses through', async () => {
    const { docs: link } = await issue(a.user.id);
    const answers = await Promise.all([exchange(link!.token), exchange(link!.token)]);
    expect(answers.map((x) => x.res.statusCode).sort()).toEqual([200, 409]);
  });
});
