import type { Config } from './config.js';

/**
 * The production profile (docs/architecture.md §2 "Production profile"): with NODE_ENV=production the
 * server refuses to start while anything meant for the embedded demo is on, or a secret is
 * unsafe. Each problem is one line naming its setting, so an operator fixes them all in one go.
 */

/** Values that shipped in example.env, the docs or the demo: never a real secret. */
const SHIPPED_SECRETS = new Set(['backlay-sandbox-gateway-secret-change-me', 'change-me', 'changeme', 'secret', 'Backlay123', '12345678']);
/** Settings holding a secret are named so; the platform's own secrets live in the database. */
const SECRET_NAME = /(SECRET|_KEY|_TOKEN|PASSWORD)$/;
/** Shortest secret accepted in production: 32 characters (e.g. `openssl rand -hex 16`). */
const MIN_SECRET_LENGTH = 32;

export function productionRefusals(config: Config, env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!SECRET_NAME.test(name) || value === undefined) continue;
    if (value.trim() === '') problems.push(`${name}: is empty; set a random secret of ${MIN_SECRET_LENGTH}+ characters or remove it`);
    else if (SHIPPED_SECRETS.has(value.trim())) problems.push(`${name}: is a shipped default; set a random secret of your own`);
    else if (value.length < MIN_SECRET_LENGTH) problems.push(`${name}: is shorter than ${MIN_SECRET_LENGTH} characters`);
  }
  if (config.SEED_DEMO) problems.push('SEED_DEMO: the demo seed brings public logins and codes; remove it in production');
  if (config.OTP_OUTBOX) problems.push('OTP_OUTBOX: one-time codes would be kept on a page instead of sent; remove it in production');
  if (config.PAYMENT_SANDBOX) problems.push('PAYMENT_SANDBOX: the sandbox gateway credits points without money; remove it in production');
  if (config.FEED === 'simulator')
    problems.push('FEED: the simulator makes up matches and prices; use FEED=none until a real feed is connected');
  if (config.ORIGINALS_TEST_SEEDS) problems.push('ORIGINALS_TEST_SEEDS: is for tests only and is refused when NODE_ENV=production');
  if (!config.DATABASE_URL && !config.ALLOW_EMBEDDED_DATABASE) {
    problems.push('DATABASE_URL: production needs PostgreSQL (or ALLOW_EMBEDDED_DATABASE=true to run on the embedded database on purpose)');
  }
  if (!config.DATABASE_URL && config.DATA_DIR.startsWith('memory://'))
    problems.push('DATA_DIR: memory:// keeps nothing; production needs a data directory');
  if (config.ADMIN_HOSTS.length === 0)
    problems.push('ADMIN_HOSTS: name the host(s) where the administrator signs in, e.g. ADMIN_HOSTS=admin.example.com');
  return problems;
}

/** The start-up banner's lines on the profile: which one runs and what is off in it. */
export function describeProfile(config: Config): string[] {
  const off = [
    !config.seedDemo && 'demo seed',
    !config.otpOutbox && 'OTP outbox (forgot password closed until an SMS sender is configured)',
    !config.paymentSandbox && 'sandbox payment gateway (IPAY/XPAY closed)',
    config.FEED === 'none' && 'simulated feed',
  ].filter((x): x is string => Boolean(x));
  const lines = [`  Profile:   ${config.NODE_ENV}`];
  if (off.length) lines.push(`  Off:       ${off.join('; ')}`);
  if (config.ADMIN_HOSTS.length) lines.push(`  Administrator hosts: ${config.ADMIN_HOSTS.join(', ')}`);
  return lines;
}
