import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@backlay/contract';
import { EmptyState, RowsSkeleton } from '../../../components/sports/empty-state';
import { Pager } from '../../../components/ui/pager';
import { useCasinoOpenPage } from '../api/get-casino-rounds';
import { useCasinoReportsLive } from '../lib/use-casino-reports-live';
import { CasinoRoundsView } from './casino-rounds-view';

/**
 * The casino tab of /open-bets: the player's open rounds of every provider (GET
 * api/user/casino/openBet), kept current by the casino's live messages.
 */
export function CasinoOpenRounds() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useCasinoOpenPage(page);
  useCasinoReportsLive();
  const shown = query.page;

  // Rounds that ended can leave a later page empty: step back to the last page there is.
  const lastPage = Math.max(1, shown?.totalPages ?? 1);
  if (shown && !query.isPlaceholderData && page > lastPage) setPage(lastPage);

  if (!shown) return <RowsSkeleton />;
  return (
    <div className="flex min-w-0 flex-col gap-3" aria-busy={query.isFetching && query.isPlaceholderData}>
      {shown.docs.length === 0 ? (
        <EmptyState message={t('common.noDataFound', MESSAGES.noDataFound)} />
      ) : (
        <CasinoRoundsView rounds={shown.docs} />
      )}
      <Pager page={page} info={shown} onPage={setPage} />
    </div>
  );
}
