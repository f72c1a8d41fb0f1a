import { loadConfig } from './config/config.js';
import { openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { seedDemo, DEMO_LOGINS } from './db/seed/demo-seed.js';
import { systemClock } from './lib/context.js';
import { SimulatorFeed } from './modules/sports/feed/simulator/simulator-feed.js';
import { startSportsRuntime, type SportsRuntime } from './modules/sports/runtime/sports-runtime.js';

/** Starts the platform: database, migrations, demo seed (embedded mode), HTTP. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  if (config.seedDemo) await seedDemo(database.db);
  const app = await buildApp({ config, db: database.db, writeDb: database.writer });
  let sports: SportsRuntime | null = null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      // The feed stops and its queued writes land before the database closes.
      await sports?.stop();
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
  // Started after listening: loading the stored catalogue and the feed's first burst run in
  // the background and never delay the server coming up.
  if (config.FEED === 'simulator') {
    const feed = new SimulatorFeed({
      seed: config.FEED_SEED,
      speed: config.FEED_SPEED,
      clock: systemClock,
      onError: (err) => app.log.error({ err }, 'simulator feed failed'),
    });
    sports = startSportsRuntime(app.ctx, feed, app.log);
  }
  const ms = Math.round(performance.now() - started);
  const lines = [
    '',
    `Backlay is up in ${ms} ms (${database.kind}${database.kind === 'pglite' ? ` at ${config.DATA_DIR}` : ''})`,
    `  b2c site:  http://localhost:${config.PORT}/  and  http://b2c.localhost:${config.PORT}/`,
    `  b2b site:  http://b2b.localhost:${config.PORT}/`,
    `  API docs:  http://localhost:${config.PORT}/api/docs`,
    `  OTP outbox (embedded mode): http://localhost:${config.PORT}/dev/outbox`,
  ];
  if (config.seedDemo) {
    lines.push('  Demo logins (password Backlay123):');
    for (const l of DEMO_LOGINS) lines.push(`    ${l.userName.padEnd(14)} ${l.role.padEnd(14)} ${l.site}`);
  }
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
