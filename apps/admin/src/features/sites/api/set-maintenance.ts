import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { appConfigurationKey } from './get-app-configuration';

/** PUT api/administrator/setting/maintenance: every site but the administrator's calls stops. */
export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { isOn: boolean; transactionCode: string }) =>
      callApi(routes.tenancy.setMaintenance, { body: { maintenanceMode: input.isOn, transactionCode: input.transactionCode } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appConfigurationKey }),
  });
}
