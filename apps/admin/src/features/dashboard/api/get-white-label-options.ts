import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** The white labels, for the administrator's filter. */
export function useWhiteLabelOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'whiteLabels'],
    enabled,
    queryFn: async ({ signal }) =>
      (await callApi(routes.sites.getWhiteLabels, { query: { page: 1, limit: 200, sortBy: 'name', sortOrder: 'asc' }, signal })).docs,
  });
}
