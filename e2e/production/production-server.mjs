// The production project's server (playwright.config.ts): the compiled server (`npm run build`)
// on a fresh PostgreSQL database with NODE_ENV=production, as an operator runs it. The spec
// creates the first administrator with the compiled `admin:create` on the same database.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PRODUCTION_DATABASE, productionEnv, postgresUrl } from './production-env.mjs';

const serverDir = fileURLToPath(new URL('../../apps/server/', import.meta.url));

const admin = new pg.Client({ connectionString: postgresUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${PRODUCTION_DATABASE} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${PRODUCTION_DATABASE}`);
await admin.end();

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
  cwd: serverDir,
  stdio: 'inherit',
  env: { PATH: process.env.PATH, ...productionEnv(Number(process.env.PORT)) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
