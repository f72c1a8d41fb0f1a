import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket as ClientSocket } from 'socket.io-client';
import type { LiveTv, Score, ServerMessage } from '@backlay/contract';
import { whiteLabels } from '../../src/db/schema/index.js';
import { rooms } from '../../src/modules/live/live-publisher.js';
import { socketsInRoom } from '../../src/modules/live/redis-adapter.js';
import { newChain } from '../factories.js';
import { CODE, setTransactionCode, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { LOCAL_REDIS_URL, localRedisUp } from '../local-redis.js';
import { nextMessage, quietSpell, record, sessionToken, startLiveServer, type LiveTestServer } from '../live/live-helpers.js';
import { newCricketEvent, setFrames, setHosts } from './event-frames-helpers.js';

/**
 * Frame messages over real sockets: a staff change reaches the signed-in players of the brands
 * that show it, and no one else (visitors of the same site, players of another brand); with
 * several processes, players connected to another process than the one that served the change.
 */

const TV = 'https://tv.example.test/live/1';
const SCORE = 'https://tv.example.test/score/1';

describe('frame messages on the live channel', () => {
  let server: LiveTestServer;
  let a: SignedInChain;
  let b: SignedInChain;
  beforeAll(async () => {
    server = await startLiveServer();
    a = await signedInChain(server.t.db);
    b = await signedInChain(server.t.db);
    const res = await setHosts(server.t, { token: a.tokens.whiteLabel, role: 'whiteLabel' }, a.site.whiteLabel.id, ['tv.example.test']);
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => server.close());

  const playerOf = (c: SignedInChain) => server.client({ auth: { token: c.tokens.user, type: 'user' }, host: c.site.host });

  it("reach the signed-in players of the brand that shows them, not its visitors nor another brand's players", async () => {
    const event = await newCricketEvent(server.t);
    const player = await playerOf(a);
    const visitor = await server.client({ host: a.site.host });
    const otherBrand = await playerOf(b);
    const staff = await server.client({ auth: { token: a.tokens.whiteLabel, type: 'whiteLabel' }, host: a.site.host });
    const elsewhere = [visitor, otherBrand, staff].map((s) => record<unknown>(s, 'LiveTvUpdated'));
    await expect.poll(() => socketsInRoom(server.t.app.io, rooms.whiteLabelPlayers(a.site.whiteLabel.id))).toBe(1);

    const shown = nextMessage<LiveTv>(player, 'LiveTvUpdated', (m) => m.eventId === event.id);
    const scored = nextMessage<Score>(player, 'scoreUpdated', (m) => m.eventId === event.id);
    const res = await setFrames(
      server.t,
      { token: a.tokens.administrator, role: 'administrator' },
      { eventId: event.id, liveTvUrl: TV, scoreFrameUrl: SCORE },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await shown).toEqual({ eventId: event.id, url: TV, available: true });
    expect((await scored).iframeUrl).toBe(SCORE);

    const gone = nextMessage<ServerMessage<'DeleteLiveTvUpdate'>>(player, 'DeleteLiveTvUpdate', (m) => m.eventId === event.id);
    const scoreGone = nextMessage<ServerMessage<'scoreDeleted'>>(player, 'scoreDeleted', (m) => m.eventId === event.id);
    const removed = await setFrames(
      server.t,
      { token: a.tokens.administrator, role: 'administrator' },
      {
        eventId: event.id,
        liveTvUrl: null,
        scoreFrameUrl: null,
      },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await gone).toEqual({ eventId: event.id });
    expect(await scoreGone).toEqual({ eventId: event.id });

    await quietSpell();
    for (const got of elsewhere) expect(got.messages).toEqual([]);
  });
});

/**
 * Two processes joined by Redis, each with its own database (as in test/live/redis-cluster): the
 * brand's row is made under the same id in both, so the change served by A names the room its
 * player joined on B.
 */
const redisUp = await localRedisUp('frames-socket.test', 'skipped the cross-process case');

describe.runIf(redisUp)('frame messages across processes', () => {
  let a: LiveTestServer;
  let b: LiveTestServer;
  beforeAll(async () => {
    a = await startLiveServer({ REDIS_URL: LOCAL_REDIS_URL });
    b = await startLiveServer({ REDIS_URL: LOCAL_REDIS_URL });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("reach the brand's players connected to another process than the one that served the change", async () => {
    const onB = await newChain(b.t.db);
    b.t.app.sites.invalidate();
    const brand = onB.site.whiteLabel;
    await a.t.db.insert(whiteLabels).values({ id: brand.id, name: brand.name, type: brand.type, streamHosts: ['tv.example.test'] });
    const administrator = (await newChain(a.t.db)).administrator;
    await setTransactionCode(a.t.db, administrator, CODE);
    const event = await newCricketEvent(a.t);

    const player: ClientSocket = await b.client({
      auth: { token: await sessionToken(b.t.db, onB.user), type: 'user' },
      host: onB.site.host,
    });
    await expect.poll(() => socketsInRoom(a.t.app.io, rooms.whiteLabelPlayers(brand.id))).toBe(1);
    const shown = nextMessage<LiveTv>(player, 'LiveTvUpdated', (m) => m.eventId === event.id);
    const res = await setFrames(
      a.t,
      { token: await sessionToken(a.t.db, administrator), role: 'administrator' },
      { eventId: event.id, liveTvUrl: TV },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await shown).toEqual({ eventId: event.id, url: TV, available: true });
  });
});
