import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type StaffUsersQuery } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { hierarchyKeys } from '../lib/hierarchy-keys';

/** GET api/{role}/user: one page of the downline (direct children, or the whole subtree with `all`). */
export function useDownlineUsers(query: StaffUsersQuery) {
  return useQuery({
    queryKey: hierarchyKeys.users(query),
    queryFn: ({ signal }) => callApi(routes.staffUsers.getStaffUsers, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
