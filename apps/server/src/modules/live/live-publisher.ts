import type { ServerMessage, ServerMessageName } from '@backlay/contract';

/** Room names of the live channel (contract live.ts). */
export const rooms = {
  user: (id: string) => `user:${id}`,
  event: (id: string) => `event:${id}`,
  market: (id: string) => `market:${id}`,
  whiteLabel: (id: string) => `whiteLabel:${id}`,
  /** The signed-in players of a white label (not its visitors or staff): what only they may see, such as its frames. */
  whiteLabelPlayers: (id: string) => `whiteLabelPlayers:${id}`,
  /** The sockets of one signed-in session: closed when the session ends (session-sockets.ts). */
  session: (id: string) => `session:${id}`,
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
  /**
   * Whether anyone is in the room now, for senders that would build a payload per player
   * (a settlement's 20,000 players, most with no page open). A publisher that cannot tell
   * (across processes, or a test's recorder) leaves it out: see `mayReach`.
   */
  listens?(room: string): boolean;
  /**
   * Closes the sockets of these sessions on every process, after whatever was sent to them
   * before (so a notice emitted first arrives first). A publisher without sockets (a test's
   * recorder) leaves it out. Services call `endLiveSessions`.
   */
  endSessions?(sessionIds: readonly string[]): void;
}

/** Whether a message to the room may reach anyone: false only when the publisher knows nobody is in it. */
export function mayReach(live: LivePublisher, room: string): boolean {
  return live.listens?.(room) ?? true;
}

/**
 * Sessions ended (logout, a newer login, a lock, a password change...): their screens hear
 * `notice` as `logoutUserByAdmin` when there is one, then their sockets close on every process
 * (docs/architecture.md §5 "Sessions end their sockets"). Call after the transaction that
 * ended them commits, never inside it: a socket reconnecting before the commit would still find
 * its session live.
 */
export function endLiveSessions(live: LivePublisher, sessionIds: readonly string[], notice?: ServerMessage<'logoutUserByAdmin'>): void {
  if (sessionIds.length === 0) return;
  if (notice) live.emit(sessionIds.map(rooms.session), 'logoutUserByAdmin', notice);
  live.endSessions?.(sessionIds);
}

export const silentPublisher: LivePublisher = { emit: () => undefined, listens: () => false };
