import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type SaveSiteThemeBody } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { sitesKeys } from '../lib/sites-keys';

/** PUT api/{role}/setting/theme/{whiteLabelId}; the saved theme replaces the cached one. */
export function useSaveSiteTheme(whiteLabelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSiteThemeBody) => callApi(routes.sites.saveSiteTheme, { params: { whiteLabelId }, body }),
    onSuccess: (res) => queryClient.setQueryData(sitesKeys.theme(whiteLabelId), res.docs),
  });
}
