import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type SetManualOddsBody } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** PUT api/{role}/market/manual/odds: the whole price image of a manual market. */
export function useSetManualOdds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetManualOddsBody) => callApi(routes.marketAdmin.setManualOdds, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['markets', 'list'] }),
  });
}
