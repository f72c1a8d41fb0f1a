import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../src/db/client.js';
import { domains, sessions, users } from '../src/db/schema/index.js';
import { hashToken, tokenFromHeaders } from '../src/modules/auth/session-token.js';

/**
 * A session works only on the site that issued it (plugins/request-context.ts), as a browser on
 * that site would send it. Most tests are about something else and inject without a Host header,
 * so an injected request that names no host but carries a token goes to the site of the token's
 * account, the way its browser would. Tests of the host rule itself always name the host, and a
 * request without a token (or the administrator's, who has no site) keeps the default host.
 */
export function withTokenSiteHost(app: FastifyInstance, hostOf: (token: string) => Promise<string | null>): void {
  const inject = app.inject.bind(app) as (opts: InjectOptions) => Promise<unknown>;
  (app as { inject: unknown }).inject = async (opts?: InjectOptions | string) => {
    if (opts === undefined) throw new Error('tests inject with an options object');
    const options: InjectOptions = typeof opts === 'string' ? { url: opts } : opts;
    const headers = (options.headers ?? {}) as Record<string, string | string[] | undefined>;
    const token = headers.host ? null : tokenFromHeaders(headers);
    const host = token ? await hostOf(token) : null;
    // Factories insert sites straight into the database; the app's site cache learns of them
    // as it would of a site made through the console (which invalidates it).
    if (host && !(await app.sites.byHost(host))) app.sites.invalidate();
    return inject(host ? { ...options, headers: { ...headers, host } } : options);
  };
}

/** The first domain of the white label of the token's account, or null (no such session, or the administrator). */
export async function siteHostOfToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ host: domains.host })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(domains, eq(domains.whiteLabelId, users.whiteLabelId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .orderBy(domains.createdAt)
    .limit(1);
  return row?.host ?? null;
}
