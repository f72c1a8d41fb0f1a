import { loadConfig, type Config } from '../apps/server/src/config/config.js';

/** Where the benches' administrator calls go: the production profile serves it there only. */
export const BENCH_ADMIN_HOST = 'bench-admin.localhost';

/**
 * The app's settings in the benches: the production profile, as a real site runs, on the
 * database the bench opens itself (so the embedded one is allowed on purpose; the config never
 * opens it), with no feed and no built site.
 */
export function benchConfig(extra: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    ALLOW_EMBEDDED_DATABASE: 'true',
    ADMIN_HOSTS: BENCH_ADMIN_HOST,
    DATABASE_URL: '',
    WEB_DIST: '/nonexistent',
    FEED: 'none',
    LOG_LEVEL: 'silent',
    ...extra,
  });
}
