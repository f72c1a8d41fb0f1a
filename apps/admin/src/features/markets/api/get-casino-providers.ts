import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { marketKeys } from './market-keys';

/** GET api/{role}/casino/provider: providers with their switch and game counts. */
export function useCasinoProviders() {
  return useQuery({
    queryKey: marketKeys.providers,
    queryFn: async ({ signal }) => (await callApi(routes.marketAdmin.getStaffCasinoProviders, { signal })).docs,
  });
}
