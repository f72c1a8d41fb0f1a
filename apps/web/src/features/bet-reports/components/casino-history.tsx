import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@backlay/contract';
import { istDayOf } from '@backlay/domain';
import { EmptyState, RowsSkeleton } from '../../../components/sports/empty-state';
import { Pager } from '../../../components/ui/pager';
import { useCasinoHistory, useCasinoHistoryDetails } from '../api/get-casino-rounds';
import { defaultCasinoHistoryFilter, type CasinoHistoryFilter } from '../lib/casino-filter';
import { useCasinoReportsLive } from '../lib/use-casino-reports-live';
import { CasinoHistoryFilters } from './casino-history-filters';
import { CasinoHistoryTotals } from './casino-history-totals';
import { CasinoRoundsView } from './casino-rounds-view';

/**
 * The casino tab of /bet-history: past rounds (settled, cancelled) of every provider between
 * two India days, default the last 7 to today, with the totals of the whole filter above the
 * paged list, as the sports tab.
 */
export function CasinoHistory() {
  const { t } = useTranslation();
  const [today] = useState(() => istDayOf(new Date()));
  const [filter, setFilter] = useState<CasinoHistoryFilter>(() => defaultCasinoHistoryFilter(new Date()));
  const [page, setPage] = useState(1);
  const history = useCasinoHistory(filter, page);
  const totals = useCasinoHistoryDetails(filter);
  useCasinoReportsLive();
  const shown = history.page;

  const lastPage = Math.max(1, shown?.totalPages ?? 1);
  if (shown && !history.isPlaceholderData && page > lastPage) setPage(lastPage);

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <CasinoHistoryFilters
        filter={filter}
        today={today}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <CasinoHistoryTotals totals={totals.isError ? undefined : totals.data} />
      {!shown ? (
        <RowsSkeleton />
      ) : (
        <div className="flex min-w-0 flex-col gap-3" aria-busy={history.isFetching && history.isPlaceholderData}>
          {shown.docs.length === 0 ? (
            <EmptyState message={t('common.noDataFound', MESSAGES.noDataFound)} />
          ) : (
            <CasinoRoundsView rounds={shown.docs} isHistory />
          )}
          <Pager page={page} info={shown} onPage={setPage} />
        </div>
      )}
    </div>
  );
}
