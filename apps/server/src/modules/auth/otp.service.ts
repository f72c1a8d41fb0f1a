import { randomInt } from 'node:crypto';
import { AUTH_MESSAGES, MESSAGES, OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '@backlay/contract';
import { isValidPassword } from '@backlay/domain';
import { badRequest, forbidden } from '../../lib/app-error.js';
import type { SiteContext } from '../../lib/context.js';
import { hashSecret, verifySecret } from '../../lib/password-hash.js';
import { assertSiteOpen, requireSite, type AuthDeps, type RequestMeta } from './auth-deps.js';
import { findThemeSwitches, findUserInWhiteLabel, updateCredentials } from './auth.repository.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { expireOtps, findLiveOtp, insertOtp, markOtpUsed, spendOtpAttempt } from './otp.repository.js';
import { revokeUserSessions } from './session.repository.js';
import { endLiveSessions } from '../live/index.js';
import type { OtpSender } from './otp-sender.js';

const PURPOSE = 'reset_password';
/** A new code is sent at most once a minute per account (the client shows a resend countdown). */
const RESEND_AFTER_MS = 60_000;

/**
 * Forgot password is a player feature of b2c sites whose theme shows the link (docs/product.md
 * hides it on b2b), where a code can be sent at all. Staff passwords are reset by their upline,
 * never by SMS.
 */
async function assertForgotPasswordOpen(deps: AuthDeps, site: SiteContext): Promise<OtpSender> {
  if (!deps.otpSender) throw forbidden(AUTH_MESSAGES.forgotPasswordClosed);
  const switches = await findThemeSwitches(deps.db, site.whiteLabel.id);
  if (site.domain.type !== 'b2c' || !switches?.forgetPassword) throw forbidden(AUTH_MESSAGES.forgotPasswordClosed);
  return deps.otpSender;
}

/**
 * POST api/auth/forgotPassword/otp. The answer is 'OTP SENT' whether or not the name exists,
 * is a player or has a phone (no enumeration); only a real, unblocked, non-demo player with
 * a phone gets a code. A code is 6 digits, kept hashed, lives 10 minutes and takes 5 tries.
 */
export async function requestPasswordOtp(
  deps: AuthDeps,
  input: { site: SiteContext | null; userName: string },
): Promise<{ message: string }> {
  const site = requireSite(input.site);
  await assertSiteOpen(deps, 'user');
  const sender = await assertForgotPasswordOpen(deps, site);
  const userName = input.userName.trim();
  if (!userName) throw badRequest(MESSAGES.invalidName);

  // The code is made and hashed for every request, so a real account costs no more time.
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const codeHash = await hashSecret(code);
  const user = await findUserInWhiteLabel(deps.db, site.whiteLabel.id, userName);
  if (!user || user.role !== 'user' || user.demo || user.blocked || !user.phone) return { message: MESSAGES.otpSent };

  const now = deps.clock.now();
  const live = await findLiveOtp(deps.db, user.id, PURPOSE, now, OTP_MAX_ATTEMPTS);
  if (live && now.getTime() - live.createdAt.getTime() < RESEND_AFTER_MS) return { message: MESSAGES.otpSent };
  await deps.db.transaction(async (tx) => {
    await expireOtps(tx, user.id, PURPOSE, now);
    await insertOtp(tx, {
      userId: user.id,
      purpose: PURPOSE,
      codeHash,
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
      createdAt: now,
    });
  });
  const text = `${code} is your ${site.whiteLabel.name} password reset code. It expires in ${OTP_TTL_MINUTES} minutes. Never share it.`;
  try {
    await sender.send(user.phone, text);
  } catch (err) {
    // Same answer either way; the player can ask again after the resend delay.
    deps.log.error({ err, userId: user.id }, 'sending the OTP failed');
  }
  return { message: MESSAGES.otpSent };
}

export interface ResetPasswordInput {
  userName: string;
  otp: string;
  password: string;
  confirmPassword?: string | undefined;
}

/**
 * POST api/auth/forgotPassword: a valid code sets the new password, clears the forced-change
 * flag and ends every session of the account. Every try spends an attempt before the code
 * is compared, so guesses stop at 5 even when they arrive in parallel.
 */
export async function resetPasswordWithOtp(
  deps: AuthDeps,
  input: { site: SiteContext | null; body: ResetPasswordInput; meta: RequestMeta },
): Promise<{ message: string }> {
  const { body, meta } = input;
  const site = requireSite(input.site);
  await assertSiteOpen(deps, 'user');
  await assertForgotPasswordOpen(deps, site);
  const userName = body.userName.trim();
  if (!userName) throw badRequest(MESSAGES.invalidName);
  if (!isValidPassword(body.password)) throw badRequest(MESSAGES.passwordRule);
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) throw badRequest(MESSAGES.passwordDidntMatch);
  const otp = body.otp.trim();
  if (!/^\d{6}$/.test(otp)) throw badRequest(AUTH_MESSAGES.invalidOtp);

  const user = await findUserInWhiteLabel(deps.db, site.whiteLabel.id, userName);
  if (user?.demo) throw forbidden(MESSAGES.demoAccount);
  const now = deps.clock.now();
  const live = user ? await findLiveOtp(deps.db, user.id, PURPOSE, now, OTP_MAX_ATTEMPTS) : null;
  if (!user || !live) throw badRequest(AUTH_MESSAGES.invalidOtp);
  if (!(await spendOtpAttempt(deps.db, live.id, now, OTP_MAX_ATTEMPTS)) || !(await verifySecret(live.codeHash, otp))) {
    throw badRequest(AUTH_MESSAGES.invalidOtp);
  }

  const passwordHash = await hashSecret(body.password);
  const endedSessions = await deps.db.transaction(async (tx) => {
    if (!(await markOtpUsed(tx, live.id, now))) throw badRequest(AUTH_MESSAGES.invalidOtp);
    await updateCredentials(tx, user.id, { passwordHash, changePassword: false, updatedAt: now });
    const ended = await revokeUserSessions(tx, user.id, 'password_changed', now);
    await insertAuditRow(tx, {
      actorId: user.id,
      action: 'user.password_reset',
      targetType: 'user',
      targetId: user.id,
      before: { changePassword: user.changePassword },
      after: { changePassword: false, sessionsEnded: ended.length, via: 'otp' },
      ip: meta.ip,
      createdAt: now,
    });
    return ended;
  });
  // No product message fits: the sockets just close, and their screens find out at their next call.
  endLiveSessions(deps.live, endedSessions);
  return { message: MESSAGES.passwordUpdatedSuccessfull };
}
