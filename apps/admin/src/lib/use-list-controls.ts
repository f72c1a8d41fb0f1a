import { useState } from 'react';
import { useDebounced } from './use-debounced';
import { nextSort, type ListSort } from './list-sort';

/**
 * Search, sort and page of a list screen. `settled` is the trimmed search once typing pauses
 * (what the server is asked for). A new search or sort starts again from page 1: the page the
 * list was on may not exist in the new one. `firstOrder` is the order a column starts in when
 * it is picked (ascending unless the column reads better the other way, e.g. newest first).
 */
export function useListControls<K extends string>(initialSort: ListSort<K>, firstOrder: (by: K) => 'asc' | 'desc' = () => 'asc') {
  const [search, setSearchState] = useState('');
  const [sort, setSort] = useState(initialSort);
  const [page, setPage] = useState(1);
  const settled = useDebounced(search.trim());
  return {
    search,
    settled,
    sort,
    page,
    setPage,
    setSearch(v: string) {
      setSearchState(v);
      setPage(1);
    },
    onSort(by: K) {
      setSort((s) => nextSort(s, by, firstOrder(by)));
      setPage(1);
    },
  };
}

/**
 * Wraps a list filter's setter so that a change also returns the list to page 1, for the same
 * reason as a new search: `const onFilter = firstPageAfter(setPage)`, then
 * `onValueChange={onFilter(setSport)}`.
 */
export function firstPageAfter(setPage: (page: number) => void) {
  return <V>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };
}
