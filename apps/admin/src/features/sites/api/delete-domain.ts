import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { sitesKeys } from '../lib/sites-keys';

/** DELETE api/administrator/setting/domain/{id} with the transaction code (never a label's last domain). */
export function useDeleteDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { domainId: string; transactionCode: string }) =>
      callApi(routes.sites.deleteDomain, { params: { domainId: input.domainId }, body: { transactionCode: input.transactionCode } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sitesKeys.all }),
  });
}
