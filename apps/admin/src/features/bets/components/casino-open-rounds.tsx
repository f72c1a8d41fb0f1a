import { ListState } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { useDownlineCasinoOpen } from '../api/get-downline-casino-rounds';
import { PAGE_SIZE, useBetScope } from '../lib/use-bet-scope';
import { CasinoRoundsTable } from './casino-rounds-table';
import { ScopeChips } from './scope-chips';

/**
 * The Casino tab of Open bets: open rounds of every provider of the downline's players,
 * refreshed every 15 s as the sports list. Casino rounds are settled by their provider, so there
 * is no void here (a provider's rollback cancels a round).
 */
export function CasinoOpenRounds() {
  const { scope, page, setPage, pick } = useBetScope();
  const list = useDownlineCasinoOpen({ page, limit: PAGE_SIZE, userId: scope.user?.id });
  const rows = list.data?.docs ?? [];
  return (
    <>
      <ScopeChips scope={scope} onClear={(key) => pick(key, null)} hint="Click a player in the list to show only their rounds." />
      <div className="card overflow-x-auto">
        <CasinoRoundsTable rounds={rows} onPickUser={(v) => pick('user', v)} />
        <ListState
          isLoading={list.isLoading}
          error={list.error}
          isEmpty={rows.length === 0}
          emptyText="No open casino rounds."
          onRetry={() => void list.refetch()}
        />
      </div>
      <Pager info={list.data} onPage={setPage} />
    </>
  );
}
