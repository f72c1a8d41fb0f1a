import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { connectRedis } from '../../lib/redis-connection.js';

/**
 * socket.io's Redis adapter (docs/stack.md: @socket.io/redis-adapter 8.3 on Redis 7): rooms span
 * every server process. Two connections, as Redis requires: one publishes, one subscribes.
 * Start-up fails when Redis cannot be reached (a misconfigured REDIS_URL must not silently
 * split players across processes); a connection lost later is logged once and retried
 * (lib/redis-connection.ts).
 */
export async function connectRedisAdapter(
  io: Server,
  url: string,
  log: FastifyBaseLogger,
): Promise<{ close(): Promise<void>; ping(): Promise<void> }> {
  const [pub, sub] = await Promise.all([
    connectRedis(url, 'live channel (publisher)', log),
    connectRedis(url, 'live channel (subscriber)', log),
  ]);
  io.adapter(createAdapter(pub, sub));
  return {
    // Readiness: the publishing connection answers (the subscriber cannot run commands).
    ping: async () => {
      await pub.ping();
    },
    close: async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

/**
 * How many sockets are in a room on every server process: with the Redis adapter the other
 * processes are asked (socket.io's fetchSockets, answered within its requestsTimeout), without
 * it this process's own. A staff action that reports "told N screens" counts them all.
 */
export async function socketsInRoom(io: Server, room: string): Promise<number> {
  return (await io.in(room).fetchSockets()).length;
}
