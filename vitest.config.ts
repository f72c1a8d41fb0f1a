import { configDefaults, defineConfig } from 'vitest/config';

/** One run for every workspace; each workspace is a project (npm test -w X runs one). */
// CI asks for a JSON report beside the console one, to add up every suite's totals.
const jsonReport = process.env.VITEST_JSON;

export default defineConfig({
  test: {
    ...(jsonReport ? { reporters: ['default', 'json'], outputFile: { json: jsonReport } } : {}),
    // Vitest's default on a machine of N cores is N - 1 workers: one on a 2-core CI machine,
    // which then idles a core while a test waits on a socket or a timer. Three keep both busy.
    maxWorkers: 3,
    projects: [
      // isolate: false runs a worker's files one after another in the same module graph instead
      // of loading every module again for each file. Safe where a file keeps its state to itself:
      // the pure packages, and the server, whose every file builds its own app on its own
      // database. The web and admin files mock modules and share stores, so they stay isolated.
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node', isolate: false } },
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'apps/server/test/resilience/**'],
          environment: 'node',
          pool: 'forks',
          isolate: false,
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Failures an operator meets (lost connections, restarts, a Redis outage) on real
      // PostgreSQL and a private Redis: run by .ci/run's PostgreSQL step, not by `npm test`, and
      // failing, never skipping, where either is missing (test/resilience/require-services.ts).
      {
        test: {
          name: 'resilience',
          include: ['apps/server/test/resilience/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // One file at a time: several start whole clusters of processes and measure take-overs.
          fileParallelism: false,
          globalSetup: ['apps/server/test/resilience/require-services.ts', 'apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'admin',
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
