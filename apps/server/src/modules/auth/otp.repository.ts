import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { otpCodes, outboxMessages } from '../../db/schema/index.js';

export type OtpRow = typeof otpCodes.$inferSelect;
export type OutboxRow = typeof outboxMessages.$inferSelect;

/** The newest code of a user for a purpose that can still be tried at `at`. */
export async function findLiveOtp(db: DbOrTx, userId: string, purpose: string, at: Date, maxAttempts: number): Promise<OtpRow | null> {
  const rows = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.userId, userId),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.usedAt),
        gt(otpCodes.expiresAt, at),
        lt(otpCodes.attempts, maxAttempts),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** Ends every live code of a user for a purpose (a new one replaces them). */
export async function expireOtps(db: DbOrTx, userId: string, purpose: string, at: Date): Promise<void> {
  await db
    .update(otpCodes)
    .set({ expiresAt: at })
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt), gt(otpCodes.expiresAt, at)));
}

export async function insertOtp(
  db: DbOrTx,
  row: { userId: string; purpose: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<OtpRow> {
  const [created] = await db.insert(otpCodes).values(row).returning();
  return created!;
}

/**
 * Spends one attempt on a code, atomically: answers false when the code is used, expired or
 * out of attempts (so parallel guesses cannot go past the limit).
 */
export async function spendOtpAttempt(db: DbOrTx, otpId: string, at: Date, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, otpId), isNull(otpCodes.usedAt), gt(otpCodes.expiresAt, at), lt(otpCodes.attempts, maxAttempts)))
    .returning({ id: otpCodes.id });
  return rows.length > 0;
}

/** Marks a code used; false when someone used it first. */
export async function markOtpUsed(db: DbOrTx, otpId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ usedAt: at })
    .where(and(eq(otpCodes.id, otpId), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return rows.length > 0;
}

export async function insertOutboxMessage(
  db: DbOrTx,
  row: { channel: string; recipient: string; body: string; createdAt: Date },
): Promise<void> {
  await db.insert(outboxMessages).values(row);
}

export async function listOutboxMessages(db: DbOrTx, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit);
}
