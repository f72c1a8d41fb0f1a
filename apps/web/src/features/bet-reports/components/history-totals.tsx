import { useTranslation } from 'react-i18next';
import { formatAmount } from '@backlay/domain';
import type { BetHistoryTotals } from '@backlay/contract';
import { pnlClass } from '../lib/format';

/**
 * The totals strip over the history (docs/product.md §3 "Bet detail totals"): stakes on each
 * side, the player's net P/L, commission and the number of bets, of every page of the filter.
 * Unknown totals (loading, or the call failed) read '-' rather than a zero that is not known.
 */
export function HistoryTotals({ totals }: { totals: BetHistoryTotals | undefined }) {
  const { t } = useTranslation();
  const money = (n: number | undefined) => (n === undefined ? '-' : formatAmount(n));
  return (
    <dl aria-label={t('betReports.totals', 'Totals')} className="card grid grid-cols-2 gap-px overflow-hidden bg-line nav:grid-cols-5">
      <Tile label={t('betReports.totalBack', 'Total Back')} value={money(totals?.totalBack)} />
      <Tile label={t('betReports.totalLay', 'Total Lay')} value={money(totals?.totalLay)} />
      {/* On phones the net result leads, across the strip; wide screens keep the order of docs/product.md. */}
      <Tile
        label={t('betReports.totalPnl', 'Total P/L')}
        value={money(totals?.totalBetPts)}
        className="order-first col-span-2 nav:order-none nav:col-span-1"
        valueClassName={pnlClass(totals?.totalBetPts ?? null)}
      />
      <Tile label={t('betReports.totalCommission', 'Total Commission')} value={money(totals?.totalCommission)} />
      <Tile label={t('betReports.totalBets', 'Bets')} value={totals === undefined ? '-' : String(totals.totalBets)} />
    </dl>
  );
}

export interface TileProps {
  label: string;
  value: string;
  className?: string;
  valueClassName?: string;
}

/** One figure of a totals strip (the casino tab's strip uses the same). */
export function Tile({ label, value, className = '', valueClassName = '' }: TileProps) {
  return (
    <div className={`min-w-0 bg-surface px-3 py-2 ${className}`}>
      <dt className="truncate text-[11px] font-semibold text-muted uppercase">{label}</dt>
      <dd className={`truncate text-base font-bold tabular-nums ${valueClassName}`}>{value}</dd>
    </div>
  );
}
