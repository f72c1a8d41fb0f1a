import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { appConfig, domains, whiteLabels } from '../../db/schema/index.js';
import type { SiteContext } from '../../lib/context.js';

export async function loadAllSites(db: DbOrTx): Promise<SiteContext[]> {
  return db
    .select({ domain: domains, whiteLabel: whiteLabels })
    .from(domains)
    .innerJoin(whiteLabels, eq(whiteLabels.id, domains.whiteLabelId));
}

export type AppConfigRow = typeof appConfig.$inferSelect;

export async function loadAppConfig(db: DbOrTx): Promise<AppConfigRow> {
  const rows = await db.select().from(appConfig).where(eq(appConfig.id, 1));
  if (rows[0]) return rows[0];
  const [created] = await db.insert(appConfig).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(appConfig).where(eq(appConfig.id, 1)))[0]!;
}
