import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { hierarchyKeys } from '../lib/hierarchy-keys';

/** Children shown per opened node; a node with more shows "Show more". */
export const LEVEL_PAGE_SIZE = 50;

/** GET api/{role}/user/hierarchy: the direct downline of one node (the caller when `userId` is absent). */
export function useHierarchyLevel(userId: string | undefined, limit = LEVEL_PAGE_SIZE, enabled = true) {
  const query = { page: 1, limit, ...(userId ? { userId } : {}) };
  return useQuery({
    queryKey: hierarchyKeys.level(query),
    enabled,
    queryFn: ({ signal }) => callApi(routes.staffUsers.getStaffUserHierarchy, { query, signal }),
  });
}
