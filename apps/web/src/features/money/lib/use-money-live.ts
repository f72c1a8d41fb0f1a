import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/account-queries';
import { useLiveMessage } from '../../../lib/live/use-live';
import { moneyKeys } from './query-keys';

/**
 * Keeps the money screens current from the live channel (docs/product.md §7): a deposit or
 * withdrawal request made, changed or decided re-reads the request lists and the points; a
 * points update (staff decided, a withdrawal's hold) re-reads the lists, whose statuses
 * changed with it. Re-reading rather than patching keeps the page info right.
 */
export function useMoneyLive(): void {
  const queryClient = useQueryClient();
  const refresh = (withPoints: boolean) => {
    void queryClient.invalidateQueries({ queryKey: moneyKeys.requests });
    if (withPoints) void queryClient.invalidateQueries({ queryKey: accountKeys.pts });
  };
  useLiveMessage('getDepositUpdates', () => refresh(true));
  useLiveMessage('getDepositStatusChanged', () => refresh(true));
  useLiveMessage('getWithdrawUpdates', () => refresh(true));
  useLiveMessage('getPtsUpdates', () => refresh(false));
}
