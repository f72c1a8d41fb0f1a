import { useMutation } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** GET api/administrator/broadcast/refreshPage: every open page clears its caches and reloads. */
export function useBroadcastRefresh() {
  return useMutation({ mutationFn: () => callApi(routes.live.broadcastRefreshPage) });
}
