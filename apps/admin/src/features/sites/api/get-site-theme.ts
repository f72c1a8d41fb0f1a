import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { sitesKeys } from '../lib/sites-keys';

/** GET api/{role}/setting/theme/{whiteLabelId}: the theme and footer the label's player site reads. */
export function useSiteTheme(whiteLabelId: string | null) {
  return useQuery({
    queryKey: sitesKeys.theme(whiteLabelId ?? ''),
    enabled: !!whiteLabelId,
    queryFn: async ({ signal }) => (await callApi(routes.sites.getSiteTheme, { params: { whiteLabelId: whiteLabelId! }, signal })).docs,
  });
}
