import type { Server } from 'socket.io';
import type { ServerMessage, ServerMessageName } from '@backlay/contract';
import { rooms, type LivePublisher } from './live-publisher.js';

/**
 * Messages every server process derives from the feed itself (docs/stack.md: across processes,
 * each takes the feed; docs/architecture.md §2): each process sends them to its own sockets through
 * the fast local fan-out, and they never cross Redis, so prices cost no more with ten processes
 * than with one.
 */
const FEED_LOCAL: ReadonlySet<ServerMessageName> = new Set<ServerMessageName>([
  'getMarketCacheUpdates',
  'getMarketStatusByEventId',
  'getEventStatus',
  'getEventScore',
  'scoreUpdated',
  'scoreDeleted',
  'getAddMarketUpdate',
  'getModifyMarketUpdate',
  'getDeleteMarketUpdate',
  'getHomeCacheUpdates',
  'highlightUpdated',
  'tournamentUpdated',
  'LiveTvUpdated',
  'DeleteLiveTvUpdate',
]);

/**
 * The publisher when several server processes share one live channel through Redis
 * (`REDIS_URL`): feed messages stay local (above); everything else — a player's points and
 * bets, a forced logout, staff broadcasts, a page refresh, a session's end — happens once, in the process
 * that served the request, and must reach that player's sockets wherever they are connected,
 * so it goes through socket.io's Redis adapter.
 */
export class ClusterPublisher implements LivePublisher {
  constructor(
    private readonly local: LivePublisher,
    private readonly io: Server,
  ) {}

  emit<K extends ServerMessageName>(to: string | readonly string[], event: K, payload: ServerMessage<K>): void {
    if (FEED_LOCAL.has(event)) return this.local.emit(to, event, payload);
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
