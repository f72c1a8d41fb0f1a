import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type ModifyStaffUserBody } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { hierarchyKeys } from '../lib/hierarchy-keys';

/** PATCH api/{role}/user/{userId}: Modify User (lock, bet lock, password reset, commission). */
export function modifyDownlineUser(userId: string, body: Partial<ModifyStaffUserBody>) {
  return callApi(routes.staffUsers.modifyStaffUser, { params: { userId }, body });
}

export function useModifyDownlineUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: Partial<ModifyStaffUserBody> }) => modifyDownlineUser(userId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hierarchyKeys.all }),
  });
}
