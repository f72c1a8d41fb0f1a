import type { FastifyBaseLogger } from 'fastify';
import type { connectRedis } from '../../lib/redis-connection.js';

type RedisClient = Awaited<ReturnType<typeof connectRedis>>;

/**
 * "One delayed placement per player at a time" (BET_MESSAGES.placementInProgress) for every
 * process: a key per player in Redis while one of the player's placements waits out its in-play
 * delay and commits, taken with SET NX so two processes cannot both take it. The same
 * Idempotency-Key may take it again (a client's retry reaching another process: the database
 * answers it with the first attempt's bet). Each process also keeps its own in-flight map, which
 * answers a retry on the same process with the same promise.
 *
 * A Redis that does not answer lets the placement go on (logged): the rule then holds per
 * process only, and every bet is still checked against the wallet in its batch.
 */
export interface PlacementHolds {
  /** Whether this placement may go on; `token` is its Idempotency-Key, or a key of its own. */
  take(userId: string, token: string, ms: number): Promise<boolean>;
  release(userId: string, token: string): Promise<void>;
  close(): Promise<void>;
}

/** Deletes the hold only while it is still this placement's (it may have expired and been retaken). */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

export function redisPlacementHolds(redis: RedisClient, keyPrefix: string, log: FastifyBaseLogger): PlacementHolds {
  const keyOf = (userId: string) => `${keyPrefix}placing:${userId}`;
  return {
    take: async (userId, token, ms) => {
      try {
        if ((await redis.set(keyOf(userId), token, { NX: true, PX: ms })) === 'OK') return true;
        return (await redis.get(keyOf(userId))) === token;
      } catch (err) {
        log.error({ err }, 'placement holds: Redis did not answer, the placement goes on');
        return true;
      }
    },
    release: async (userId, token) => {
      try {
        await redis.eval(RELEASE, { keys: [keyOf(userId)], arguments: [token] });
      } catch (err) {
        log.error({ err }, 'placement holds: Redis did not answer, the hold expires by itself');
      }
    },
    close: async () => {
      await redis.quit().catch(() => undefined);
    },
  };
}
