import { AUTH_MESSAGES, MESSAGES } from '@backlay/contract';
import { eq } from 'drizzle-orm';
import { staffLogins } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import type { SiteContext } from '../../lib/context.js';
import { verifySecret } from '../../lib/password-hash.js';
import { assertSiteOpen, type AuthDeps, type RequestMeta } from '../auth/auth-deps.js';
import { loginDocs, openSession, type DeviceInfo, type SessionAnswer } from '../auth/session.service.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import { findStaffLoginByName } from './multi-logins.repository.js';

/**
 * POST api/auth with the name of a Multi Login Account login (asked only when no account has
 * that name). Answers null when there is no such login, so the caller goes on as for an unknown
 * name. The session is the account's, marked with the login (sessions.login_id).
 *
 * Decision — two-factor: the login asks for the account's two-factor code when the account has
 * two-factor on (the employee must be given the code by the account holder), as the account
 * itself would; without it the login signs in on its password alone.
 */
export async function loginWithStaffLogin(
  deps: AuthDeps,
  throttle: LoginThrottle,
  input: { site: SiteContext | null; userName: string; password: string; meta: RequestMeta; device: DeviceInfo },
): Promise<SessionAnswer | null> {
  const found = await findStaffLoginByName(deps.db, input.userName);
  if (!found) return null;
  const { login, user } = found;
  // The login's own name and password: its wrong passwords count on its own counters.
  const holder = { kind: 'login' as const, accountId: user.id, loginId: login.id };
  const attempt = await throttle.begin(input.meta.ip, [holder]);
  const ok = await verifySecret(login.passwordHash, input.password);
  if (ok) await attempt.passwordAccepted(holder);
  // The same site rule as accounts: the administrator anywhere, others on their white label.
  const onSite = user.whiteLabelId === null || (input.site !== null && input.site.whiteLabel.id === user.whiteLabelId);
  if (!ok || !onSite || user.role === 'user') {
    if (!input.site) throw badRequest(MESSAGES.whiteLabelMissing);
    throw badRequest(AUTH_MESSAGES.invalidCredentials);
  }
  if (user.blocked || login.locked) throw new AppError('ACCOUNT_LOCKED', MESSAGES.accountLocked);
  await assertSiteOpen(deps, user.role);
  const now = deps.clock.now();
  const opened = await deps.db.transaction(async (tx) => {
    await tx.update(staffLogins).set({ lastLoginAt: now }).where(eq(staffLogins.id, login.id));
    return openSession(tx, deps, user, input.meta, input.device, { twoFactorPending: user.enable2fa, loginId: login.id });
  });
  return { message: MESSAGES.loginSuccessful, docs: loginDocs(user, opened.session, opened.token) };
}
