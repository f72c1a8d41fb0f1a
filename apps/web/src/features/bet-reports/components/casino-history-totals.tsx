import { useTranslation } from 'react-i18next';
import { formatAmount } from '@backlay/domain';
import type { CasinoHistoryTotals as Totals } from '@backlay/contract';
import { pnlClass } from '../lib/format';
import { Tile } from './history-totals';

/**
 * The totals over the casino history (GET .../casino/openBet/history/details): stakes, wins,
 * the player's net and the number of rounds, of every page of the filter. Unknown totals
 * (loading, or the call failed) read '-'.
 */
export function CasinoHistoryTotals({ totals }: { totals: Totals | undefined }) {
  const { t } = useTranslation();
  const money = (n: number | undefined) => (n === undefined ? '-' : formatAmount(n));
  return (
    <dl aria-label={t('betReports.totals', 'Totals')} className="card grid grid-cols-2 gap-px overflow-hidden bg-line nav:grid-cols-4">
      {/* On phones the net result leads, across the strip, as on the sports strip. */}
      <Tile
        label={t('betReports.totalNet', 'Total Net')}
        value={money(totals?.totalPnl)}
        className="order-first col-span-2 nav:order-none nav:col-span-1"
        valueClassName={pnlClass(totals?.totalPnl ?? null)}
      />
      <Tile label={t('betReports.totalStake', 'Total Stake')} value={money(totals?.totalStake)} />
      <Tile label={t('betReports.totalWin', 'Total Win')} value={money(totals?.totalWin)} />
      {/* Three tiles after the net: on phones the last one takes the row, leaving no hole. */}
      <Tile
        label={t('betReports.totalRounds', 'Rounds')}
        value={totals === undefined ? '-' : String(totals.totalRounds)}
        className="col-span-2 nav:col-span-1"
      />
    </dl>
  );
}
