import { z } from 'zod';
import {
  DEFAULT_QUICK_BETS,
  DEFAULT_STAKES,
  STAKE_LIMITS,
  STAKE_MESSAGES,
  stakePresetInputSchema,
  type StakePreset,
} from '@backlay/contract';
import { forbidden } from '../../lib/app-error.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { findStakeSettings, updateConfirmBets, upsertPresetList } from './stakes.repository.js';

/**
 * A player's stake buttons and quick-bet amounts (docs/product.md §3 "Stake preset") and the
 * bet-confirmation switch. Until a player saves, the calls answer its defaults; the defaults are
 * never written, so a later change of the defaults reaches everyone who never customised theirs.
 *
 * Demo accounts read the defaults but cannot save (docs/product.md §1). Switching the
 * confirmation dialog is allowed to them: it is a safety preference of the slip, not a
 * stake setting, and a demo is where a player tries it out.
 */

const storedStakes = z.array(stakePresetInputSchema).min(STAKE_LIMITS.minStakes).max(STAKE_LIMITS.maxStakes);
const storedQuickBets = z.array(stakePresetInputSchema).length(STAKE_LIMITS.quickBets);

export async function getStakes(ctx: AppContext, auth: AuthContext): Promise<StakePreset[]> {
  const saved = await findStakeSettings(ctx.db, auth.user.id);
  return savedOrDefault(storedStakes, saved?.stakes, DEFAULT_STAKES);
}

export async function getQuickBets(ctx: AppContext, auth: AuthContext): Promise<StakePreset[]> {
  const saved = await findStakeSettings(ctx.db, auth.user.id);
  return savedOrDefault(storedQuickBets, saved?.quickBets, DEFAULT_QUICK_BETS);
}

/** `presets` has passed the contract's schema (count, label, value; `_id` dropped). */
export async function saveStakes(ctx: AppContext, auth: AuthContext, presets: StakePreset[]): Promise<StakePreset[]> {
  refuseDemo(auth);
  const clean = presets.map(({ label, value }) => ({ label, value }));
  await upsertPresetList(ctx.db, auth.user.id, 'stakes', clean, ctx.clock.now());
  return clean;
}

export async function saveQuickBets(ctx: AppContext, auth: AuthContext, presets: StakePreset[]): Promise<StakePreset[]> {
  refuseDemo(auth);
  const clean = presets.map(({ label, value }) => ({ label, value }));
  await upsertPresetList(ctx.db, auth.user.id, 'quickBets', clean, ctx.clock.now());
  return clean;
}

export async function setConfirmBets(ctx: AppContext, auth: AuthContext, confirmBets: boolean): Promise<boolean> {
  return updateConfirmBets(ctx.db, auth.user.id, confirmBets, ctx.clock.now());
}

function refuseDemo(auth: AuthContext): void {
  if (auth.user.demo) throw forbidden(STAKE_MESSAGES.demoAccount);
}

/**
 * A stored list that no longer passes today's rules (written before a limit changed, or by
 * hand) answers the defaults rather than failing the player's slip.
 */
function savedOrDefault(schema: z.ZodType<StakePreset[], unknown>, stored: unknown, defaults: readonly StakePreset[]): StakePreset[] {
  if (stored !== null && stored !== undefined) {
    const parsed = schema.safeParse(stored);
    if (parsed.success) return parsed.data;
  }
  return defaults.map((p) => ({ ...p }));
}
