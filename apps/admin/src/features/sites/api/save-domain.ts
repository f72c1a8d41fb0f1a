import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type CreateDomainBody, type UpdateDomainBody } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { sitesKeys } from '../lib/sites-keys';

/** POST api/administrator/setting/whiteLabel/{id}/domain (new) or PUT .../domain/{id} (edit); the Sites lists reload. */
export function useSaveDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        { kind: 'create'; whiteLabelId: string; body: CreateDomainBody } | { kind: 'update'; domainId: string; body: UpdateDomainBody },
    ) =>
      input.kind === 'create'
        ? callApi(routes.sites.createDomain, { params: { whiteLabelId: input.whiteLabelId }, body: input.body })
        : callApi(routes.sites.updateDomain, { params: { domainId: input.domainId }, body: input.body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sitesKeys.all }),
  });
}
