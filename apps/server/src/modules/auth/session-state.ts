import { MESSAGES } from '@backlay/contract';
import { AppError } from '../../lib/app-error.js';
import { RecentReads } from '../../lib/recent-reads.js';
import type { findSessionByTokenHash } from './session.repository.js';

export type FoundSession = NonNullable<Awaited<ReturnType<typeof findSessionByTokenHash>>>;

/**
 * Why a session no longer lets its holder in, or null when it does: revoked (a newer login of
 * the same player replaced this screen, or a logout), expired, or the account blocked. The
 * request context answers it for every request; bet placement answers it again when a batch
 * finds the session ended after the request was let in.
 */
export function sessionProblem(found: FoundSession, now: Date): AppError | null {
  const { session, user } = found;
  if (session.revokedAt) {
    return session.revokedReason === 'replaced'
      ? new AppError('DUPLICATE_SESSION', MESSAGES.duplicateWindow)
      : new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  }
  if (session.expiresAt.getTime() <= now.getTime()) return new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  if (user.blocked) return new AppError('UNAUTHORIZED', MESSAGES.accountLocked);
  return null;
}

/**
 * Sessions remembered for a moment, for bet placement only (POST api/user/openBet): under
 * load the session read is one round trip on every bet's path, before the market read and the
 * batch. A remembered session is safe there because the placement batch checks the session and the
 * player again inside its transaction (`placement_locks`,
 * apps/server/src/db/functions/placement_locks.sql) and refuses the bet, leaving nothing behind,
 * when the session has ended or the player was blocked or bet-locked in the meantime. Every other
 * call reads its session each time.
 */
export class RecentSessions extends RecentReads<FoundSession> {}
