/**
 * Failed-password counters: when a sign-in may check its password, and what a wrong password
 * does to the counter. The rules and the reasons for their numbers are in
 * docs/decisions/login-attempt-limits.md; the server keeps the counters in the database.
 */

export interface AttemptPolicy {
  /** Failures after which the next attempt still needs no wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** The failure that brings the count to this locks the counter for `lockMs`. */
  lockAfter: number;
  lockMs: number;
  /** A counter without a failure for this long starts again from zero. */
  quietResetMs: number;
}

export interface AttemptCounter {
  failures: number;
  windowStartedAt: Date;
  lastFailedAt: Date;
  lockedUntil: Date | null;
}

export type AttemptDecision = { allowed: true; next: AttemptCounter } | { allowed: false; locked: boolean; retryAt: Date };

const MINUTE = 60_000;

/** Wrong passwords for one account (or employee login) from one address. */
export const ADDRESS_ATTEMPT_POLICY: AttemptPolicy = {
  freeFailures: 3,
  firstDelayMs: 1000,
  maxDelayMs: 30_000,
  lockAfter: 10,
  lockMs: 15 * MINUTE,
  quietResetMs: 60 * MINUTE,
};

/** Wrong passwords for one account from every address; it holds back only unknown addresses. */
export const ACCOUNT_ATTEMPT_POLICY: AttemptPolicy = {
  freeFailures: 10,
  firstDelayMs: 1000,
  maxDelayMs: 30_000,
  lockAfter: 20,
  lockMs: 15 * MINUTE,
  quietResetMs: 60 * MINUTE,
};

/** How long an address a sign-in succeeded from stays known to the account. */
export const KNOWN_ADDRESS_DAYS = 90;

/** The wait before the next attempt once `failures` have been counted. */
export function delayAfter(failures: number, policy: AttemptPolicy): number {
  if (failures <= policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures - 1, 30);
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}

/** A counter whose lock is over, or that has been quiet long enough, counts from zero again. */
export function hasLapsed(counter: AttemptCounter, now: Date, policy: AttemptPolicy): boolean {
  if (counter.lockedUntil && now >= counter.lockedUntil) return true;
  return now.getTime() - counter.lastFailedAt.getTime() >= policy.quietResetMs;
}

/**
 * May an attempt check its password now? If so, `next` is the counter with this attempt counted
 * as a failure (the caller takes it back when the password turns out right). `overrule` counts
 * the attempt even while the counter would refuse (an address the account knows, checked against
 * the account-wide counter): it never starts, moves or lifts a lock that is running.
 */
export function decideAttempt(counter: AttemptCounter | null, now: Date, policy: AttemptPolicy, overrule = false): AttemptDecision {
  if (!counter || hasLapsed(counter, now, policy)) {
    return { allowed: true, next: { failures: 1, windowStartedAt: now, lastFailedAt: now, lockedUntil: lockFrom(1, now, policy) } };
  }
  const lockRunning = counter.lockedUntil !== null && now < counter.lockedUntil;
  if (!overrule) {
    if (lockRunning) return { allowed: false, locked: true, retryAt: counter.lockedUntil! };
    const retryAt = new Date(counter.lastFailedAt.getTime() + delayAfter(counter.failures, policy));
    if (now < retryAt) return { allowed: false, locked: false, retryAt };
  }
  const failures = counter.failures + 1;
  return {
    allowed: true,
    next: {
      failures,
      windowStartedAt: counter.windowStartedAt,
      lastFailedAt: now,
      lockedUntil: lockRunning ? counter.lockedUntil : lockFrom(failures, now, policy),
    },
  };
}

function lockFrom(failures: number, now: Date, policy: AttemptPolicy): Date | null {
  return failures >= policy.lockAfter ? new Date(now.getTime() + policy.lockMs) : null;
}
