import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { profileSchema, ptsSchema, type JournalKind } from '@backlay/contract';
import { issuanceAccountId, postEntry, walletAccountId } from '../../src/modules/ledger/index.js';
import { newUser } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { body, fundChain, signIn, signedInChain, transfer, type SignedInChain } from '../ledger/helpers.js';

let t: TestApp;
let c: SignedInChain;
beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db, { type: 'b2b' });
  // Every account keeps 100; then the branch takes 40 back from its player.
  await fundChain(t.app, c, 100);
  const back = await transfer(t.app, c.tokens.branch, 'branch', body(c.user.id, 40, 'subtract'));
  expect(back.statusCode).toBe(200);
});
afterAll(async () => t.close());

function get(path: string, token: string | null) {
  return t.app.inject({ method: 'GET', url: path, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** A journal entry between the issuance account and a user's wallet (what later modules will post). */
async function post(userId: string, kind: JournalKind, paise: bigint) {
  await t.db.transaction(async (tx) =>
    postEntry(tx, {
      kind,
      reference: `user:${userId}`,
      at: new Date(),
      lines: [
        { accountId: await issuanceAccountId(tx), amount: -paise },
        { accountId: await walletAccountId(tx, userId), amount: paise },
      ],
    }),
  );
}

async function setHolds(userId: string, exposure: number, held: number) {
  await t.db.execute(
    sql`update balances set exposure = ${exposure}, held = ${held} where account_id = (select id from accounts where user_id = ${userId}::uuid)`,
  );
}

describe('GET api/{role}/profile', () => {
  it('answers every field of the profile of docs/product.md for a player, amounts in rupees', async () => {
    const res = await get('/api/user/profile', c.tokens.user);
    expect(res.statusCode).toBe(200);
    const docs = profileSchema.parse(res.json().docs);
    expect(Object.keys(res.json().docs).sort()).toEqual(Object.keys(profileSchema.shape).sort());
    expect(docs).toMatchObject({
      _id: c.user.id,
      userName: c.user.userName,
      userType: 'user',
      whiteLabelId: c.site.whiteLabel.id,
      whiteLabelType: 'b2b',
      createdBy: c.branch.id,
      demo: false,
      blocked: false,
      enable2fa: false,
      otpVerified: false,
      pts: 60,
      availablePts: 60,
      exposure: 0,
      // Credited 100 by the branch, 40 taken back.
      creditPts: 60,
      casinoPts: 0,
      sportsPts: 0,
      thirdPartyPts: 0,
      clientPL: 0,
      profit: 0,
      loss: 0,
      totalCommission: 0,
      totalAdmin: 0,
      totalUser: 0,
      userCount: 0,
      userAccount: 0,
    });
    expect(new Date(docs.createdAt).getTime()).toBe(c.user.createdAt.getTime());
  });

  it('takes exposure and held points out of availablePts', async () => {
    await setHolds(c.user.id, 1234, 766);
    try {
      const docs = (await get('/api/user/profile', c.tokens.user)).json().docs;
      expect(docs).toMatchObject({ pts: 60, exposure: 12.34, availablePts: 40 });
      const pts = (await get('/api/user/pts', c.tokens.user)).json().docs;
      expect(pts).toMatchObject({ pts: 60, exposure: 12.34, availablePts: 40 });
    } finally {
      await setHolds(c.user.id, 0, 0);
    }
  });

  it('reads P/L, profit, loss and commission from the entries that betting and casino will post', async () => {
    const player = await newUser(t.db, { role: 'user', parent: c.branch });
    const token = await signIn(t.db, player);
    await post(player.id, 'upline_credit', 100_000n);
    await post(player.id, 'bet_settlement', 2_550n);
    await post(player.id, 'casino_debit', -1_000n);
    await post(player.id, 'commission', -50n);
    let docs = (await get('/api/user/profile', token)).json().docs;
    expect(docs).toMatchObject({ pts: 1015, clientPL: 15.5, profit: 15.5, loss: 0, totalCommission: -0.5 });
    await post(player.id, 'bet_settlement', -5_000n);
    docs = (await get('/api/user/profile', token)).json().docs;
    expect(docs).toMatchObject({ pts: 965, clientPL: -34.5, profit: 0, loss: 34.5 });
  });

  it("counts a staff account's downline, leaving demo accounts out", async () => {
    const extra = await newUser(t.db, { role: 'user', parent: c.agent });
    await newUser(t.db, { role: 'user', parent: c.branch, extra: { demo: true } });
    const agent = profileSchema.parse((await get('/api/agent/profile', c.tokens.agent)).json().docs);
    // Below the agent: the branch (staff), its players, and one player of the agent's own.
    const playersBelowBranch = Number(
      (
        (await t.db.execute(
          sql`select count(*)::int as n from users where parent_id = ${c.branch.id}::uuid and role = 'user' and not demo`,
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );
    expect(agent).toMatchObject({
      userType: 'agent',
      totalAdmin: 1,
      totalUser: playersBelowBranch + 1,
      userAccount: playersBelowBranch + 1,
      userCount: 2,
    });
    expect(extra.parentId).toBe(c.agent.id);
    const wl = profileSchema.parse((await get('/api/whiteLabel/profile', c.tokens.whiteLabel)).json().docs);
    expect(wl).toMatchObject({ totalAdmin: 5, totalUser: playersBelowBranch + 1, userCount: 1 });
  });

  it("counts only what the upline credited as a staff account's creditPts, not its own transfers down", async () => {
    const branch = profileSchema.parse((await get('/api/branch/profile', c.tokens.branch)).json().docs);
    // The agent credited 200; the branch gave 100 to its player and took 40 back.
    expect(branch).toMatchObject({ pts: 140, creditPts: 200 });
  });

  it("answers 'b2c' and no white label for the administrator, who stands above every white label", async () => {
    const docs = profileSchema.parse((await get('/api/administrator/profile', c.tokens.administrator)).json().docs);
    expect(docs).toMatchObject({ userType: 'administrator', whiteLabelId: '', whiteLabelType: 'b2c', pts: 0, totalAdmin: 6, userCount: 1 });
  });

  it('serves a branch on the defaultBranch path, and refuses other roles, anonymous callers and unknown roles', async () => {
    expect((await get('/api/defaultBranch/profile', c.tokens.branch)).statusCode).toBe(200);
    expect((await get('/api/agent/profile', c.tokens.branch)).statusCode).toBe(403);
    expect((await get('/api/user/profile', c.tokens.branch)).statusCode).toBe(403);
    expect((await get('/api/administrator/profile', c.tokens.whiteLabel)).statusCode).toBe(403);
    expect((await get('/api/user/profile', null)).statusCode).toBe(401);
    // Not the caller's role, whatever the path says: refused before the path is validated.
    expect((await get('/api/boss/profile', c.tokens.user)).statusCode).toBe(403);
  });

  it('marks otpVerified for an account with two-factor on, once its session passed it', async () => {
    const player = await newUser(t.db, { role: 'user', parent: c.branch, extra: { enable2fa: true } });
    const docs = profileSchema.parse((await get('/api/user/profile', await signIn(t.db, player))).json().docs);
    expect(docs).toMatchObject({ enable2fa: true, otpVerified: true });
    const pending = await signIn(t.db, player, { twoFactorPending: true });
    expect((await get('/api/user/profile', pending)).statusCode).toBe(401);
  });
});

describe('GET api/{role}/pts', () => {
  it('answers the wallet figures in rupees, bonus included in pts', async () => {
    const player = await newUser(t.db, { role: 'user', parent: c.branch });
    const token = await signIn(t.db, player);
    await post(player.id, 'upline_credit', 50_000n);
    await post(player.id, 'bonus', 5_000n);
    const res = await get('/api/user/pts', token);
    expect(res.statusCode).toBe(200);
    const docs = ptsSchema.parse(res.json().docs);
    expect(Object.keys(res.json().docs).sort()).toEqual(Object.keys(ptsSchema.shape).sort());
    expect(docs).toEqual({
      pts: 550,
      availablePts: 550,
      exposure: 0,
      casinoPts: 0,
      sportsPts: 0,
      thirdPartyPts: 0,
      creditPts: 500,
      bonusPts: 50,
    });
  });

  it('answers staff too, on their own path only', async () => {
    const res = await get('/api/master/pts', c.tokens.master);
    expect(res.statusCode).toBe(200);
    expect(res.json().docs).toMatchObject({ pts: 100, availablePts: 100, creditPts: 400 });
    expect((await get('/api/agent/pts', c.tokens.master)).statusCode).toBe(403);
    expect((await get('/api/master/pts', null)).statusCode).toBe(401);
  });
});
