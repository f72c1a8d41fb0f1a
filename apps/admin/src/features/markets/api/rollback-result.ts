import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/**
 * DELETE api/{role}/market/result?marketId= with the transaction code in the JSON body (never
 * the URL): settled bets reopen; declare again afterwards.
 */
export function useRollbackResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { marketId: string; transactionCode: string }) =>
      callApi(routes.settlement.rollbackResult, { query: { marketId: input.marketId }, body: { transactionCode: input.transactionCode } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['markets'] }),
  });
}
