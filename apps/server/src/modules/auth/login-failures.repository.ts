import { and, eq, gt, inArray, isNull, like, lt, not, or, sql } from 'drizzle-orm';
import type { AttemptCounter } from '@backlay/domain';
import type { DbOrTx } from '../../db/client.js';
import { loginFailures } from '../../db/schema/index.js';

/** What a counter row says about whom (kept for staff looking at the table; keys are opaque). */
export interface CounterOwner {
  accountId: string;
  loginId: string | null;
  /** Null on the account-wide counter. */
  address: string | null;
}

/** The prefix of the rows that remember an address a sign-in succeeded from (not counters). */
export const KNOWN_PREFIX = 'known:';

export async function readCounter(db: DbOrTx, key: string): Promise<AttemptCounter | null> {
  const rows = await db
    .select({
      failures: loginFailures.failures,
      windowStartedAt: loginFailures.windowStartedAt,
      lastFailedAt: loginFailures.lastFailedAt,
      lockedUntil: loginFailures.lockedUntil,
    })
    .from(loginFailures)
    .where(eq(loginFailures.key, key))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Writes `next` only if the row is still `seen` (null: still missing), in one statement; answers
 * whether it was written. Two processes that read the same counter cannot both move it on: the
 * loser reads again and decides on the winner's count.
 */
export async function swapCounter(
  db: DbOrTx,
  key: string,
  owner: CounterOwner,
  seen: AttemptCounter | null,
  next: AttemptCounter,
): Promise<boolean> {
  const values = { key, ...owner, ...next };
  if (!seen) {
    const inserted = await db.insert(loginFailures).values(values).onConflictDoNothing().returning({ key: loginFailures.key });
    return inserted.length === 1;
  }
  const updated = await db
    .insert(loginFailures)
    .values(values)
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: next.failures,
        windowStartedAt: next.windowStartedAt,
        lastFailedAt: next.lastFailedAt,
        lockedUntil: next.lockedUntil,
      },
      setWhere: isState(seen),
    })
    .returning({ key: loginFailures.key });
  return updated.length === 1;
}

/** Puts the row back to `previous` (deletes it when there was none) if it is still `claimed`. */
export async function restoreCounter(db: DbOrTx, key: string, claimed: AttemptCounter, previous: AttemptCounter | null): Promise<boolean> {
  const where = and(eq(loginFailures.key, key), isState(claimed));
  if (!previous) {
    const deleted = await db.delete(loginFailures).where(where).returning({ key: loginFailures.key });
    return deleted.length === 1;
  }
  const updated = await db.update(loginFailures).set(previous).where(where).returning({ key: loginFailures.key });
  return updated.length === 1;
}

/** Takes one failure off a counter others have moved on since (its times stay theirs). */
export async function uncountOne(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(loginFailures)
    .set({ failures: sql`${loginFailures.failures} - 1` })
    .where(and(eq(loginFailures.key, key), gt(loginFailures.failures, 0)));
}

export async function deleteCounters(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.key, keys));
}

/**
 * Remembers that a sign-in succeeded from the address: a row with no failures whose
 * `last_failed_at` holds the last success. Written at most once a day per address, so signing
 * in often does not rewrite it each time.
 */
export async function rememberAddress(db: DbOrTx, key: string, owner: CounterOwner, at: Date): Promise<void> {
  const dayAgo = new Date(at.getTime() - 86_400_000);
  await db
    .insert(loginFailures)
    .values({ key, ...owner, failures: 0, windowStartedAt: at, lastFailedAt: at, lockedUntil: null })
    .onConflictDoUpdate({ target: loginFailures.key, set: { lastFailedAt: at }, setWhere: lt(loginFailures.lastFailedAt, dayAgo) });
}

/** Whether a sign-in succeeded from the address since `since`. */
export async function isAddressRemembered(db: DbOrTx, key: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ key: loginFailures.key })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.lastFailedAt, since)))
    .limit(1);
  return rows.length === 1;
}

/**
 * Deletes counters that no longer hold anything back (quiet since `countersBefore`, no lock
 * running at `now`) and remembered addresses not used since `knownBefore`.
 */
export async function pruneLoginFailures(db: DbOrTx, now: Date, countersBefore: Date, knownBefore: Date): Promise<number> {
  const isKnownRow = like(loginFailures.key, `${KNOWN_PREFIX}%`);
  const deleted = await db
    .delete(loginFailures)
    .where(
      or(
        and(isKnownRow, lt(loginFailures.lastFailedAt, knownBefore)),
        and(
          not(isKnownRow),
          lt(loginFailures.lastFailedAt, countersBefore),
          or(isNull(loginFailures.lockedUntil), lt(loginFailures.lockedUntil, now)),
        ),
      ),
    )
    .returning({ key: loginFailures.key });
  return deleted.length;
}

function isState(c: AttemptCounter) {
  return and(
    eq(loginFailures.failures, c.failures),
    eq(loginFailures.windowStartedAt, c.windowStartedAt),
    eq(loginFailures.lastFailedAt, c.lastFailedAt),
  );
}
