import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STAFF_USER_MESSAGES } from '@backlay/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { UserRow } from '../../src/lib/context.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newUser } from '../factories.js';
import { CODE, fundChain, ledgerState, signIn, signedInChain, type SignedInChain, type StaffKey } from '../ledger/helpers.js';
import { hierarchy, listUsers, logoutUser, modify, recordLive, type SentMessage } from './helpers.js';

/**
 * Every Hierarchy call on an account outside the caller's downline answers 403 with the same
 * message and changes nothing: accounts, sessions, ledger, audit trail, live messages.
 */

let t: TestApp;
let a: SignedInChain;
let b: SignedInChain;
let sibling: UserRow;
let siblingPlayer: UserRow;
let sent: SentMessage[];

beforeAll(async () => {
  t = await createTestApp();
  sent = recordLive(t.app.ctx);
  a = await signedInChain(t.db);
  b = await signedInChain(t.db, { type: 'b2b' });
  await fundChain(t.app, a, 100);
  await fundChain(t.app, b, 100);
  sibling = await newUser(t.db, { role: 'master', parent: a.superMaster });
  siblingPlayer = await newUser(t.db, { role: 'user', parent: sibling });
  await signIn(t.db, sibling);
  await signIn(t.db, siblingPlayer);
});
afterAll(async () => t.close());

type Action = {
  name: string;
  reads?: boolean;
  call: (app: FastifyInstance, token: string, role: string, userId: string) => Promise<LightMyRequestResponse>;
};

const ACTIONS: Action[] = [
  { name: 'list the downline of', reads: true, call: (app, token, role, userId) => listUsers(app, token, role, { userId }) },
  {
    name: 'list the whole subtree of',
    reads: true,
    call: (app, token, role, userId) => listUsers(app, token, role, { userId, all: true }),
  },
  { name: 'open the tree at', reads: true, call: (app, token, role, userId) => hierarchy(app, token, role, { userId }) },
  { name: 'lock', call: (app, token, role, userId) => modify(app, token, role, userId, { blocked: true, transactionCode: CODE }) },
  { name: 'unlock', call: (app, token, role, userId) => modify(app, token, role, userId, { blocked: false, transactionCode: CODE }) },
  { name: 'bet lock', call: (app, token, role, userId) => modify(app, token, role, userId, { betLock: true, transactionCode: CODE }) },
  {
    name: 'reset the password of',
    call: (app, token, role, userId) => modify(app, token, role, userId, { password: 'Hijack123', transactionCode: CODE }),
  },
  {
    name: 'set the commission of',
    call: (app, token, role, userId) => modify(app, token, role, userId, { commission: 50, transactionCode: CODE }),
  },
  { name: 'log out', call: (app, token, role, userId) => logoutUser(app, token, role, userId) },
];

/** Who calls, and the accounts outside its downline. */
function cases(): { caller: StaffKey; chain: () => SignedInChain; targets: [string, () => string, { writesOnly?: boolean }?][] }[] {
  return [
    {
      caller: 'master',
      chain: () => a,
      targets: [
        ['its upline', () => a.superMaster.id],
        ['the administrator', () => a.administrator.id],
        ['itself', () => a.master.id, { writesOnly: true }],
        ['a sibling master', () => sibling.id],
        ["the sibling's player", () => siblingPlayer.id],
        ["another white label's player", () => b.user.id],
        ["another white label's master", () => b.master.id],
        ['an id that does not exist', () => '5a0c7c1e-8d1b-4c3e-9a57-2f6f1b9e0d11'],
      ],
    },
    {
      caller: 'whiteLabel',
      chain: () => a,
      targets: [
        ['its own account', () => a.whiteLabel.id, { writesOnly: true }],
        ['the administrator', () => a.administrator.id],
        ['another white label account', () => b.whiteLabel.id],
        ["another white label's player", () => b.user.id],
      ],
    },
    {
      caller: 'branch',
      chain: () => b,
      targets: [
        ['its agent', () => b.agent.id],
        ["the other white label's player", () => a.user.id],
      ],
    },
  ];
}

/** Everything a refused call could have touched. */
async function worldState() {
  const r = await t.db.execute(sql`
    select
      (select string_agg(concat_ws('|', id, blocked, bet_lock, change_password, commission_bps, partnership_bps, password_hash, meta::text, updated_at), ',' order by id) from users) as users,
      (select string_agg(concat_ws('|', id, revoked_at, revoked_reason), ',' order by id) from sessions) as sessions`);
  const row = (r as unknown as { rows: { users: string; sessions: string }[] }).rows[0]!;
  return { ...row, ledger: await ledgerState(t.db) };
}

describe('every Hierarchy call on an account outside the downline', () => {
  for (const { caller, chain, targets } of cases()) {
    for (const [targetName, targetId, opts] of targets) {
      for (const action of ACTIONS) {
        if (action.reads && opts?.writesOnly) continue;
        it(`${caller}: ${action.name} ${targetName} -> 403, nothing changes`, async () => {
          const c = chain();
          const before = await worldState();
          sent.length = 0;
          const res = await action.call(t.app, c.tokens[caller], caller, targetId());
          expect(res.statusCode).toBe(403);
          expect(res.json()).toMatchObject({ message: STAFF_USER_MESSAGES.notInDownline, code: 'FORBIDDEN' });
          expect(await worldState()).toEqual(before);
          expect(sent).toEqual([]);
        });
      }
    }
  }

  it('while the same calls work inside the downline (the table is not refusing everything)', async () => {
    for (const action of ACTIONS) {
      const res = await action.call(t.app, a.tokens.master, 'master', a.user.id);
      expect(res.statusCode, action.name).toBe(200);
    }
  });
});
