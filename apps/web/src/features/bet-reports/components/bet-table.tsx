import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatAmount } from '@backlay/domain';
import type { OpenBet } from '@backlay/contract';
import { betPriceText } from '../lib/format';
import { BetInfoButton, BetReceipt, BetTime, EventCell, SIDE_TINT, SideBadge, type useBetInfo } from './bet-parts';

export interface BetColumn<T> {
  id: string;
  header: string;
  cell(bet: T): ReactNode;
  /** Figures align right, as money and odds read best. */
  isNumeric?: boolean;
  className?: string;
}

/**
 * The columns every bet table opens with: event and market, selection, side, price and stake.
 * `eventTypeId` reads the sport of a bet's event where the list knows it, for the full link.
 */
export function leadingBetColumns<T extends OpenBet>(t: TFunction, eventTypeId?: (bet: T) => string | undefined): BetColumn<T>[] {
  return [
    {
      id: 'event',
      header: t('betReports.eventAndMarket', 'Event / Market'),
      cell: (bet) => <EventCell bet={bet} eventTypeId={eventTypeId?.(bet)} />,
      className: 'min-w-40',
    },
    { id: 'selection', header: t('betReports.selection', 'Selection'), cell: (bet) => bet.odds.teamName, className: 'font-semibold' },
    { id: 'type', header: t('betReports.type', 'Type'), cell: (bet) => <SideBadge side={bet.odds.type} /> },
    { id: 'odds', header: t('betReports.odds', 'Odds'), cell: betPriceText, isNumeric: true },
    { id: 'stake', header: t('betReports.stake', 'Stake'), cell: (bet) => formatAmount(bet.stake), isNumeric: true },
  ];
}

/** When the bet was placed, date over time. */
export function placedColumn<T extends OpenBet>(t: TFunction): BetColumn<T> {
  return {
    id: 'placed',
    header: t('betReports.placed', 'Placed'),
    cell: (bet) => <BetTime iso={bet.createdAt} isStacked />,
    className: 'text-xs',
  };
}

/**
 * The wide-screen table of a bet list: one row per bet tinted by its side (as the slip's open
 * bets), a bet-info button at the end of each row and the receipt on a row of its own under it.
 */
export function BetTable<T extends OpenBet>({
  bets,
  columns,
  info,
  receiptId,
}: {
  bets: T[];
  columns: BetColumn<T>[];
  info: ReturnType<typeof useBetInfo>;
  receiptId: (betId: string) => string;
}) {
  const { t } = useTranslation();
  const align = (c: BetColumn<T>) => (c.isNumeric ? 'text-right tabular-nums whitespace-nowrap' : 'text-left');
  return (
    <div className="card overflow-x-auto">
      <table className="w-full min-w-[46rem] border-collapse text-sm">
        <thead className="border-b border-line bg-surface-2">
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={`px-2 py-2 text-xs font-semibold text-muted uppercase first:pl-3 ${align(c)}`}>
                {c.header}
              </th>
            ))}
            <th scope="col" className="py-2 pr-3 pl-2">
              <span className="sr-only">{t('betReports.betInfo', 'Bet info')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => {
            const isOpen = info.isOpen(bet._id);
            return (
              <Fragment key={bet._id}>
                <tr className={`border-b border-line ${SIDE_TINT[bet.odds.type]}`} data-side={bet.odds.type}>
                  {columns.map((c) => (
                    <td key={c.id} className={`px-2 py-2 align-middle first:pl-3 ${align(c)} ${c.className ?? ''}`}>
                      {c.cell(bet)}
                    </td>
                  ))}
                  <td className="py-2 pr-3 pl-2 text-right">
                    <BetInfoButton isOpen={isOpen} controls={receiptId(bet._id)} onClick={() => info.toggle(bet._id)} />
                  </td>
                </tr>
                {isOpen ? (
                  <tr className="border-b border-line">
                    <td colSpan={columns.length + 1} className="px-3 pb-2">
                      <BetReceipt id={receiptId(bet._id)} bet={bet} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
