import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import type { Socket as ClientSocket } from 'socket.io-client';
import type { ServerMessage } from '@backlay/contract';
import { newChain } from '../factories.js';
import { rooms } from '../../src/modules/live/live-publisher.js';
import { socketsInRoom } from '../../src/modules/live/redis-adapter.js';
import { nextMessage, quietSpell, record, sessionToken, sleep, startLiveServer, type LiveTestServer } from '../live/live-helpers.js';
import { freePort, startRedis, stopRedis } from './private-redis.js';

/**
 * Redis lost under two server processes and brought back (docs/decisions/redis-outage.md): while
 * it is down each process keeps answering and serving its own sockets, and /readyz reports the
 * outage without taking the process out of the balancer; when it is back every socket is told to
 * resync (`liveResync`), one that connected during the outage too, and messages cross processes
 * again. The Redis is this file's own redis-server, stopped and started on the same port.
 */
const REDIS_PORTS = { from: 6390, to: 6399 };
const MESSAGES_AFTER = 5;
const OUTAGE_MS = 2_500;
/** Reconnects are at most 2 s apart (lib/redis-connection.ts); this leaves room for a slow machine. */
const RETURN_WITHIN_MS = 10_000;

type Notification = ServerMessage<'getBroadcastNotification'>;
type Resync = ServerMessage<'liveResync'>;

describe('a Redis outage under two server processes', () => {
  let port: number;
  let redis: ChildProcess | null = null;
  let a: LiveTestServer;
  let b: LiveTestServer;

  beforeAll(async () => {
    port = await freePort(REDIS_PORTS.from, REDIS_PORTS.to);
    redis = await startRedis(port);
    const REDIS_URL = `redis://127.0.0.1:${port}`;
    a = await startLiveServer({ REDIS_URL });
    b = await startLiveServer({ REDIS_URL });
  });
  afterAll(async () => {
    // The apps close their Redis connections politely: give them a Redis if a failure left none.
    if (!redis && port) redis = await startRedis(port).catch(() => null);
    await a?.close();
    await b?.close();
    if (redis) await stopRedis(redis);
  });

  it('keeps serving and reports it in /readyz; when Redis is back every socket resyncs and messages cross again', async () => {
    const chain = await newChain(b.t.db);
    const token = await sessionToken(b.t.db, chain.user);
    const player = await b.client({ auth: { token, type: 'user' }, host: chain.site.host });
    const visitorOnA = await a.client();
    const room = rooms.user(chain.user.id);
    await expect.poll(() => socketsInRoom(a.t.app.io, room)).toBe(1);
    const notice = (title: string): Notification => ({ title, description: 'redis outage test', image: null });
    const crossed = nextMessage<Notification>(player, 'getBroadcastNotification', (m) => m.title === 'before');
    a.t.app.ctx.live.emit(room, 'getBroadcastNotification', notice('before'));
    await crossed;

    // Redis goes.
    await stopRedis(redis!);
    redis = null;
    const servers = { A: a, B: b };
    const readyz = async (s: LiveTestServer) => {
      const res = await fetch(`${s.url}/readyz`);
      return { status: res.status, body: (await res.json()) as { status: string; checks: Record<string, string> } };
    };
    for (const s of Object.values(servers)) {
      await expect
        .poll(async () => (await readyz(s)).body.checks.redis, { timeout: 5_000 })
        .toMatch(/^down for \d+ s: live messages reach only this process's sockets$/);
    }
    const during = await Promise.all(Object.values(servers).map(readyz));
    const reportedReady = during.filter(
      (r) => r.status === 200 && r.body.status === 'degraded' && r.body.checks.redis?.startsWith('down for'),
    );
    // The HTTP API answers (a signed-in call on the database), and a process still serves its own sockets.
    const pts = await b.t.app.inject({ method: 'GET', url: '/api/user/pts', headers: { authorization: `Bearer ${token}` } });
    expect(pts.statusCode).toBe(200);
    const local = nextMessage<Notification>(player, 'getBroadcastNotification', (m) => m.title === 'local during outage');
    b.t.app.ctx.live.emit(room, 'getBroadcastNotification', notice('local during outage'));
    await local;
    // A message from the other process is lost (dropped, not queued for later).
    const heard = record<Notification>(player, 'getBroadcastNotification');
    a.t.app.ctx.live.emit(room, 'getBroadcastNotification', notice('across during outage'));
    // A screen that opens during the outage is told to resync too.
    const visitorOnB = await b.client();
    await quietSpell();
    expect(heard.messages.map((m) => m.title)).toEqual([]);
    // Long enough for several failed reconnects; the report counts the seconds.
    await sleep(OUTAGE_MS);
    const downFor = Number(/^down for (\d+) s/.exec((await readyz(b)).body.checks.redis ?? '')?.[1]);
    expect(downFor).toBeGreaterThanOrEqual(Math.floor(OUTAGE_MS / 1_000));

    // Redis comes back on the same port.
    const sockets: ClientSocket[] = [player, visitorOnB, visitorOnA];
    const resyncs = sockets.map((s) =>
      nextMessage<Resync>(s, 'liveResync', () => true, RETURN_WITHIN_MS).then(
        () => true,
        () => false,
      ),
    );
    redis = await startRedis(port);
    const resynced = (await Promise.all(resyncs)).filter(Boolean).length;
    // What was sent across during the outage was dropped, not replayed after the return.
    await quietSpell();
    expect(heard.messages.map((m) => m.title)).toEqual([]);
    // Both processes' links are back (each resyncs its own sockets when its own returns).
    for (const s of Object.values(servers)) {
      await expect.poll(async () => (await readyz(s)).body.checks.redis, { timeout: RETURN_WITHIN_MS }).toBe('ok');
    }
    await expect.poll(() => socketsInRoom(a.t.app.io, room)).toBe(1);
    for (let i = 0; i < MESSAGES_AFTER; i += 1) a.t.app.ctx.live.emit(room, 'getBroadcastNotification', notice(`after ${i}`));
    await expect.poll(() => heard.messages.length, { timeout: 3_000 }).toBe(MESSAGES_AFTER);
    await quietSpell();
    heard.stop();
    const after = heard.messages.filter((m) => m.title.startsWith('after ')).length;

    console.log(
      `redis outage: readiness reported it on ${reportedReady.length} of 2 (ready stayed true); ` +
        `resync reached ${resynced} of ${sockets.length} sockets; messages after return ${after} of ${MESSAGES_AFTER}`,
    );
    expect(reportedReady).toHaveLength(2);
    expect(resynced).toBe(sockets.length);
    expect(heard.messages.map((m) => m.title)).toEqual(Array.from({ length: MESSAGES_AFTER }, (_, i) => `after ${i}`));
  });
});
