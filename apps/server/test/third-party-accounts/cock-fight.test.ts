import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_LINK_MESSAGES } from '@backlay/contract';
import { domains, thirdPartyAccounts, users } from '../../src/db/schema/index.js';
import { loadConfig } from '../../src/config/config.js';
import { configuredAccountAdapter, sandboxAccountAdapter } from '../../src/modules/third-party-accounts/account-adapter.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain, newUser } from '../factories.js';
import { auth, login, NO_RATE_LIMIT } from '../auth/helpers.js';
import { logoutUser, modify } from '../staff-users/helpers.js';
import { CODE, setTransactionCode } from '../ledger/helpers.js';
import { SessionEnds } from '../../src/lib/session-ends.js';

let t: TestApp;
let a: Awaited<ReturnType<typeof newChain>>;
/** A site whose domain does not offer the cock-fight games (no `cockFight` switch). */
let plain: Awaited<ReturnType<typeof newChain>>;

beforeAll(async () => {
  t = await createTestApp(NO_RATE_LIMIT);
  a = await newChain(t.db);
  plain = await newChain(t.db);
  const [row] = await t.db.select().from(domains).where(eq(domains.host, a.site.host));
  await t.db
    .update(domains)
    .set({ features: { ...row!.features, cockFight: true } })
    .where(eq(domains.host, a.site.host));
  t.app.sites.invalidate();
});
afterAll(async () => t.close());

async function call(token: string, action: 'create' | 'logout', role = 'user') {
  const res = await t.app.inject({ method: 'GET', url: `/api/${role}/cockFight/${action}`, headers: auth(a.site.host, token) });
  return { res, body: res.json() as { message: string; docs: { cockFightCreated: boolean } } };
}

async function profileFlag(token: string): Promise<boolean> {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: auth(a.site.host, token) });
  return (res.json() as { docs: { cockFightCreated: boolean } }).docs.cockFightCreated;
}

describe('GET /api/user/cockFight/create and /logout', () => {
  it('creates the account once, flags cockFightCreated, and a repeat changes nothing', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    const { token } = await login(t.app, a.site.host, player.userName);
    expect(await profileFlag(token)).toBe(false);

    const first = await call(token, 'create');
    expect(first.res.statusCode).toBe(200);
    expect(first.body).toMatchObject({ message: ENTRY_LINK_MESSAGES.cockFightCreated, docs: { cockFightCreated: true } });
    expect(await profileFlag(token)).toBe(true);

    const again = await call(token, 'create');
    expect(again.body).toMatchObject({ message: ENTRY_LINK_MESSAGES.cockFightExists, docs: { cockFightCreated: true } });
    const rows = await t.db.select().from(thirdPartyAccounts).where(eq(thirdPartyAccounts.userId, player.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'cockFight', externalId: `sandbox-${player.id}`, status: 'active' });
  });

  it('logs the provider session out and a later create makes it active again', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    const { token } = await login(t.app, a.site.host, player.userName);
    const none = await call(token, 'logout');
    expect(none.res.statusCode).toBe(200);
    expect(none.body.docs.cockFightCreated).toBe(false);

    await call(token, 'create');
    const out = await call(token, 'logout');
    expect(out.body).toMatchObject({ message: ENTRY_LINK_MESSAGES.cockFightLoggedOut, docs: { cockFightCreated: true } });
    const [row] = await t.db.select().from(thirdPartyAccounts).where(eq(thirdPartyAccounts.userId, player.id));
    expect(row!.status).toBe('loggedOut');
    expect(row!.lastLogoutAt).not.toBeNull();
    await call(token, 'create');
    const [back] = await t.db.select().from(thirdPartyAccounts).where(eq(thirdPartyAccounts.userId, player.id));
    expect(back!.status).toBe('active');
  });

  it('refuses demo accounts and creates nothing for them', async () => {
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth', headers: { host: a.site.host }, payload: { demo: 'true' } });
    const docs = (demo.json() as { docs: { token: string; _id: string } }).docs;
    const res = await call(docs.token, 'create');
    expect(res.res.statusCode).toBe(400);
    expect(res.body.message).toBe(ENTRY_LINK_MESSAGES.cockFightDemo);
    const [u] = await t.db.select().from(users).where(eq(users.id, docs._id));
    expect(u!.cockFightCreated).toBe(false);
    expect(await t.db.select().from(thirdPartyAccounts).where(eq(thirdPartyAccounts.userId, docs._id))).toHaveLength(0);
  });

  it('is refused on a site that does not offer the games, and creates nothing there', async () => {
    const player = await newUser(t.db, { role: 'user', parent: plain.branch });
    const { token } = await login(t.app, plain.site.host, player.userName);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/cockFight/create', headers: auth(plain.site.host, token) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ENTRY_LINK_MESSAGES.cockFightUnavailable });
    const [u] = await t.db.select().from(users).where(eq(users.id, player.id));
    expect(u!.cockFightCreated).toBe(false);
    expect(await t.db.select().from(thirdPartyAccounts).where(eq(thirdPartyAccounts.userId, player.id))).toHaveLength(0);
    // Logging out is harmless anywhere: there is nothing to end.
    const out = await t.app.inject({ method: 'GET', url: '/api/user/cockFight/logout', headers: auth(plain.site.host, token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ docs: { cockFightCreated: false } });
  });

  it('is a player call: staff and signed-out callers are refused', async () => {
    const staff = await login(t.app, a.site.host, a.master.userName);
    const res = await call(staff.token, 'create');
    expect(res.res.statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'GET', url: '/api/user/cockFight/create', headers: { host: a.site.host } });
    expect(anon.statusCode).toBe(401);
  });
});

describe("staff ending a player's sessions ends the provider session too", () => {
  async function accountStatus(userId: string) {
    const [row] = await t.db.select().from(thirdPartyAccounts).where(eq(thirdPartyAccounts.userId, userId));
    return row ? { status: row.status, loggedOut: row.lastLogoutAt !== null } : null;
  }

  async function playerWithAccount(parent = a.branch) {
    const player = await newUser(t.db, { role: 'user', parent });
    const { token } = await login(t.app, a.site.host, player.userName);
    expect((await call(token, 'create')).res.statusCode).toBe(200);
    expect(await accountStatus(player.id)).toEqual({ status: 'active', loggedOut: false });
    return { player, token };
  }

  it('a forced logout by an upline logs the provider session out', async () => {
    const { player, token } = await playerWithAccount();
    const other = await playerWithAccount();
    const staff = await login(t.app, a.site.host, a.branch.userName);
    const res = await logoutUser(t.app, staff.token, 'branch', player.id);
    expect(res.statusCode).toBe(200);
    expect(await accountStatus(player.id)).toEqual({ status: 'loggedOut', loggedOut: true });
    // The player can no longer call the logout itself: the session is gone.
    expect((await call(token, 'logout')).res.statusCode).toBe(401);
    // Nobody else's provider session ends.
    expect(await accountStatus(other.player.id)).toEqual({ status: 'active', loggedOut: false });
  });

  it('locking an upline ends the provider sessions of the players locked with it', async () => {
    const agent = await newUser(t.db, { role: 'agent', parent: a.master });
    const branch = await newUser(t.db, { role: 'branch', parent: agent });
    const { player } = await playerWithAccount(branch);
    const withoutAccount = await newUser(t.db, { role: 'user', parent: branch });
    await login(t.app, a.site.host, withoutAccount.userName);
    await setTransactionCode(t.db, a.master, CODE);
    const staff = await login(t.app, a.site.host, a.master.userName);
    const res = await modify(t.app, staff.token, 'master', agent.id, { blocked: true, transactionCode: CODE });
    expect(res.statusCode).toBe(200);
    expect(await accountStatus(player.id)).toEqual({ status: 'loggedOut', loggedOut: true });
    expect(await accountStatus(withoutAccount.id)).toBeNull();
  });

  it('a listener that fails is logged, and the others still run', async () => {
    const errors: unknown[] = [];
    const ends = new SessionEnds({ error: (obj: unknown) => void errors.push(obj) });
    const seen: string[][] = [];
    ends.on(async () => {
      throw new Error('provider down');
    });
    ends.on(async (ids) => void seen.push([...ids]));
    await ends.ended(['u1', 'u2']);
    await ends.ended([]);
    expect(seen).toEqual([['u1', 'u2']]);
    expect(errors).toHaveLength(1);
  });
});

describe('the cock-fight adapter comes from the configuration', () => {
  it('defaults to the sandbox adapter', async () => {
    expect(loadConfig({}).COCK_FIGHT_ADAPTER).toBe('sandbox');
    const adapter = configuredAccountAdapter(loadConfig({}).COCK_FIGHT_ADAPTER, 'cockFight');
    expect(adapter.provider).toBe('cockFight');
    expect(await adapter.createAccount({ id: 'p1', userName: 'p', whiteLabelId: 'w' })).toEqual({ externalId: 'sandbox-p1' });
  });

  it('picks the adapter COCK_FIGHT_ADAPTER names from the registry', async () => {
    const made: string[] = [];
    const registry = {
      sandbox: sandboxAccountAdapter,
      acme: (provider: string) => {
        made.push(provider);
        return { provider, createAccount: async () => ({ externalId: 'acme-1' }), logout: async () => {} };
      },
    };
    const config = loadConfig({ COCK_FIGHT_ADAPTER: 'acme' });
    const adapter = configuredAccountAdapter(config.COCK_FIGHT_ADAPTER, 'cockFight', registry);
    expect(made).toEqual(['cockFight']);
    expect(await adapter.createAccount({ id: 'p1', userName: 'p', whiteLabelId: 'w' })).toEqual({ externalId: 'acme-1' });
  });

  it('refuses an unknown name, so the server stops at start', async () => {
    expect(() => configuredAccountAdapter('nope', 'cockFight')).toThrow(/Unknown third-party account adapter "nope"/);
    await expect(createTestApp({ COCK_FIGHT_ADAPTER: 'nope' })).rejects.toThrow(/nope/);
  });

  it('the running app provisions through the configured (sandbox) adapter', async () => {
    const player = await newUser(t.db, { role: 'user', parent: a.branch });
    const { token } = await login(t.app, a.site.host, player.userName);
    expect((await call(token, 'create')).res.statusCode).toBe(200);
    const [row] = await t.db.select().from(thirdPartyAccounts).where(eq(thirdPartyAccounts.userId, player.id));
    expect(row?.externalId).toBe(`sandbox-${player.id}`);
  });
});
