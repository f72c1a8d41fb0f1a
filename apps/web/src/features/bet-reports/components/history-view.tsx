import { useTranslation } from 'react-i18next';
import { formatAmount } from '@backlay/domain';
import type { BetStatus, HistoryBet } from '@backlay/contract';
import { pnlClass } from '../lib/format';
import { useStatusLabel } from '../lib/use-status-label';
import { BetTime, Figure } from './bet-parts';
import { BetCard } from './bet-card';
import { BetListView, type BetCardProps } from './bet-list-view';
import { leadingBetColumns, placedColumn, type BetColumn } from './bet-table';

/** Past bets of one page, with each bet's status and what it won or lost (P/L). */
export function HistoryView({ bets }: { bets: HistoryBet[] }) {
  const { t } = useTranslation();
  const columns: BetColumn<HistoryBet>[] = [
    ...leadingBetColumns<HistoryBet>(t, (bet) => bet.eventTypeId),
    { id: 'status', header: t('betReports.statusLabel', 'Status'), cell: (bet) => <StatusBadge bet={bet} /> },
    { id: 'pnl', header: t('betReports.pnl', 'P/L'), cell: (bet) => <Pnl pnl={bet.pnl} />, isNumeric: true },
    placedColumn(t),
    {
      id: 'settled',
      header: t('betReports.settled', 'Settled'),
      cell: (bet) => (bet.settledAt ? <BetTime iso={bet.settledAt} isStacked /> : '-'),
      className: 'text-xs',
    },
  ];
  return <BetListView bets={bets} columns={columns} Card={HistoryCard} />;
}

const STATUS_TONE: Record<BetStatus, string> = {
  open: 'ring-line text-fg',
  settled: 'ring-line text-fg',
  void: 'ring-line text-muted',
  rejected: 'ring-danger/50 text-danger',
  deleted: 'ring-line text-muted line-through',
};

function StatusBadge({ bet }: { bet: HistoryBet }) {
  const { t } = useTranslation();
  const label = useStatusLabel();
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className={`rounded px-1.5 py-0.5 text-[11px] leading-none font-bold uppercase ring-1 ${STATUS_TONE[bet.status]}`}>
        {label(bet.status)}
      </span>
      {bet.cashOut ? (
        <span className="rounded bg-accent px-1.5 py-0.5 text-[11px] leading-none font-bold text-on-accent uppercase">
          {t('betReports.cashOut', 'Cash out')}
        </span>
      ) : null}
    </span>
  );
}

/** The bet's P/L: signed, green for a win, red for a loss; '-' for bets without an outcome. */
function Pnl({ pnl }: { pnl: number | null }) {
  return <span className={`font-semibold ${pnlClass(pnl)}`}>{pnl === null ? '-' : formatAmount(pnl)}</span>;
}

function HistoryCard(props: BetCardProps<HistoryBet>) {
  const { t } = useTranslation();
  const { bet } = props;
  return (
    <BetCard
      {...props}
      eventTypeId={bet.eventTypeId}
      badges={<StatusBadge bet={bet} />}
      settledAt={bet.settledAt}
      figures={
        <Figure label={t('betReports.pnl', 'P/L')} className="col-span-2">
          <Pnl pnl={bet.pnl} />
        </Figure>
      }
    />
  );
}
