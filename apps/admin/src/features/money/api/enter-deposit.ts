import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { moneyKeys } from '../lib/money-keys';
import type { DepositEntry } from '../lib/deposit-entry';

/**
 * POST api/{role}/deposit: a branch records a deposit it took for a player of its downline. It
 * opens a pending request for the uplines to decide and moves no points, so only the queue
 * refreshes.
 */
export async function enterDeposit(entry: DepositEntry) {
  return callApi(routes.money.enterDeposit, { body: entry });
}

export function useEnterDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterDeposit,
    // Also after a refusal: 'Already Have Request' means an open request the queue may not show yet.
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.depositQueues }),
  });
}
