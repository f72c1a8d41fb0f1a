import type { Config } from '../../config/config.js';
import type { SiteContext, UserRow } from '../../lib/context.js';

/**
 * Where the administrator, who stands above every white label, may sign in and use a session:
 * the hosts ADMIN_HOSTS names (production requires at least one), so the one account that
 * reaches every site's money is reachable only on a host the operator chose and can shield.
 * Without ADMIN_HOSTS (the demo) any host serves it, as before any white label exists.
 */
export function isAdministratorHost(config: Pick<Config, 'ADMIN_HOSTS'>, host: string): boolean {
  return config.ADMIN_HOSTS.length === 0 || config.ADMIN_HOSTS.includes(host);
}

/**
 * Whether this host serves anything: a site's domain, or an administrator host. Every other
 * host is refused before any handler or socket (docs/architecture.md §2, "One site per token").
 */
export function isServedHost(config: Pick<Config, 'ADMIN_HOSTS'>, site: SiteContext | null, host: string): boolean {
  return site !== null || isAdministratorHost(config, host);
}

/**
 * Whether a session of `user` works on this host: a site account's on its own site only (a host
 * without a site accepts none), the administrator's on the administrator's hosts only.
 */
export function sessionFitsHost(
  config: Pick<Config, 'ADMIN_HOSTS'>,
  user: Pick<UserRow, 'role' | 'whiteLabelId'>,
  site: SiteContext | null,
  host: string,
): boolean {
  if (user.role === 'administrator') return isAdministratorHost(config, host);
  return site !== null && user.whiteLabelId === site.whiteLabel.id;
}
