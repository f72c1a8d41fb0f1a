import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@backlay/contract';
import type { Config } from './config/config.js';
import type { Db } from './db/client.js';
import { systemClock, type AppContext, type Clock } from './lib/context.js';
import './lib/fastify-types.js';
import { noNulCharactersPlugin } from './plugins/no-nul-characters.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { requestContextPlugin } from './plugins/request-context.js';
import { webSitePlugin } from './plugins/web-site.js';
import { API_DOCS_POLICY } from './plugins/content-security-policy.js';
import { HEALTH_PATHS, healthModule } from './modules/health/index.js';
import { authModule } from './modules/auth/index.js';
import { profileModule } from './modules/profile/index.js';
import { ledgerModule } from './modules/ledger/index.js';
import { liveModule } from './modules/live/index.js';
import { sportsModule } from './modules/sports/index.js';
import { bettingModule } from './modules/betting/index.js';
import { stakesModule } from './modules/stakes/index.js';
import { settlementModule } from './modules/settlement/index.js';
import { moneyModule } from './modules/money/index.js';
import { paymentGatewayModule } from './modules/payment-gateway/index.js';
import { bonusesModule } from './modules/bonuses/index.js';
import { casinoModule } from './modules/casino/index.js';
import { originalsModule } from './modules/originals/index.js';
import { usersModule } from './modules/users/index.js';
import { tenancyModule } from './modules/tenancy/index.js';
import { reportsModule } from './modules/reports/index.js';
import { statementsModule } from './modules/statements/index.js';
import { complaintsModule } from './modules/complaints/index.js';
import { notificationsModule } from './modules/notifications/index.js';
import { marketAnalysisModule } from './modules/market-analysis/index.js';
import { entryLinksModule } from './modules/entry-links/index.js';
import { leaderboardModule } from './modules/leaderboard/index.js';
import { SessionEnds } from './lib/session-ends.js';
import { Leadership } from './lib/leadership.js';
import { connectRedis } from './lib/redis-connection.js';
import { sharedRateLimitStore } from './lib/shared-rate-limit-store.js';
import { thirdPartyAccountsModule } from './modules/third-party-accounts/index.js';
import { marketAdminModule } from './modules/market-admin/index.js';
import { sitesModule } from './modules/sites/index.js';
import { dashboardModule } from './modules/dashboard/index.js';
import { betVoidsModule } from './modules/bet-voids/index.js';
import { staffReportsModule } from './modules/staff-reports/index.js';
import { multiLoginsModule } from './modules/multi-logins/index.js';
import { blogsModule } from './modules/blogs/index.js';
import { eventFramesModule } from './modules/event-frames/index.js';
import { countryListModule } from './modules/country-list/index.js';
import { siteRedirectsPlugin } from './plugins/site-redirects.js';
import { PriceCache } from './modules/sports/prices/price-cache.js';
import { silentPublisher } from './modules/live/live-publisher.js';

const SERVER_ONLY_PREFIXES = ['/dev/', '/sandbox-gateway/'];
const WORKER_SERVES_NOTHING = 'This process runs background work only (ROLE=worker)';
const CASINO_WALLET_PREFIX = '/api/casino/wallet/';
const LEADER_ELSEWHERE_WITHOUT_REDIS =
  'another process leads this database and REDIS_URL is empty: this one gets no prices and no live messages from it';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** The batch writers' own connections (Database.writer); defaults to `db`. */
  writeDb?: Db;
  clock?: Clock;
  /** Price cache shared with the feed runtime; a fresh one when omitted. */
  prices?: PriceCache;
  /** Pino options; tests pass `false` to keep output quiet. */
  logger?: boolean | Record<string, unknown>;
  /**
   * The PostgreSQL database the leader lock is taken on (Database.url); null or absent on PGlite,
   * where the one process leads (lib/leadership.ts).
   */
  leaderLockUrl?: string | null;
}

/** Builds the whole HTTP app without listening: tests call `inject`, server.ts listens. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.LOG_LEVEL },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) ?? randomUUID(),
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
  });
  const clock = opts.clock ?? systemClock;
  const ctx: AppContext = {
    config,
    db: opts.db,
    writeDb: opts.writeDb ?? opts.db,
    clock,
    prices: opts.prices ?? new PriceCache(clock, config.PRICE_STALE_MS),
    live: silentPublisher,
    sessionEnds: new SessionEnds(app.log),
  };
  app.decorate('ctx', ctx);
  // Background work runs in the leader only; modules add theirs as leader tasks. Campaigning
  // starts once the app is ready, and the lead is given up before anything else closes.
  const leadership = new Leadership({ connectionString: opts.leaderLockUrl ?? null, campaign: config.ROLE !== 'api', log: app.log });
  app.decorate('leadership', leadership);
  app.addHook('onReady', async () => leadership.start());
  app.addHook('preClose', async () => leadership.stop());
  // A worker (config ROLE) leads the background work and answers its health only; added before
  // any plugin so it covers every scope. The casino's seamless wallet stays open: the Originals
  // studio the leader runs pays through it (signed server-to-server calls, no player's).
  if (config.ROLE === 'worker') {
    app.addHook('onRequest', async (req, reply) => {
      const path = req.url.split('?')[0]!;
      if (HEALTH_PATHS.has(path) || path.startsWith(CASINO_WALLET_PREFIX)) return;
      return reply.status(ERROR_CODES.NOT_FOUND).send({ message: WORKER_SERVES_NOTHING, code: 'NOT_FOUND', requestId: String(req.id) });
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  // External plugins first, then ours, then routes (fastify/demo's order).
  await app.register(securityHeadersPlugin);
  await app.register(cors, { origin: true, exposedHeaders: ['authorization', 'x-request-id'] });
  await app.register(formbody);
  // Per-address limits count across every process when they share Redis (lib/shared-rate-limit-store.ts).
  const limitsRedis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, 'rate limits', app.log, { disableOfflineQueue: true }) : null;
  if (limitsRedis) app.addHook('onClose', async () => void (await limitsRedis.quit().catch(() => undefined)));
  await app.register(rateLimit, {
    global: false,
    ...(limitsRedis ? { store: sharedRateLimitStore(limitsRedis, config.REDIS_KEY_PREFIX, app.log) } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Backlay API', version: '0.1.0', description: 'Player and staff API of the Backlay exchange.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The docs page has a policy of its own: Swagger UI's bundles and inline styles, no token of ours.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: API_DOCS_POLICY });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(errorHandlerPlugin);
  await app.register(noNulCharactersPlugin);
  await app.register(requestContextPlugin);
  await app.register(siteRedirectsPlugin);

  await app.register(healthModule);
  // Several processes on one PostgreSQL share prices and live messages only through Redis: one
  // that finds another leading and has no REDIS_URL would serve markets it never prices.
  if (config.ROLE === 'all' && opts.leaderLockUrl && !config.REDIS_URL) {
    app.readiness.add('single process', async () => (leadership.isLeader() ? null : LEADER_ELSEWHERE_WITHOUT_REDIS));
  }
  await app.register(tenancyModule);
  await app.register(authModule);
  await app.register(profileModule);
  await app.register(ledgerModule);
  await app.register(liveModule);
  await app.register(sportsModule);
  await app.register(bettingModule);
  await app.register(stakesModule);
  await app.register(settlementModule);
  await app.register(moneyModule);
  await app.register(paymentGatewayModule);
  await app.register(bonusesModule);
  await app.register(casinoModule);
  await app.register(originalsModule);
  await app.register(usersModule);
  await app.register(reportsModule);
  await app.register(statementsModule);
  await app.register(complaintsModule);
  await app.register(notificationsModule);
  await app.register(marketAnalysisModule);
  await app.register(entryLinksModule);
  await app.register(leaderboardModule);
  await app.register(thirdPartyAccountsModule);
  await app.register(marketAdminModule);
  await app.register(sitesModule);
  await app.register(dashboardModule);
  await app.register(betVoidsModule);
  await app.register(staffReportsModule);
  await app.register(multiLoginsModule);
  await app.register(blogsModule);
  await app.register(eventFramesModule);
  await app.register(countryListModule);

  await app.register(webSitePlugin);
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/')) {
      return reply.status(ERROR_CODES.NOT_FOUND).send({ message: 'Not Found', code: 'NOT_FOUND', requestId: String(req.id) });
    }
    // A missing chunk is a 404, never the index page: a page built before a deploy asking for
    // its old chunks must fail as a script load (and reload), not parse HTML as JavaScript.
    if (req.url.startsWith('/assets/')) return reply.status(ERROR_CODES.NOT_FOUND).type('text/plain').send('Not Found');
    // Paths only the server answers (the outbox, the sandbox gateway's page) are a real 404
    // where they are off, not the player site's page: a probe learns nothing from a 200.
    if (SERVER_ONLY_PREFIXES.some((p) => req.url.startsWith(p))) {
      return reply.status(ERROR_CODES.NOT_FOUND).type('text/plain').send('Not Found');
    }
    return reply.sendSpa();
  });
  return app;
}
