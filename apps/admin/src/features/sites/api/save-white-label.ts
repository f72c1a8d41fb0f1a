import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type CreateWhiteLabelBody, type UpdateWhiteLabelBody } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { sitesKeys } from '../lib/sites-keys';

/** POST (new label with its first domain) or PUT api/administrator/setting/whiteLabel/{id}; the Sites lists reload. */
export function useSaveWhiteLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { kind: 'create'; body: CreateWhiteLabelBody } | { kind: 'update'; whiteLabelId: string; body: UpdateWhiteLabelBody },
    ) =>
      input.kind === 'create'
        ? callApi(routes.sites.createWhiteLabel, { body: input.body })
        : callApi(routes.sites.updateWhiteLabel, { params: { whiteLabelId: input.whiteLabelId }, body: input.body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sitesKeys.all }),
  });
}
