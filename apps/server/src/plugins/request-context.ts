import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, MULTI_LOGIN_MESSAGES, REQUEST_MESSAGES } from '@backlay/contract';
import { AppError } from '../lib/app-error.js';
import { SiteCache, normaliseHost } from '../modules/tenancy/site-cache.js';
import { hashToken, tokenFromHeaders } from '../modules/auth/session-token.js';
import { findSessionByTokenHash, touchSession } from '../modules/auth/session.repository.js';
import { RecentSessions, sessionProblem } from '../modules/auth/session-state.js';
import { findStaffLoginById } from '../modules/multi-logins/multi-logins.repository.js';
import { HEALTH_PATHS } from '../modules/health/readiness.js';
import { isServedHost, sessionFitsHost } from '../modules/auth/administrator-hosts.js';

declare module 'fastify' {
  interface FastifyInstance {
    sites: SiteCache;
  }
}

/**
 * Paths that answer during maintenance: the site must still load and say it is in maintenance,
 * and casino providers must still be able to settle rounds already played (their credits and
 * rollbacks would otherwise be retried until maintenance ends; new bets need a game session,
 * which a player cannot open during maintenance). Payment gateways' webhooks land too: a
 * player who paid on the gateway's page is credited, not left waiting for maintenance to end.
 */
const MAINTENANCE_OPEN = [
  '/api/common/maintenance',
  '/api/common/wholeAppConfiguration',
  '/api/auth',
  '/api/docs',
  '/api/casino/wallet',
  '/api/payment-gateway/webhook',
];
/** Refresh `last_seen_at` at most this often per session. */
const TOUCH_EVERY_MS = 60_000;
/** Bet placement reuses a session read this recently (modules/auth/session-state.ts). */
const PLACEMENT_PATH = '/api/user/openBet';
const RECENT_SESSION_MS = 2_000;
const RECENT_SESSIONS_MAX = 100_000;

/**
 * Works out, for every request, which site it belongs to (Host header) and who is calling
 * (token), and applies the platform-wide rules that hang on those: the whiteLabelId check and
 * maintenance mode.
 */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  const { db, clock, config } = app.ctx;
  const recentSessions = new RecentSessions(RECENT_SESSION_MS, RECENT_SESSIONS_MAX);
  app.decorate('sites', new SiteCache(db));
  app.decorateRequest('site', null);
  app.decorateRequest('siteHost', '');
  app.decorateRequest('auth', null);
  app.decorateRequest('authProblem', null);

  app.addHook('onRequest', async (req) => {
    // A load balancer's probe needs no site, and /healthz must answer while the database is down.
    if (HEALTH_PATHS.has(req.routeOptions.url ?? '')) return;
    const rawHost = config.TRUST_PROXY ? ((req.headers['x-forwarded-host'] as string | undefined) ?? req.headers.host) : req.headers.host;
    req.siteHost = normaliseHost(rawHost);
    req.site = await app.sites.byHost(req.siteHost);
    // A host that is neither a site nor an administrator host answers nothing, so no handler
    // ever runs without a site it can be held to (docs/architecture.md, "One site per token").
    if (!isServedHost(config, req.site, req.siteHost)) throw new AppError('UNKNOWN_SITE', REQUEST_MESSAGES.unknownSite);
    if (!req.url.startsWith('/api/')) return;
    const token = tokenFromHeaders(req.headers);
    if (token) await resolveSession(req, token);
  });

  async function resolveSession(req: FastifyRequest, token: string): Promise<void> {
    const now = clock.now();
    const remember = req.method === 'POST' && req.url.split('?')[0] === PLACEMENT_PATH;
    // Remembered by the token itself, so a bet of a remembered session skips the hash too (a
    // SHA-256 of the token on every bet is CPU the hot path need not spend); the tokens stay in
    // this process's memory for RECENT_SESSION_MS, as they do in its requests.
    let found = remember ? recentSessions.get(token, now.getTime()) : undefined;
    if (!found) {
      found = (await findSessionByTokenHash(db, hashToken(token))) ?? undefined;
      if (found && remember) recentSessions.set(token, found, now.getTime());
    }
    if (!found) {
      req.authProblem = new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
      return;
    }
    const { session, user } = found;
    const problem = sessionProblem(found, now);
    if (problem) {
      req.authProblem = problem;
      return;
    }
    if (!sessionFitsHost(config, user, req.site, req.siteHost)) {
      req.authProblem = new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
      return;
    }
    let login = null;
    if (session.loginId) {
      // A Multi Login Account login: a locked or deleted login's sessions end here too.
      const row = await findStaffLoginById(db, session.loginId);
      if (!row || row.locked || row.accountId !== user.id) {
        req.authProblem = new AppError('UNAUTHORIZED', MULTI_LOGIN_MESSAGES.loginLocked);
        return;
      }
      login = { id: row.id, userName: row.userName, permissions: row.permissions };
    }
    req.auth = { session, user, login };
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await touchSession(db, session.id, now);
      // A remembered session must not be touched again by every request that reuses it.
      session.lastSeenAt = now;
    }
  }

  app.addHook('preHandler', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const named = whiteLabelIdOf(req);
    if (named && req.site?.whiteLabel.id !== named) {
      // A site account acts within its own label only. The administrator's reach is every label,
      // and its console may be open on a brand's host (one host for everything by default), so a
      // label it names is the site of its request.
      if (req.site && req.auth?.user.role !== 'administrator') {
        throw new AppError('BAD_REQUEST', 'WhiteLabel does not match this site');
      }
      req.site = await app.sites.byWhiteLabelId(named);
    }
    const cfg = await app.sites.appConfig();
    if (cfg.isMaintenance && req.auth?.user.role !== 'administrator') {
      const path = req.url.split('?')[0]!;
      // Logging out (DELETE api/{role}/auth) always works, so a session can end during maintenance.
      const isLogout = req.method === 'DELETE' && /^\/api\/[A-Za-z]+\/auth$/.test(path);
      if (!isLogout && !MAINTENANCE_OPEN.some((p) => path === p || path.startsWith(`${p}/`))) {
        throw new AppError('MAINTENANCE', MESSAGES.websiteUnderMaintenance);
      }
    }
  });
});

function whiteLabelIdOf(req: FastifyRequest): string | undefined {
  const q = req.query as Record<string, unknown> | undefined;
  const b = req.body as Record<string, unknown> | undefined;
  const v = q?.whiteLabelId ?? (b && typeof b === 'object' ? b.whiteLabelId : undefined);
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}
