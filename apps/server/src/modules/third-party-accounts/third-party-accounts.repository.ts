import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { thirdPartyAccounts, users } from '../../db/schema/index.js';

export type ThirdPartyAccountRow = typeof thirdPartyAccounts.$inferSelect;

export async function findThirdPartyAccount(db: DbOrTx, userId: string, provider: string): Promise<ThirdPartyAccountRow | null> {
  const [row] = await db
    .select()
    .from(thirdPartyAccounts)
    .where(and(eq(thirdPartyAccounts.userId, userId), eq(thirdPartyAccounts.provider, provider)));
  return row ?? null;
}

/** The accounts at a provider of these players whose provider session is still open. */
export async function findActiveThirdPartyAccounts(
  db: DbOrTx,
  userIds: readonly string[],
  provider: string,
): Promise<ThirdPartyAccountRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(thirdPartyAccounts)
    .where(
      and(
        inArray(thirdPartyAccounts.userId, [...userIds]),
        eq(thirdPartyAccounts.provider, provider),
        eq(thirdPartyAccounts.status, 'active'),
      ),
    );
}

/** Records the account (a second create of the same player and provider changes nothing) and flags the user. */
export async function recordThirdPartyAccount(
  db: DbOrTx,
  row: { userId: string; provider: string; externalId: string; at: Date },
): Promise<void> {
  await db
    .insert(thirdPartyAccounts)
    .values({ userId: row.userId, provider: row.provider, externalId: row.externalId, createdAt: row.at })
    .onConflictDoNothing();
  await db.update(users).set({ cockFightCreated: true, updatedAt: row.at }).where(eq(users.id, row.userId));
}

export async function markThirdPartyLoggedOut(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(thirdPartyAccounts).set({ status: 'loggedOut', lastLogoutAt: at }).where(eq(thirdPartyAccounts.id, id));
}

export async function markThirdPartyActive(db: DbOrTx, id: string): Promise<void> {
  await db.update(thirdPartyAccounts).set({ status: 'active' }).where(eq(thirdPartyAccounts.id, id));
}
