import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages, type ServerMessage } from '@backlay/contract';
import { signedInChain } from '../ledger/helpers.js';
import { createAccount, newAccount } from '../staff-users/helpers.js';
import { nextMessage, record, sleep, startLiveServer, type LiveTestServer } from './live-helpers.js';

/** getUserCreated over a real socket: staff hear of accounts created in their downline, and only those. */

let server: LiveTestServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(async () => {
  await server?.close();
});

describe('getUserCreated', () => {
  it("reaches the creator's uplines' sockets when a downline account is created, and no other chain's staff", async () => {
    const c = await signedInChain(server.t.db);
    const other = await signedInChain(server.t.db);
    server.t.app.sites.invalidate();
    const master = await server.client({ auth: { token: c.tokens.master, type: 'master' }, host: c.site.host });
    const stranger = await server.client({ auth: { token: other.tokens.master, type: 'master' }, host: other.site.host });
    const player = await server.client({ auth: { token: c.tokens.user, type: 'user' }, host: c.site.host });
    const unseen = [record(stranger, 'getUserCreated'), record(player, 'getUserCreated')];

    const arrived = nextMessage<ServerMessage<'getUserCreated'>>(master, 'getUserCreated');
    const res = await createAccount(server.t.app, c.tokens.agent, 'agent', newAccount('Socket_Made', 'user'));
    expect(res.statusCode).toBe(200);
    const message = serverMessages.getUserCreated.parse(await arrived);
    expect(message).toMatchObject({
      _id: res.json().docs._id,
      userName: 'Socket_Made',
      userType: 'user',
      parent: { _id: c.agent.id, userName: c.agent.userName },
    });
    await sleep(150);
    expect(unseen.map((r) => r.messages.length)).toEqual([0, 0]);
  });
});
