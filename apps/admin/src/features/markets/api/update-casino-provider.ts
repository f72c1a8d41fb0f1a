import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** PATCH api/{role}/casino/provider: a provider on or off. */
export function useUpdateCasinoProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { providerId: string; active: boolean }) => callApi(routes.marketAdmin.updateStaffCasinoProvider, { body }),
    onSuccess: (res) => toast.success(`${res.docs.name} switched ${res.docs.active ? 'on' : 'off'}`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['markets', 'casino-providers'] }),
        queryClient.invalidateQueries({ queryKey: ['markets', 'casino-games'] }),
      ]),
  });
}
