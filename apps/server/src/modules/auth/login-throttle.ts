import { normalizeIP } from '@fastify/rate-limit';
import { AUTH_MESSAGES } from '@backlay/contract';
import {
  ACCOUNT_ATTEMPT_POLICY,
  ADDRESS_ATTEMPT_POLICY,
  KNOWN_ADDRESS_DAYS,
  decideAttempt,
  type AttemptCounter,
  type AttemptPolicy,
} from '@backlay/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext, Clock } from '../../lib/context.js';
import { openAddressFailureBudget, type AddressFailureBudget } from './address-failure-budget.js';
import {
  KNOWN_PREFIX,
  deleteCounters,
  isAddressRemembered,
  pruneLoginFailures,
  readCounter,
  rememberAddress,
  restoreCounter,
  swapCounter,
  uncountOne,
  type CounterOwner,
} from './login-failures.repository.js';

/**
 * Limits on guessing passwords at sign-in. The rules, their numbers and why they are so are in
 * docs/decisions/login-attempt-limits.md; in short, before a password is checked:
 *
 * 1. the address takes a unit of its budget of failures over every account
 *    (address-failure-budget.ts);
 * 2. for each account the name can mean (or the employee login it names), the attempt is
 *    counted on the (account, address) counter, which makes that address wait after a few
 *    failures and locks it out of the account after more;
 * 3. and on the account-wide counter, which holds back only addresses the account has not
 *    signed in from, so a stranger cannot lock the player out.
 *
 * Each count is taken before the check, so requests sent at once cannot all be checked; a right
 * password takes its counts back (successes never count) and clears its (account, address)
 * counter. A refused attempt changes no counter and its password is never checked.
 */

/** Who a password belongs to: an account, or a Multi Login employee login (counted alone). */
export type LoginHolder = { kind: 'account'; accountId: string } | { kind: 'login'; accountId: string; loginId: string };

/** A sign-in refused before its password was checked; says when to try again (Retry-After). */
export class LoginRefusal extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterMs: number, message: string) {
    super('RATE_LIMITED', message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

export interface LoginAttempt {
  /** The password of `holder` was right: take back every count, forget this address's failures, remember it. */
  passwordAccepted(holder: LoginHolder): Promise<void>;
}

export interface LoginThrottle {
  /** Counts a sign-in about to check a password of one of `holders` (none: the name is no one's). */
  begin(ip: string, holders: LoginHolder[]): Promise<LoginAttempt>;
  /** A demo login makes an account: it uses a unit of the address's budget for good. */
  spendForDemo(ip: string): Promise<void>;
  /** Deletes counters that hold nothing back any more and addresses not used for long. */
  prune(): Promise<number>;
  close(): Promise<void>;
}

interface Claim {
  key: string;
  previous: AttemptCounter | null;
  claimed: AttemptCounter;
}

const DAY = 86_400_000;
/** Swaps lost in a row before giving up; only a burst of requests on one counter gets near it. */
const MAX_SWAPS = 25;
const PRUNE_EVERY_MS = 10 * 60_000;

/** The app's throttle: its address budget (Redis or memory) and a prune every ten minutes. */
export async function openLoginThrottle(ctx: AppContext, log: FastifyBaseLogger): Promise<LoginThrottle> {
  const budget = await openAddressFailureBudget(ctx.config, ctx.clock, log);
  const throttle = createLoginThrottle(ctx, budget);
  const timer = setInterval(() => {
    throttle.prune().catch((err: unknown) => log.error({ err }, 'login limits: prune failed'));
  }, PRUNE_EVERY_MS);
  timer.unref();
  return {
    ...throttle,
    close: async () => {
      clearInterval(timer);
      await throttle.close();
    },
  };
}

export function createLoginThrottle(deps: { db: Db; clock: Clock }, budget: AddressFailureBudget): LoginThrottle {
  const { db, clock } = deps;

  /**
   * Counts the attempt on one counter, or answers until when it must wait. `isKnown` (only for
   * the account-wide counter) is asked only when the counter would refuse.
   */
  async function claim(
    key: string,
    owner: CounterOwner,
    policy: AttemptPolicy,
    now: Date,
    isKnown?: () => Promise<boolean>,
  ): Promise<Claim | { retryAt: Date }> {
    let known: boolean | undefined;
    // First try as if there were no row: the common case costs one statement.
    let seen: AttemptCounter | null = null;
    for (let i = 0; i < MAX_SWAPS; i++) {
      let decision = decideAttempt(seen, now, policy);
      if (!decision.allowed && isKnown) {
        known ??= await isKnown();
        if (known) decision = decideAttempt(seen, now, policy, true);
      }
      if (!decision.allowed) return { retryAt: decision.retryAt };
      if (await swapCounter(db, key, owner, seen, decision.next)) return { key, previous: seen, claimed: decision.next };
      seen = await readCounter(db, key);
    }
    return { retryAt: new Date(now.getTime() + 1000) };
  }

  async function release(c: Claim): Promise<void> {
    if (!(await restoreCounter(db, c.key, c.claimed, c.previous))) await uncountOne(db, c.key);
  }

  return {
    async begin(ip, holders) {
      const address = addressOf(ip);
      const now = clock.now();
      const unit = await budget.take(address);
      if (!unit.ok) throw new LoginRefusal(unit.retryAfterMs, AUTH_MESSAGES.tooManyAttempts);
      const claims: Claim[] = [];
      const undo = async () => {
        for (const c of claims) await release(c);
        await budget.giveBack(address);
      };
      try {
        for (const h of holders) {
          const pair = await claim(pairKey(h, address), ownerOf(h, address), ADDRESS_ATTEMPT_POLICY, now);
          if (!('key' in pair)) throw refusalUntil(pair.retryAt, now);
          claims.push(pair);
          const since = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY);
          const whole = await claim(holderKey(h), ownerOf(h, null), ACCOUNT_ATTEMPT_POLICY, now, () =>
            isAddressRemembered(db, knownKey(h, address), since),
          );
          if (!('key' in whole)) throw refusalUntil(whole.retryAt, now);
          claims.push(whole);
        }
      } catch (err) {
        await undo();
        throw err;
      }
      return {
        async passwordAccepted(holder) {
          const cleared = pairKey(holder, address);
          for (const c of claims) if (c.key !== cleared) await release(c);
          await deleteCounters(db, [cleared]);
          await budget.giveBack(address);
          await rememberAddress(db, knownKey(holder, address), ownerOf(holder, address), clock.now());
        },
      };
    },

    async spendForDemo(ip) {
      const unit = await budget.take(addressOf(ip));
      if (!unit.ok) throw new LoginRefusal(unit.retryAfterMs, AUTH_MESSAGES.tooManyAttempts);
    },

    async prune() {
      const now = clock.now();
      const quiet = Math.max(ADDRESS_ATTEMPT_POLICY.quietResetMs, ACCOUNT_ATTEMPT_POLICY.quietResetMs);
      return pruneLoginFailures(db, now, new Date(now.getTime() - quiet), new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY));
    },

    close: () => budget.close(),
  };
}

/**
 * The address a limit counts: the client's IP (X-Forwarded-For only with TRUST_PROXY), IPv6
 * cut to its /64, which one subscriber usually holds whole.
 */
export function addressOf(ip: string): string {
  return normalizeIP(ip, 64);
}

function holderKey(h: LoginHolder): string {
  return h.kind === 'account' ? `account:${h.accountId}` : `login:${h.loginId}`;
}

function pairKey(h: LoginHolder, address: string): string {
  return `${holderKey(h)}@${address}`;
}

function knownKey(h: LoginHolder, address: string): string {
  return `${KNOWN_PREFIX}${pairKey(h, address)}`;
}

function ownerOf(h: LoginHolder, address: string | null): CounterOwner {
  return { accountId: h.accountId, loginId: h.kind === 'login' ? h.loginId : null, address };
}

function refusalUntil(retryAt: Date, now: Date): LoginRefusal {
  const waitMs = retryAt.getTime() - now.getTime();
  return new LoginRefusal(waitMs, AUTH_MESSAGES.tryLoginAgainIn(Math.ceil(waitMs / 1000)));
}
