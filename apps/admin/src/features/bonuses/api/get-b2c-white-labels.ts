import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** The B2C white labels the administrator may pick for the bonus wallet (GET setting/whiteLabel?type=b2c). */
export function useB2cWhiteLabels(enabled: boolean) {
  return useQuery({
    queryKey: ['bonuses', 'b2c-white-labels'] as const,
    queryFn: async ({ signal }) =>
      (
        await callApi(routes.sites.getWhiteLabels, {
          query: { type: 'b2c', page: 1, limit: 200, sortBy: 'createdAt', sortOrder: 'asc' },
          signal,
        })
      ).docs.map((w) => ({ id: w._id, name: w.name })),
    enabled,
  });
}
