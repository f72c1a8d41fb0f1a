import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { ServerMessage } from '@backlay/contract';
import type { RedisOutage } from './redis-adapter.js';

/** What /readyz says while the live channel's Redis is down (a degraded check, not a failed one). */
export function redisOutageProblem(downSince: number, now = Date.now()): string {
  return `down for ${Math.round((now - downSince) / 1_000)} s: live messages reach only this process's sockets`;
}

/**
 * Redis is back after an outage (docs/decisions/redis-outage.md): messages for this process's
 * sockets sent by other processes meanwhile are lost, so every socket it holds — those that
 * connected during the outage too — is told to refetch. Once, to this process's own sockets: each
 * process does the same for its own when its link returns.
 */
export function resyncLocalSockets(io: Server, outage: RedisOutage, log: FastifyBaseLogger): void {
  const payload: ServerMessage<'liveResync'> = { at: new Date().toISOString() };
  io.local.emit('liveResync', payload);
  log.warn(
    { downMs: outage.downMs, dropped: outage.dropped, sockets: io.of('/').sockets.size },
    'live channel: Redis back; every socket told to resync (liveResync)',
  );
}
