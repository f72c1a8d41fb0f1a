import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { marketKeys } from './market-keys';

/** The white labels, for the administrator's "whose players" picker of a new manual market. */
export function useWhiteLabelOptions(enabled: boolean) {
  return useQuery({
    queryKey: marketKeys.whiteLabels,
    enabled,
    queryFn: async ({ signal }) =>
      (await callApi(routes.sites.getWhiteLabels, { query: { page: 1, limit: 200, sortBy: 'name', sortOrder: 'asc' }, signal })).docs,
  });
}
