import { useQuery } from '@tanstack/react-query';
import { routes, type StaffUsersQuery } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { moneyKeys } from '../lib/money-keys';

/**
 * GET api/{role}/user over the whole downline, players only, whose user name holds `search`:
 * the accounts a branch may record a deposit for.
 */
export function useFindDownlinePlayers(search: string) {
  const query: StaffUsersQuery = { all: true, role: 'user', search, page: 1, limit: 8, sortBy: 'userName', sortOrder: 'asc' };
  return useQuery({
    queryKey: moneyKeys.players(query),
    enabled: search.length > 0,
    queryFn: ({ signal }) => callApi(routes.staffUsers.getStaffUsers, { query, signal }),
  });
}
