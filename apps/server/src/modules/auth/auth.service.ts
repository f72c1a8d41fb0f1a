import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, MESSAGES, type LoginBody } from '@backlay/contract';
import { AppError, badRequest } from '../../lib/app-error.js';
import type { AuthContext, SiteContext, UserRow } from '../../lib/context.js';
import { hashSecret, verifySecret } from '../../lib/password-hash.js';
import { assertSiteOpen, type AuthDeps, type RequestMeta } from './auth-deps.js';
import { findLoginCandidates } from './auth.repository.js';
import { demoLogin } from './demo.service.js';
import { loginWithStaffLogin } from '../multi-logins/sub-login.service.js';
import { closeReplacedScreens, endSession, loginDocs, openSession, type SessionAnswer } from './session.service.js';
import { isAdministratorHost } from './administrator-hosts.js';
import type { LoginThrottle } from './login-throttle.js';

/**
 * POST api/auth. Staff log in through this same call (the staff console uses it; the player
 * site refuses non-user types itself with 'Login with admin website').
 *
 * Decision — forced password change: an account with `change_password` (set when staff reset
 * its password, or when it is created with it) logs in normally (docs.changePassword true),
 * then the server refuses every session call but the change itself: 403 with 'Please
 * change password and copy transaction code' (PASSWORD_CHANGE_REQUIRED, lib/register-route.ts)
 * for any route whose access is not `allowDuringPasswordChange` (change password, logout, the
 * two-factor step, the profile read that tells a client the flag, the cock fight logout that a
 * logout makes). Whoever set the password (the upline, after a reset) knows it, so a popup
 * that only the clients force protects nothing: a direct API call could bet or move money on
 * the account before its owner replaced the password. A Multi Login Account login of a
 * flagged account is held too (it may not change the account's password): the owner first.
 * The change ends every session; the next login answers changePassword false and every call
 * is open again.
 */
export async function login(
  deps: AuthDeps,
  throttle: LoginThrottle,
  input: { site: SiteContext | null; host: string; body: LoginBody; meta: RequestMeta },
): Promise<SessionAnswer> {
  const { site, body, meta } = input;
  const device = { country: body.country, city: body.city, countryFlag: body.countryFlag, domain: body.domain, future9: body.future9 };
  if (body.demo) {
    await throttle.spendForDemo(meta.ip);
    return demoLogin(deps, { site, fields: {}, meta, device });
  }

  const userName = body.email.trim();
  const found = userName && body.password ? await findLoginCandidates(deps.db, site?.whiteLabel.id ?? null, userName) : [];
  // Off the administrator's hosts its name is no login at all (administrator-hosts.ts).
  const candidates = found.filter((u) => u.role !== 'administrator' || isAdministratorHost(deps.config, input.host));
  if (candidates.length === 0 && userName && body.password) {
    // No account has this name: it may be a Multi Login Account login (modules/multi-logins).
    const viaLogin = await loginWithStaffLogin(deps, throttle, { site, userName, password: body.password, meta, device });
    if (viaLogin) return viaLogin;
  }
  const user = await firstWithPassword(throttle, meta.ip, candidates, body.password);
  if (!user) {
    // Without a site only the administrator can log in; anything else is a missing white label,
    // whether or not the name exists (no enumeration of administrator names either).
    if (!site) throw badRequest(MESSAGES.whiteLabelMissing);
    throw badRequest(AUTH_MESSAGES.invalidCredentials);
  }
  if (user.blocked) throw new AppError('ACCOUNT_LOCKED', MESSAGES.accountLocked);
  await assertSiteOpen(deps, user.role);

  const opened = await deps.db.transaction((tx) => openSession(tx, deps, user, meta, device, { twoFactorPending: user.enable2fa }));
  closeReplacedScreens(deps, opened.replaced);
  return { message: MESSAGES.loginSuccessful, docs: loginDocs(user, opened.session, opened.token) };
}

/** DELETE api/{role}/auth. */
export async function logout(deps: AuthDeps, auth: AuthContext): Promise<{ message: string }> {
  await endSession(deps, auth.session);
  return { message: AUTH_MESSAGES.loggedOut };
}

/**
 * The first candidate whose password matches. When there is no candidate a dummy hash is
 * still checked, so an unknown name costs the same time as a wrong password. The throttle
 * (login-throttle.ts) counts the attempt first and may refuse it before any check.
 */
async function firstWithPassword(throttle: LoginThrottle, ip: string, candidates: UserRow[], password: string): Promise<UserRow | null> {
  if (!password) return null;
  const holders = candidates.map((c) => ({ kind: 'account' as const, accountId: c.id }));
  const attempt = await throttle.begin(ip, holders);
  if (candidates.length === 0) {
    await verifySecret(await dummyHash(), password);
    return null;
  }
  for (const [i, c] of candidates.entries()) {
    if (await verifySecret(c.passwordHash, password)) {
      await attempt.passwordAccepted(holders[i]!);
      return c;
    }
  }
  return null;
}

let dummy: Promise<string> | null = null;
function dummyHash(): Promise<string> {
  dummy ??= hashSecret(randomBytes(16).toString('hex'));
  return dummy;
}
