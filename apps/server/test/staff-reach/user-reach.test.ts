import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { UserRow } from '../../src/lib/context.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newUser } from '../factories.js';
import { CODE, body as ptsBody, fundChain, setTransactionCode, signIn, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { bankDetails, bankWithdraw, call, newMethod } from '../money/money-helpers.js';
import { openMarket, order, placeBet } from '../betting/betting-helpers.js';
import { recordLive, type SentMessage } from '../staff-users/helpers.js';
import { newProvider, openSession, walletCall } from '../casino/casino-helpers.js';
import { databaseFingerprint, liveSettled } from './reach-helpers.js';

/**
 * Every staff call that names a player (a userId, or a request, bet, round or complaint
 * of that player) answers a staff member outside the player's upline with a refusal (403; a
 * list narrowed to the player by userId is a 403 too) — or, for a look-up by another key (a casino round), an answer without any of the
 * player's rows — and changes nothing: no row of any table, no live message.
 * Callers: the master, agent and branch of a sibling line of the same white label, and the staff
 * of another (b2b) white label (for an administrator-only call, that chain's administrator). The
 * player's own uplines make the same calls successfully, so the table is not refusing everything.
 */

let t: TestApp;
let a: SignedInChain;
let b: SignedInChain;
let sent: SentMessage[];
const sibling = {} as Record<'master' | 'agent' | 'branch', { user: UserRow; token: string }>;
/** Things the calls name: a.user's deposit, bet and complaint, and a withdrawal of another player of a.branch. */
let depositId: string;
let withdrawId: string;
let betId: string;
let complainId: string;
const OPEN_ROUND = 'reach-open-round';
const WON_ROUND = 'reach-won-round';

beforeAll(async () => {
  t = await createTestApp();
  sent = recordLive(t.app.ctx);
  a = await signedInChain(t.db);
  b = await signedInChain(t.db, { type: 'b2b' });
  await fundChain(t.app, a, 2_000);
  await fundChain(t.app, b, 2_000);
  let parent = a.superMaster;
  for (const role of ['master', 'agent', 'branch'] as const) {
    const user = await newUser(t.db, { role, parent });
    await setTransactionCode(t.db, user, CODE);
    sibling[role] = { user, token: await signIn(t.db, user) };
    parent = user;
  }

  const ok = (res: LightMyRequestResponse, what: string) => {
    if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return res.json() as { docs: { _id: string } };
  };
  // A player has one open money request at a time: the withdrawal is a second player's.
  const payee = await newUser(t.db, { role: 'user', parent: a.branch });
  const payeeToken = await signIn(t.db, payee);
  ok(await call(t, a.tokens.branch, 'PATCH', '/api/branch/user/pts', { ...ptsBody(payee.id, 1_000) }), 'fund payee');
  const bank = await newMethod(t, a, 'paymentMethodType', bankWithdraw);
  const account = ok(
    await call(t, payeeToken, 'POST', '/api/user/account', {
      paymentMethodTypeId: bank._id,
      name: 'Asha Rao',
      accountDetails: bankDetails,
    }),
    'account',
  );
  withdrawId = ok(await call(t, payeeToken, 'POST', '/api/user/withdraw', { amount: 600, accountId: account.docs._id }), 'withdraw').docs
    ._id;
  depositId = ok(await call(t, a.tokens.branch, 'POST', '/api/branch/deposit', { userId: a.user.id, amount: 100 }), 'deposit').docs._id;
  const m = await openMarket(t);
  ok(await placeBet(t, a.tokens.user, { ...order(m, { odd: 1.85, stake: 100 }) }), 'bet');
  const bets = (await t.db.execute(sql`select id from bets where user_id = ${a.user.id}`)) as unknown as { rows: { id: string }[] };
  betId = bets.rows[0]!.id;
  // Two casino rounds of a.user: one open, one settled (so both casino lists have something to hide).
  const provider = await newProvider(t);
  const sessionId = await openSession(t, provider, { user: a.user, token: a.tokens.user });
  const wallet = (kind: 'debit' | 'credit', body: Record<string, unknown>) =>
    walletCall(t, provider, kind, { playerId: a.user.id, sessionId, gameId: provider.games.crash.code, ...body });
  ok(await wallet('debit', { transactionId: 'reach-open-d', roundId: OPEN_ROUND, amount: 30 }), 'casino bet');
  ok(await wallet('debit', { transactionId: 'reach-won-d', roundId: WON_ROUND, amount: 40 }), 'casino bet');
  ok(await wallet('credit', { transactionId: 'reach-won-c', roundId: WON_ROUND, amount: 90 }), 'casino win');
  complainId = ok(
    await call(t, a.tokens.user, 'POST', '/api/user/complain', {
      category: 'deposit',
      description: 'My deposit of 100 with UTR 123456789012 is not credited yet',
    }),
    'complaint',
  ).docs._id;
  await liveSettled(sent);
});
afterAll(async () => t.close());

type StaffRole = 'administrator' | 'whiteLabel' | 'admin' | 'superMaster' | 'master' | 'agent' | 'branch';
const FROM_ADMIN: StaffRole[] = ['admin', 'superMaster', 'master', 'agent', 'branch'];

interface Action {
  name: string;
  /** Roles that may make the call at all (the sweep runs each outsider of such a role). */
  roles: StaffRole[];
  call: (token: string, role: string) => Promise<LightMyRequestResponse>;
  /**
   * What an outsider gets: 403 (the default); 'nothing' for a look-up by another key, which answers 200 without the player's rows.
   */
  outsider?: 403 | 'nothing';
  /** The inside control: 'ok' (200, the default), 'shows' (200 and `shows()` is in the answer), or skip. */
  inside?: 'ok' | 'shows' | 'skip';
  /** What the inside answer shows and an outsider's must not (default: the player's id). */
  shows?: () => string;
}

const uid = () => a.user.id;
const get = (path: string) => (token: string, role: string) => call(t, token, 'GET', `/api/${role}/${path}`);

/** Reads first, then writes; those that end the player's session or lock it come last (for the inside control). */
const ACTIONS: Action[] = [
  { name: 'list the downline of', roles: ['whiteLabel', ...FROM_ADMIN], call: (tk, r) => get(`user?userId=${uid()}`)(tk, r) },
  { name: 'open the tree at', roles: ['whiteLabel', ...FROM_ADMIN], call: (tk, r) => get(`user/hierarchy?userId=${uid()}`)(tk, r) },
  { name: 'read the P/L report of', roles: ['whiteLabel', ...FROM_ADMIN], call: (tk, r) => get(`game/report?userId=${uid()}`)(tk, r) },
  { name: 'read the transactions of', roles: ['whiteLabel', ...FROM_ADMIN], call: (tk, r) => get(`transaction?userId=${uid()}`)(tk, r) },
  {
    name: 'read the account statement of',
    roles: ['whiteLabel', ...FROM_ADMIN],
    call: (tk, r) => get(`accountStatement?userId=${uid()}`)(tk, r),
  },
  {
    name: 'read the downline P/L at',
    roles: ['whiteLabel', ...FROM_ADMIN],
    call: (tk, r) => get(`report/downlinePl?userId=${uid()}`)(tk, r),
  },
  { name: 'read the dashboard of', roles: ['whiteLabel', ...FROM_ADMIN], call: (tk, r) => get(`dashboard/b2c?userId=${uid()}`)(tk, r) },
  {
    name: 'list the open bets of',
    roles: ['whiteLabel', ...FROM_ADMIN],
    call: (tk, r) => get(`user/openBet?userId=${uid()}`)(tk, r),
    inside: 'shows',
  },
  {
    name: 'list the bet history of',
    roles: ['whiteLabel', ...FROM_ADMIN],
    call: (tk, r) => get(`user/openBet/history?userId=${uid()}&status=all`)(tk, r),
  },
  {
    name: 'total the bet history of',
    roles: ['whiteLabel', ...FROM_ADMIN],
    call: (tk, r) => get(`user/openBet/history/details?userId=${uid()}`)(tk, r),
  },
  {
    name: 'list the casino rounds of',
    roles: ['whiteLabel', ...FROM_ADMIN],
    call: (tk, r) => get(`user/casino/openBet?userId=${uid()}`)(tk, r),
    inside: 'shows',
    shows: () => OPEN_ROUND,
  },
  {
    name: 'list the casino history of',
    roles: ['whiteLabel', ...FROM_ADMIN],
    call: (tk, r) => get(`user/casino/openBet/history?userId=${uid()}`)(tk, r),
    inside: 'shows',
    shows: () => WON_ROUND,
  },
  {
    name: 'total the casino history of',
    roles: ['whiteLabel', ...FROM_ADMIN],
    call: (tk, r) => get(`user/casino/openBet/history/details?userId=${uid()}`)(tk, r),
  },
  {
    name: 'list the complaints of',
    roles: FROM_ADMIN,
    call: (tk, r) => get(`complain?userId=${uid()}`)(tk, r),
    inside: 'shows',
  },
  {
    name: 'list (white label path) the complaints of',
    roles: ['whiteLabel'],
    call: (tk, r) => get(`user/complain?userId=${uid()}`)(tk, r),
    inside: 'shows',
  },
  {
    name: 'reconcile the casino round of',
    roles: ['whiteLabel'],
    call: (tk, r) => get(`casino/reconciliation?roundId=${WON_ROUND}`)(tk, r),
    outsider: 'nothing',
    inside: 'shows',
    shows: () => WON_ROUND,
  },
  {
    name: 'credit points to',
    roles: ['whiteLabel', ...FROM_ADMIN],
    call: (tk, r) => call(t, tk, 'PATCH', `/api/${r}/user/pts`, { ...ptsBody(uid(), 10) }),
    inside: 'skip', // only the direct parent credits; covered by ledger/transfer-pts.test.ts
  },
  {
    name: 'debit points from',
    roles: ['whiteLabel', ...FROM_ADMIN],
    call: (tk, r) => call(t, tk, 'PATCH', `/api/${r}/user/pts`, { ...ptsBody(uid(), 10, 'subtract') }),
    inside: 'skip',
  },
  {
    name: 'issue a direct-login link for',
    roles: ['whiteLabel', ...FROM_ADMIN],
    call: (tk, r) => call(t, tk, 'POST', `/api/${r}/user/${uid()}/direct-login`),
  },
  {
    name: 'refresh the page of',
    // Refresh user is the administrator's alone (docs/product.md §6).
    roles: ['administrator'],
    call: (tk, r) => call(t, tk, 'POST', `/api/${r}/user/${uid()}/refresh`),
  },
  {
    name: 'reject the deposit of',
    roles: ['whiteLabel', 'admin', 'superMaster', 'master', 'agent'],
    call: (tk, r) => call(t, tk, 'PATCH', `/api/${r}/deposit`, { depositId, action: 'reject', remarks: 'x', transactionCode: CODE }),
    inside: 'skip', // the inside control approves it instead
  },
  {
    name: 'approve the deposit of',
    roles: ['whiteLabel', 'admin', 'superMaster', 'master', 'agent'],
    call: (tk, r) => call(t, tk, 'PATCH', `/api/${r}/deposit`, { depositId, action: 'approve', remarks: 'x', transactionCode: CODE }),
  },
  {
    name: 'enter a deposit for',
    roles: ['branch'],
    // after the approval below: a player has one open request at a time
    call: (tk, r) => call(t, tk, 'POST', `/api/${r}/deposit`, { userId: uid(), amount: 100 }),
  },
  {
    name: 'reject the withdrawal of',
    roles: ['whiteLabel', 'admin', 'superMaster', 'master', 'agent'],
    call: (tk, r) => call(t, tk, 'PATCH', `/api/${r}/withdraw`, { withdrawId, action: 'reject', remarks: 'x', transactionCode: CODE }),
    inside: 'skip',
  },
  {
    name: 'approve the withdrawal of',
    roles: ['whiteLabel', 'admin', 'superMaster', 'master', 'agent'],
    call: (tk, r) =>
      call(t, tk, 'PATCH', `/api/${r}/withdraw`, {
        withdrawId,
        action: 'approve',
        amount: 600,
        remarks: 'paid',
        transactionCode: CODE,
      }),
  },
  {
    name: 'void the bet of',
    roles: ['whiteLabel'],
    call: (tk, r) =>
      call(t, tk, 'POST', `/api/${r}/user/openBet/void`, { betIds: [betId], remarks: 'palpable error', transactionCode: CODE }),
  },
  {
    name: 'answer the complaint of',
    roles: FROM_ADMIN,
    call: (tk, r) => call(t, tk, 'PATCH', `/api/${r}/complain`, { complainId, action: 'answer', answer: 'Credited' }),
  },
  {
    name: 'close (white label path) the complaint of',
    roles: ['whiteLabel'],
    call: (tk, r) => call(t, tk, 'PATCH', `/api/${r}/user/complain`, { complainId, action: 'close', answer: 'Done' }),
  },
  {
    name: 'set the commission of',
    roles: ['whiteLabel', ...FROM_ADMIN],
    call: (tk, r) => call(t, tk, 'PATCH', `/api/${r}/user/${uid()}`, { commission: 5, transactionCode: CODE }),
  },
  {
    name: 'reset the password of',
    roles: ['whiteLabel', ...FROM_ADMIN],
    call: (tk, r) => call(t, tk, 'PATCH', `/api/${r}/user/${uid()}`, { password: 'Hijack123', transactionCode: CODE }),
  },
  {
    name: 'bet-lock',
    roles: ['whiteLabel', ...FROM_ADMIN],
    call: (tk, r) => call(t, tk, 'PATCH', `/api/${r}/user/${uid()}`, { betLock: true, transactionCode: CODE }),
  },
  {
    name: 'lock',
    roles: ['whiteLabel', ...FROM_ADMIN],
    call: (tk, r) => call(t, tk, 'PATCH', `/api/${r}/user/${uid()}`, { blocked: true, transactionCode: CODE }),
  },
  { name: 'log out', roles: ['whiteLabel', ...FROM_ADMIN], call: (tk, r) => call(t, tk, 'POST', `/api/${r}/user/${uid()}/logout`) },
];

/** Staff outside a.user's upline: a sibling branch of the same site, and another white label's staff. */
function outsiders(): { who: string; role: StaffRole; token: () => string }[] {
  return [
    { who: 'a master of a sibling branch', role: 'master', token: () => sibling.master.token },
    { who: 'an agent of a sibling branch', role: 'agent', token: () => sibling.agent.token },
    { who: 'a branch of a sibling branch', role: 'branch', token: () => sibling.branch.token },
    // Each test chain has its own administrator, so the other chain's is outside a.user's upline.
    { who: "another chain's administrator", role: 'administrator', token: () => b.tokens.administrator },
    { who: "another white label's whiteLabel", role: 'whiteLabel', token: () => b.tokens.whiteLabel },
    { who: "another white label's admin", role: 'admin', token: () => b.tokens.admin },
    { who: "another white label's master", role: 'master', token: () => b.tokens.master },
    { who: "another white label's branch", role: 'branch', token: () => b.tokens.branch },
  ];
}

describe("staff calls on a player outside the caller's downline", () => {
  for (const action of ACTIONS) {
    for (const o of outsiders().filter((x) => action.roles.includes(x.role))) {
      const expected = action.outsider ?? 403;
      it(`${o.who}: ${action.name} the player -> ${expected}, nothing changes`, async () => {
        const before = await databaseFingerprint(t.db);
        sent.length = 0;
        const res = await action.call(o.token(), o.role);
        if (expected === 'nothing') {
          expect(res.statusCode, res.body).toBe(200);
          for (const mark of [a.user.id, a.user.userName, action.shows?.() ?? a.user.id]) expect(res.body).not.toContain(mark);
        } else {
          expect(res.statusCode, res.body).toBe(expected);
        }
        expect(await databaseFingerprint(t.db)).toEqual(before);
        expect(sent).toEqual([]);
      });
    }
  }

  it("while the player's own uplines make the same calls (the sweep is not refusing everything)", async () => {
    const before = await databaseFingerprint(t.db);
    for (const action of ACTIONS) {
      if (action.inside === 'skip') continue;
      const role = action.roles.includes('master') ? 'master' : action.roles[0]!;
      const res = await action.call(a.tokens[role], role);
      expect(res.statusCode, `${action.name}: ${res.body}`).toBe(200);
      if (action.inside === 'shows') expect(res.body, action.name).toContain(action.shows?.() ?? a.user.id);
    }
    // The fingerprint sees what the writes changed (so "unchanged" above means something).
    const after = await databaseFingerprint(t.db);
    for (const table of ['users', 'sessions', 'deposit_requests', 'withdraw_requests', 'bets', 'complaints', 'audit_log']) {
      expect(after[table], table).not.toBe(before[table]);
    }
  });
});
