import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

export interface UpdateCasinoGameBody {
  gameId: string;
  active?: boolean;
  sort?: number;
  top?: boolean;
}

/** PATCH api/{role}/casino/game: a game on or off, its order, its top flag. */
export function useUpdateCasinoGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCasinoGameBody) => callApi(routes.marketAdmin.updateStaffCasinoGame, { body }),
    onSuccess: (res) => toast.success(res.message ?? 'Game updated'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['markets', 'casino-games'] }),
        queryClient.invalidateQueries({ queryKey: ['markets', 'casino-providers'] }),
      ]),
  });
}
