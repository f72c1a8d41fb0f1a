import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { routes, type SetEventSuspensionBody } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { marketKeys } from './market-keys';

/** PATCH api/{role}/market/event: "Suspend all" / "Resume all" on an event's markets the caller may change. */
export function useSetEventSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetEventSuspensionBody) => callApi(routes.marketAdmin.setEventSuspension, { body }),
    onSuccess: (res) => {
      const n = res.docs.changed.length;
      const what = res.docs.suspended ? 'suspended' : 'resumed';
      toast.success(n === 0 ? `Every market was already ${what}` : `${n} ${n === 1 ? 'market' : 'markets'} ${what}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }),
  });
}
