import { useQuery } from '@tanstack/react-query';
import { routes, type WholeAppConfiguration } from '@backlay/contract';
import { callApi } from './api-client';

/**
 * The site's configuration (domain, theme, footer, app flags), chosen by the server from the
 * Host header. The shell loads it before rendering; every other reader finds it in the cache.
 * The key and the cached value (`docs`) are shared with the auth feature's reader.
 */
export const siteKeys = {
  configuration: ['site', 'configuration'] as const,
  maintenance: ['site', 'maintenance'] as const,
};

/** Full configuration every 5 minutes, maintenance every 30 s (docs/product.md §9). */
export const CONFIGURATION_REFRESH_MS = 5 * 60_000;
export const MAINTENANCE_REFRESH_MS = 30_000;

export async function getSiteConfiguration(): Promise<WholeAppConfiguration> {
  return (await callApi(routes.tenancy.getWholeAppConfiguration)).docs;
}

export function useSiteConfigurationQuery() {
  return useQuery({
    queryKey: siteKeys.configuration,
    queryFn: getSiteConfiguration,
    staleTime: CONFIGURATION_REFRESH_MS,
    refetchInterval: CONFIGURATION_REFRESH_MS,
  });
}

export function useMaintenanceQuery() {
  return useQuery({
    queryKey: siteKeys.maintenance,
    queryFn: async () => (await callApi(routes.tenancy.getMaintenance)).docs,
    refetchInterval: MAINTENANCE_REFRESH_MS,
    // The poll is the way out of maintenance: keep asking even after a 503.
    refetchIntervalInBackground: false,
    retry: false,
  });
}

/**
 * The loaded configuration. Only for components under the shell's gate, which renders its
 * children once the configuration is there.
 */
export function useSite(): WholeAppConfiguration {
  const { data } = useSiteConfigurationQuery();
  if (!data) throw new Error('useSite() used before the site configuration was loaded');
  return data;
}
