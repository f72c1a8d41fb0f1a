// What the production project's server and its spec share: the database and the settings.

/** A PostgreSQL server to make the scratch database on (CI's machine has one). */
export const postgresUrl = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const PRODUCTION_DATABASE = 'backlay_e2e_production';
/** Browsers resolve *.localhost to loopback: the console's host and the new brand's. */
export const ADMIN_HOST = 'admin.localhost';

function databaseUrl() {
  const url = new URL(postgresUrl);
  url.pathname = `/${PRODUCTION_DATABASE}`;
  return url.toString();
}

/** The settings README's "Going to production" names, on loopback. */
export function productionEnv(port) {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl(),
    ADMIN_HOSTS: ADMIN_HOST,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
  };
}
