import type { ServerMessage, ServerMessageName } from '@backlay/contract';

/** Room names of the live channel (contract live.ts). */
export const rooms = {
  user: (id: string) => `user:${id}`,
  event: (id: string) => `event:${id}`,
  market: (id: string) => `market:${id}`,
  whiteLabel: (id: string) => `whiteLabel:${id}`,
  home: 'home',
  events: 'events',
  /** Every connected socket. */
  all: 'all',
} as const;

/**
 * How services send live messages without knowing socket.io. The live module installs the
 * real one on `app.ctx.live`; until then (and in tests without sockets) messages go nowhere.
 * A socket in several of the rooms gets the message once.
 */
export interface LivePublisher {
  emit<K extends ServerMessageName>(to: string | readonly string[], event: K, payload: ServerMessage<K>): void;
}

export const silentPublisher: LivePublisher = { emit: () => undefined };
