import { useMutation } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** POST api/{role}/user/{userId}/logout (the Hierarchy call): every session of the account ends, its screens get `logoutUserByAdmin`. */
export function useLogoutUser() {
  return useMutation({ mutationFn: (userId: string) => callApi(routes.staffUsers.logoutStaffUser, { params: { userId } }) });
}
