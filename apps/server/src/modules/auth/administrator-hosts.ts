import type { Config } from '../../config/config.js';

/**
 * Where the administrator, who stands above every white label, may sign in and use a session:
 * the hosts ADMIN_HOSTS names (production requires at least one), so the one account that
 * reaches every site's money is reachable only on a host the operator chose and can shield.
 * Without ADMIN_HOSTS (the demo) any host serves it, as before any white label exists.
 */
export function isAdministratorHost(config: Pick<Config, 'ADMIN_HOSTS'>, host: string): boolean {
  return config.ADMIN_HOSTS.length === 0 || config.ADMIN_HOSTS.includes(host);
}
