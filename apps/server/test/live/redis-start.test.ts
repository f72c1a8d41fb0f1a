import { describe, expect, it } from 'vitest';
import { createServer, type AddressInfo } from 'node:net';
import { StartupError } from '../../src/lib/redis-connection.js';
import { createTestApp } from '../test-app.js';

/**
 * A REDIS_URL that cannot be reached stops the start with one line naming it (printed as
 * "Backlay did not start. …" by server.ts), not after the plugin timeout behind an error line per
 * retry. Both users of Redis (the live channel, the sign-in budget) connect this way.
 */
describe('an unreachable Redis at start-up', () => {
  it('refuses to start with a StartupError naming the address and REDIS_URL', async () => {
    // A port nobody listens on: taken, then freed.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const started = createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    const err = await started.then(
      async (t) => {
        await t.close();
        throw new Error('the app started without its Redis');
      },
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(StartupError);
    expect((err as Error).message).toMatch(new RegExp(`Redis at 127\\.0\\.0\\.1:${port} cannot be reached .*check REDIS_URL`));
  });
});
