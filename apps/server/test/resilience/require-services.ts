import type { TestProject } from 'vitest/node';
import { execFileSync } from 'node:child_process';
import pg from 'pg';

/**
 * The resilience tests take PostgreSQL connections away, start processes together on one
 * database and stop and start a Redis of their own: they need a PostgreSQL server (DATABASE_URL)
 * and the redis-server program. Without either the whole project fails here with one line saying
 * which, instead of passing with nothing tested.
 */
export default async function requireServices(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the resilience tests need PostgreSQL: set DATABASE_URL (.ci/run sets it in its PostgreSQL step)');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    throw new Error(`the resilience tests need PostgreSQL at DATABASE_URL: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error('the resilience tests need the redis-server program (apt-get install redis-server)');
  }
  project.provide('resiliencePgUrl', url);
}
