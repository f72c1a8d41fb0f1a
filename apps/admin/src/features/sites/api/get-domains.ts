import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type DomainsQuery } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { sitesKeys } from '../lib/sites-keys';

/** GET api/administrator/setting/domain: one page of the domains table. */
export function useDomains(query: DomainsQuery) {
  return useQuery({
    queryKey: sitesKeys.domains(query),
    queryFn: ({ signal }) => callApi(routes.sites.getDomains, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
