import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { hierarchyKeys } from '../lib/hierarchy-keys';

export interface LiftCodeLockInput {
  userId: string;
  /** One of the account's logins; the account's own lock when absent. */
  loginId?: string | undefined;
  transactionCode: string;
}

/** POST api/{role}/user/{userId}/liftCodeLock: lifts a downline's transaction code lock. */
export function useLiftCodeLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, loginId, transactionCode }: LiftCodeLockInput) =>
      callApi(routes.staffUsers.liftAccountCodeLock, { params: { userId }, body: { loginId, transactionCode } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hierarchyKeys.all }),
  });
}
