import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Clock } from '../../lib/context.js';
import { connectRedis } from '../../lib/redis-connection.js';

/**
 * How many failed sign-ins one address may make a minute over every account and name
 * (LOGIN_RATE_LIMIT): the limit on spraying one password over many accounts, and the only
 * one on names no account has. A unit is taken before the password is checked (so requests
 * sent at once cannot all slip through) and given back when the password was right or the
 * attempt was refused before its check: only failures use it up.
 * docs/decisions/login-attempt-limits.md.
 */
export interface AddressFailureBudget {
  /** Takes a unit; when none is left, answers how long until the window ends instead. */
  take(address: string): Promise<{ ok: true } | { ok: false; retryAfterMs: number }>;
  giveBack(address: string): Promise<void>;
  close(): Promise<void>;
}

export interface BudgetLimits {
  max: number;
  windowMs: number;
}

/** One process's own budget, on the app's clock (no Redis). */
export function memoryAddressBudget(limits: BudgetLimits, clock: Clock): AddressFailureBudget {
  const windows = new Map<string, { used: number; endsAt: number }>();
  let sweptAt = 0;
  const live = (address: string, now: number) => {
    const w = windows.get(address);
    return w && w.endsAt > now ? w : null;
  };
  return {
    take: async (address) => {
      const now = clock.now().getTime();
      if (now - sweptAt >= limits.windowMs) {
        // Ended windows are dropped once a window, so addresses seen once do not pile up.
        for (const [key, w] of windows) if (w.endsAt <= now) windows.delete(key);
        sweptAt = now;
      }
      const w = live(address, now) ?? { used: 0, endsAt: now + limits.windowMs };
      if (w.used >= limits.max) return { ok: false, retryAfterMs: w.endsAt - now };
      w.used++;
      windows.set(address, w);
      return { ok: true };
    },
    giveBack: async (address) => {
      const w = live(address, clock.now().getTime());
      if (w && w.used > 0) w.used--;
    },
    close: async () => {
      windows.clear();
    },
  };
}

/** The part of a node-redis client the shared budget uses. */
export interface RedisScripting {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  quit(): Promise<unknown>;
}

// A refused take changes nothing, so the window is never stretched by hammering it.
const TAKE = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= tonumber(ARGV[1]) then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]); ttl = tonumber(ARGV[2]) end
  return ttl
end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return -1
`;

// DECR keeps the key's expiry; a key that has expired meanwhile is left alone.
const GIVE_BACK = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used > 0 then redis.call('DECR', KEYS[1]) end
return used
`;

/**
 * The budget shared by every process on one Redis (REDIS_URL), under `keyPrefix`. When Redis
 * cannot answer, the attempt goes ahead and the error is logged: the per-account counters in
 * the database still hold, and a Redis outage must not stop every player from signing in.
 */
export function redisAddressBudget(
  redis: RedisScripting,
  keyPrefix: string,
  limits: BudgetLimits,
  log: FastifyBaseLogger,
): AddressFailureBudget {
  const keyOf = (address: string) => `${keyPrefix}login-failures:${address}`;
  return {
    take: async (address) => {
      try {
        const ttl = Number(await redis.eval(TAKE, { keys: [keyOf(address)], arguments: [String(limits.max), String(limits.windowMs)] }));
        return ttl < 0 ? { ok: true } : { ok: false, retryAfterMs: ttl };
      } catch (err) {
        log.error({ err }, 'login limits: redis did not answer, the address budget is skipped');
        return { ok: true };
      }
    },
    giveBack: async (address) => {
      try {
        await redis.eval(GIVE_BACK, { keys: [keyOf(address)], arguments: [] });
      } catch (err) {
        log.error({ err }, 'login limits: redis did not answer, a unit was not given back');
      }
    },
    close: async () => {
      await redis.quit().catch(() => undefined);
    },
  };
}

/**
 * The budget for this app: shared through Redis when REDIS_URL is set (start-up fails when
 * Redis cannot be reached, as the live channel's does), this process's own otherwise.
 */
export async function openAddressFailureBudget(
  config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX' | 'LOGIN_RATE_LIMIT'>,
  clock: Clock,
  log: FastifyBaseLogger,
): Promise<AddressFailureBudget> {
  const limits = { max: config.LOGIN_RATE_LIMIT, windowMs: 60_000 };
  if (!config.REDIS_URL) return memoryAddressBudget(limits, clock);
  // Without the offline queue a command fails at once while the connection is down, instead of
  // holding the sign-in until Redis is back.
  const client = await connectRedis(config.REDIS_URL, 'sign-in limits', log, { disableOfflineQueue: true });
  return redisAddressBudget(client, config.REDIS_KEY_PREFIX, limits, log);
}
