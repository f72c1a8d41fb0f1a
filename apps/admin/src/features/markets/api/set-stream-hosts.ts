import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type SetStreamHostsBody } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { streamHostsKey } from './get-stream-hosts';

/** PUT api/{role}/setting/streamHosts/{whiteLabelId}: the whole list; the frames dialogs reload (where an address shows changes). */
export function useSetStreamHosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { whiteLabelId: string; body: SetStreamHostsBody }) =>
      callApi(routes.eventFrames.setStreamHosts, { params: { whiteLabelId: input.whiteLabelId }, body: input.body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: streamHostsKey }),
        queryClient.invalidateQueries({ queryKey: ['markets', 'event-frames'] }),
      ]),
  });
}
