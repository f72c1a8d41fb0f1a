import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { connectRedis } from '../../lib/redis-connection.js';

type RedisClient = Awaited<ReturnType<typeof connectRedis>>;

/** What an outage of the live channel's Redis was, told when it is over. */
export interface RedisOutage {
  downMs: number;
  /** Messages for other processes' sockets that could not be published meanwhile (lost). */
  dropped: number;
}

export interface LiveRedis {
  /** When the live channel's Redis went down (ms since the epoch), or null while it is up. */
  downSince(): number | null;
  /** Readiness: the publishing connection answers (the subscriber cannot run commands). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * socket.io's Redis adapter (docs/stack.md: @socket.io/redis-adapter 8.3 on Redis 7): rooms span
 * every server process. Two connections, as Redis requires: one publishes, one subscribes.
 * Start-up fails when Redis cannot be reached (a misconfigured REDIS_URL must not silently
 * split players across processes); a connection lost later is logged once and retried
 * (lib/redis-connection.ts).
 *
 * While either connection is down the process goes on serving its own sockets, and messages for
 * the other processes' sockets are dropped rather than queued: when both are back, `onBack` is
 * told, and every screen refetches (docs/decisions/redis-outage.md), which replaces whatever
 * those messages said; a queue replayed after the refetch would only bring older news.
 */
export async function connectRedisAdapter(
  io: Server,
  url: string,
  log: FastifyBaseLogger,
  onBack: (outage: RedisOutage) => void,
): Promise<LiveRedis> {
  const down = new Set<string>();
  let downSince: number | null = null;
  let dropped = 0;
  const watch = (name: string) => ({
    onLost: () => {
      if (down.size === 0) {
        downSince = Date.now();
        dropped = 0;
      }
      down.add(name);
    },
    onBack: () => {
      down.delete(name);
      if (down.size > 0 || downSince === null) return;
      const outage = { downMs: Date.now() - downSince, dropped };
      downSince = null;
      onBack(outage);
    },
  });
  const [pub, sub] = await Promise.all([
    // Without the offline queue a publish fails at once while the connection is down (above).
    connectRedis(url, 'live channel (publisher)', log, { disableOfflineQueue: true, ...watch('publisher') }),
    connectRedis(url, 'live channel (subscriber)', log, watch('subscriber')),
  ]);
  const publisher = publishingOrDropping(pub, () => (dropped += 1));
  io.adapter(createAdapter(publisher, sub));
  return {
    downSince: () => downSince,
    ping: async () => {
      await pub.ping();
    },
    close: async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

/**
 * The publishing connection as the adapter sees it: the adapter publishes without waiting for the
 * answer, so a publish refused while Redis is down (or lost with the connection) would be an
 * unhandled rejection that ends the process. Here it counts as dropped instead. Every other
 * member is the client's own, bound to it once (the client keeps private state the proxy cannot
 * reach).
 */
function publishingOrDropping(client: RedisClient, onDropped: () => void): RedisClient {
  const publish = (channel: string, message: string | Buffer) =>
    client.publish(channel, message).catch(() => {
      onDropped();
      return 0;
    });
  // Keyed by the member itself, so one the client replaces is bound afresh.
  const bound = new WeakMap<object, unknown>();
  return new Proxy(client, {
    get(target, property) {
      if (property === 'publish') return publish;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      let member = bound.get(value);
      if (member === undefined) bound.set(value, (member = value.bind(target)));
      return member;
    },
  });
}

/**
 * How many sockets are in a room on every server process: with the Redis adapter the other
 * processes are asked (socket.io's fetchSockets, answered within its requestsTimeout), without
 * it this process's own. A staff action that reports "told N screens" counts them all. While
 * Redis is down (or a process does not answer) only this process's own are counted: a lower
 * bound, rather than a failed staff action.
 */
export async function socketsInRoom(io: Server, room: string): Promise<number> {
  try {
    return (await io.in(room).fetchSockets()).length;
  } catch {
    return (await io.local.in(room).fetchSockets()).length;
  }
}
