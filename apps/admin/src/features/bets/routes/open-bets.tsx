import type { ReactNode } from 'react';
import { formatAmount } from '@backlay/domain';
import { formatDateTime } from '../../../lib/format';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { TableCard } from '../../../components/ui/table-card';
import { useDownlineOpenBets } from '../api/get-downline-open-bets';
import { BetCells, BetColumnHeads } from '../components/bet-cells';
import { PickAllHeader, PickCell } from '../components/pick-cells';
import { ScopeChips } from '../components/scope-chips';
import { useBetVoids } from '../components/bet-voids';
import { PAGE_SIZE, useBetScope } from '../lib/use-bet-scope';
import { BetsTabsRoute } from '../components/bets-tabs';
import { CasinoOpenRounds } from '../components/casino-open-rounds';

/**
 * Open bets of the downline, with a Sports / Casino switch: the Casino tab lists the casino rounds of
 * every provider (GET api/{role}/user/casino/openBet).
 */
export function OpenBetsRoute() {
  return (
    <BetsTabsRoute
      title="Open bets"
      description="Bets of your downline players that are not settled yet."
      casino={<CasinoOpenRounds />}
      sports={(tabs) => <SportsOpenBets tabs={tabs} />}
    />
  );
}

/**
 * Open (unsettled) bets of every player in the downline, refreshed every 15 s. The roles that
 * may void bets (Delete Open Bets) pick rows and void them with a reason and the code.
 */
function SportsOpenBets({ tabs }: { tabs: ReactNode }) {
  const { scope, page, setPage, pick, ids } = useBetScope();
  const list = useDownlineOpenBets({ page, limit: PAGE_SIZE, ...ids });
  const rows = list.data?.docs ?? [];
  const { canVoid, picked, action, dialog } = useBetVoids();
  return (
    <Page title="Open bets" description="Bets of your downline players that are not settled yet." actions={action}>
      {tabs}
      <ScopeChips scope={scope} onClear={(key) => pick(key, null)} />
      <TableCard query={list} isEmpty={rows.length === 0} emptyText="No open bets." tableClassName="md:min-w-[52rem]">
        <thead>
          <tr>
            {canVoid ? (
              <PickAllHeader checked={picked.allPicked(rows)} disabled={rows.length === 0} onChange={() => picked.togglePage(rows)} />
            ) : null}
            <th>Placed</th>
            <BetColumnHeads />
            <th className="num">Odds</th>
            <th className="num">Stake</th>
            <th className="num">Profit</th>
            <th className="num">Liability</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((b) => (
            <tr key={b._id}>
              {canVoid ? (
                <PickCell
                  label={`Select bet of ${b.user?.userName ?? 'player'}`}
                  checked={picked.isPicked(b._id)}
                  onChange={() => picked.toggle(b)}
                />
              ) : null}
              <td data-label="Placed" className="whitespace-nowrap">
                {formatDateTime(b.createdAt)}
              </td>
              <BetCells bet={b} onPick={pick} />
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
      </TableCard>
      <Pager info={list.data} onPage={setPage} />
      {dialog}
    </Page>
  );
}
