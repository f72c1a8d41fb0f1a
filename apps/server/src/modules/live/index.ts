import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { LIVE_SOCKET_PATH, MESSAGES } from '@backlay/contract';
import { identifyHandshake, LiveAuthError, type LiveIdentity } from './live-auth.js';
import { registerClientHandlers } from './live-handlers.js';
import { followSession } from './session-sockets.js';
import { registerBroadcastRoutes } from './broadcast.routes.js';
import { rooms, type LivePublisher } from './live-publisher.js';
import { PriceFanOut } from './price-fan-out.js';
import { RoomFanOut } from './room-fan-out.js';
import { ClusterPublisher } from './cluster-publisher.js';
import { connectRedisAdapter } from './redis-adapter.js';
import { redisOutageProblem, resyncLocalSockets } from './live-resync.js';
import { normaliseHost, type SiteCache } from '../tenancy/site-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live channel's socket.io server (contract live.ts). Send through `ctx.live`. */
    io: Server;
    /**
     * Reaches this process's own sockets only, whatever `ctx.live` does across processes: for
     * messages every process sends to its own sockets (the price stream's feed messages).
     */
    liveLocal: LivePublisher;
  }
}

/** Client emits are a few bytes; nothing legitimate comes near this. */
const MAX_CLIENT_MESSAGE_BYTES = 64 * 1024;

/**
 * The live channel (docs/product.md §7 "Live socket messages", docs/architecture.md §5): socket.io
 * on the app's HTTP server at `LIVE_SOCKET_PATH`. It authenticates each socket in the handshake,
 * puts it in its rooms, answers the client emits, installs the fast room publisher on
 * `ctx.live`, and turns price-cache changes into coalesced `getMarketCacheUpdates`.
 */
export const liveModule = fp(
  async (app: FastifyInstance) => {
    const { ctx } = app;
    const io = new Server(app.server, {
      path: LIVE_SOCKET_PATH,
      // The player client uses websocket; polling stays for networks that block it.
      transports: ['polling', 'websocket'],
      serveClient: false,
      // A worker serves no screens (config ROLE): it only sends messages, through Redis.
      ...(ctx.config.ROLE === 'worker' ? { allowRequest: (_req, done) => done('this process serves no screens', false) } : {}),
      maxHttpBufferSize: MAX_CLIENT_MESSAGE_BYTES,
      cors: { origin: siteOrigins(app.sites, ctx.config.ADMIN_HOSTS) },
    });
    app.decorate('io', io);
    registerBroadcastRoutes(app);

    // Several server processes: user and staff messages cross them through Redis. The adapter
    // goes in first: the fan-out below listens to the namespace's adapter for room changes.
    // A Redis outage degrades the channel without failing readiness, and ends with every socket
    // told to resync (docs/decisions/redis-outage.md).
    const redis = ctx.config.REDIS_URL
      ? await connectRedisAdapter(io, ctx.config.REDIS_URL, app.log, (outage) => resyncLocalSockets(io, outage, app.log))
      : null;
    if (redis) {
      app.readiness.add(
        'redis',
        async () => {
          const downSince = redis.downSince();
          if (downSince !== null) return redisOutageProblem(downSince);
          await redis.ping();
          return null;
        },
        'degraded',
      );
    }
    const publisher = new RoomFanOut(io.of('/'));
    app.decorate('liveLocal', publisher);
    ctx.live = redis ? new ClusterPublisher(publisher, io) : publisher;
    const priceFanOut = new PriceFanOut(
      ctx.prices,
      (to, payload) => ctx.live.emit(to, 'getMarketCacheUpdates', payload),
      ctx.config.LIVE_COALESCE_MS,
    );
    priceFanOut.start();

    io.use((socket, next) => {
      identifyHandshake({ ...ctx, sites: app.sites }, socket.handshake).then(
        (identity) => {
          socket.data.identity = identity;
          next();
        },
        (err: unknown) => {
          if (err instanceof LiveAuthError) return next(err);
          app.log.error({ err }, 'live handshake failed');
          next(new LiveAuthError('INTERNAL', MESSAGES.somethingWentWrong));
        },
      );
    });

    io.on('connection', (socket) => {
      const identity = socket.data.identity as LiveIdentity;
      const joined: string[] = [rooms.all];
      if (identity.user) joined.push(rooms.user(identity.user.id));
      if (identity.session) joined.push(rooms.session(identity.session.id));
      if (identity.whiteLabelId) joined.push(rooms.whiteLabel(identity.whiteLabelId));
      if (identity.user?.role === 'user' && identity.whiteLabelId) joined.push(rooms.whiteLabelPlayers(identity.whiteLabelId));
      void socket.join(joined);
      if (identity.session) followSession(socket, identity.session, { db: ctx.db, clock: ctx.clock, log: app.log });
      registerClientHandlers(socket, { db: ctx.db, clock: ctx.clock, prices: ctx.prices, log: app.log });
    });

    // Sockets must be gone before Fastify closes the HTTP server, or it waits for them.
    app.addHook('preClose', async () => {
      priceFanOut.stop();
      publisher.close();
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await io.of('/').adapter.close();
      await redis?.close();
    });
  },
  { name: 'live', dependencies: ['health'] },
);

/**
 * Browsers on one of our sites may use the polling transport across origins (websocket
 * handshakes are not subject to CORS; the token, not a cookie, authenticates). Origins are
 * the sites' hosts, plus localhost for development.
 */
function siteOrigins(sites: SiteCache, adminHosts: readonly string[]) {
  return (origin: string | undefined, done: (err: Error | null, allow?: boolean) => void): void => {
    if (!origin) return done(null, true);
    let host: string;
    try {
      host = normaliseHost(new URL(origin).host);
    } catch {
      return done(null, false);
    }
    if (host === 'localhost' || host === '127.0.0.1' || adminHosts.includes(host)) return done(null, true);
    sites.byHost(host).then(
      (site) => done(null, site !== null),
      () => done(null, false),
    );
  };
}

export { endLiveSessions, mayReach, rooms } from './live-publisher.js';
export type { LivePublisher } from './live-publisher.js';
