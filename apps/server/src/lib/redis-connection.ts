import { createClient, type RedisClientOptions } from 'redis';
import type { FastifyBaseLogger } from 'fastify';

/** How long a start waits for Redis before it gives up. */
export const REDIS_START_TIMEOUT_MS = 3_000;
/** The longest wait between two tries to get a lost connection back. */
const RECONNECT_MAX_MS = 2_000;

/** A start that cannot go on for a reason the operator fixes: its message is the one line printed. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** The two moments of an outage of one connection (after the start): each heard once per outage. */
export interface RedisOutageListener {
  onLost?: () => void;
  onBack?: () => void;
}

/**
 * A Redis connection for one purpose (the live channel, the sign-in budget). At start-up an
 * unreachable Redis is one clear StartupError within REDIS_START_TIMEOUT_MS, not a wait for a
 * plugin timeout behind a log line per retry. Once connected, a lost connection is retried with
 * a short back-off and logged once when it goes and once when it comes back, however many
 * retries it takes; `onLost` and `onBack` hear the same two moments.
 */
export async function connectRedis(
  url: string,
  purpose: string,
  log: FastifyBaseLogger,
  options: Pick<RedisClientOptions, 'disableOfflineQueue'> & RedisOutageListener = {},
) {
  const { onLost, onBack, ...clientOptions } = options;
  let connected = false;
  let down = false;
  const client = createClient({
    url,
    ...clientOptions,
    socket: {
      connectTimeout: REDIS_START_TIMEOUT_MS,
      // Before the first connection a failure ends the start; after it, retry.
      reconnectStrategy: (retries: number, cause: Error) => (connected ? Math.min(100 * 2 ** retries, RECONNECT_MAX_MS) : cause),
    },
  });
  client.on('error', (err: unknown) => {
    // A command's own error leaves the connection ready; only a lost socket makes it not ready.
    if (!connected || down || client.isReady) return;
    down = true;
    log.error({ err }, `${purpose}: Redis connection lost, retrying`);
    onLost?.();
  });
  // 'ready' comes after the connection's subscriptions are renewed, so nothing is missed from here on.
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.warn(`${purpose}: Redis connection back`);
    onBack?.();
  });
  try {
    await client.connect();
  } catch (err) {
    throw new StartupError(
      `${purpose}: Redis at ${hostOf(url)} cannot be reached (${err instanceof Error ? err.message : String(err)}); check REDIS_URL`,
    );
  }
  connected = true;
  return client;
}

/** Where the URL points, without its credentials. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'REDIS_URL';
  }
}
