import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@backlay/contract';
import { istDayOf } from '@backlay/domain';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { EmptyState, RowsSkeleton } from '../../../components/sports/empty-state';
import { useBetHistory } from '../api/get-bet-history';
import { useBetHistoryDetails } from '../api/get-bet-history-details';
import { defaultHistoryFilter, type HistoryFilter } from '../lib/history-filter';
import { useBetReportsLive } from '../lib/use-bet-reports-live';
import { HistoryFilters } from '../components/history-filters';
import { HistoryTotals } from '../components/history-totals';
import { HistoryView } from '../components/history-view';
import { Pager } from '../../../components/ui/pager';
import { ReportPage, SignedOutReport } from '../components/report-page';
import { ReportTabs, useReportTab } from '../components/report-tabs';
import { CasinoHistory } from '../components/casino-history';

/**
 * /bet-history: the player's past bets (settled, void, rejected, deleted) between two days,
 * default the last 7 days to today, with the totals of the whole range above the paged list
 * (docs/product.md §2, §7 "Bets"). Needs login; demo accounts too. A Casino tab shows past
 * casino rounds of every provider with their totals (docs/product.md §7 "casino/openBet").
 */
export function BetHistoryRoute() {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const [tab, setTab] = useReportTab();
  useLoginWhenSignedOut(paths.betHistory);
  return (
    <ReportPage id="bet-history-title" title={t('nav.betHistory', 'Bet History')}>
      {isLogin ? (
        <ReportTabs tab={tab} onTab={setTab}>
          {tab === 'casino' ? <CasinoHistory /> : <BetHistoryBody />}
        </ReportTabs>
      ) : (
        <SignedOutReport />
      )}
    </ReportPage>
  );
}

function BetHistoryBody() {
  const { t } = useTranslation();
  const [today] = useState(() => istDayOf(new Date()));
  const [filter, setFilter] = useState<HistoryFilter>(() => defaultHistoryFilter(new Date()));
  const [page, setPage] = useState(1);
  const history = useBetHistory(filter, page);
  const totals = useBetHistoryDetails(filter);
  useBetReportsLive();
  const shown = history.page;

  // Bets settled away can leave a later page empty: step back to the last page there is
  // (a state update while rendering, as React advises for state that follows props).
  const lastPage = Math.max(1, shown?.totalPages ?? 1);
  if (shown && !history.isPlaceholderData && page > lastPage) setPage(lastPage);

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <HistoryFilters
        filter={filter}
        today={today}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <HistoryTotals totals={totals.isError ? undefined : totals.data} />
      {!shown ? (
        <RowsSkeleton />
      ) : (
        <div className="flex min-w-0 flex-col gap-3" aria-busy={history.isFetching && history.isPlaceholderData}>
          {shown.docs.length === 0 ? (
            <EmptyState message={t('common.noDataFound', MESSAGES.noDataFound)} />
          ) : (
            <HistoryView bets={shown.docs} />
          )}
          <Pager page={page} info={shown} onPage={setPage} />
        </div>
      )}
    </div>
  );
}
