import { MESSAGES, type LoginDocs } from '@backlay/contract';
import type { Tx } from '../../db/client.js';
import type { SessionRow, UserRow } from '../../lib/context.js';
import type { AuthDeps, RequestMeta } from './auth-deps.js';
import { hashToken, newSessionToken } from './session-token.js';
import { insertSession, lockUserForSessions, revokeLiveUserSessions, revokeSession } from './session.repository.js';
import { endLiveSessions } from '../live/index.js';

const HOUR_MS = 3_600_000;

/** What login, signup, demo and verify2fa answer: `docs.token` also goes out as `authorization: Bearer`. */
export interface SessionAnswer {
  message: string;
  docs: LoginDocs;
}

export interface OpenedSession {
  token: string;
  session: SessionRow;
  /** The player's sessions this login replaced: for `closeReplacedScreens` once the transaction commits. */
  replaced: readonly string[];
}

/** Client facts sent with a login (docs/product.md §7: country, city, countryFlag, domain). */
export type DeviceInfo = Record<string, string | boolean | undefined>;

/**
 * Duplicate-screen rule: a player (role user) has ONE live session. A new login revokes the
 * player's other live sessions with reason `replaced`, and the request-context plugin answers
 * the old screen 401 DUPLICATE_SESSION ('Duplicate Window or Un Authorised access'), which the
 * client turns into the close-the-screen page. Staff keep several sessions (the console is
 * often open on more than one device). When the login still waits for its two-factor code,
 * the older screens are only replaced once the code is verified: knowing the password alone
 * must not be enough to throw the real player out.
 */
export async function openSession(
  tx: Tx,
  deps: AuthDeps,
  user: UserRow,
  meta: RequestMeta,
  device: DeviceInfo,
  opts: { twoFactorPending: boolean; loginId?: string },
): Promise<OpenedSession> {
  const now = deps.clock.now();
  const hours = user.demo ? deps.config.DEMO_SESSION_HOURS : deps.config.SESSION_TTL_HOURS;
  let replaced: string[] = [];
  if (user.role === 'user' && !opts.twoFactorPending) {
    await lockUserForSessions(tx, user.id);
    replaced = await revokeLiveUserSessions(tx, user.id, 'replaced', now);
  }
  const token = newSessionToken();
  const session = await insertSession(tx, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + hours * HOUR_MS),
    twoFactorPending: opts.twoFactorPending,
    ip: meta.ip,
    userAgent: meta.userAgent,
    device: Object.fromEntries(Object.entries(device).filter(([, v]) => v !== undefined && v !== '')),
    createdAt: now,
    lastSeenAt: now,
    ...(opts.loginId ? { loginId: opts.loginId } : {}),
  });
  return { token, session, replaced };
}

/**
 * After the transaction of a login that replaced older screens commits: they hear what their
 * next HTTP call would answer ('Duplicate Window or Un Authorised access', which the player site
 * turns into the duplicate-screen page) and their sockets close.
 */
export function closeReplacedScreens(deps: Pick<AuthDeps, 'live'>, replaced: readonly string[]): void {
  endLiveSessions(deps.live, replaced, { message: MESSAGES.duplicateWindow, code: 'DUPLICATE_SESSION' });
}

/** Ends the session the request came with (logout). */
export async function endSession(deps: AuthDeps, session: SessionRow): Promise<void> {
  await revokeSession(deps.db, session.id, 'logout', deps.clock.now());
  // No notice: the screen that logged out knows; its socket, and other tabs of the token, close.
  endLiveSessions(deps.live, [session.id]);
}

/** The login answer (`docs` of POST api/auth, signup and verify2fa). */
export function loginDocs(user: UserRow, session: SessionRow, token: string): LoginDocs {
  return {
    token,
    _id: user.id,
    userName: user.userName,
    userType: user.role,
    whiteLabelId: user.whiteLabelId,
    demo: user.demo,
    changePassword: user.changePassword,
    enable2fa: user.enable2fa,
    twoFactorPending: session.twoFactorPending,
    twoFactorSetupRequired: user.twoFactorRequired && !user.enable2fa,
    demoExpiresAt: user.demo ? session.expiresAt.toISOString() : null,
  };
}
