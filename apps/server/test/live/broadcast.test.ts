import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema/index.js';
import { newChain } from '../factories.js';
import { nextMessage, quietSpell, record, sessionToken, startLiveServer, type LiveTestServer } from './live-helpers.js';

let server: LiveTestServer;
let chain: Awaited<ReturnType<typeof newChain>>;

beforeAll(async () => {
  server = await startLiveServer();
  chain = await newChain(server.t.db);
});
afterAll(async () => server.close());

async function refreshPage(token: string) {
  return server.t.app.inject({
    method: 'GET',
    url: '/api/administrator/broadcast/refreshPage',
    headers: { host: chain.site.host, authorization: `Bearer ${token}` },
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
