import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** DELETE api/{role}/market/result?marketId=: settled bets reopen; declare again afterwards. */
export function useRollbackResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marketId: string) => callApi(routes.settlement.rollbackResult, { query: { marketId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['markets'] }),
  });
}
