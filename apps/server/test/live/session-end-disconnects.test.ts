import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Socket as ClientSocket } from 'socket.io-client';
import { MESSAGES, MULTI_LOGIN_MESSAGES, STAFF_USER_MESSAGES, type ServerMessage } from '@backlay/contract';
import { buildApp } from '../../src/app.js';
import type { Db } from '../../src/db/client.js';
import { sessions } from '../../src/db/schema/index.js';
import { hashToken, newSessionToken } from '../../src/modules/auth/session-token.js';
import { rooms } from '../../src/modules/live/live-publisher.js';
import type { LiveIdentity } from '../../src/modules/live/live-auth.js';
import { followSession } from '../../src/modules/live/session-sockets.js';
import { socketsInRoom } from '../../src/modules/live/redis-adapter.js';
import { TEST_PASSWORD } from '../factories.js';
import { NO_RATE_LIMIT, sessionOf } from '../auth/helpers.js';
import { CODE, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { nextMessage, quietSpell, record, refusal, startLiveServer, type LiveTestServer } from './live-helpers.js';
import { LOCAL_REDIS_URL, localRedisUp } from '../local-redis.js';

/**
 * Every way a session ends closes that session's live sockets (docs/architecture.md §5
 * "Sessions end their sockets"): real sockets with real tokens, the session ended through the
 * app's own routes (inject), then the socket is gone, told why where the product has a message,
 * and its token is refused at the next handshake.
 */

type Notice = ServerMessage<'logoutUserByAdmin'>;
type Refusal = Awaited<ReturnType<typeof refusal>>;

/** How long a socket may take to close once the call that ended its session has answered. */
const PROMPTLY_MS = 1_000;

/**
 * The reason the socket closed. Listening starts at once (before the call that ends the session);
 * the PROMPTLY_MS allowance starts when the test awaits it, after that call has answered, so a
 * slow call (password hashing on a busy machine) does not eat into it.
 */
function closed(socket: ClientSocket): PromiseLike<string> {
  let reason: string | null = null;
  let settle: ((reason: string) => void) | null = null;
  socket.once('disconnect', (r) => {
    reason = r;
    settle?.(r);
  });
  let waited: Promise<string> | null = null;
  const wait = () =>
    (waited ??= new Promise<string>((resolve, reject) => {
      if (reason !== null) return resolve(reason);
      const timer = setTimeout(() => reject(new Error(`still connected ${PROMPTLY_MS} ms after the call answered`)), PROMPTLY_MS);
      settle = (r) => {
        clearTimeout(timer);
        resolve(r);
      };
    }));
  return { then: (onFulfilled, onRejected) => wait().then(onFulfilled, onRejected) };
}

function call(app: FastifyInstance, method: 'POST' | 'PATCH' | 'DELETE', url: string, host: string, token?: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** A chain with a session per account, on a new site the given processes know at once. */
async function newSignedInChain(db: Db, ...apps: FastifyInstance[]): Promise<SignedInChain> {
  const chain = await signedInChain(db);
  // Sites are cached for a moment (site-cache.ts): without this the new host is unknown for it.
  for (const app of apps) app.sites.invalidate();
  return chain;
}

async function loginAs(app: FastifyInstance, host: string, userName: string, password = TEST_PASSWORD): Promise<string> {
  const res = await call(app, 'POST', '/api/auth', host, undefined, { email: userName, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().docs.token as string;
}

describe('one process', () => {
  let server: LiveTestServer;
  let c: SignedInChain;
  beforeAll(async () => {
    server = await startLiveServer(NO_RATE_LIMIT);
  });
  afterAll(async () => {
    await server?.close();
  });

  const app = () => server.t.app;
  const host = () => c.site.host;
  const connectAs = (token: string, type = 'user') => server.client({ auth: { token, type }, host: host(), reconnect: true });
  const refusedAs = (token: string, type = 'user'): Promise<Refusal> => refusal(server, { auth: { token, type }, host: host() });

  /** The socket closed because the server closed it, and socket.io does not dial again by itself. */
  async function expectClosedForGood(socket: ClientSocket, closing: PromiseLike<string>) {
    expect(await closing).toBe('io server disconnect');
    await quietSpell();
    expect(socket.connected).toBe(false);
    expect(socket.active).toBe(false);
  }

  it('logout (DELETE api/user/auth) closes the socket without a notice, and the token is refused', async () => {
    c = await newSignedInChain(server.t.db, server.t.app);
    const socket = await connectAs(c.tokens.user);
    const bystander = await connectAs(c.tokens.branch, 'branch');
    const visitor = await server.client({ host: host() });
    const notices = record<Notice>(socket, 'logoutUserByAdmin');
    const closing = closed(socket);

    const res = await call(app(), 'DELETE', '/api/user/auth', host(), c.tokens.user);
    expect(res.statusCode, res.body).toBe(200);

    await expectClosedForGood(socket, closing);
    expect(notices.messages).toEqual([]);
    expect(bystander.connected).toBe(true);
    expect(visitor.connected).toBe(true);
    const refused = await refusedAs(c.tokens.user);
    expect(refused.data).toEqual({ code: 'UNAUTHORIZED', message: MESSAGES.unauthorized });
  });

  it('after logout the player’s messages (points) no longer reach that socket', async () => {
    c = await newSignedInChain(server.t.db, server.t.app);
    const socket = await connectAs(c.tokens.user);
    const points = record(socket, 'getPtsUpdates');
    const closing = closed(socket);
    await call(app(), 'DELETE', '/api/user/auth', host(), c.tokens.user);
    await closing;
    const pts = { pts: 1, availablePts: 1, exposure: 0, casinoPts: 0, sportsPts: 1, thirdPartyPts: 0, creditPts: 0, bonusPts: 0 };
    server.t.app.ctx.live.emit(rooms.user(c.user.id), 'getPtsUpdates', pts);
    await quietSpell();
    expect(points.messages).toEqual([]);
    expect(await socketsInRoom(server.t.app.io, rooms.user(c.user.id))).toBe(0);
  });

  it('a password change closes every socket of the account', async () => {
    c = await newSignedInChain(server.t.db, server.t.app);
    const socket = await connectAs(c.tokens.user);
    const closing = closed(socket);
    const res = await call(app(), 'PATCH', '/api/user/changePassword', host(), c.tokens.user, {
      oldPassword: TEST_PASSWORD,
      password: 'Changed789',
      confirmPassword: 'Changed789',
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectClosedForGood(socket, closing);
    expect((await refusedAs(c.tokens.user)).data?.code).toBe('UNAUTHORIZED');
  });

  it('staff locking the account: the socket hears "Account Locked By Admin", then closes', async () => {
    c = await newSignedInChain(server.t.db, server.t.app);
    const socket = await connectAs(c.tokens.user);
    const notice = nextMessage<Notice>(socket, 'logoutUserByAdmin');
    const closing = closed(socket);
    const res = await call(app(), 'PATCH', `/api/branch/user/${c.user.id}`, host(), c.tokens.branch, {
      blocked: true,
      transactionCode: CODE,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await notice).toEqual({ message: MESSAGES.accountLocked });
    await expectClosedForGood(socket, closing);
    expect((await refusedAs(c.tokens.user)).data?.code).toBe('UNAUTHORIZED');
  });

  it('a lock of an upline closes the sockets of the locked accounts below, not the locker’s', async () => {
    c = await newSignedInChain(server.t.db, server.t.app);
    const player = await connectAs(c.tokens.user);
    const branch = await connectAs(c.tokens.branch, 'branch');
    const agent = await connectAs(c.tokens.agent, 'agent');
    const playerNotice = nextMessage<Notice>(player, 'logoutUserByAdmin');
    const closings = [closed(player), closed(branch)];
    const res = await call(app(), 'PATCH', `/api/agent/user/${c.branch.id}`, host(), c.tokens.agent, {
      blocked: true,
      transactionCode: CODE,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await playerNotice).toEqual({ message: MESSAGES.accountLocked });
    expect(await Promise.all(closings)).toEqual(['io server disconnect', 'io server disconnect']);
    await quietSpell();
    expect(agent.connected).toBe(true);
  });

  it('a newer login replaces the session: the old socket hears the duplicate-window message, then closes', async () => {
    c = await newSignedInChain(server.t.db, server.t.app);
    const socket = await connectAs(c.tokens.user);
    const notice = nextMessage<Notice>(socket, 'logoutUserByAdmin');
    const closing = closed(socket);

    const newer = await loginAs(app(), host(), c.user.userName);

    expect(await notice).toEqual({ message: MESSAGES.duplicateWindow, code: 'DUPLICATE_SESSION' });
    await expectClosedForGood(socket, closing);
    expect((await refusedAs(c.tokens.user)).data).toEqual({ code: 'DUPLICATE_SESSION', message: MESSAGES.duplicateWindow });
    // The newer screen is left alone.
    const current = await connectAs(newer);
    await quietSpell();
    expect(current.connected).toBe(true);
  });

  it('a direct-login link replaces the session the same way', async () => {
    c = await newSignedInChain(server.t.db, server.t.app);
    const socket = await connectAs(c.tokens.user);
    const notice = nextMessage<Notice>(socket, 'logoutUserByAdmin');
    const closing = closed(socket);
    const link = await call(app(), 'POST', `/api/branch/user/${c.user.id}/direct-login`, host(), c.tokens.branch);
    expect(link.statusCode, link.body).toBe(200);
    const used = await call(app(), 'POST', '/api/auth/direct-login', host(), undefined, { token: link.json().docs.token as string });
    expect(used.statusCode, used.body).toBe(200);
    expect(await notice).toEqual({ message: MESSAGES.duplicateWindow, code: 'DUPLICATE_SESSION' });
    await expectClosedForGood(socket, closing);
  });

  it('staff "log out user": the socket hears the upline’s message, then closes', async () => {
    c = await newSignedInChain(server.t.db, server.t.app);
    const socket = await connectAs(c.tokens.user);
    const notice = nextMessage<Notice>(socket, 'logoutUserByAdmin');
    const closing = closed(socket);
    const res = await call(app(), 'POST', `/api/branch/user/${c.user.id}/logout`, host(), c.tokens.branch);
    expect(res.statusCode, res.body).toBe(200);
    expect(await notice).toEqual({ message: STAFF_USER_MESSAGES.loggedOutByUpline });
    await expectClosedForGood(socket, closing);
    expect((await refusedAs(c.tokens.user)).data?.code).toBe('UNAUTHORIZED');
  });

  it('staff resetting the password closes the account’s sockets after telling them', async () => {
    c = await newSignedInChain(server.t.db, server.t.app);
    const socket = await connectAs(c.tokens.user);
    const notice = nextMessage<Notice>(socket, 'logoutUserByAdmin');
    const closing = closed(socket);
    const res = await call(app(), 'PATCH', `/api/branch/user/${c.user.id}`, host(), c.tokens.branch, {
      password: 'Reset1234',
      transactionCode: CODE,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await notice).toEqual({ message: STAFF_USER_MESSAGES.passwordResetByUpline });
    await expectClosedForGood(socket, closing);
  });

  describe('Multi Login Account', () => {
    async function employee(): Promise<{ loginId: string; token: string }> {
      const userName = `emp${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const created = await call(app(), 'POST', '/api/master/multiLogin', host(), c.tokens.master, {
        userName,
        password: 'Worker123',
        permissions: ['users'],
      });
      expect(created.statusCode, created.body).toBe(200);
      return { loginId: created.json().docs._id as string, token: await loginAs(app(), host(), userName, 'Worker123') };
    }

    it('locking an employee login closes that login’s sockets with its message, not the account’s own', async () => {
      c = await newSignedInChain(server.t.db, server.t.app);
      const { loginId, token } = await employee();
      const socket = await connectAs(token, 'master');
      const owner = await connectAs(c.tokens.master, 'master');
      const notice = nextMessage<Notice>(socket, 'logoutUserByAdmin');
      const closing = closed(socket);
      const res = await call(app(), 'PATCH', `/api/master/multiLogin/${loginId}`, host(), c.tokens.master, { locked: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(await notice).toEqual({ message: MULTI_LOGIN_MESSAGES.loginLocked });
      await expectClosedForGood(socket, closing);
      expect(owner.connected).toBe(true);
      expect((await refusedAs(token, 'master')).data?.code).toBe('UNAUTHORIZED');
    });

    it('deleting an employee login closes its sockets', async () => {
      c = await newSignedInChain(server.t.db, server.t.app);
      const { loginId, token } = await employee();
      const socket = await connectAs(token, 'master');
      const closing = closed(socket);
      const res = await call(app(), 'DELETE', `/api/master/multiLogin/${loginId}`, host(), c.tokens.master);
      expect(res.statusCode, res.body).toBe(200);
      await expectClosedForGood(socket, closing);
    });
  });

  it('a session that ended between the handshake and joining its room is caught by the re-check on joining', async () => {
    c = await newSignedInChain(server.t.db, server.t.app);
    const socket = await connectAs(c.tokens.user);
    await quietSpell();
    const onServer = server.t.app.io.of('/').sockets.get(socket.id!)!;
    const { session } = onServer.data.identity as LiveIdentity;
    // Ended with nobody told: as if the end had been published before the socket was in its room.
    await server.t.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'logout' }).where(eq(sessions.id, session!.id));
    await quietSpell();
    expect(socket.connected).toBe(true);
    const closing = closed(socket);
    followSession(onServer, session!, { db: server.t.db, clock: server.t.clock, log: server.t.app.log });
    expect(await closing).toBe('io server disconnect');
  });

  it('an expiring session closes its socket when it expires', async () => {
    c = await newSignedInChain(server.t.db, server.t.app);
    const token = newSessionToken();
    const lifeMs = 300;
    await server.t.db.insert(sessions).values({
      userId: c.user.id,
      tokenHash: hashToken(token),
      twoFactorPending: false,
      expiresAt: new Date(server.t.clock.now().getTime() + lifeMs),
    });
    const socket = await connectAs(token);
    // Past the re-check made on joining (session-sockets.ts), which would also catch an expiry.
    await quietSpell();
    expect(socket.connected).toBe(true);
    const closing = closed(socket);
    server.t.clock.advance(lifeMs);
    expect(await closing).toBe('io server disconnect');
    expect((await refusedAs(token)).data?.code).toBe('UNAUTHORIZED');
  });
});

/**
 * Two server processes on one database, joined by Redis: a session ended through one closes
 * the socket connected to the other. Needs the local Redis (127.0.0.1:6379); skipped, and said
 * so, without it.
 */
const REDIS_URL = LOCAL_REDIS_URL;
const redisUp = await localRedisUp('session-end-disconnects.test', 'skipped the cross-process cases');

describe.runIf(redisUp)('across processes through Redis', () => {
  let a: LiveTestServer;
  /** The second process: the same database and clock, its own socket.io server on Redis. */
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await startLiveServer({ REDIS_URL, ...NO_RATE_LIMIT });
    b = await buildApp({ config: a.t.config, db: a.t.db, writeDb: a.t.app.ctx.writeDb, clock: a.t.clock, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('logout served by one process closes the socket connected to the other', async () => {
    const c = await newSignedInChain(a.t.db, a.t.app, b);
    const socket = await a.client({ auth: { token: c.tokens.user, type: 'user' }, host: c.site.host });
    // The socket has joined its session's room on A once B, asking through Redis, counts it.
    await expect.poll(async () => socketsInRoom(b.io, await sessionRoomOf(c.tokens.user))).toBe(1);
    const closing = closed(socket);
    const res = await call(b, 'DELETE', '/api/user/auth', c.site.host, c.tokens.user);
    expect(res.statusCode, res.body).toBe(200);
    expect(await closing).toBe('io server disconnect');
  });

  it('a newer login on one process tells the old socket on the other why before closing it', async () => {
    const c = await newSignedInChain(a.t.db, a.t.app, b);
    const socket = await a.client({ auth: { token: c.tokens.user, type: 'user' }, host: c.site.host });
    await expect.poll(async () => socketsInRoom(b.io, await sessionRoomOf(c.tokens.user))).toBe(1);
    const notice = nextMessage<Notice>(socket, 'logoutUserByAdmin');
    const closing = closed(socket);
    await loginAs(b, c.site.host, c.user.userName);
    expect(await notice).toEqual({ message: MESSAGES.duplicateWindow, code: 'DUPLICATE_SESSION' });
    expect(await closing).toBe('io server disconnect');
  });

  async function sessionRoomOf(token: string): Promise<string> {
    const session = await sessionOf(a.t.db, token);
    return rooms.session(session!.id);
  }
});
