import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { useOpenBetsPage } from '../api/get-open-bets-page';
import { useBetReportsLive } from '../lib/use-bet-reports-live';
import { OpenBetsView } from '../components/open-bets-view';
import { ReportPage, SignedOutReport } from '../components/report-page';
import { ReportTabs, useReportTab } from '../components/report-tabs';
import { CasinoOpenRounds } from '../components/casino-open-rounds';
import { OpenListBody, useOpenListPage } from '../components/open-list-page';

/**
 * /open-bets: the player's unsettled bets, newest first, a page at a time, each with its
 * fairness receipt (docs/product.md §2, §3 "Open bet record"). Needs login; demo accounts too.
 * A Casino tab lists the open casino rounds of every provider (docs/product.md §7 "casino/openBet").
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
  const list = useOpenListPage(useOpenBetsPage);
  useBetReportsLive();
  return <OpenListBody {...list}>{(bets) => <OpenBetsView bets={bets} />}</OpenListBody>;
}
