import { useMutation } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** POST api/{role}/user/{userId}/refresh: the account's open screens clear their caches and reload. */
export function useRefreshUser() {
  return useMutation({ mutationFn: (userId: string) => callApi(routes.sites.refreshUser, { params: { userId } }) });
}
