import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages, type ServerMessage } from '@backlay/contract';
import { signedInChain } from '../ledger/helpers.js';
import { createAccount, newAccount } from '../staff-users/helpers.js';
import { nextMessage, quietSpell, record, startLiveServer, type LiveTestServer } from './live-helpers.js';

/** getUserCreated over a real socket: staff hear of accounts created in their downline (by staff or by a sign-up), and only those. */

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
    await quietSpell();
    expect(unseen.map((r) => r.messages.length)).toEqual([0, 0]);
  });

  it("reaches the uplines' sockets when a player registers on the site, and no other chain's staff", async () => {
    const c = await signedInChain(server.t.db);
    const other = await signedInChain(server.t.db);
    server.t.app.sites.invalidate();
    const branch = await server.client({ auth: { token: c.tokens.branch, type: 'branch' }, host: c.site.host });
    const whiteLabel = await server.client({ auth: { token: c.tokens.whiteLabel, type: 'whiteLabel' }, host: c.site.host });
    const stranger = await server.client({ auth: { token: other.tokens.branch, type: 'branch' }, host: other.site.host });
    const player = await server.client({ auth: { token: c.tokens.user, type: 'user' }, host: c.site.host });
    const unseen = [record(stranger, 'getUserCreated'), record(player, 'getUserCreated')];

    const toBranch = nextMessage<ServerMessage<'getUserCreated'>>(branch, 'getUserCreated');
    const toWhiteLabel = nextMessage<ServerMessage<'getUserCreated'>>(whiteLabel, 'getUserCreated');
    const res = await server.t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { host: c.site.host },
      payload: { userName: 'Self_Made', phone: '9876543210', password: 'Secret123', confirmPassword: 'Secret123', branchId: c.branch.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      _id: res.json().docs._id,
      userName: 'Self_Made',
      userType: 'user',
      whiteLabelId: c.site.whiteLabel.id,
      parent: { _id: c.branch.id, userName: c.branch.userName },
    };
    expect(serverMessages.getUserCreated.parse(await toBranch)).toMatchObject(expected);
    expect(serverMessages.getUserCreated.parse(await toWhiteLabel)).toMatchObject(expected);
    await quietSpell();
    expect(unseen.map((r) => r.messages.length)).toEqual([0, 0]);
  });
});
