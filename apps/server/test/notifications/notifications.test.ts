import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, NOTIFICATION_MESSAGES, type Broadcast, type Notification, type NotificationList } from '@backlay/contract';
import { auditLog, notifications } from '../../src/db/schema/index.js';
import { newChain, newUser } from '../factories.js';
import { signIn } from '../ledger/helpers.js';
import { nextMessage, quietSpell, record, startLiveServer, type LiveTestServer } from '../live/live-helpers.js';

/**
 * GET, PATCH (mark read), DELETE and POST api/{role}/notification, the sender's history, and
 * `getBroadcastNotification` over a real socket to the players it was meant for.
 */

let server: LiveTestServer;
let chain: Awaited<ReturnType<typeof newChain>>;
let other: Awaited<ReturnType<typeof newChain>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startLiveServer();
  const db = server.t.db;
  chain = await newChain(db);
  // The second chain shares nothing with the first (its own administrator and site).
  other = await newChain(db);
  for (const key of ['administrator', 'whiteLabel', 'admin', 'master', 'branch', 'user'] as const)
    tokens[key] = await signIn(db, chain[key]);
  tokens.otherUser = await signIn(db, other.user);
  tokens.otherWhiteLabel = await signIn(db, other.whiteLabel);
  tokens.second = await signIn(db, await newUser(db, { role: 'user', parent: chain.branch }));
  await newUser(db, { role: 'user', parent: chain.branch, extra: { demo: true } });
});
afterAll(async () => server.close());

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: object) {
  return server.t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

async function broadcast(role: 'administrator' | 'whiteLabel', token: string, body: object) {
  server.t.clock.advance(1_000); // the test clock stands still otherwise: keep "newest first" decidable
  const res = await call('POST', `/api/${role}/notification`, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ message: string; docs: Broadcast }>();
}

const listOf = async (role: string, token: string) => {
  const res = await call('GET', `/api/${role}/notification`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationList>();
};

describe('a whiteLabel broadcast', () => {
  it('reaches each player of its downline, live and in its list, and no one else', async () => {
    const host = chain.site.host;
    const player = await server.client({ auth: { token: tokens.user!, type: 'user' }, host });
    const staff = await server.client({ auth: { token: tokens.master!, type: 'master' }, host });
    const visitor = await server.client({ host });
    const stranger = await server.client({ auth: { token: tokens.otherUser!, type: 'user' }, host: other.site.host });
    const unwanted = [
      record(staff, 'getBroadcastNotification'),
      record(visitor, 'getBroadcastNotification'),
      record(stranger, 'getBroadcastNotification'),
    ];
    const arrived = nextMessage<{ title: string; description: string; image: string | null }>(player, 'getBroadcastNotification');

    const sent = await broadcast('whiteLabel', tokens.whiteLabel!, {
      title: 'Diwali bonus',
      description: '10% extra on every deposit today',
      image: 'https://cdn.example.com/diwali.png',
    });
    expect(sent.message).toBe(NOTIFICATION_MESSAGES.sent);
    // Two real players below the whiteLabel; the demo player is left out.
    expect(sent.docs).toMatchObject({ recipients: 2, whiteLabelId: chain.site.whiteLabel.id, senderName: chain.whiteLabel.userName });
    expect(await arrived).toEqual({
      title: 'Diwali bonus',
      description: '10% extra on every deposit today',
      image: 'https://cdn.example.com/diwali.png',
    });
    await quietSpell();
    for (const got of unwanted) expect(got.messages).toHaveLength(0);

    const mine = await listOf('user', tokens.user!);
    expect(mine).toMatchObject({
      unreadCount: 1,
      totalDocs: 1,
      docs: [{ title: 'Diwali bonus', read: false, image: 'https://cdn.example.com/diwali.png' }],
    });
    expect((await listOf('user', tokens.second!)).unreadCount).toBe(1);
    expect((await listOf('user', tokens.otherUser!)).totalDocs).toBe(0);
    expect((await listOf('master', tokens.master!)).totalDocs).toBe(0);

    const audit = await server.t.db.select().from(auditLog).where(eq(auditLog.targetId, sent.docs._id));
    expect(audit).toMatchObject([{ action: 'notification.broadcast', actorId: chain.whiteLabel.id }]);

    const history = await call('GET', '/api/whiteLabel/notification/broadcast', tokens.whiteLabel!);
    expect(history.json()).toMatchObject({ totalDocs: 1, docs: [{ _id: sent.docs._id, recipients: 2 }] });
  });

  it('checks title, description and image, and keeps a whiteLabel to its own site', async () => {
    for (const [body, message] of [
      [{ description: 'd' }, NOTIFICATION_MESSAGES.titleRequired],
      [{ title: 't', description: '  ' }, NOTIFICATION_MESSAGES.descriptionRequired],
      [{ title: 't', description: 'd', image: 'javascript:alert(1)' }, NOTIFICATION_MESSAGES.imageInvalid],
      [{ title: 'x'.repeat(121), description: 'd' }, NOTIFICATION_MESSAGES.titleRequired],
    ] as const) {
      const res = await call('POST', '/api/whiteLabel/notification', tokens.whiteLabel!, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const elsewhere = await call('POST', '/api/whiteLabel/notification', tokens.whiteLabel!, {
      title: 't',
      description: 'd',
      whiteLabelId: other.site.whiteLabel.id,
    });
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([400, AUTH_MESSAGES.whiteLabelMismatch]);
    expect((await listOf('user', tokens.otherUser!)).totalDocs).toBe(0);
  });

  it('is for administrator and whiteLabel only', async () => {
    for (const role of ['admin', 'master', 'branch'] as const) {
      const res = await call('POST', `/api/${role}/notification`, tokens[role]!, { title: 't', description: 'd' });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await call('POST', '/api/user/notification', tokens.user!, { title: 't', description: 'd' })).statusCode).toBe(403);
    expect((await call('GET', '/api/master/notification/broadcast', tokens.master!)).statusCode).toBe(403);
  });
});

describe('the administrator', () => {
  it('reaches one named site, or every site of its downline', async () => {
    const one = await broadcast('administrator', tokens.administrator!, {
      title: 'Site one',
      description: 'only here',
      whiteLabelId: chain.site.whiteLabel.id,
    });
    expect(one.docs.recipients).toBe(2);
    const bad = await call('POST', '/api/administrator/notification', tokens.administrator!, {
      title: 't',
      description: 'd',
      whiteLabelId: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(NOTIFICATION_MESSAGES.whiteLabelNotFound);
    // The other chain has its own administrator: this one's "every site" is its own downline.
    const all = await broadcast('administrator', tokens.administrator!, { title: 'Everyone', description: 'all sites' });
    expect(all.docs).toMatchObject({ whiteLabelId: null, recipients: 2 });
    expect((await listOf('user', tokens.otherUser!)).totalDocs).toBe(0);
    expect((await listOf('user', tokens.user!)).docs.map((n) => n.title)).toEqual(['Everyone', 'Site one', 'Diwali bonus']);
  });
});

describe('mark read and delete', () => {
  it('marks the user’s own notification read once and counts it out of the badge', async () => {
    const before = await listOf('user', tokens.user!);
    const target = before.docs[0]!;
    const res = await call('PATCH', `/api/user/notification?notificationId=${target._id}`, tokens.user!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: NOTIFICATION_MESSAGES.markedRead, docs: { _id: target._id, read: true } });
    const [row] = await server.t.db.select().from(notifications).where(eq(notifications.id, target._id));
    const again = await call('PATCH', `/api/user/notification?notificationId=${target._id}`, tokens.user!);
    expect(again.json<{ docs: Notification }>().docs.read).toBe(true);
    const [same] = await server.t.db.select().from(notifications).where(eq(notifications.id, target._id));
    expect(same!.readAt).toEqual(row!.readAt);
    expect((await listOf('user', tokens.user!)).unreadCount).toBe(before.unreadCount - 1);
  });

  it('deletes (hides) for that user only, with the toast of docs/product.md §8, and then answers not found', async () => {
    const target = (await listOf('user', tokens.user!)).docs[0]!;
    const res = await call('DELETE', `/api/user/notification?notificationId=${target._id}`, tokens.user!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Deleted Successfull' });
    expect((await listOf('user', tokens.user!)).docs.map((n) => n._id)).not.toContain(target._id);
    // The other player's copy of the same broadcast stays.
    expect((await listOf('user', tokens.second!)).docs.map((n) => n.title)).toContain(target.title);

    const twice = await call('DELETE', `/api/user/notification?notificationId=${target._id}`, tokens.user!);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe(NOTIFICATION_MESSAGES.notFound);
    const readDeleted = await call('PATCH', `/api/user/notification?notificationId=${target._id}`, tokens.user!);
    expect(readDeleted.statusCode).toBe(404);
  });

  it('never reads or deletes someone else’s notification', async () => {
    const theirs = (await listOf('user', tokens.second!)).docs[0]!;
    for (const [role, token] of [
      ['user', tokens.user!],
      ['user', tokens.otherUser!],
      ['whiteLabel', tokens.whiteLabel!],
      ['branch', tokens.branch!],
    ] as const) {
      for (const method of ['PATCH', 'DELETE'] as const) {
        const res = await call(method, `/api/${role}/notification?notificationId=${theirs._id}`, token);
        expect(res.statusCode, `${role} ${method}`).toBe(404);
        expect(res.json().message).toBe(NOTIFICATION_MESSAGES.notFound);
      }
    }
    const still = (await listOf('user', tokens.second!)).docs.find((n) => n._id === theirs._id);
    expect(still).toMatchObject({ read: false });
    expect((await call('PATCH', '/api/user/notification?notificationId=junk', tokens.second!)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/user/notification', tokens.second!)).statusCode).toBe(400);
    expect((await call('GET', '/api/master/notification', tokens.user!)).statusCode).toBe(403);
    expect((await call('GET', '/api/user/notification', null)).statusCode).toBe(401);
  });
});
