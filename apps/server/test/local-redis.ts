import { createConnection } from 'node:net';

/** The local Redis the Redis-backed tests use (.ci/run starts it when it is installed). */
export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Whether the local Redis answers. A test file that needs it runs those tests only when it does,
 * and says so when it does not (`what` names what is left untested).
 */
export async function localRedisUp(file: string, what: string): Promise<boolean> {
  const up = await new Promise<boolean>((resolve) => {
    const probe = createConnection({ host: '127.0.0.1', port: 6379 });
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
  if (!up) console.warn(`${file}: no Redis on 127.0.0.1:6379, ${what}`);
  return up;
}
