import { useCallback } from 'react';
import { useQuickBets } from '../stake-queries';
import { useBetSlip } from './bet-slip-store';
import { usePlaceBet } from './place-bet';
import { quickStakeOf } from './quick-bet-settings';
import type { SlipBet } from './slip-bet';

/**
 * What a click on a price does (docs/product.md §4 "Bet slip"): with quick bet off the bet goes
 * on the slip for the player to stake; with quick bet on it is placed at once with the
 * selected quick stake, through the same flow as Place Bet (confirmation dialog when the
 * profile asks for it, the countdown, errors in the slip).
 *
 * Until the player's quick amounts have loaded once (no cached list yet) the bet only goes on
 * the slip with the stake filled in: a bet must never go out with a default amount the player
 * may have changed.
 */
export function useSelectBet(): (bet: SlipBet) => void {
  const quickBet = useBetSlip((s) => s.quickBet);
  const { presets, isLoading } = useQuickBets({ isWanted: quickBet });
  const { request } = usePlaceBet();
  return useCallback(
    (bet: SlipBet) => {
      const slip = useBetSlip.getState();
      if (!slip.quickBet) {
        slip.selectBet(bet);
        return;
      }
      if (!slip.selectQuickBet(bet, quickStakeOf(presets, slip.quickBetValue))) return;
      if (!isLoading) request('quickBet');
    },
    [presets, isLoading, request],
  );
}
