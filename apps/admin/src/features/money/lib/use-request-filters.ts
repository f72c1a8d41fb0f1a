import { useState } from 'react';
import type { RequestListQuery, RequestStatus } from '@backlay/contract';
import { useDebounced } from '../../../lib/use-debounced';

export type StatusFilter = RequestListQuery['status'];

export const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'processing', label: 'Processing' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

export const PAGE_SIZE = 20;

/**
 * Status, search and page of a request queue. The queue opens on pending requests (what
 * needs a decision); a new filter starts again from page 1.
 */
export function useRequestFilters(initialStatus: StatusFilter = 'pending') {
  const [status, setStatusState] = useState<StatusFilter>(initialStatus);
  const [search, setSearchState] = useState('');
  const [page, setPage] = useState(1);
  const settledSearch = useDebounced(search.trim());
  const query: RequestListQuery = { status, search: settledSearch || undefined, page, limit: PAGE_SIZE };
  return {
    query,
    status,
    search,
    setStatus(s: StatusFilter) {
      setStatusState(s);
      setPage(1);
    },
    setSearch(s: string) {
      setSearchState(s);
      setPage(1);
    },
    setPage,
  };
}

/** A request in one of these still waits for a decision. */
export function isOpenRequest(status: RequestStatus): boolean {
  return status === 'pending' || status === 'processing';
}
