import type { IncomingHttpHeaders } from 'node:http';
import {
  MESSAGES,
  PASSWORD_CHANGE_REQUIRED,
  REQUEST_MESSAGES,
  TWO_FACTOR_SETUP_REQUIRED,
  liveAuthSchema,
  type ErrorCode,
} from '@backlay/contract';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/client.js';
import type { Clock, SessionRow, UserRow } from '../../lib/context.js';
import { hashToken } from '../auth/session-token.js';
import { findSessionByTokenHash } from '../auth/session.repository.js';
import { normaliseHost, type SiteCache } from '../tenancy/site-cache.js';
import { isServedHost, sessionFitsHost } from '../auth/administrator-hosts.js';

/** Who is on the other end of a socket, settled once in the handshake. */
export interface LiveIdentity {
  /** Null for a visitor without a token: public data only. */
  user: UserRow | null;
  /** The signed-in session, whose end closes the socket (session-sockets.ts); null for a visitor. */
  session: SessionRow | null;
  /** The white label whose room the socket joins: the user's, else the site's (Host header). */
  whiteLabelId: string | null;
}

export interface LiveAuthDeps {
  db: Db;
  clock: Clock;
  config: Config;
  sites: SiteCache;
}

/**
 * A refused handshake. socket.io hands `message` and `data` to the client's `connect_error`,
 * so the client reads the same `{ code, message }` as from a refused HTTP call.
 */
export class LiveAuthError extends Error {
  readonly data: { code: ErrorCode; message: string };
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'LiveAuthError';
    this.data = { code, message };
  }
}

/**
 * Applies to a socket handshake the session rules the request-context plugin applies to an
 * HTTP call (hashed token, revoked, expired, blocked, session of another site, an account that
 * must change its password or set up two-factor first, the administrator off its hosts). In addition a session still waiting for its two-factor code
 * is refused: it is not a login yet.
 *
 * `type` is informational: the token alone says who the caller is, so a type that differs
 * from the user's role is not refused (the client sends its stored user type, and
 * `defaultBranch` is a path name for the stored role `branch`).
 */
export async function identifyHandshake(
  deps: LiveAuthDeps,
  handshake: { headers: IncomingHttpHeaders; auth: Record<string, unknown> },
): Promise<LiveIdentity> {
  const host = hostOf(deps, handshake.headers);
  const site = await deps.sites.byHost(host);
  // As for HTTP (plugins/request-context.ts): a host that is no site nor an administrator host.
  if (!isServedHost(deps.config, site, host)) throw new LiveAuthError('UNKNOWN_SITE', REQUEST_MESSAGES.unknownSite);
  const raw = handshake.auth ?? {};
  const parsed = liveAuthSchema.safeParse({ token: raw.token, type: raw.type === 'defaultBranch' ? 'branch' : raw.type });
  if (!parsed.success) throw new LiveAuthError('UNAUTHORIZED', MESSAGES.unauthorized);
  const token = parsed.data.token?.trim();
  // The client stores a missing token as the strings "null"/"undefined" (as in the HTTP headers).
  if (!token || token === 'null' || token === 'undefined') return { user: null, session: null, whiteLabelId: site?.whiteLabel.id ?? null };

  const found = await findSessionByTokenHash(deps.db, hashToken(token));
  if (!found) throw new LiveAuthError('UNAUTHORIZED', MESSAGES.unauthorized);
  const { session, user } = found;
  if (session.revokedAt) {
    throw session.revokedReason === 'replaced'
      ? new LiveAuthError('DUPLICATE_SESSION', MESSAGES.duplicateWindow)
      : new LiveAuthError('UNAUTHORIZED', MESSAGES.unauthorized);
  }
  if (session.expiresAt.getTime() <= deps.clock.now().getTime()) throw new LiveAuthError('UNAUTHORIZED', MESSAGES.unauthorized);
  if (session.twoFactorPending) throw new LiveAuthError('TWO_FACTOR_REQUIRED', 'Two-factor code required');
  // As every HTTP call but the change itself (register-route.ts): the client connects as a visitor.
  if (user.changePassword) throw new LiveAuthError(PASSWORD_CHANGE_REQUIRED.code, PASSWORD_CHANGE_REQUIRED.message);
  if (user.twoFactorRequired && !user.enable2fa) throw new LiveAuthError(TWO_FACTOR_SETUP_REQUIRED.code, TWO_FACTOR_SETUP_REQUIRED.message);
  if (user.blocked) throw new LiveAuthError('UNAUTHORIZED', MESSAGES.accountLocked);
  if (!sessionFitsHost(deps.config, user, site, host)) throw new LiveAuthError('UNAUTHORIZED', MESSAGES.unauthorized);
  return { user, session, whiteLabelId: user.whiteLabelId ?? site?.whiteLabel.id ?? null };
}

function hostOf(deps: LiveAuthDeps, headers: IncomingHttpHeaders): string {
  const forwarded = headers['x-forwarded-host'];
  const rawHost = deps.config.TRUST_PROXY ? ((Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? headers.host) : headers.host;
  return normaliseHost(rawHost);
}
