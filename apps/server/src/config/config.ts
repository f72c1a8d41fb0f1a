import { z } from 'zod';
import { isAbsolute, resolve } from 'node:path';
import { productionRefusals } from './production-profile.js';
import { SERVER_ROOT } from '../lib/server-paths.js';

/** A data path as given, or under apps/server when relative: the same place whatever the working folder. */
const serverPath = (path: string) => (path.startsWith('memory://') || isAbsolute(path) ? path : resolve(SERVER_ROOT, path));

/**
 * The only place that reads the environment. Parsed once at start into a frozen object;
 * every default is the embedded demo (PGlite under apps/server/data, in-process live channel,
 * simulated feed, demo seed).
 */
const bool = z.preprocess((v) => (typeof v === 'string' ? ['1', 'true', 'yes', 'on'].includes(v.toLowerCase()) : v), z.boolean());

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * On SIGTERM the server drains: the longest (ms) it waits for requests in flight and for its
   * clients to go quiet before it closes. docs/decisions/drain-on-sigterm.md.
   */
  DRAIN_DEADLINE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /**
   * What this process does (docs/decisions/process-roles.md): `all` serves players and staff and
   * may lead the background work (the embedded mode's one process); `api` serves them and never
   * leads; `worker` serves nothing but the health paths and may lead. api and worker need
   * PostgreSQL and Redis: they exist to run beside other processes.
   */
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /** PostgreSQL connection string; when empty the embedded PGlite database is used. */
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** PGlite data directory (embedded mode; relative to apps/server); `memory://` keeps it in memory. */
  DATA_DIR: z.string().default('./data/pglite'),
  /** Redis for cross-process live messages and the per-address login limit; empty = in-process. */
  REDIS_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** Prefix of the keys the login limit keeps in Redis, so installs (or test runs) can share one. */
  REDIS_KEY_PREFIX: z.string().default('backlay:'),
  /**
   * Seed the demo sites and logins. Defaults to on in the embedded mode (no DATABASE_URL) outside
   * production; refused in production (its logins and transaction code are public).
   */
  SEED_DEMO: bool.optional(),
  /**
   * Production on the embedded PGlite database, on purpose (a single machine, fsync off:
   * survives a process crash, not a machine crash). Without it production needs DATABASE_URL.
   */
  ALLOW_EMBEDDED_DATABASE: bool.default(false),
  /**
   * Hosts (comma-separated) where the administrator signs in to the console and the API, also
   * before any white label exists. Empty outside production = any host; production needs one.
   */
  ADMIN_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase().replace(/:\d+$/, ''))
        .filter(Boolean),
    ),
  /**
   * Keep one-time codes in the outbox (the page /dev/outbox, loopback callers only) instead of
   * sending them: the stand-in for an SMS gateway. Defaults to on outside production; refused in
   * production, where forgot-password is closed until a real sender is configured.
   */
  OTP_OUTBOX: bool.optional(),
  /** Built player site to serve at `/` (empty = do not serve one). */
  WEB_DIST: z.string().default('../web/dist'),
  /** Built staff console to serve at `/admin/` (relative to apps/server, like WEB_DIST). */
  ADMIN_DIST: z.string().default('../admin/dist'),
  /** Where payment proofs and site images are stored (relative to apps/server). */
  UPLOAD_DIR: z.string().default('./data/uploads'),
  /** Lifetime of a normal session, hours; demo sessions last DEMO_SESSION_HOURS. */
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24),
  DEMO_SESSION_HOURS: z.coerce.number().positive().default(6),
  /** Behind a proxy, trust X-Forwarded-* to learn the client's host, protocol and address. */
  TRUST_PROXY: bool.default(false),
  /** Send desktop browsers to the domain's desktop host and http to https (off on localhost anyway). */
  SITE_REDIRECTS: bool.default(true),
  /**
   * Odds feed: the built-in simulator, or none (catalogue and prices only from staff). Defaults
   * to the simulator outside production and none in production, which refuses the simulator
   * (its matches and prices are made up).
   */
  FEED: z.enum(['simulator', 'none']).optional(),
  /** Simulator seed: the same seed gives the same fixtures, prices and results. */
  FEED_SEED: z.coerce.number().int().default(20261122),
  /** Simulator pace: 1 = real time; 10 = ten times faster (matches last minutes, not hours). */
  FEED_SPEED: z.coerce.number().positive().max(1000).default(1),
  /** A market whose feed is silent this long (ms) is suspended until it speaks again. */
  PRICE_STALE_MS: z.coerce.number().int().positive().default(15_000),
  /** Price updates of one market are merged into at most one live message per this many ms. */
  LIVE_COALESCE_MS: z.coerce.number().int().min(0).default(100),
  /**
   * Backlay Originals' crash rounds run on their own loop. Unset: on, except under
   * NODE_ENV=test (tests drive the rounds themselves); false: no crash rounds at all.
   */
  ORIGINALS_CRASH_LOOP: bool.optional(),
  /** Crash betting window (ms) before each flight, and the pause (ms) after a crash. */
  ORIGINALS_BETTING_MS: z.coerce.number().int().min(500).max(120_000).default(7000),
  ORIGINALS_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  /**
   * How many times faster than real time a crash flight runs (1 = the published curve
   * e^(0.00006 t)); tests and demos set more so long rounds end quickly. Pages get it in the state.
   */
  ORIGINALS_FLIGHT_SPEED: z.coerce.number().min(1).max(100).default(1),
  /**
   * Where the Originals game server reaches the seamless wallet. Empty: in-process through the
   * app's own HTTP routes (Fastify inject: same parser, signature check and rules, no socket);
   * an URL (e.g. http://127.0.0.1:3000) when the game server runs apart from the wallet.
   */
  ORIGINALS_WALLET_URL: z.string().default(''),
  /**
   * Tests only: a phrase from which the crash rounds take their server seeds (originals/test-seeds.ts),
   * so a test knows every round's crash point and its cash-out lands. Refused in production.
   */
  ORIGINALS_TEST_SEEDS: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /**
   * Failed sign-ins per address and minute over every account (demo logins count too), and calls
   * per IP and minute of the other auth calls. docs/decisions/login-attempt-limits.md.
   */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /**
   * Serve the built-in sandbox gateway for IPAY and XPAY (its page pays without money, so never
   * on a real site; refused in production). Defaults to on in the embedded mode (no
   * DATABASE_URL) outside production, off otherwise. Its signing secret is made at first start
   * and kept in the database (platform-secrets.ts), like every secret the platform makes.
   */
  PAYMENT_SANDBOX: bool.optional(),
  /**
   * Which adapter provisions the players' cock-fight accounts (GET api/user/cockFight/create),
   * by name from the third-party-accounts module's registry. `sandbox` records the accounts
   * only in our own table; a real provider's integration adds its name there. An unknown name
   * stops the server at start rather than at a player's first call.
   */
  COCK_FIGHT_ADAPTER: z.string().trim().min(1).default('sandbox'),
});

export type Config = Readonly<
  Omit<z.infer<typeof configSchema>, 'FEED'> & {
    FEED: 'simulator' | 'none';
    seedDemo: boolean;
    otpOutbox: boolean;
    paymentSandbox: boolean;
  }
>;

/** A configuration the server must not start with; one line per problem. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  const isDemoMode = !c.DATABASE_URL && !isProduction;
  const config: Config = Object.freeze({
    ...c,
    DATA_DIR: serverPath(c.DATA_DIR),
    UPLOAD_DIR: serverPath(c.UPLOAD_DIR),
    FEED: c.FEED ?? (isProduction ? 'none' : 'simulator'),
    seedDemo: c.SEED_DEMO ?? isDemoMode,
    otpOutbox: c.OTP_OUTBOX ?? !isProduction,
    paymentSandbox: c.PAYMENT_SANDBOX ?? isDemoMode,
  });
  const problems = [...roleRefusals(config), ...(isProduction ? productionRefusals(config, env) : [])];
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** A process that runs beside others needs what they share: PostgreSQL, and Redis for the live channel and prices. */
function roleRefusals(config: Config): string[] {
  if (config.ROLE === 'all') return [];
  const problems: string[] = [];
  if (!config.DATABASE_URL) problems.push(`ROLE=${config.ROLE} needs DATABASE_URL: the embedded database serves one process (ROLE=all)`);
  if (!config.REDIS_URL) problems.push(`ROLE=${config.ROLE} needs REDIS_URL: processes share live messages and prices through Redis`);
  return problems;
}
