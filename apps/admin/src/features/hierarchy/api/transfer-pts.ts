import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type TransferPtsBody } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/account-queries';
import { hierarchyKeys } from '../lib/hierarchy-keys';

/**
 * PATCH api/{role}/user/pts: credit (add) or debit (subtract) a direct downline. One
 * Idempotency-Key is not sent: the dialog disables its button while the call runs.
 */
export function transferPts(body: TransferPtsBody) {
  return callApi(routes.ledger.transferPts, { body });
}

export function useTransferPts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferPts,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hierarchyKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.pts }),
      ]),
  });
}
