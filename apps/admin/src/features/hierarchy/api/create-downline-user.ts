import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type CreateStaffUserBody } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/account-queries';
import { hierarchyKeys } from '../lib/hierarchy-keys';

/** POST api/{role}/user: a new account directly below; an opening credit comes out of the caller's balance. */
export function createDownlineUser(body: Partial<CreateStaffUserBody> & Pick<CreateStaffUserBody, 'userName' | 'password' | 'role'>) {
  return callApi(routes.staffUsers.createStaffUser, { body });
}

export function useCreateDownlineUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDownlineUser,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hierarchyKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.pts }),
      ]),
  });
}
