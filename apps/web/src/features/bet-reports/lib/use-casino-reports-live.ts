import { useQueryClient } from '@tanstack/react-query';
import { useLiveMessage } from '../../../lib/live/use-live';
import { betReportKeys } from './query-keys';

/**
 * Keeps the casino tab current from the live channel, as the sports tab: a bet into a round
 * (getOpenBetCasinoUpdates) and a round's result or rollback (getOpenBetCasinoResultUpdates)
 * re-read the open rounds, the history and its totals. Re-reading keeps the page info right.
 */
export function useCasinoReportsLive(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: betReportKeys.casino });
  useLiveMessage('getOpenBetCasinoUpdates', refresh);
  useLiveMessage('getOpenBetCasinoResultUpdates', refresh);
}
