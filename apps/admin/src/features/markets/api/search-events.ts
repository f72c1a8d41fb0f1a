import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/**
 * GET api/common/game/market/globalSearch without `active`: closed events are found too, which
 * is where most results are declared (the sports tree lists open events only).
 */
export function useEventSearch(term: string) {
  return useQuery({
    queryKey: ['markets', 'search', term],
    enabled: term.length >= 2,
    queryFn: async ({ signal }) => (await callApi(routes.sports.globalSearch, { query: { search: term }, signal })).docs,
  });
}
