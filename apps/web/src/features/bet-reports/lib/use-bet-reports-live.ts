import { useQueryClient } from '@tanstack/react-query';
import { openBetKeys } from '../../../lib/bet-slip/get-open-bets';
import { useLiveMessage } from '../../../lib/live/use-live';
import { betReportKeys } from './query-keys';

/**
 * Keeps the report screens current from the live channel: a placed or changed bet
 * (getOpenBetUpdates) re-reads the open bets; a market settled, voided or rolled back
 * (getOpenBetResultUpdates) moves bets between the open list and the history, so both are
 * re-read. Re-reading (rather than patching the cached page) keeps the page info right.
 */
export function useBetReportsLive(): void {
  const queryClient = useQueryClient();
  useLiveMessage('getOpenBetUpdates', (bet) => {
    void queryClient.invalidateQueries({ queryKey: openBetKeys.all });
    // A bet refused after the in-play delay arrives here as rejected: it belongs to the history.
    if (bet.status !== 'open') void queryClient.invalidateQueries({ queryKey: betReportKeys.history });
  });
  useLiveMessage('getOpenBetResultUpdates', () => {
    void queryClient.invalidateQueries({ queryKey: openBetKeys.all });
    void queryClient.invalidateQueries({ queryKey: betReportKeys.history });
  });
}
