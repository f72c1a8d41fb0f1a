import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@backlay/contract';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { EmptyState, RowsSkeleton } from '../../../components/sports/empty-state';
import { useOpenBetsPage } from '../api/get-open-bets-page';
import { useBetReportsLive } from '../lib/use-bet-reports-live';
import { OpenBetsView } from '../components/open-bets-view';
import { Pager } from '../../../components/ui/pager';
import { ReportPage, SignedOutReport } from '../components/report-page';
import { ReportTabs, useReportTab } from '../components/report-tabs';
import { CasinoOpenRounds } from '../components/casino-open-rounds';

/**
 * /open-bets: the player's unsettled bets, newest first, a page at a time, each with its
 * fairness receipt (platform-core §2, §3 "Open bet record"). Needs login; demo accounts too.
 * A Casino tab lists the open casino rounds of every provider (platform-core §7 "casino/openBet").
 */
export function OpenBetsRoute() {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const [tab, setTab] = useReportTab();
  useLoginWhenSignedOut(paths.openBets);
  return (
    <ReportPage id="open-bets-title" title={t('nav.openBets', 'Open Bets')}>
      {isLogin ? (
        <ReportTabs tab={tab} onTab={setTab}>
          {tab === 'casino' ? <CasinoOpenRounds /> : <OpenBetsBody />}
        </ReportTabs>
      ) : (
        <SignedOutReport />
      )}
    </ReportPage>
  );
}

function OpenBetsBody() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useOpenBetsPage(page);
  useBetReportsLive();
  const shown = query.page;

  // Bets settled away can leave a later page empty: step back to the last page there is
  // (a state update while rendering, as React advises for state that follows props).
  const lastPage = Math.max(1, shown?.totalPages ?? 1);
  if (shown && !query.isPlaceholderData && page > lastPage) setPage(lastPage);

  if (!shown) return <RowsSkeleton />;
  return (
    <div className="flex min-w-0 flex-col gap-3" aria-busy={query.isFetching && query.isPlaceholderData}>
      {shown.docs.length === 0 ? (
        <EmptyState message={t('common.noDataFound', MESSAGES.noDataFound)} />
      ) : (
        <OpenBetsView bets={shown.docs} />
      )}
      <Pager page={page} info={shown} onPage={setPage} />
    </div>
  );
}
