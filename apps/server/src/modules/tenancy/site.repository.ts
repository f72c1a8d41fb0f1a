import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { appConfig, domains, themes, users, whiteLabels } from '../../db/schema/index.js';
import type { SiteContext, WhiteLabelRow } from '../../lib/context.js';

/** Every site, oldest domain first: the first domain of a white label is its main one. */
export async function loadAllSites(db: DbOrTx): Promise<SiteContext[]> {
  return db
    .select({ domain: domains, whiteLabel: whiteLabels })
    .from(domains)
    .innerJoin(whiteLabels, eq(whiteLabels.id, domains.whiteLabelId))
    .orderBy(asc(domains.createdAt), asc(domains.host));
}

export type AppConfigRow = typeof appConfig.$inferSelect;
export type ThemeRow = typeof themes.$inferSelect;

export async function loadAppConfig(db: DbOrTx): Promise<AppConfigRow> {
  const rows = await db.select().from(appConfig).where(eq(appConfig.id, 1));
  if (rows[0]) return rows[0];
  const [created] = await db.insert(appConfig).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(appConfig).where(eq(appConfig.id, 1)))[0]!;
}

/** The single app_config row, locked for an update in the caller's transaction. */
export async function lockAppConfig(tx: DbOrTx): Promise<AppConfigRow> {
  await tx.insert(appConfig).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx.select().from(appConfig).where(eq(appConfig.id, 1)).for('update');
  return row!;
}

export async function updateAppConfig(
  tx: DbOrTx,
  patch: Partial<Pick<AppConfigRow, 'isMaintenance' | 'useSocket'>>,
  at: Date,
): Promise<AppConfigRow> {
  const [row] = await tx
    .update(appConfig)
    .set({ ...patch, updatedAt: at })
    .where(eq(appConfig.id, 1))
    .returning();
  return row!;
}

export async function findTheme(db: DbOrTx, whiteLabelId: string): Promise<ThemeRow | null> {
  const rows = await db.select().from(themes).where(eq(themes.whiteLabelId, whiteLabelId)).limit(1);
  return rows[0] ?? null;
}

export async function findWhiteLabel(db: DbOrTx, whiteLabelId: string): Promise<WhiteLabelRow | null> {
  const rows = await db.select().from(whiteLabels).where(eq(whiteLabels.id, whiteLabelId)).limit(1);
  return rows[0] ?? null;
}

/** White label of an account (null for the administrator or an unknown id). */
export async function findWhiteLabelOfUser(db: DbOrTx, userId: string): Promise<WhiteLabelRow | null> {
  const rows = await db
    .select({ whiteLabel: whiteLabels })
    .from(users)
    .innerJoin(whiteLabels, eq(whiteLabels.id, users.whiteLabelId))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0]?.whiteLabel ?? null;
}

/**
 * Sets a player's referral code unless one is already there; answers the code the row holds
 * afterwards (a concurrent request may have set it first).
 */
export async function setReferralCodeIfMissing(db: DbOrTx, userId: string, code: string): Promise<string | null> {
  const updated = await db
    .update(users)
    .set({ referralCode: code })
    .where(and(eq(users.id, userId), isNull(users.referralCode)))
    .returning({ code: users.referralCode });
  if (updated[0]?.code) return updated[0].code;
  const rows = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.code ?? null;
}
