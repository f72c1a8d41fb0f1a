import { useTranslation } from 'react-i18next';
import { formatAmount } from '@backlay/domain';
import type { BetStatus, HistoryBet } from '@backlay/contract';
import { useCompactScreen } from '../../../components/bet-slip/use-compact-screen';
import { betPriceText, pnlClass } from '../lib/format';
import { useStatusLabel } from '../lib/use-status-label';
import { BetInfoButton, BetReceipt, BetTime, EventCell, Figure, SIDE_TINT, SideBadge, useBetInfo, useReceiptIds } from './bet-parts';
import { BetTable, type BetColumn } from './bet-table';

/** Past bets of one page: cards up to 900 px, a table above; only one is mounted. */
export function HistoryView({ bets }: { bets: HistoryBet[] }) {
  const { t } = useTranslation();
  const isCompact = useCompactScreen();
  const info = useBetInfo();
  const receiptId = useReceiptIds();
  if (!isCompact) {
    const columns: BetColumn<HistoryBet>[] = [
      {
        id: 'event',
        header: t('betReports.eventAndMarket', 'Event / Market'),
        cell: (bet) => <EventCell bet={bet} eventTypeId={bet.eventTypeId} />,
        className: 'min-w-40',
      },
      { id: 'selection', header: t('betReports.selection', 'Selection'), cell: (bet) => bet.odds.teamName, className: 'font-semibold' },
      { id: 'type', header: t('betReports.type', 'Type'), cell: (bet) => <SideBadge side={bet.odds.type} /> },
      { id: 'odds', header: t('betReports.odds', 'Odds'), cell: betPriceText, isNumeric: true },
      { id: 'stake', header: t('betReports.stake', 'Stake'), cell: (bet) => formatAmount(bet.stake), isNumeric: true },
      { id: 'status', header: t('betReports.statusLabel', 'Status'), cell: (bet) => <StatusBadge bet={bet} /> },
      { id: 'pnl', header: t('betReports.pnl', 'P/L'), cell: (bet) => <Pnl pnl={bet.pnl} />, isNumeric: true },
      {
        id: 'placed',
        header: t('betReports.placed', 'Placed'),
        cell: (bet) => <BetTime iso={bet.createdAt} isStacked />,
        className: 'text-xs',
      },
      {
        id: 'settled',
        header: t('betReports.settled', 'Settled'),
        cell: (bet) => (bet.settledAt ? <BetTime iso={bet.settledAt} isStacked /> : '-'),
        className: 'text-xs',
      },
    ];
    return <BetTable bets={bets} columns={columns} info={info} receiptId={receiptId} />;
  }
  return (
    <ul className="flex flex-col gap-2">
      {bets.map((bet) => (
        <HistoryCard
          key={bet._id}
          bet={bet}
          isInfoOpen={info.isOpen(bet._id)}
          onInfo={() => info.toggle(bet._id)}
          receiptId={receiptId(bet._id)}
        />
      ))}
    </ul>
  );
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

interface CardProps {
  bet: HistoryBet;
  isInfoOpen: boolean;
  onInfo(): void;
  receiptId: string;
}

function HistoryCard({ bet, isInfoOpen, onInfo, receiptId }: CardProps) {
  const { t } = useTranslation();
  const side = bet.odds.type;
  return (
    <li className="card overflow-hidden" data-side={side}>
      <div className="flex items-start justify-between gap-2 px-3 pt-2">
        <EventCell bet={bet} eventTypeId={bet.eventTypeId} />
        <div className="flex shrink-0 flex-col items-end gap-1">
          <SideBadge side={side} />
          <StatusBadge bet={bet} />
        </div>
      </div>
      <dl className={`mx-2 my-2 grid grid-cols-3 gap-x-3 gap-y-1.5 rounded-lg px-2 py-1.5 text-sm ${SIDE_TINT[side]}`}>
        <Figure label={t('betReports.selection', 'Selection')} className="col-span-2" valueClassName="font-semibold">
          {bet.odds.teamName}
        </Figure>
        <Figure label={bet.market.type === 'session' ? t('betReports.runAndRate', 'Run / Rate') : t('betReports.odds', 'Odds')}>
          {betPriceText(bet)}
        </Figure>
        <Figure label={t('betReports.stake', 'Stake')}>{formatAmount(bet.stake)}</Figure>
        <Figure label={t('betReports.pnl', 'P/L')} className="col-span-2">
          <Pnl pnl={bet.pnl} />
        </Figure>
      </dl>
      <div className="flex items-end justify-between gap-2 px-3 pb-2 text-xs text-muted">
        <p className="flex min-w-0 flex-col">
          <span>
            {t('betReports.placed', 'Placed')} <BetTime iso={bet.createdAt} />
          </span>
          {bet.settledAt ? (
            <span>
              {t('betReports.settled', 'Settled')} <BetTime iso={bet.settledAt} />
            </span>
          ) : null}
        </p>
        <BetInfoButton isOpen={isInfoOpen} controls={receiptId} onClick={onInfo} />
      </div>
      {isInfoOpen ? (
        <div className="px-2 pb-2">
          <BetReceipt id={receiptId} bet={bet} />
        </div>
      ) : null}
    </li>
  );
}
