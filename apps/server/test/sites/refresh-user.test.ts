import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SITE_MESSAGES } from '@backlay/contract';
import { auditLog, sessions } from '../../src/db/schema/index.js';
import { newChain, newUser } from '../factories.js';
import { nextMessage, record, sessionToken, sleep, startLiveServer, type LiveTestServer } from '../live/live-helpers.js';

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
    await sleep(150);
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

  it('lets a master refresh a player of its downline (a player with no open screen: 0 told)', async () => {
    const quiet = await newUser(server.t.db, { role: 'user', parent: chain.agent });
    const res = await refresh(await sessionToken(server.t.db, chain.master), 'master', quiet.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: SITE_MESSAGES.userRefreshed, docs: { sockets: 0 } });
  });

  it('answers 403 for an account outside the caller’s downline, an upline, an unknown id, and a player caller; nothing is sent', async () => {
    const outsider = await server.client({
      auth: { token: await sessionToken(server.t.db, otherChain.user), type: 'user' },
      host: otherChain.site.host,
    });
    const got = record(outsider, 'getRefreshPage');
    const masterToken = await sessionToken(server.t.db, chain.master);
    const cases = [
      await refresh(masterToken, 'master', otherChain.user.id),
      await refresh(masterToken, 'master', chain.superMaster.id),
      await refresh(masterToken, 'master', '00000000-0000-4000-8000-000000000000'),
      await refresh(await sessionToken(server.t.db, chain.whiteLabel), 'whiteLabel', otherChain.user.id),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This user is not in your downline');
    }
    const player = await refresh(await sessionToken(server.t.db, chain.user), 'user', chain.user.id);
    expect(player.statusCode).toBe(403);
    const badId = await refresh(masterToken, 'master', 'abc');
    expect(badId.statusCode).toBe(400);
    await sleep(150);
    expect(got.messages).toHaveLength(0);
    const audit = await server.t.db.select().from(auditLog).where(eq(auditLog.targetId, otherChain.user.id));
    expect(audit).toHaveLength(0);
  });
});
