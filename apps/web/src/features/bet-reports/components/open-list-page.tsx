import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@backlay/contract';
import { EmptyState, RowsSkeleton } from '../../../components/sports/empty-state';
import { Pager } from '../../../components/ui/pager';
import type { Paged } from '../../../lib/paged';

/** What the open lists' page hooks answer (useOpenBetsPage, useCasinoOpenPage). */
interface OpenPageQuery<T> {
  page: Paged<T> | undefined;
  isPlaceholderData: boolean;
  isFetching: boolean;
}

/**
 * A paged list of things that leave it while it is shown (open bets settled, rounds ended):
 * the page the player is on, stepped back to the last page there is when the items leaving
 * empty it (a state update while rendering, as React advises for state that follows props).
 */
export function useOpenListPage<T>(usePage: (page: number) => OpenPageQuery<T>) {
  const [page, setPage] = useState(1);
  const query = usePage(page);
  const lastPage = Math.max(1, query.page?.totalPages ?? 1);
  if (query.page && !query.isPlaceholderData && page > lastPage) setPage(lastPage);
  return { page, setPage, query };
}

/** The list's body: a skeleton until the first page, 'No Data Found' or the rows, the pager. */
export function OpenListBody<T>({
  page,
  setPage,
  query,
  children,
}: ReturnType<typeof useOpenListPage<T>> & { children(docs: T[]): ReactNode }) {
  const { t } = useTranslation();
  const shown = query.page;
  if (!shown) return <RowsSkeleton />;
  return (
    <div className="flex min-w-0 flex-col gap-3" aria-busy={query.isFetching && query.isPlaceholderData}>
      {shown.docs.length === 0 ? <EmptyState message={t('common.noDataFound', MESSAGES.noDataFound)} /> : children(shown.docs)}
      <Pager page={page} info={shown} onPage={setPage} />
    </div>
  );
}
