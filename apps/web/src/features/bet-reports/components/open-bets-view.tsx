import { useTranslation } from 'react-i18next';
import { formatAmount } from '@backlay/domain';
import type { OpenBet } from '@backlay/contract';
import { useCompactScreen } from '../../../components/bet-slip/use-compact-screen';
import { betPriceText } from '../lib/format';
import { BetInfoButton, BetReceipt, BetTime, EventCell, Figure, SIDE_TINT, SideBadge, useBetInfo, useReceiptIds } from './bet-parts';
import { BetTable, type BetColumn } from './bet-table';

/**
 * The open bets of one page: cards on phones and tablets (up to 900 px), a table above. Only
 * one of the two is mounted (matchMedia), so screen readers meet each bet once.
 */
export function OpenBetsView({ bets }: { bets: OpenBet[] }) {
  const { t } = useTranslation();
  const isCompact = useCompactScreen();
  const info = useBetInfo();
  const receiptId = useReceiptIds();
  if (!isCompact) {
    const columns: BetColumn<OpenBet>[] = [
      {
        id: 'event',
        header: t('betReports.eventAndMarket', 'Event / Market'),
        cell: (bet) => <EventCell bet={bet} />,
        className: 'min-w-40',
      },
      { id: 'selection', header: t('betReports.selection', 'Selection'), cell: (bet) => bet.odds.teamName, className: 'font-semibold' },
      { id: 'type', header: t('betReports.type', 'Type'), cell: (bet) => <SideBadge side={bet.odds.type} /> },
      { id: 'odds', header: t('betReports.odds', 'Odds'), cell: betPriceText, isNumeric: true },
      { id: 'stake', header: t('betReports.stake', 'Stake'), cell: (bet) => formatAmount(bet.stake), isNumeric: true },
      {
        id: 'profit',
        header: t('betReports.profit', 'Profit'),
        cell: (bet) => formatAmount(bet.profit),
        isNumeric: true,
        className: 'text-success',
      },
      {
        id: 'liability',
        header: t('betReports.liability', 'Liability'),
        cell: (bet) => formatAmount(bet.liability),
        isNumeric: true,
        className: 'text-danger',
      },
      {
        id: 'placed',
        header: t('betReports.placed', 'Placed'),
        cell: (bet) => <BetTime iso={bet.createdAt} isStacked />,
        className: 'text-xs',
      },
    ];
    return <BetTable bets={bets} columns={columns} info={info} receiptId={receiptId} />;
  }
  return (
    <ul className="flex flex-col gap-2">
      {bets.map((bet) => (
        <OpenBetCard
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

interface CardProps {
  bet: OpenBet;
  isInfoOpen: boolean;
  onInfo(): void;
  receiptId: string;
}

function OpenBetCard({ bet, isInfoOpen, onInfo, receiptId }: CardProps) {
  const { t } = useTranslation();
  const side = bet.odds.type;
  return (
    <li className="card overflow-hidden" data-side={side}>
      <div className="flex items-start justify-between gap-2 px-3 pt-2">
        <EventCell bet={bet} />
        <SideBadge side={side} />
      </div>
      <dl className={`mx-2 my-2 grid grid-cols-3 gap-x-3 gap-y-1.5 rounded-lg px-2 py-1.5 text-sm ${SIDE_TINT[side]}`}>
        <Figure label={t('betReports.selection', 'Selection')} className="col-span-2" valueClassName="font-semibold">
          {bet.odds.teamName}
        </Figure>
        <Figure label={bet.market.type === 'session' ? t('betReports.runAndRate', 'Run / Rate') : t('betReports.odds', 'Odds')}>
          {betPriceText(bet)}
        </Figure>
        <Figure label={t('betReports.stake', 'Stake')}>{formatAmount(bet.stake)}</Figure>
        <Figure label={t('betReports.profit', 'Profit')} valueClassName="text-success">
          {formatAmount(bet.profit)}
        </Figure>
        <Figure label={t('betReports.liability', 'Liability')} valueClassName="text-danger">
          {formatAmount(bet.liability)}
        </Figure>
      </dl>
      <div className="flex items-center justify-between gap-2 px-3 pb-2 text-xs text-muted">
        <span>
          {t('betReports.placed', 'Placed')} <BetTime iso={bet.createdAt} />
        </span>
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
