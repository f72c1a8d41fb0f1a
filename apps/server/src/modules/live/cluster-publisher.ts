import type { Server } from 'socket.io';
import type { ServerMessage, ServerMessageName } from '@backlay/contract';
import { rooms, type LivePublisher } from './live-publisher.js';

/**
 * Messages each process makes for its own sockets from state every process holds alike
 * (docs/architecture.md §5): prices out of its own price cache, which the price stream keeps in
 * step with the leader's (docs/decisions/one-price-stream.md), and an event's snapshot asked for
 * by one of its sockets. They go through the fast local fan-out and never cross Redis, so prices
 * cost no more with ten processes than with one.
 */
const PROCESS_LOCAL: ReadonlySet<ServerMessageName> = new Set<ServerMessageName>(['getMarketCacheUpdates', 'getMarketStatusByEventId']);

/**
 * The publisher when several server processes share one live channel through Redis
 * (`REDIS_URL`): apart from the process-local messages above, whatever a process sends happens
 * once, in the process that did it — a player's points and bets, a forced logout, a session's
 * end, staff broadcasts and page refreshes, and the market and list changes staff make (a market
 * added, changed or removed, highlights, tournaments, live TV, the home lists) — and must reach
 * sockets wherever they are connected, so it goes through socket.io's Redis adapter. The feed's
 * own messages (event status, scores, markets the feed adds or closes, its list notices) do not
 * come here: the leader's runtime sends them on the price stream, and every process delivers
 * them to its own sockets through its fast local fan-out (modules/sports/stream/).
 */
export class ClusterPublisher implements LivePublisher {
  constructor(
    private readonly local: LivePublisher,
    private readonly io: Server,
  ) {}

  emit<K extends ServerMessageName>(to: string | readonly string[], event: K, payload: ServerMessage<K>): void {
    if (PROCESS_LOCAL.has(event)) return this.local.emit(to, event, payload);
    this.io.to(typeof to === 'string' ? to : [...to]).emit(event, payload as never);
  }

  /**
   * Through the adapter like the player messages above, and published on the same Redis
   * connection after them, so every process delivers a notice before it closes the socket.
   */
  endSessions(sessionIds: readonly string[]): void {
    this.io.in(sessionIds.map(rooms.session)).disconnectSockets(true);
  }
}
