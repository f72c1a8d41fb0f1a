import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type CreateManualMarketBody } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { marketKeys } from './market-keys';

/** POST api/{role}/market/manual: a bookmaker or session market run by hand. */
export function useCreateManualMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateManualMarketBody) => callApi(routes.marketAdmin.createManualMarket, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }),
  });
}
