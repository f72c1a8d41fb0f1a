import { useMutation } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** POST api/{role}/user/{userId}/logout: ends every session of the account. */
export function useLogoutDownlineUser() {
  return useMutation({
    mutationFn: (userId: string) => callApi(routes.staffUsers.logoutStaffUser, { params: { userId } }),
  });
}
