import { AUTH_MESSAGES, DEFAULT_DIAL_CODE, MESSAGES, isKnownDialCode, type SignupBody } from '@backlay/contract';
import { isValidEmail, isValidPassword, isValidUserName, normalisePhone } from '@backlay/domain';
import { badRequest, conflict, forbidden } from '../../lib/app-error.js';
import type { SiteContext } from '../../lib/context.js';
import { createUser } from '../users/user.service.js';
import { sendUserCreated } from '../users/user-live.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { isValidFullName, newReferralCode } from './account-fields.js';
import { assertSiteOpen, requireSite, type AuthDeps, type RequestMeta } from './auth-deps.js';
import { findThemeSwitches } from './auth.repository.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { signupParent } from './player-parent.js';
import { loginDocs, openSession, type SessionAnswer } from './session.service.js';

/**
 * POST api/auth/signup: a player registers on a b2c site whose theme has registration on.
 * The checks run in the order of the form, each with its message (docs/product.md §8). The new
 * player gets a unique referral code and a session, in one transaction with the account. Once it
 * committed, every upline of the new player hears `getUserCreated`, as for an account a staff
 * member made.
 */
export async function signup(
  deps: AuthDeps,
  input: { site: SiteContext | null; body: SignupBody; meta: RequestMeta },
): Promise<SessionAnswer> {
  const { body, meta } = input;
  const site = requireSite(input.site);
  await assertSiteOpen(deps, 'user');
  const switches = await findThemeSwitches(deps.db, site.whiteLabel.id);
  if (site.domain.type !== 'b2c' || !switches?.isRegister) throw forbidden(AUTH_MESSAGES.registrationClosed);

  const userName = body.userName.trim();
  if (!isValidUserName(userName)) throw badRequest(MESSAGES.invalidName);
  const fullName = body.fullName.trim();
  if (fullName && !isValidFullName(fullName)) throw badRequest(MESSAGES.invalidName);
  if (!body.phone) throw badRequest(MESSAGES.mobileRequired);
  // countryCode is the dial code of the form's country select (+91 when not sent), one of
  // country-list/phone-codes.json; the number is stored as docs/decisions/phone-country-codes.md says.
  const dialCode = body.countryCode ? `+${body.countryCode.replace(/^\+/, '')}` : DEFAULT_DIAL_CODE;
  const phone = isKnownDialCode(dialCode) ? normalisePhone(dialCode, body.phone) : null;
  if (!phone) throw badRequest(MESSAGES.mobileNotValid);
  const email = body.email.trim().toLowerCase();
  if (email && !isValidEmail(email)) throw badRequest(MESSAGES.invalidEmail);
  if (!isValidPassword(body.password)) throw badRequest(MESSAGES.passwordRule);
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) throw badRequest(MESSAGES.passwordMismatch);

  const now = deps.clock.now();
  const { user, parent, opened } = await deps.db
    .transaction(async (tx) => {
      const { parent, referrer, branch } = await signupParent(tx, site.whiteLabel, {
        branchId: body.branchId,
        referrerCode: body.referrerCode,
      });
      const user = await createUser(tx, {
        userName,
        password: body.password,
        role: 'user',
        parent,
        at: now,
        extra: {
          fullName,
          email,
          phone,
          referralCode: await newReferralCode(tx),
          referredBy: referrer?.id ?? null,
          // Only a branch that was accepted: another site's branch, a non-branch account or junk
          // from local storage would show in the registrations report as a tracked sign-up.
          branchId: branch?.id ?? null,
          utmSource: body.utmSource?.trim() || null,
          registrationSource: body.registrationSource?.trim() || null,
          createdBy: parent.id,
        },
      });
      await insertAuditRow(tx, {
        actorId: user.id,
        action: 'user.registered',
        targetType: 'user',
        targetId: user.id,
        after: {
          userName,
          parentId: parent.id,
          referredBy: referrer?.id ?? null,
          utmSource: user.utmSource,
          registrationSource: user.registrationSource,
        },
        ip: meta.ip,
        createdAt: now,
      });
      const opened = await openSession(tx, deps, user, meta, {}, { twoFactorPending: false });
      return { user, parent, opened };
    })
    .catch((err: unknown) => {
      // Two registrations of one name at the same moment: the unique index decides.
      if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.userNameTaken);
      throw err;
    });
  sendUserCreated(deps, user, parent);
  return { message: MESSAGES.signupSuccessfull, docs: loginDocs(user, opened.session, opened.token) };
}
