import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

export const appConfigurationKey = ['sites', 'configuration'] as const;

/** GET api/common/wholeAppConfiguration: the switches in force and this host's domain. */
export function useAppConfiguration() {
  return useQuery({
    queryKey: appConfigurationKey,
    queryFn: async ({ signal }) => (await callApi(routes.tenancy.getWholeAppConfiguration, { signal })).docs,
  });
}
