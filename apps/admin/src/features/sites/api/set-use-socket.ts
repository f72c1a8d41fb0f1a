import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { appConfigurationKey } from './get-app-configuration';

/** PUT api/administrator/setting/useSocket: whether the sites use the live channel. */
export function useSetUseSocket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { isOn: boolean; transactionCode: string }) =>
      callApi(routes.tenancy.setUseSocket, { body: { socket: input.isOn, transactionCode: input.transactionCode } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appConfigurationKey }),
  });
}
