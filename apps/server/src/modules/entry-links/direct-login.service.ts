import { DIRECT_LOGIN_TTL_SECONDS, ENTRY_LINK_MESSAGES, MESSAGES, type DirectLoginLink } from '@backlay/contract';
import { AppError, badRequest, conflict, forbidden } from '../../lib/app-error.js';
import type { SiteContext, UserRow } from '../../lib/context.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { assertSiteOpen, requireSite, type AuthDeps, type RequestMeta } from '../auth/auth-deps.js';
import { findUserById } from '../auth/auth.repository.js';
import { hashToken, newSessionToken } from '../auth/session-token.js';
import { closeReplacedScreens, loginDocs, openSession, type SessionAnswer } from '../auth/session.service.js';
import { requireDownlineUser } from '../users/downline-access.js';
import { consumeDirectLoginToken, findDirectLoginToken, insertDirectLoginToken } from './direct-login.repository.js';

/** A token as newSessionToken makes it: 43 base64url characters. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/**
 * POST api/{role}/user/{userId}/direct-login: a one-time login link for a player of the
 * caller's downline (decisions in packages/contract/src/entry-links.ts). `origin` is where the
 * link points: the request's own site when it serves the player's white label, else the
 * white label's first domain over https.
 */
export async function issueDirectLogin(
  deps: AuthDeps,
  caller: UserRow,
  userId: string,
  request: { site: SiteContext | null; origin: string; ip: string },
): Promise<{ message: string; docs: DirectLoginLink }> {
  const target = await requireDownlineUser(deps.db, caller, userId);
  if (target.role !== 'user') throw badRequest(ENTRY_LINK_MESSAGES.onlyPlayers);
  if (target.demo) throw badRequest(ENTRY_LINK_MESSAGES.demoNoLink);
  if (target.blocked) throw badRequest(ENTRY_LINK_MESSAGES.lockedNoLink);

  const now = deps.clock.now();
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + DIRECT_LOGIN_TTL_SECONDS * 1000);
  await deps.db.transaction(async (tx) => {
    const row = await insertDirectLoginToken(tx, {
      tokenHash: hashToken(token),
      userId: target.id,
      whiteLabelId: target.whiteLabelId,
      issuedBy: caller.id,
      expiresAt,
      createdAt: now,
    });
    await insertAuditRow(tx, {
      actorId: caller.id,
      action: 'user.direct_login_issued',
      targetType: 'user',
      targetId: target.id,
      after: { linkId: row.id, expiresAt: expiresAt.toISOString() },
      ip: request.ip,
      createdAt: now,
    });
  });
  const origin = await linkOrigin(deps, target, request);
  return {
    message: ENTRY_LINK_MESSAGES.linkIssued,
    docs: { url: `${origin}/direct-login/${token}`, token, expiresAt: expiresAt.toISOString() },
  };
}

async function linkOrigin(deps: AuthDeps, target: UserRow, request: { site: SiteContext | null; origin: string }): Promise<string> {
  if (!target.whiteLabelId || request.site?.whiteLabel.id === target.whiteLabelId) return request.origin;
  const site = await deps.sites.byWhiteLabelId(target.whiteLabelId);
  return site ? `https://${site.domain.host}` : request.origin;
}

/**
 * POST api/auth/direct-login: exchanges a live link for a normal session, once. The token is
 * consumed in the same transaction that opens the session, so a failure to open leaves the
 * link usable and two racing uses cannot both succeed.
 */
export async function exchangeDirectLogin(
  deps: AuthDeps,
  input: { site: SiteContext | null; token: string; meta: RequestMeta },
): Promise<SessionAnswer> {
  const site = requireSite(input.site);
  await assertSiteOpen(deps, 'user');
  const token = input.token.trim();
  if (!TOKEN_RE.test(token)) throw badRequest(ENTRY_LINK_MESSAGES.linkInvalid);
  const tokenHash = hashToken(token);
  const now = deps.clock.now();

  const opened = await deps.db.transaction(async (tx) => {
    const used = await consumeDirectLoginToken(tx, tokenHash, now);
    if (!used) return null;
    if (used.whiteLabelId !== site.whiteLabel.id) throw forbidden(ENTRY_LINK_MESSAGES.wrongSite);
    const user = await findUserById(tx, used.userId);
    if (!user || user.role !== 'user') throw badRequest(ENTRY_LINK_MESSAGES.linkInvalid);
    if (user.blocked) throw new AppError('ACCOUNT_LOCKED', MESSAGES.accountLocked);
    await insertAuditRow(tx, {
      actorId: user.id,
      action: 'user.direct_login_used',
      targetType: 'user',
      targetId: user.id,
      after: { linkId: used.id, issuedBy: used.issuedBy },
      ip: input.meta.ip,
      createdAt: now,
    });
    const started = await openSession(tx, deps, user, input.meta, { domain: site.domain.host }, { twoFactorPending: user.enable2fa });
    return { user, ...started };
  });
  if (opened) {
    closeReplacedScreens(deps, opened.replaced);
    return { message: MESSAGES.loginSuccessful, docs: loginDocs(opened.user, opened.session, opened.token) };
  }

  // Not consumed: say why, from the stored row (outside the transaction: nothing to change).
  const row = await findDirectLoginToken(deps.db, tokenHash);
  if (!row || row.whiteLabelId !== site.whiteLabel.id) throw badRequest(ENTRY_LINK_MESSAGES.linkInvalid);
  if (row.usedAt) throw conflict(ENTRY_LINK_MESSAGES.linkUsed);
  throw badRequest(ENTRY_LINK_MESSAGES.linkExpired);
}
