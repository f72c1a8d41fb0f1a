import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type WhiteLabelsQuery } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { sitesKeys } from '../lib/sites-keys';

/** GET api/administrator/setting/whiteLabel: one page of the white labels. */
export function useWhiteLabels(query: WhiteLabelsQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: sitesKeys.whiteLabels(query),
    queryFn: ({ signal }) => callApi(routes.sites.getWhiteLabels, { query, signal }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}
