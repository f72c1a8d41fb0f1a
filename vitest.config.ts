import { defineConfig } from 'vitest/config';

/** One run for every workspace; each workspace is a project (npm test -w X runs one). */
// CI asks for a JSON report beside the console one, to add up every suite's totals.
const jsonReport = process.env.VITEST_JSON;

export default defineConfig({
  test: {
    ...(jsonReport ? { reporters: ['default', 'json'], outputFile: { json: jsonReport } } : {}),
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
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
