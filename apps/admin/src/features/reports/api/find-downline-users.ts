import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { reportKeys } from '../lib/report-keys';

/** GET api/{role}/user over the whole downline: the accounts whose name holds `search` (the statement's account picker). */
export function useFindDownlineUsers(search: string) {
  const query = { all: true, search, page: 1, limit: 8, sortBy: 'userName' as const, sortOrder: 'asc' as const };
  return useQuery({
    queryKey: reportKeys.users(query),
    enabled: search.length > 0,
    queryFn: ({ signal }) => callApi(routes.staffUsers.getStaffUsers, { query, signal }),
  });
}
