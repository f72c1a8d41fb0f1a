import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { blogKeys } from '../lib/blog-keys';

/**
 * The B2C white labels the administrator may pick (GET setting/whiteLabel?type=b2c): only B2C
 * footers link Blogs (docs/product.md §2), so a B2B label's posts would have no way in.
 */
export function useB2cWhiteLabels(enabled: boolean) {
  return useQuery({
    queryKey: blogKeys.whiteLabels,
    queryFn: async ({ signal }) =>
      (
        await callApi(routes.sites.getWhiteLabels, {
          query: { type: 'b2c', page: 1, limit: 200, sortBy: 'name', sortOrder: 'asc' },
          signal,
        })
      ).docs.map((w) => ({ id: w._id, name: w.name })),
    enabled,
  });
}
