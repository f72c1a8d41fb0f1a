import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STAFF_USER_MESSAGES, type HierarchyNode, type StaffUser } from '@backlay/contract';
import type { UserRow } from '../../src/lib/context.js';
import { walletAccountId } from '../../src/modules/ledger/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newUser } from '../factories.js';
import { fund, fundChain, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { hierarchy, listUsers } from './helpers.js';

let t: TestApp;
let c: SignedInChain;
/** Players below the branch besides the chain's own, with names to search and sort by. */
let alpha: UserRow, bravo: UserRow, charlie: UserRow, subBranch: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
  await fundChain(t.app, c, 1000);
  alpha = await newUser(t.db, { role: 'user', parent: c.branch, userName: 'Alpha_01' });
  bravo = await newUser(t.db, { role: 'user', parent: c.branch, userName: 'bravo02', extra: { blocked: true } });
  charlie = await newUser(t.db, { role: 'user', parent: c.branch, userName: 'charlie%03', extra: { commissionBps: 150 } });
  subBranch = await newUser(t.db, { role: 'subBranch', parent: c.branch, userName: 'zsub01', extra: { partnershipBps: 1250 } });
  // Points for sorting by balance: bravo 300, alpha 200, charlie 0.
  await fund(t.app, { ...c, user: bravo } as SignedInChain, 'branch', 'user', 300);
  await fund(t.app, { ...c, user: alpha } as SignedInChain, 'branch', 'user', 200);
});
afterAll(async () => t.close());

const names = (docs: { userName: string }[]) => docs.map((d) => d.userName);

describe('GET api/{role}/user: the downline list', () => {
  it('lists the direct children by default, with the figures of each row', async () => {
    const res = await listUsers(t.app, c.tokens.master, 'master');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { docs: StaffUser[]; totalDocs: number };
    expect(names(body.docs)).toEqual([c.agent.userName]);
    expect(body.docs[0]).toMatchObject({
      _id: c.agent.id,
      userType: 'agent',
      parent: { _id: c.master.id, userName: c.master.userName },
      whiteLabelId: c.site.whiteLabel.id,
      partnership: 0,
      commission: 0,
      blocked: false,
      betLock: false,
      blockedByUpline: false,
      demo: false,
    });
    // fundChain leaves each account 1000 rupees; the agent then funded nothing else.
    expect(body.docs[0]!.pts).toBe(1000);
    expect(body.docs[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('lists the whole subtree with all=true, with the page info of docs/product.md', async () => {
    const res = await listUsers(t.app, c.tokens.master, 'master', { all: true, sortBy: 'userName', sortOrder: 'asc' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = [c.agent, c.branch, c.user, alpha, bravo, charlie, subBranch]
      .map((u) => u.userName)
      .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(names(body.docs)).toEqual(expected);
    expect(body).toMatchObject({
      limit: 20,
      totalDocs: 7,
      totalPages: 1,
      nextPage: false,
      nextPageNumber: null,
      previousPage: false,
      previousPageNumber: null,
      showingFrom: 1,
      showingTo: 7,
    });
    const sub = (body.docs as StaffUser[]).find((d) => d._id === subBranch.id)!;
    expect(sub).toMatchObject({ userType: 'subBranch', partnership: 12.5, parent: { userName: c.branch.userName } });
    expect((body.docs as StaffUser[]).find((d) => d._id === charlie.id)!.commission).toBe(1.5);
  });

  it('shows balance, exposure and available points from the ledger balances', async () => {
    // Exposure as open bets would hold it (the betting module writes it the same way).
    const account = await walletAccountId(t.db, alpha.id);
    await t.db.execute(sql`update balances set exposure = 5050 where account_id = ${account}::uuid`);
    const res = await listUsers(t.app, c.tokens.branch, 'branch', { search: 'alpha' });
    const row = (res.json().docs as StaffUser[])[0]!;
    expect(row).toMatchObject({ pts: 200, exposure: 50.5, availablePts: 149.5 });
    await t.db.execute(sql`update balances set exposure = 0 where account_id = ${account}::uuid`);
  });

  it('pages: limit and page give the right slice and page info', async () => {
    const res = await listUsers(t.app, c.tokens.master, 'master', { all: true, sortBy: 'userName', sortOrder: 'asc', limit: 3, page: 2 });
    const body = res.json();
    expect(body.docs).toHaveLength(3);
    expect(body).toMatchObject({
      limit: 3,
      totalDocs: 7,
      totalPages: 3,
      nextPage: true,
      nextPageNumber: 3,
      previousPage: true,
      previousPageNumber: 1,
      showingFrom: 4,
      showingTo: 6,
    });
    const last = (await listUsers(t.app, c.tokens.master, 'master', { all: true, limit: 3, page: 3 })).json();
    expect(last).toMatchObject({ showingFrom: 7, showingTo: 7, nextPage: false, nextPageNumber: null });
    const beyond = (await listUsers(t.app, c.tokens.master, 'master', { all: true, limit: 3, page: 9 })).json();
    expect(beyond).toMatchObject({ docs: [], showingFrom: 0, totalDocs: 7 });
  });

  it('searches by part of the user name, without case, and treats % and _ as text', async () => {
    const found = await listUsers(t.app, c.tokens.master, 'master', { all: true, search: 'ALPHA' });
    expect(names(found.json().docs)).toEqual(['Alpha_01']);
    const percent = await listUsers(t.app, c.tokens.master, 'master', { all: true, search: '%' });
    expect(names(percent.json().docs)).toEqual(['charlie%03']);
    const underscore = await listUsers(t.app, c.tokens.master, 'master', { all: true, search: 'a_0' });
    expect(names(underscore.json().docs)).toEqual(['Alpha_01']);
    const none = await listUsers(t.app, c.tokens.master, 'master', { all: true, search: 'nobody-here' });
    expect(none.json()).toMatchObject({ docs: [], totalDocs: 0, totalPages: 1 });
  });

  it('sorts by user name, creation time and balance, both ways', async () => {
    const q = { userId: c.branch.id };
    const byNameDesc = names(
      (await listUsers(t.app, c.tokens.master, 'master', { ...q, sortBy: 'userName', sortOrder: 'desc' })).json().docs,
    );
    expect(byNameDesc).toEqual([...byNameDesc].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
    const byBalance = (await listUsers(t.app, c.tokens.master, 'master', { ...q, sortBy: 'balance', sortOrder: 'desc' })).json()
      .docs as StaffUser[];
    expect(byBalance.map((d) => d.pts)).toEqual([...byBalance.map((d) => d.pts)].sort((a, b) => b - a));
    expect(byBalance[0]!.pts).toBe(1000);
    const byBalanceAsc = (await listUsers(t.app, c.tokens.master, 'master', { ...q, sortBy: 'balance', sortOrder: 'asc' })).json()
      .docs as StaffUser[];
    expect(byBalanceAsc[0]!.pts).toBe(0);
    // Default: newest first.
    const byDefault = names((await listUsers(t.app, c.tokens.master, 'master', q)).json().docs);
    expect(byDefault[0]).toBe(subBranch.userName);
    const oldestFirst = names(
      (await listUsers(t.app, c.tokens.master, 'master', { ...q, sortBy: 'createdAt', sortOrder: 'asc' })).json().docs,
    );
    expect(oldestFirst[0]).toBe(c.user.userName);
  });

  it('filters by role (defaultBranch meaning branch) and by lock', async () => {
    const players = await listUsers(t.app, c.tokens.master, 'master', { all: true, role: 'user' });
    expect(players.json().totalDocs).toBe(4);
    const branches = await listUsers(t.app, c.tokens.master, 'master', { all: true, role: 'defaultBranch' });
    expect(names(branches.json().docs)).toEqual([c.branch.userName]);
    const locked = await listUsers(t.app, c.tokens.master, 'master', { all: true, blocked: true });
    expect(names(locked.json().docs)).toEqual(['bravo02']);
    const open = await listUsers(t.app, c.tokens.master, 'master', { all: true, blocked: false });
    expect(open.json().totalDocs).toBe(6);
  });

  it("lists a downline account's children with userId, and the caller's own with its own id", async () => {
    const res = await listUsers(t.app, c.tokens.agent, 'agent', { userId: c.branch.id, sortBy: 'userName', sortOrder: 'asc' });
    expect(res.statusCode).toBe(200);
    expect(res.json().totalDocs).toBe(5);
    const own = await listUsers(t.app, c.tokens.agent, 'agent', { userId: c.agent.id });
    expect(names(own.json().docs)).toEqual([c.branch.userName]);
  });

  it('answers 403 for a userId outside the downline', async () => {
    const res = await listUsers(t.app, c.tokens.agent, 'agent', { userId: c.master.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(STAFF_USER_MESSAGES.notInDownline);
  });

  it('answers 400 for bad query values', async () => {
    for (const query of [
      { sortBy: 'balanceX' },
      { sortOrder: 'up' },
      { limit: 0 },
      { limit: 201 },
      { page: 0 },
      { userId: 'not-a-uuid' },
      { role: 'king' },
      { blocked: 'maybe' },
      { all: 'yes' },
    ]) {
      const res = await listUsers(t.app, c.tokens.master, 'master', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('is for staff only, on their own role path, signed in', async () => {
    expect((await listUsers(t.app, c.tokens.user, 'user')).statusCode).toBe(403);
    expect((await listUsers(t.app, c.tokens.master, 'agent')).statusCode).toBe(403);
    expect((await listUsers(t.app, null, 'master')).statusCode).toBe(401);
  });
});

describe('GET api/{role}/user/hierarchy: the lazy tree', () => {
  it('opens at the caller: its children with their child counts', async () => {
    const res = await hierarchy(t.app, c.tokens.superMaster, 'superMaster');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { node: HierarchyNode; path: HierarchyNode[]; docs: HierarchyNode[]; totalDocs: number };
    expect(body.node).toEqual({
      _id: c.superMaster.id,
      userName: c.superMaster.userName,
      userType: 'superMaster',
      blocked: false,
      betLock: false,
      childCount: 1,
    });
    expect(body.path.map((n) => n._id)).toEqual([c.superMaster.id]);
    expect(body.docs).toEqual([
      { _id: c.master.id, userName: c.master.userName, userType: 'master', blocked: false, betLock: false, childCount: 1 },
    ]);
    expect(body.totalDocs).toBe(1);
  });

  it('opens a downline node: path from the caller, children highest role first then by name', async () => {
    const res = await hierarchy(t.app, c.tokens.master, 'master', { userId: c.branch.id });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { node: HierarchyNode; path: HierarchyNode[]; docs: HierarchyNode[] };
    expect(body.node).toMatchObject({ _id: c.branch.id, childCount: 5 });
    expect(body.path.map((n) => n._id)).toEqual([c.master.id, c.agent.id, c.branch.id]);
    // The sub-branch (a higher role) first, then the players by name.
    expect(names(body.docs)).toEqual(['zsub01', 'Alpha_01', 'bravo02', 'charlie%03', c.user.userName]);
    expect(body.docs.find((d) => d._id === bravo.id)).toMatchObject({ blocked: true, childCount: 0 });
  });

  it('pages the children', async () => {
    const res = await hierarchy(t.app, c.tokens.master, 'master', { userId: c.branch.id, limit: 2, page: 3 });
    const body = res.json();
    expect(body.docs).toHaveLength(1);
    expect(body).toMatchObject({ totalDocs: 5, totalPages: 3, showingFrom: 5, showingTo: 5, previousPageNumber: 2 });
  });

  it('answers 403 outside the downline and 400 for a bad id', async () => {
    for (const id of [c.superMaster.id, c.administrator.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await hierarchy(t.app, c.tokens.master, 'master', { userId: id });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(STAFF_USER_MESSAGES.notInDownline);
    }
    expect((await hierarchy(t.app, c.tokens.master, 'master', { userId: 'abc' })).statusCode).toBe(400);
    expect((await hierarchy(t.app, c.tokens.user, 'user')).statusCode).toBe(403);
  });
});
