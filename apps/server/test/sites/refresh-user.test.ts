import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SITE_MESSAGES } from '@backlay/contract';
import { auditLog, sessions } from '../../src/db/schema/index.js';
import { newChain, newUser } from '../factories.js';
import { nextMessage, quietSpell, record, sessionToken, startLiveServer, type LiveTestServer } from '../live/live-helpers.js';

/** Refresh user: POST api/{role}/user/{userId}/refresh with real sockets on a real database. */

let server: LiveTestServer;
let chain: Awaited<ReturnType<typeof newChain>>;
let otherChain: Awaited<ReturnType<typeof newChain>>;

beforeAll(async () => {
  server = await startLiveServer();
  chain = await newChain(server.t.db);
  otherChain = await newChain(server.t.db);
});
afterAll(async () => server.close());

async function refresh(token: string, role: string, userId: string) {
  return server.t.app.inject({
    method: 'POST',
    url: `/api/${role}/user/${userId}/refresh`,
    headers: { host: chain.site.host, authorization: `Bearer ${token}` },
  });
}

describe('POST api/{role}/user/{userId}/refresh', () => {
  it('tells only that player’s open screens to reload, keeps its session, and audits it', async () => {
    const playerToken = await sessionToken(server.t.db, chain.user);
    const player = await server.client({ auth: { token: playerToken, type: 'user' }, host: chain.site.host });
    const bystander = await server.client({ host: chain.site.host });
    const seen = nextMessage<{ at: string }>(player, 'getRefreshPage');
    const notSeen = record(bystander, 'getRefreshPage');

    const res = await refresh(await sessionToken(server.t.db, chain.administrator), 'administrator', chain.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: SITE_MESSAGES.userRefreshed, docs: { sockets: 1 } });
    expect(Date.parse((await seen).at)).not.toBeNaN();
    await quietSpell();
    expect(notSeen.messages).toHaveLength(0);

    const live = await server.t.db.select().from(sessions).where(eq(sessions.userId, chain.user.id));
    expect(live.every((s) => s.revokedAt === null)).toBe(true);
    const audit = await server.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.refreshed'), eq(auditLog.targetId, chain.user.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: chain.administrator.id, after: { sockets: 1 } });
  });

  it('lets the administrator refresh any account of its downline, staff included (no open screen: 0 told)', async () => {
    const quiet = await newUser(server.t.db, { role: 'user', parent: chain.agent });
    const adminToken = await sessionToken(server.t.db, chain.administrator);
    for (const target of [quiet, chain.master]) {
      const res = await refresh(adminToken, 'administrator', target.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: SITE_MESSAGES.userRefreshed, docs: { sockets: 0 } });
    }
  });

  it('answers 403 to every other role, even for a player of its own downline; nothing is sent or audited', async () => {
    const playerToken = await sessionToken(server.t.db, chain.user);
    const player = await server.client({ auth: { token: playerToken, type: 'user' }, host: chain.site.host });
    const got = record(player, 'getRefreshPage');
    const callers = [
      [chain.whiteLabel, 'whiteLabel'],
      [chain.admin, 'admin'],
      [chain.superMaster, 'superMaster'],
      [chain.master, 'master'],
      [chain.agent, 'agent'],
      [chain.branch, 'branch'],
    ] as const;
    for (const [caller, role] of callers) {
      const res = await refresh(await sessionToken(server.t.db, caller), role, chain.user.id);
      expect(res.statusCode, role).toBe(403);
      // The shape of every administrator-only call refused to another role.
      expect(res.json(), role).toMatchObject({ code: 'FORBIDDEN', message: 'Not allowed for your role' });
    }
    // A staff member naming the administrator's path is refused alike.
    const spoofed = await refresh(await sessionToken(server.t.db, chain.master), 'administrator', chain.user.id);
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Not allowed for your role' });
    const self = await refresh(playerToken, 'user', chain.user.id);
    expect(self.statusCode).toBe(403);
    await quietSpell();
    expect(got.messages).toHaveLength(0);
    const audit = await server.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.refreshed'), eq(auditLog.targetId, chain.user.id)));
    // Only the administrator's refresh of the first test.
    expect(audit.map((a) => a.actorId)).toEqual([chain.administrator.id]);
  });

  it('answers 403 to the administrator for an account outside its downline or an unknown id, 400 for a bad id; nothing is sent', async () => {
    const outsider = await server.client({
      auth: { token: await sessionToken(server.t.db, otherChain.user), type: 'user' },
      host: otherChain.site.host,
    });
    const got = record(outsider, 'getRefreshPage');
    const adminToken = await sessionToken(server.t.db, chain.administrator);
    const cases = [
      await refresh(adminToken, 'administrator', otherChain.user.id),
      await refresh(adminToken, 'administrator', otherChain.whiteLabel.id),
      await refresh(adminToken, 'administrator', chain.administrator.id),
      await refresh(adminToken, 'administrator', '00000000-0000-4000-8000-000000000000'),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This user is not in your downline');
    }
    const badId = await refresh(adminToken, 'administrator', 'abc');
    expect(badId.statusCode).toBe(400);
    await quietSpell();
    expect(got.messages).toHaveLength(0);
    const audit = await server.t.db.select().from(auditLog).where(eq(auditLog.targetId, otherChain.user.id));
    expect(audit).toHaveLength(0);
  });
});
