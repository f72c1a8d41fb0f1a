import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { marketKeys } from './market-keys';

/** PATCH api/{role}/game/typeList: a sport on or off on every site. */
export function useSetTypeList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { eventTypeId: number; enabled: boolean }) => callApi(routes.marketAdmin.setTypeList, { body }),
    onSuccess: (res) => toast.success(`${res.docs.name} ${res.docs.enabled ? 'shown on' : 'hidden from'} every site`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketKeys.typeList }),
  });
}
