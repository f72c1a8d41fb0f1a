import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DomainRow } from '../lib/context.js';
import { normaliseHost } from '../modules/tenancy/site-cache.js';
import { HEALTH_PATHS } from '../modules/health/readiness.js';

/**
 * The site redirects of docs/product.md §1 and §2, decided per request from the
 * domain's row:
 * 1. plain http on a non-local host -> the same URL over https (301);
 * 2. a desktop browser on a domain with a desktop host -> that host, same path (302);
 * 3. `/` on a casino-first domain (features.casinoHome) -> `/live-casino` (302).
 * Only page loads of the player site are redirected (GET or HEAD, not a path the server
 * answers itself, not a file with an extension): an API call or an asset request must never be
 * bounced to another origin. The SITE_REDIRECTS setting switches 1 and 2 off (local runs,
 * tests, a proxy that does them); 3 is the brand's own choice and always applies.
 */
export interface RedirectRequest {
  method: string;
  /** Path and query as received. */
  url: string;
  protocol: 'http' | 'https';
  /** Host header as received (may carry a port). */
  host: string;
  userAgent: string | undefined;
  domain: Pick<DomainRow, 'desktopHost' | 'features'> | null;
  /** SITE_REDIRECTS. */
  hostRedirects: boolean;
}

export interface Redirect {
  status: 301 | 302;
  location: string;
}

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile|BlackBerry|webOS/i;

/** localhost, *.localhost, loopback and private addresses, bare IPs: no certificate to go to. */
export function isLocalHost(host: string): boolean {
  const h = normaliseHost(host);
  if (!h || h === 'localhost' || h.endsWith('.localhost') || h.startsWith('[')) return true;
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(h);
}

/** A desktop browser: a browser's user agent (Mozilla/...) that names no phone or tablet. */
export function isDesktopBrowser(userAgent: string | undefined): boolean {
  return !!userAgent && userAgent.startsWith('Mozilla/') && !MOBILE_UA.test(userAgent);
}

/** Paths the server answers itself (API, staff console, uploads, the sandbox gateway's page, dev outbox; health). */
const SERVER_PREFIXES = ['/api/', '/admin/', '/dev/', '/uploads/', '/sandbox-gateway/'];

function isPageLoad(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path === '/admin' || HEALTH_PATHS.has(path) || SERVER_PREFIXES.some((p) => path.startsWith(p))) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

export function siteRedirect(req: RedirectRequest): Redirect | null {
  const path = req.url.split('?')[0] ?? '/';
  if (!req.domain || !isPageLoad(req.method, path)) return null;
  const local = isLocalHost(req.host);
  if (req.hostRedirects && !local && req.protocol === 'http') return { status: 301, location: `https://${req.host}${req.url}` };
  const desktopHost = req.domain.desktopHost?.trim().toLowerCase();
  if (req.hostRedirects && desktopHost && desktopHost !== req.host.toLowerCase() && isDesktopBrowser(req.userAgent)) {
    const scheme = isLocalHost(desktopHost) ? req.protocol : 'https';
    return { status: 302, location: `${scheme}://${desktopHost}${req.url}` };
  }
  if (path === '/' && req.domain.features.casinoHome) {
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    return { status: 302, location: `/live-casino${query}` };
  }
  return null;
}

/** Applies siteRedirect after the request-context plugin has found the site. */
export const siteRedirectsPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.ctx;
  app.addHook('onRequest', async (req, reply) => {
    const host = (config.TRUST_PROXY ? (req.headers['x-forwarded-host'] as string | undefined) : undefined) ?? req.headers.host ?? '';
    const found = siteRedirect({
      method: req.method,
      url: req.url,
      protocol: req.protocol === 'https' ? 'https' : 'http',
      host: host.split(',')[0]!.trim(),
      userAgent: req.headers['user-agent'],
      domain: req.site?.domain ?? null,
      hostRedirects: config.SITE_REDIRECTS,
    });
    if (found) return reply.redirect(found.location, found.status);
  });
});
