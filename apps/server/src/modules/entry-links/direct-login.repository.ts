import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { directLoginTokens } from '../../db/schema/index.js';

export type DirectLoginTokenRow = typeof directLoginTokens.$inferSelect;

export async function insertDirectLoginToken(db: DbOrTx, row: typeof directLoginTokens.$inferInsert): Promise<DirectLoginTokenRow> {
  const [inserted] = await db.insert(directLoginTokens).values(row).returning();
  return inserted!;
}

/**
 * Marks a live token used and returns it, in one statement: of two requests racing with the
 * same link, exactly one gets the row back.
 */
export async function consumeDirectLoginToken(db: DbOrTx, tokenHash: string, at: Date): Promise<DirectLoginTokenRow | null> {
  const [row] = await db
    .update(directLoginTokens)
    .set({ usedAt: at })
    .where(and(eq(directLoginTokens.tokenHash, tokenHash), isNull(directLoginTokens.usedAt), gt(directLoginTokens.expiresAt, at)))
    .returning();
  return row ?? null;
}

/** The token as stored, to tell a used link from an expired or unknown one. */
export async function findDirectLoginToken(db: DbOrTx, tokenHash: string): Promise<DirectLoginTokenRow | null> {
  const [row] = await db.select().from(directLoginTokens).where(eq(directLoginTokens.tokenHash, tokenHash));
  return row ?? null;
}
