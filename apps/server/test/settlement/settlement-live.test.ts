import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBetResultSchema, ptsSchema } from '@backlay/contract';
import { mayReach, rooms } from '../../src/modules/live/live-publisher.js';
import type { SignedInChain } from '../ledger/helpers.js';
import { get, openMarket } from '../betting/betting-helpers.js';
import { nextMessage, quietSpell, record, startLiveServer, type LiveTestServer } from '../live/live-helpers.js';
import { bet, declareAndSettle, newPlayer, settlementChain } from './settlement-helpers.js';

/**
 * A settlement's messages over a real socket: the player with a page open hears its result and
 * its points as the chunk left them; a player nobody listens for gets nothing built for it
 * (settlement-live.ts asks the live channel first), and its points are there on its next read.
 */

let server: LiveTestServer;
let c: SignedInChain;
beforeAll(async () => {
  server = await startLiveServer();
  c = await settlementChain(server.t);
});
afterAll(async () => server?.close());

describe('settlement messages over the live channel', () => {
  it('reach the player whose page is open, with the points a fresh read answers, and nobody else', async () => {
    const t = server.t;
    const m = await openMarket(t, { type: 'betfair' });
    const online = await newPlayer(t, c);
    const offline = await newPlayer(t, c);
    const first = await bet(t, online.token, m, { odd: 1.85, stake: 100 });
    const second = await bet(t, online.token, m, { runner: 1, odd: 2.05, stake: 100 });
    await bet(t, offline.token, m, { runner: 1, odd: 2.05, stake: 100 });
    const socket = await server.client({ auth: { token: online.token, type: 'user' }, host: c.site.host });
    const live = t.app.ctx.live;
    expect([mayReach(live, rooms.user(online.user.id)), mayReach(live, rooms.user(offline.user.id))]).toEqual([true, false]);

    const result = nextMessage<unknown>(socket, 'getOpenBetResultUpdates', (r) => (r as { marketId?: string }).marketId === m.market.id);
    const pts = nextMessage<unknown>(socket, 'getPtsUpdates', (p) => (p as { exposure?: number }).exposure === 0);
    const results = record(socket, 'getOpenBetResultUpdates');
    await declareAndSettle(t, c, { marketId: m.market.id, teamId: m.runners[0]!.id });

    // Its result and each of its bets with its own P/L.
    const message = openBetResultSchema.parse(await result);
    expect(message).toMatchObject({ marketId: m.market.id, status: 'settled', pnl: -15, commission: 0 });
    expect([...message.bets].sort((a, b) => (a._id < b._id ? -1 : 1))).toEqual([
      { _id: first, status: 'settled', pnl: 85 },
      { _id: second, status: 'settled', pnl: -100 },
    ]);
    const heard = ptsSchema.parse(await pts);
    expect(heard).toMatchObject({ pts: (1_000_00 - 15_00) / 100, exposure: 0 });
    expect(heard).toEqual((await get(t, '/api/user/pts', online.token)).json().docs);
    await quietSpell();
    // One result for this player's one market; the other player's was never sent here.
    expect(results.messages).toHaveLength(1);
    expect((await get(t, '/api/user/pts', offline.token)).json().docs).toMatchObject({ pts: (1_000_00 - 100_00) / 100, exposure: 0 });
  });
});
