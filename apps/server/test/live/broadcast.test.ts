import { spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema/index.js';
import { rooms } from '../../src/modules/live/live-publisher.js';
import { socketsInRoom } from '../../src/modules/live/redis-adapter.js';
import { newChain } from '../factories.js';
import { freePort, startRedis, stopRedis } from '../resilience/private-redis.js';
import { nextMessage, quietSpell, record, sessionToken, startLiveServer, type LiveTestServer } from './live-helpers.js';

let server: LiveTestServer;
let chain: Awaited<ReturnType<typeof newChain>>;

beforeAll(async () => {
  server = await startLiveServer();
  chain = await newChain(server.t.db);
});
afterAll(async () => server.close());

async function refreshPage(token: string, on = server, host = chain.site.host) {
  return on.t.app.inject({
    method: 'GET',
    url: '/api/administrator/broadcast/refreshPage',
    headers: { host, authorization: `Bearer ${token}` },
  });
}

describe('GET api/administrator/broadcast/refreshPage', () => {
  it('tells every connected page, visitor or player, to reload, and audits who did it', async () => {
    const visitor = await server.client({ host: chain.site.host });
    const player = await server.client({
      auth: { token: await sessionToken(server.t.db, chain.user), type: 'user' },
      host: chain.site.host,
    });
    const seen = [nextMessage<{ at: string }>(visitor, 'getRefreshPage'), nextMessage<{ at: string }>(player, 'getRefreshPage')];

    const res = await refreshPage(await sessionToken(server.t.db, chain.administrator));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Refresh Page Broadcasted', docs: { sockets: 2 } });
    for (const message of await Promise.all(seen)) expect(Date.parse(message.at)).not.toBeNaN();

    const audit = await server.t.db.select().from(auditLog).where(eq(auditLog.action, 'broadcast.refreshPage'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(chain.administrator.id);
  });

  it('is the administrator’s alone: other staff get 403 and nothing is sent', async () => {
    const player = await server.client({ host: chain.site.host });
    const got = record(player, 'getRefreshPage');
    const res = await refreshPage(await sessionToken(server.t.db, chain.whiteLabel));
    expect(res.statusCode).toBe(403);
    await quietSpell();
    expect(got.messages).toHaveLength(0);
  });
});

/**
 * Two server processes joined by Redis, each with its own database and screens: the process that
 * serves the call counts and tells the other's screens too. A private redis-server, so the
 * count is not met by the screens of other test files on a shared Redis; skipped, and said
 * so, where redis-server is not installed.
 */
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedisServer) console.warn('broadcast.test: no redis-server, skipped the cross-process case');

describe.runIf(hasRedisServer)('GET api/administrator/broadcast/refreshPage across processes', () => {
  let redis: ChildProcess | null = null;
  let a: LiveTestServer;
  let b: LiveTestServer;
  beforeAll(async () => {
    const port = await freePort(6430, 6439);
    redis = await startRedis(port);
    a = await startLiveServer({ REDIS_URL: `redis://127.0.0.1:${port}` });
    b = await startLiveServer({ REDIS_URL: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    if (redis) await stopRedis(redis);
  });

  it('counts and tells the screens of every process', async () => {
    const [ofA, ofB] = [await newChain(a.t.db), await newChain(b.t.db)];
    b.t.app.sites.invalidate();
    const screens = [
      await a.client({ host: ofA.site.host }),
      await b.client({ host: ofB.site.host }),
      await b.client({ host: ofB.site.host }),
    ];
    const seen = screens.map((s) => nextMessage<{ at: string }>(s, 'getRefreshPage'));
    // Counted once B's screens have joined their rooms (just after connecting).
    await expect.poll(() => socketsInRoom(a.t.app.io, rooms.all)).toBe(3);

    const res = await refreshPage(await sessionToken(a.t.db, ofA.administrator), a, ofA.site.host);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ docs: { sockets: 3 } });
    await Promise.all(seen);
    const [audit] = await a.t.db.select().from(auditLog).where(eq(auditLog.action, 'broadcast.refreshPage'));
    expect(audit?.after).toEqual({ sockets: 3 });
  });
});
