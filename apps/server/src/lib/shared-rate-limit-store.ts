import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { connectRedis } from './redis-connection.js';

type RedisClient = Awaited<ReturnType<typeof connectRedis>>;

/**
 * One count for every process (docs/in-process-state.md): the per-address limits of
 * @fastify/rate-limit (codes, OTPs, direct logins) kept in Redis when REDIS_URL is set, so N
 * processes behind a load balancer do not allow N times the limit. A window is a key that
 * counts its requests and expires with the window (set on its first request only, in the same
 * round trip). While Redis does not answer a request is let through and the failure logged:
 * a limit must not lock every player out of signing in during an outage.
 */
export function sharedRateLimitStore(redis: RedisClient, keyPrefix: string, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const storeFor = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      const k = `${prefix}${key}`;
      redis
        .multi()
        .incr(k)
        .pExpire(k, timeWindow, 'NX')
        .pTTL(k)
        .exec()
        .then((replies) => callback(null, { current: Number(replies[0]), ttl: Math.max(0, Number(replies[2])) }))
        .catch((err: unknown) => {
          log.error({ err }, 'rate limits: Redis did not answer, the request is let through');
          callback(null, { current: 0, ttl: timeWindow });
        });
    },
    child(routeOptions) {
      // What the plugin passes: the route's merged limits with the route under `routeInfo`.
      const route = (routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return storeFor(`${prefix}${String(route.method ?? '')}${String(route.url ?? '')}:`);
    },
  });
  return class SharedRateLimitStore {
    constructor() {
      return storeFor(`${keyPrefix}rate-limit:`);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
