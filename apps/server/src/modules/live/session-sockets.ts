import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { Db } from '../../db/client.js';
import type { Clock, SessionRow } from '../../lib/context.js';
import { findSessionByTokenHash } from '../auth/session.repository.js';
import { sessionProblem } from '../auth/session-state.js';

/** setTimeout's longest delay (about 24.8 days); a later expiry is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface SessionSocketDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Keeps a signed-in socket no longer than its session (docs/architecture.md §5 "Sessions end
 * their sockets"). The socket has joined `session:{id}`, which `endLiveSessions` closes on
 * every process when the session is revoked; here it also closes when the session expires, and
 * the session is read once more now that the socket is in its room: the handshake read it
 * before, and a session ended in between published its end before anyone was there to hear it.
 */
export function followSession(socket: Socket, session: SessionRow, deps: SessionSocketDeps): void {
  closeAtExpiry(socket, session.expiresAt, deps.clock);
  findSessionByTokenHash(deps.db, session.tokenHash).then(
    (found) => {
      if (!found || sessionProblem(found, deps.clock.now())) socket.disconnect(true);
    },
    (err: unknown) => {
      // Unsure whether the session still stands: the client reconnects and is checked afresh.
      deps.log.error({ err, sessionId: session.id }, 'live: session re-check failed');
      socket.disconnect(true);
    },
  );
}

function closeAtExpiry(socket: Socket, expiresAt: Date, clock: Clock): void {
  let timer: NodeJS.Timeout | undefined;
  const wait = () => {
    const left = expiresAt.getTime() - clock.now().getTime();
    if (left <= 0) {
      socket.disconnect(true);
      return;
    }
    timer = setTimeout(wait, Math.min(left, MAX_TIMER_MS));
    timer.unref();
  };
  wait();
  socket.once('disconnect', () => clearTimeout(timer));
}
