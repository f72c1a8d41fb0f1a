import type { StakePreset } from '@backlay/contract';
import { storage } from '../storage';
import { sessionFingerprint } from '../stake-queries';

/**
 * The slip's quick-bet setting (docs/product.md §3 "Client session state": quickBet and
 * quickBetValue) and the player's odds choice (ours: accept any odds), kept in local storage so
 * a reload does not switch them off mid-session.
 *
 * It is tied to the session that set it (a fingerprint of its token, as the stake cache is):
 * with quick bet on, one click on a price places a bet, so the next account on a shared
 * browser must never inherit it.
 */
export interface QuickBetSettings {
  quickBet: boolean;
  /** Rupees of the selected quick button; 0 = none chosen yet, which means the first. */
  quickBetValue: number;
  /** "Accept any odds" rather than "my price or better". */
  acceptAnyOdds: boolean;
}

export const QUICK_BET_OFF: QuickBetSettings = Object.freeze({ quickBet: false, quickBetValue: 0, acceptAnyOdds: false });

export const quickBetStorageKey = 'quickBetSettings';

export function readQuickBetSettings(token: string | null): QuickBetSettings {
  if (!token) return QUICK_BET_OFF;
  const raw = storage.get(quickBetStorageKey);
  if (!raw) return QUICK_BET_OFF;
  try {
    const parsed = JSON.parse(raw) as { owner?: unknown; quickBet?: unknown; quickBetValue?: unknown; acceptAnyOdds?: unknown };
    const isValid =
      parsed.owner === sessionFingerprint(token) &&
      typeof parsed.quickBet === 'boolean' &&
      Number.isSafeInteger(parsed.quickBetValue) &&
      (parsed.quickBetValue as number) >= 0;
    if (!isValid) return QUICK_BET_OFF;
    return {
      quickBet: parsed.quickBet as boolean,
      quickBetValue: parsed.quickBetValue as number,
      acceptAnyOdds: parsed.acceptAnyOdds === true,
    };
  } catch {
    return QUICK_BET_OFF;
  }
}

export function writeQuickBetSettings(token: string | null, settings: QuickBetSettings): void {
  if (!token) return;
  storage.set(quickBetStorageKey, JSON.stringify({ owner: sessionFingerprint(token), ...settings }));
}

export function forgetQuickBetSettings(): void {
  storage.remove(quickBetStorageKey);
}

/**
 * The stake a quick bet goes out with: the selected quick button's amount while the player's
 * list still has it, else the first button's (the default selection in docs/product.md; also what stands
 * in after the amounts were edited and the chosen one is gone).
 */
export function quickStakeOf(presets: readonly StakePreset[], quickBetValue: number): number {
  if (quickBetValue > 0 && presets.some((p) => p.value === quickBetValue)) return quickBetValue;
  return presets[0]?.value ?? 0;
}
