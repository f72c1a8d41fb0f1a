import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

export const streamHostsKey = ['markets', 'stream-hosts'] as const;

/** GET api/{role}/setting/streamHosts: every white label's stream hosts (administrator) or the caller's own. */
export function useStreamHosts() {
  return useQuery({
    queryKey: streamHostsKey,
    queryFn: async ({ signal }) => (await callApi(routes.eventFrames.getStreamHosts, { signal })).docs,
  });
}
