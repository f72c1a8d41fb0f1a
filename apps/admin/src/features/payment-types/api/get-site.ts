import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** The white label of the console's host (GET api/common/wholeAppConfiguration); an error when the host is not a site's. */
export function useHostWhiteLabel() {
  return useQuery({
    queryKey: ['paymentTypes', 'hostSite'],
    retry: false,
    queryFn: async ({ signal }) => (await callApi(routes.tenancy.getWholeAppConfiguration, { signal })).docs.whiteLabel,
  });
}
