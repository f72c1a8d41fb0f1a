import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type StaffUsersQuery } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** GET api/{role}/user with all=true: accounts anywhere in the caller's downline, to refresh or log out. */
export function useFindDownlineUsers(query: StaffUsersQuery) {
  return useQuery({
    queryKey: ['sites', 'downline', query],
    queryFn: ({ signal }) => callApi(routes.staffUsers.getStaffUsers, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
