import { useState } from 'react';
import type { STAFF_USER_SORTS, StaffUsersQuery } from '@backlay/contract';
import { useDebounced } from '../../../lib/use-debounced';

export const PAGE_SIZE = 20;
export type SortKey = (typeof STAFF_USER_SORTS)[number];

/**
 * Search, scope (direct downline or the whole subtree), sort and page of the user list. The
 * list opens on the direct downline, newest first; any change starts again from page 1.
 */
export function useUserListFilters() {
  const [search, setSearchState] = useState('');
  const [all, setAllState] = useState(false);
  const [sort, setSortState] = useState<{ by: SortKey; order: 'asc' | 'desc' }>({ by: 'createdAt', order: 'desc' });
  const [page, setPage] = useState(1);
  const settled = useDebounced(search.trim());
  const query: StaffUsersQuery = {
    page,
    limit: PAGE_SIZE,
    all,
    sortBy: sort.by,
    sortOrder: sort.order,
    ...(settled ? { search: settled } : {}),
  };
  return {
    query,
    search,
    all,
    sort,
    setPage,
    setSearch(s: string) {
      setSearchState(s);
      setPage(1);
    },
    setAll(v: boolean) {
      setAllState(v);
      setPage(1);
    },
    /** A second click on the same column flips the order. */
    sortBy(by: SortKey) {
      setSortState((s) => ({ by, order: s.by === by && s.order === 'desc' ? 'asc' : by === 'userName' && s.by !== by ? 'asc' : 'desc' }));
      setPage(1);
    },
  };
}
