import { AUTH_MESSAGES, MESSAGES } from '@backlay/contract';
import { AppError, badRequest, forbidden } from '../../lib/app-error.js';
import type { AuthContext, UserRow } from '../../lib/context.js';
import { assertSiteOpen, type AuthDeps, type RequestMeta } from './auth-deps.js';
import { findUserById, setPendingTotpSecretIfNone, updateCredentials } from './auth.repository.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import {
  addTwoFactorFailure,
  clearTwoFactorPending,
  lockUserForSessions,
  revokeLiveUserSessions,
  revokeSession,
} from './session.repository.js';
import { closeReplacedScreens, loginDocs, type SessionAnswer } from './session.service.js';
import { endLiveSessions } from '../live/index.js';
import { checkTotp, newTotpSecret, otpauthUrl } from './totp.js';

/** Wrong codes a waiting session may send before it is ended (log in again to retry). */
const MAX_LOGIN_CODE_FAILURES = 5;

export interface TwoFactorSetup {
  enable2fa: boolean;
  secret: string | null;
  otpauthUrl: string | null;
}

const TWO_FACTOR_ON: TwoFactorSetup = { enable2fa: true, secret: null, otpauthUrl: null };

/**
 * GET api/{role}/secureAuth. When two-factor is off, the account's pending secret: issued (and
 * audited) on the first visit only, then shown again on every later visit, so a QR scanned
 * earlier still confirms. It becomes the account's secret only when a code from it is sent back;
 * turning two-factor off drops it, so the next setup starts with a new one.
 */
export async function getTwoFactorSetup(deps: AuthDeps, auth: AuthContext, meta: RequestMeta): Promise<{ docs: TwoFactorSetup }> {
  const { user } = auth;
  if (user.demo) throw forbidden(MESSAGES.demoAccount);
  if (user.enable2fa) return { docs: TWO_FACTOR_ON };
  const secret = user.totpPendingSecret ?? (await issuePendingSecret(deps, user, meta));
  if (secret === null) return { docs: TWO_FACTOR_ON };
  const site = user.whiteLabelId ? await deps.sites.byWhiteLabelId(user.whiteLabelId) : null;
  const issuer = site?.whiteLabel.name ?? 'Backlay';
  return { docs: { enable2fa: false, secret, otpauthUrl: otpauthUrl(user.userName, issuer, secret) } };
}

/**
 * A new pending secret and its audit row, in one transaction. When another request stored one
 * first (two setup screens at once), that one is answered and nothing is audited; null when
 * two-factor was turned on meanwhile.
 */
async function issuePendingSecret(deps: AuthDeps, user: UserRow, meta: RequestMeta): Promise<string | null> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const issued = await setPendingTotpSecretIfNone(tx, user.id, newTotpSecret(), now);
    if (!issued) {
      const current = await findUserById(tx, user.id);
      return current && !current.enable2fa ? current.totpPendingSecret : null;
    }
    await insertAuditRow(tx, {
      actorId: user.id,
      action: 'user.2fa_secret_issued',
      targetType: 'user',
      targetId: user.id,
      after: { enable2fa: false, pendingSecret: true },
      ip: meta.ip,
      createdAt: now,
    });
    return issued.totpPendingSecret;
  });
}

/** POST api/{role}/secureAuth: `enable` true checks the code against the pending secret, false against the active one. */
export async function setTwoFactor(
  deps: AuthDeps,
  auth: AuthContext,
  input: { code: string; enable: boolean },
  meta: RequestMeta,
): Promise<{ message: string; docs: { enable2fa: boolean } }> {
  const { user } = auth;
  if (user.demo) throw forbidden(MESSAGES.demoAccount);
  const now = deps.clock.now();
  if (input.enable) {
    if (user.enable2fa) throw badRequest(AUTH_MESSAGES.twoFactorAlreadyOn);
    if (!user.totpPendingSecret) throw badRequest(AUTH_MESSAGES.twoFactorSetupFirst);
    if (!checkTotp(now, user.totpPendingSecret, input.code)) throw badRequest(AUTH_MESSAGES.invalidCode);
  } else {
    if (!user.enable2fa || !user.totpSecret) throw badRequest(AUTH_MESSAGES.twoFactorAlreadyOff);
    if (user.twoFactorRequired) throw forbidden(AUTH_MESSAGES.twoFactorRequired);
    if (!checkTotp(now, user.totpSecret, input.code)) throw badRequest(AUTH_MESSAGES.invalidCode);
  }
  await deps.db.transaction(async (tx) => {
    await updateCredentials(
      tx,
      user.id,
      input.enable
        ? { enable2fa: true, totpSecret: user.totpPendingSecret, totpPendingSecret: null, updatedAt: now }
        : { enable2fa: false, totpSecret: null, totpPendingSecret: null, updatedAt: now },
    );
    await insertAuditRow(tx, {
      actorId: user.id,
      action: input.enable ? 'user.2fa_enabled' : 'user.2fa_disabled',
      targetType: 'user',
      targetId: user.id,
      before: { enable2fa: user.enable2fa },
      after: { enable2fa: input.enable },
      ip: meta.ip,
      createdAt: now,
    });
  });
  return {
    message: input.enable ? AUTH_MESSAGES.twoFactorEnabled : AUTH_MESSAGES.twoFactorDisabled,
    docs: { enable2fa: input.enable },
  };
}

/**
 * POST api/auth/verify2fa, the /login-auth step. A session that waits for its code can call
 * only this and logout. The right code clears the wait and, for a player, replaces the
 * player's other screens (the duplicate-screen rule, applied once the login is complete).
 * After 5 wrong codes the session is ended.
 */
export async function verifyLoginCode(deps: AuthDeps, auth: AuthContext, code: string, token: string): Promise<SessionAnswer> {
  const { user, session } = auth;
  if (!session.twoFactorPending) throw badRequest(AUTH_MESSAGES.twoFactorNotPending);
  await assertSiteOpen(deps, user.role);
  const now = deps.clock.now();
  if (!user.totpSecret || !checkTotp(now, user.totpSecret, code)) {
    const failures = await addTwoFactorFailure(deps.db, session.id);
    if (failures >= MAX_LOGIN_CODE_FAILURES) {
      await revokeSession(deps.db, session.id, 'two_factor_failed', now);
      // A waiting session is refused a socket (live-auth.ts); ended all the same, should it hold one.
      endLiveSessions(deps.live, [session.id]);
      throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.tooManyCodes);
    }
    throw badRequest(AUTH_MESSAGES.invalidCode);
  }
  const replaced = await deps.db.transaction(async (tx) => {
    await clearTwoFactorPending(tx, session.id);
    if (user.role !== 'user') return [];
    await lockUserForSessions(tx, user.id);
    return revokeLiveUserSessions(tx, user.id, 'replaced', now, session.id);
  });
  closeReplacedScreens(deps, replaced);
  return { message: MESSAGES.loginSuccessful, docs: loginDocs(user, { ...session, twoFactorPending: false }, token) };
}
