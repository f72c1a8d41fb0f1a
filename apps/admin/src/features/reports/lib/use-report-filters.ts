import { useState } from 'react';
import { DEFAULT_REPORT_DAYS, istDayOf } from '@backlay/domain';
import { useDebounced } from '../../../lib/use-debounced';

export const PAGE_SIZE = 25;
const DAY_MS = 86_400_000;

/** The server's default range: the last seven India days, today included. */
export function defaultRange(now = new Date()): { startDate: string; endDate: string } {
  return { startDate: istDayOf(new Date(now.getTime() - (DEFAULT_REPORT_DAYS - 1) * DAY_MS)), endDate: istDayOf(now) };
}

/**
 * Range, search, sort and page of a report list. Any change but the page starts again from
 * page 1; a second click on the sorted column flips the order (names sort A-Z first, figures
 * largest first).
 */
export function useReportFilters<S extends string>(defaultSort: S) {
  const [range, setRange] = useState(defaultRange);
  const [search, setSearchState] = useState('');
  const [sort, setSort] = useState<{ by: S; order: 'asc' | 'desc' }>({ by: defaultSort, order: 'desc' });
  const [page, setPage] = useState(1);
  const settled = useDebounced(search.trim());
  return {
    range,
    search,
    sort,
    page,
    setPage,
    setRange(next: { startDate?: string; endDate?: string }) {
      setRange((r) => ({ ...r, ...next }));
      setPage(1);
    },
    setSearch(s: string) {
      setSearchState(s);
      setPage(1);
    },
    sortBy(by: S) {
      setSort((s) => ({ by, order: s.by === by ? (s.order === 'desc' ? 'asc' : 'desc') : by === 'userName' ? 'asc' : 'desc' }));
      setPage(1);
    },
    /** The query part every report takes. */
    query: {
      page,
      limit: PAGE_SIZE,
      startDate: range.startDate,
      endDate: range.endDate,
      sortBy: sort.by,
      sortOrder: sort.order,
      ...(settled ? { search: settled } : {}),
    },
  };
}
