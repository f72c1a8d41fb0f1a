import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { routes, type UpdateMarketBody } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { marketKeys } from './market-keys';

/** PATCH api/{role}/market: suspend/resume, betAllow, active, stakes, delay. */
export function useUpdateMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMarketBody) => callApi(routes.marketAdmin.updateMarket, { body }),
    onSuccess: (res) => toast.success(res.message ?? 'Market updated'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }),
  });
}
