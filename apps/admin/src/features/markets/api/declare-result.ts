import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type DeclareResultBody } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/**
 * POST api/{role}/market/result: exactly one of the winner (teamId), the final score of a
 * session (run) or void, with the caller's transaction code. Settlement then runs in the background.
 */
export function useDeclareResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeclareResultBody) => callApi(routes.settlement.declareResult, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['markets'] }),
  });
}
