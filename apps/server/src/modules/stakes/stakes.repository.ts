import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { stakeSettings, users, type StakePreset } from '../../db/schema/index.js';

/** SQL of the stake settings: one `stake_settings` row per player, and `users.confirm_bets`. */

export interface StoredStakeSettings {
  stakes: unknown;
  quickBets: unknown;
}

/** The saved lists as stored (null where never saved); null when the player saved nothing. */
export async function findStakeSettings(db: DbOrTx, userId: string): Promise<StoredStakeSettings | null> {
  const rows = await db
    .select({ stakes: stakeSettings.stakes, quickBets: stakeSettings.quickBets })
    .from(stakeSettings)
    .where(eq(stakeSettings.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** Saves one list and leaves the other as it was (a first save creates the row). */
export async function upsertPresetList(
  db: DbOrTx,
  userId: string,
  column: 'stakes' | 'quickBets',
  presets: StakePreset[],
  at: Date,
): Promise<void> {
  await db
    .insert(stakeSettings)
    .values({ userId, [column]: presets, updatedAt: at })
    .onConflictDoUpdate({ target: stakeSettings.userId, set: { [column]: presets, updatedAt: at } });
}

export async function updateConfirmBets(db: DbOrTx, userId: string, confirmBets: boolean, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ confirmBets, updatedAt: at })
    .where(eq(users.id, userId))
    .returning({ confirmBets: users.confirmBets });
  return rows[0]?.confirmBets ?? confirmBets;
}
