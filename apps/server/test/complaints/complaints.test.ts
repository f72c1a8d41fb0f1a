import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { COMPLAINT_MESSAGES, MESSAGES, STAFF_USER_MESSAGES, type Complaint } from '@backlay/contract';
import { auditLog } from '../../src/db/schema/index.js';
import { newChain, newUser } from '../factories.js';
import { signIn } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * The complain box: GET/POST/PATCH api/user/complain, GET/PATCH api/{role}/complain and the
 * extra /user path of administrator and whiteLabel (api/{role}/user/complain).
 */

let t: TestApp;
let chain: Awaited<ReturnType<typeof newChain>>;
let other: Awaited<ReturnType<typeof newChain>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  chain = await newChain(t.db);
  other = await newChain(t.db);
  for (const key of ['administrator', 'whiteLabel', 'admin', 'master', 'agent', 'branch', 'user'] as const) {
    tokens[key] = await signIn(t.db, chain[key]);
  }
  tokens.otherUser = await signIn(t.db, other.user);
  tokens.otherWhiteLabel = await signIn(t.db, other.whiteLabel);
  tokens.otherBranch = await signIn(t.db, other.branch);
  // A second branch under the same agent: a sibling, not an upline, of chain.user.
  tokens.sibling = await signIn(t.db, await newUser(t.db, { role: 'branch', parent: chain.agent }));
  tokens.demo = await signIn(t.db, await newUser(t.db, { role: 'user', parent: chain.branch, extra: { demo: true } }));
});
afterAll(async () => t.close());

function call(method: 'GET' | 'POST' | 'PATCH', url: string, token: string | null, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

async function file(token: string, description = 'My deposit of 5000 with UTR 123456789012 is not credited yet', category = 'deposit') {
  const res = await call('POST', '/api/user/complain', token, { category, description });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ message: string; docs: Complaint }>();
}

describe('a player files and follows its complaints', () => {
  it('files a complaint with category and text, status open, and lists it first', async () => {
    const filed = await file(tokens.user!);
    expect(filed.message).toBe(COMPLAINT_MESSAGES.filed);
    expect(filed.docs).toMatchObject({ category: 'deposit', status: 'open', answer: null, userName: chain.user.userName });

    const list = await call('GET', '/api/user/complain', tokens.user!);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ docs: [{ _id: filed.docs._id }], totalDocs: 1, totalPages: 1 });
  });

  it('answers each bad input with its message and stores nothing', async () => {
    for (const [body, message] of [
      [{ category: 'nonsense', description: 'long enough text here' }, COMPLAINT_MESSAGES.categoryRequired],
      [{ description: 'long enough text here' }, COMPLAINT_MESSAGES.categoryRequired],
      [{ category: 'other', description: '  short  ' }, COMPLAINT_MESSAGES.textTooShort],
      [{ category: 'other', description: 'x'.repeat(2_001) }, COMPLAINT_MESSAGES.textTooLong],
    ] as const) {
      const res = await call('POST', '/api/user/complain', tokens.user!, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call('GET', '/api/user/complain', tokens.user!)).json().totalDocs).toBe(1);
  });

  it('refuses a demo account, staff on the player path and visitors', async () => {
    const demo = await call('POST', '/api/user/complain', tokens.demo!, { category: 'other', description: 'demo account text' });
    expect(demo.statusCode).toBe(403);
    expect(demo.json().message).toBe(MESSAGES.demoAccount);
    expect(
      (await call('POST', '/api/user/complain', tokens.branch!, { category: 'other', description: 'staff is no player' })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/user/complain', null)).statusCode).toBe(401);
  });

  it('shows a player only its own complaints', async () => {
    await file(tokens.otherUser!, 'Other site player cannot see my winnings');
    const mine = (await call('GET', '/api/user/complain', tokens.user!)).json<{ docs: Complaint[] }>().docs;
    expect(mine.every((c) => c.userId === chain.user.id)).toBe(true);
  });
});

describe('uplines answer the complaints of their downline', () => {
  it('lists the downline’s complaints for every upline, on the right path for each role', async () => {
    const filed = await file(tokens.user!, 'Withdrawal of 2000 pending since yesterday', 'withdraw');
    for (const [key, path] of [
      ['administrator', '/api/administrator/user/complain'],
      ['whiteLabel', '/api/whiteLabel/user/complain'],
      ['admin', '/api/admin/complain'],
      ['master', '/api/master/complain'],
      ['branch', '/api/branch/complain'],
      ['branch', '/api/defaultBranch/complain'],
    ] as const) {
      const res = await call('GET', `${path}?status=open`, tokens[key]!);
      expect(res.statusCode, `${key} ${path}: ${res.body}`).toBe(200);
      expect(res.json<{ docs: Complaint[] }>().docs.map((c) => c._id)).toContain(filed.docs._id);
    }
  });

  it('keeps the extra /user path to administrator and whiteLabel, and the plain path to the others', async () => {
    expect((await call('GET', '/api/administrator/complain', tokens.administrator!)).statusCode).toBe(403);
    expect((await call('GET', '/api/whiteLabel/complain', tokens.whiteLabel!)).statusCode).toBe(403);
    expect((await call('GET', '/api/master/user/complain', tokens.master!)).statusCode).toBe(403);
    expect((await call('GET', '/api/master/complain', tokens.branch!)).statusCode).toBe(403);
  });

  it('answers (open -> answered), lets the answer be edited, then closes it; closed is final', async () => {
    const filed = await file(tokens.user!, 'Casino round 42 did not pay my win', 'casino');
    const answered = await call('PATCH', '/api/agent/complain', tokens.agent!, {
      complainId: filed.docs._id,
      answer: 'We are checking it',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      message: COMPLAINT_MESSAGES.answered,
      docs: { status: 'answered', answer: 'We are checking it', answeredBy: chain.agent.userName },
    });

    const edited = await call('PATCH', '/api/whiteLabel/user/complain', tokens.whiteLabel!, {
      complainId: filed.docs._id,
      answer: 'Credited 1,200 points, sorry for the wait',
    });
    expect(edited.json().docs).toMatchObject({ status: 'answered', answer: 'Credited 1,200 points, sorry for the wait' });

    // The player sees the answer (not who wrote it).
    const seen = (await call('GET', '/api/user/complain?status=answered', tokens.user!)).json<{ docs: Complaint[] }>().docs;
    expect(seen.find((c) => c._id === filed.docs._id)).toMatchObject({
      answer: 'Credited 1,200 points, sorry for the wait',
      answeredBy: null,
    });

    const closed = await call('PATCH', '/api/admin/complain', tokens.admin!, { complainId: filed.docs._id, action: 'close' });
    expect(closed.json()).toMatchObject({ message: COMPLAINT_MESSAGES.closed, docs: { status: 'closed' } });
    expect(closed.json().docs.closedAt).not.toBeNull();

    const again = await call('PATCH', '/api/agent/complain', tokens.agent!, { complainId: filed.docs._id, answer: 'more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMPLAINT_MESSAGES.alreadyClosed);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'complaint'), eq(auditLog.targetId, filed.docs._id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['complaint.answer', 'complaint.answer', 'complaint.close']);
  });

  it('needs an answer to answer', async () => {
    const filed = await file(tokens.user!, 'Please explain the session result');
    const res = await call('PATCH', '/api/master/complain', tokens.master!, { complainId: filed.docs._id, answer: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COMPLAINT_MESSAGES.answerRequired);
  });

  it('lets the player close its own complaint, and no one else’s', async () => {
    const filed = await file(tokens.user!, 'Found it myself, all good now');
    const others = await call('PATCH', '/api/user/complain', tokens.otherUser!, { complainId: filed.docs._id });
    expect(others.statusCode).toBe(404);
    expect(others.json().message).toBe(COMPLAINT_MESSAGES.notFound);
    const closed = await call('PATCH', '/api/user/complain', tokens.user!, { complainId: filed.docs._id });
    expect(closed.json()).toMatchObject({ message: COMPLAINT_MESSAGES.closed, docs: { status: 'closed', answer: null } });
  });
});

describe('nobody reads or answers a complaint outside its reach', () => {
  it('hides other downlines’ complaints from lists and answers 403 on them', async () => {
    const filed = await file(tokens.user!, 'This belongs to chain one only');
    for (const [token, path] of [
      [tokens.otherWhiteLabel!, '/api/whiteLabel/user/complain'],
      [tokens.otherBranch!, '/api/branch/complain'],
      [tokens.sibling!, '/api/branch/complain'],
    ] as const) {
      const list = await call('GET', path, token);
      expect(list.statusCode).toBe(200);
      expect(list.json<{ docs: Complaint[] }>().docs.map((c) => c._id)).not.toContain(filed.docs._id);
      const res = await call('PATCH', path, token, { complainId: filed.docs._id, answer: 'not mine to answer' });
      expect(res.statusCode, path).toBe(403);
      expect(res.json().message).toBe(STAFF_USER_MESSAGES.notInDownline);
    }
    // A player below reaches nothing upward; ids that do not exist or are not ids read the same.
    for (const complainId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await call('PATCH', '/api/branch/complain', tokens.branch!, { complainId, answer: 'x' });
      expect(res.statusCode).toBe(403);
    }
    const untouched = (await call('GET', '/api/user/complain', tokens.user!)).json<{ docs: Complaint[] }>().docs;
    expect(untouched.find((c) => c._id === filed.docs._id)).toMatchObject({ status: 'open', answer: null });
  });

  it('keeps players off the staff paths and staff off a player’s own close', async () => {
    const filed = await file(tokens.user!, 'Only my uplines may answer this one');
    // A player (even the one who filed it) cannot list or answer through any staff path.
    for (const path of ['/api/user/user/complain', '/api/branch/complain', '/api/whiteLabel/user/complain']) {
      expect((await call('GET', path, tokens.user!)).statusCode, `GET ${path}`).toBe(403);
      const res = await call('PATCH', path, tokens.user!, { complainId: filed.docs._id, answer: 'answering myself' });
      expect(res.statusCode, `PATCH ${path}`).toBe(403);
    }
    // Another player cannot close it on the player path either, and a staff token is no player.
    expect((await call('PATCH', '/api/user/complain', tokens.otherUser!, { complainId: filed.docs._id })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/user/complain', tokens.branch!, { complainId: filed.docs._id })).statusCode).toBe(403);
    expect((await call('GET', '/api/user/complain', tokens.branch!)).statusCode).toBe(403);
    const after = (await call('GET', '/api/user/complain', tokens.user!)).json<{ docs: Complaint[] }>().docs;
    expect(after.find((c) => c._id === filed.docs._id)).toMatchObject({ status: 'open', answer: null });
  });

  it('keeps an upline’s list to its own downline, above the player’s branch included', async () => {
    const mine = await file(tokens.user!, 'Chain one player needs help with a bet');
    const theirs = await file(tokens.otherUser!, 'Chain two player needs help with a bet');
    for (const [key, path] of [
      ['administrator', '/api/administrator/user/complain'],
      ['whiteLabel', '/api/whiteLabel/user/complain'],
      ['master', '/api/master/complain'],
      ['agent', '/api/agent/complain'],
    ] as const) {
      const ids = (await call('GET', `${path}?limit=100`, tokens[key]!)).json<{ docs: Complaint[] }>().docs.map((c) => c._id);
      expect(ids, key).toContain(mine.docs._id);
      expect(ids, key).not.toContain(theirs.docs._id);
    }
  });

  it('filters a staff list by status, player and user name', async () => {
    const byUser = await call('GET', `/api/master/complain?userId=${chain.user.id}&status=closed`, tokens.master!);
    const docs = byUser.json<{ docs: Complaint[] }>().docs;
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((c) => c.status === 'closed' && c.userId === chain.user.id)).toBe(true);
    const none = await call('GET', `/api/master/complain?search=${encodeURIComponent('nobody-like-this')}`, tokens.master!);
    expect(none.json()).toMatchObject({ docs: [], totalDocs: 0, totalPages: 1 });
    expect((await call('GET', '/api/master/complain?userId=junk', tokens.master!)).statusCode).toBe(403);
    expect((await call('GET', '/api/master/complain?status=weird', tokens.master!)).statusCode).toBe(400);
  });
});
