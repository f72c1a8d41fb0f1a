import { formatAmount } from '@backlay/domain';
import { formatDateTime } from '../../../lib/format';
import { ListState, Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { useDownlineOpenBets } from '../api/get-downline-open-bets';
import { MarketCell, SelectionCell, UserCell } from '../components/bet-cells';
import { ScopeChips } from '../components/scope-chips';
import { PAGE_SIZE, useBetScope } from '../lib/use-bet-scope';

/** Open (unsettled) bets of every player in the downline, refreshed every 15 s. */
export function OpenBetsRoute() {
  const { scope, page, setPage, pick, ids } = useBetScope();
  const list = useDownlineOpenBets({ page, limit: PAGE_SIZE, ...ids });
  const rows = list.data?.docs ?? [];
  return (
    <Page title="Open bets" description="Bets of your downline players that are not settled yet.">
      <ScopeChips scope={scope} onClear={(key) => pick(key, null)} />
      <div className="card overflow-x-auto">
        <table className="data-table stacked md:min-w-[52rem]">
          <thead>
            <tr>
              <th>Placed</th>
              <th>Player</th>
              <th>Event / market</th>
              <th>Selection</th>
              <th className="num">Odds</th>
              <th className="num">Stake</th>
              <th className="num">Profit</th>
              <th className="num">Liability</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <tr key={b._id}>
                <td data-label="Placed" className="whitespace-nowrap">
                  {formatDateTime(b.createdAt)}
                </td>
                <td data-label="Player">
                  <UserCell bet={b} onPick={pick} />
                </td>
                <td data-label="Event / market">
                  <MarketCell bet={b} onPick={pick} />
                </td>
                <td data-label="Selection">
                  <SelectionCell bet={b} />
                </td>
                <td data-label="Odds" className="num">
                  {b.odds.odd}
                </td>
                <td data-label="Stake" className="num">
                  {formatAmount(b.stake)}
                </td>
                <td data-label="Profit" className="num text-success">
                  {formatAmount(b.profit)}
                </td>
                <td data-label="Liability" className="num text-danger">
                  {formatAmount(b.liability)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ListState
          isLoading={list.isLoading}
          error={list.error}
          isEmpty={rows.length === 0}
          emptyText="No open bets."
          onRetry={() => void list.refetch()}
        />
      </div>
      <Pager info={list.data} onPage={setPage} />
    </Page>
  );
}
