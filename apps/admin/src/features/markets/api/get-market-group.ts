import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** GET api/protected/game/market/group: sports > competitions > open events (Politics included). */
export function useMarketGroup() {
  return useQuery({
    queryKey: ['markets', 'group'],
    queryFn: async ({ signal }) => (await callApi(routes.sports.getProtectedMarketGroup, { signal })).docs,
    staleTime: 60_000,
  });
}
