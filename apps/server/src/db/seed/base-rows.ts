import type { Db } from '../client.js';
import { appConfig } from '../schema/index.js';
import { installOriginalsStudio } from './originals-studio.js';

/**
 * The rows every install needs, demo or not, made at each start when missing: the platform's
 * switches (app_config) and the Backlay Originals studio with its games. Nothing here is demo
 * data: no sites, no logins, no points (the first administrator comes from `admin:create`).
 */
export async function ensureBaseRows(db: Db, at = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(appConfig).values({ id: 1 }).onConflictDoNothing();
    await installOriginalsStudio(tx, at);
  });
}
