import { ConfigError, loadConfig } from './config/config.js';
import { describeProfile } from './config/production-profile.js';
import { openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { seedDemo, DEMO_LOGINS } from './db/seed/demo-seed.js';
import { ensureBaseRows } from './db/seed/base-rows.js';
import { systemClock } from './lib/context.js';
import { StartupError } from './lib/redis-connection.js';
import { SimulatorFeed } from './modules/sports/feed/simulator/simulator-feed.js';
import { startSportsRuntime, type SportsRuntime } from './modules/sports/runtime/sports-runtime.js';
import { installGracefulDrain } from './lib/graceful-drain.js';

/** Starts the platform: database, migrations, base rows, demo seed (the demo only), HTTP. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // The demo seed makes the base rows itself, before its sites and logins.
  // One process at a time: several started at once would race to make the same rows.
  await database.startExclusively(async () => {
    if (config.seedDemo) await seedDemo(database.db);
    else await ensureBaseRows(database.db);
  });
  const app = await buildApp({ config, db: database.db, writeDb: database.writer, leaderLockUrl: database.url });

  // Stopping answers everything taken and asks the rest to try again (docs/decisions/drain-on-sigterm.md).
  const drain = installGracefulDrain(app, { deadlineMs: config.DRAIN_DEADLINE_MS });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining: new requests are asked to try again');
    const timer = setTimeout(() => process.exit(1), config.DRAIN_DEADLINE_MS + 10_000);
    timer.unref();
    try {
      app.log.info(await drain.drain(), 'drained; shutting down');
      // Then the leader's work (the feed, whose queued writes land before the database closes,
      // and the schedules), the live sockets (the app's close hooks), and the database last.
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  // The feed is the leader's: started once this process leads (at once when it is the only one),
  // after listening, so loading the stored catalogue and the feed's first burst never delay the
  // server coming up.
  if (config.FEED === 'simulator') {
    let sports: SportsRuntime | null = null;
    app.leadership.add({
      name: 'feed',
      start: () => {
        const feed = new SimulatorFeed({
          seed: config.FEED_SEED,
          speed: config.FEED_SPEED,
          clock: systemClock,
          onError: (err) => app.log.error({ err }, 'simulator feed failed'),
        });
        sports = startSportsRuntime(app.ctx, feed, app.log);
      },
      stop: async () => {
        await sports?.stop();
        sports = null;
      },
    });
    // Fresh: the feed spoke within the time after which a silent market is suspended.
    app.readiness.add('feed', async () => {
      if (!sports) return null;
      const at = sports.lastMessageAt();
      if (at === null) return 'no message from the feed yet';
      const silentMs = Date.now() - at;
      return silentMs > config.PRICE_STALE_MS ? `silent for ${Math.round(silentMs / 1000)} s` : null;
    });
  }
  const ms = Math.round(performance.now() - started);
  const lines = [
    '',
    `Backlay is up in ${ms} ms (${database.kind}${database.kind === 'pglite' ? ` at ${config.DATA_DIR}` : ''})`,
    ...(config.ROLE === 'worker'
      ? [
          `  Role:      worker: background work when it leads (leading now: ${app.leadership.isLeader() ? 'yes' : 'no, standing by'}); health only`,
        ]
      : config.ROLE === 'api'
        ? ["  Role:      api: serves players and staff; the background work is a worker's"]
        : []),
    ...(config.ROLE === 'worker'
      ? []
      : config.seedDemo
        ? [
            `  b2c site:  http://localhost:${config.PORT}/  and  http://b2c.localhost:${config.PORT}/`,
            `  b2b site:  http://b2b.localhost:${config.PORT}/`,
          ]
        : [`  Console:   http://${config.ADMIN_HOSTS[0] ?? 'localhost'}:${config.PORT}/admin/ (sites are served on their own domains)`]),
    `  API docs:  http://localhost:${config.PORT}/api/docs`,
    `  Health:    http://localhost:${config.PORT}/healthz  and  /readyz`,
    ...describeProfile(config),
  ];
  if (config.otpOutbox) lines.push(`  OTP outbox (this machine only): http://localhost:${config.PORT}/dev/outbox`);
  if (config.seedDemo) {
    lines.push('  Demo logins (password Backlay123):');
    for (const l of DEMO_LOGINS) lines.push(`    ${l.userName.padEnd(14)} ${l.role.padEnd(14)} ${l.site}`);
  }
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  // A refused configuration or an unreachable service is the operator's to fix: its lines, not
  // a stack trace.
  if (err instanceof ConfigError || err instanceof StartupError) console.error(`Backlay did not start. ${err.message}`);
  else console.error(err);
  process.exit(1);
});
