import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
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

function statusFrom(value: string | null): StatusFilter | null {
  return STATUS_OPTIONS.find((o) => o.value === value)?.value ?? null;
}

function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The query string with `name` set (or removed when empty); a new filter drops the page. */
function withParam(prev: URLSearchParams, name: 'status' | 'search' | 'page', value: string): URLSearchParams {
  const next = new URLSearchParams(prev);
  if (value) next.set(name, value);
  else next.delete(name);
  if (name !== 'page') next.delete('page');
  return next;
}

/**
 * Status, search and page of a request queue, kept in the address (?status=&search=&page=) so
 * a link lands on a filtered queue (the reconciliation screen links a deposit by its UTR), a
 * reload keeps it, and a status the queue does not know reads as the default. The queue opens
 * on pending requests (what needs a decision); a new filter starts again from page 1.
 *
 * The search box keeps what is typed; the address gets it once typing pauses (replacing the
 * history entry). A navigation that brings another search (a second link) replaces the typed
 * text.
 */
export function useRequestFilters(initialStatus: StatusFilter = 'pending') {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status')) ?? initialStatus;
  const page = pageFrom(params.get('page'));
  const linkedSearch = params.get('search') ?? '';
  const [search, setSearchState] = useState(linkedSearch);
  const settledSearch = useDebounced(search.trim());

  const [prevLinked, setPrevLinked] = useState(linkedSearch);
  if (linkedSearch !== prevLinked) {
    setPrevLinked(linkedSearch);
    // Our own write of the settled text comes back equal to it; anything else came from a link.
    if (linkedSearch !== settledSearch) setSearchState(linkedSearch);
  }

  const written = useRef(settledSearch);
  useEffect(() => {
    if (written.current === settledSearch) return;
    written.current = settledSearch;
    setParams((prev) => ((prev.get('search') ?? '') === settledSearch ? prev : withParam(prev, 'search', settledSearch)), {
      replace: true,
    });
  }, [settledSearch, setParams]);

  const query: RequestListQuery = { status, search: settledSearch || undefined, page, limit: PAGE_SIZE };
  return {
    query,
    status,
    search,
    setStatus(s: StatusFilter) {
      setParams((prev) => withParam(prev, 'status', s === initialStatus ? '' : s), { replace: true });
    },
    setSearch(s: string) {
      setSearchState(s);
    },
    setPage(p: number) {
      setParams((prev) => withParam(prev, 'page', p > 1 ? String(p) : ''), { replace: true });
    },
  };
}

/** A request in one of these still waits for a decision. */
export function isOpenRequest(status: RequestStatus): boolean {
  return status === 'pending' || status === 'processing';
}
