import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@backlay/domain';
import type { OpenBet } from '@backlay/contract';
import { betPriceText } from '../lib/format';
import { BetInfoButton, BetReceipt, BetTime, EventCell, Figure, SIDE_TINT, SideBadge } from './bet-parts';
import type { BetCardProps } from './bet-list-view';

interface Props<T extends OpenBet> extends BetCardProps<T> {
  /** The sport of the bet's event, when known, for the full event link. */
  eventTypeId?: string;
  /** Badges stacked under the side badge (a settled bet's status). */
  badges?: ReactNode;
  /** Figures after the stake: what the bet can win and lose, or what it did. */
  figures: ReactNode;
  /**
   * When the bet was settled; given (null while unsettled) only by the lists of past bets,
   * whose footer then stacks placed over settled.
   */
  settledAt?: string | null;
}

/**
 * One bet on a phone or tablet, tinted by its side as the slip's open bets: event and market,
 * selection, price and stake, the list's own figures, the times and the bet-info receipt.
 */
export function BetCard<T extends OpenBet>({ bet, isInfoOpen, onInfo, receiptId, eventTypeId, badges, figures, settledAt }: Props<T>) {
  const { t } = useTranslation();
  const side = bet.odds.type;
  const isPast = settledAt !== undefined;
  const placed = (
    <span>
      {t('betReports.placed', 'Placed')} <BetTime iso={bet.createdAt} />
    </span>
  );
  return (
    <li className="card overflow-hidden" data-side={side}>
      <div className="flex items-start justify-between gap-2 px-3 pt-2">
        <EventCell bet={bet} eventTypeId={eventTypeId} />
        {badges ? (
          <div className="flex shrink-0 flex-col items-end gap-1">
            <SideBadge side={side} />
            {badges}
          </div>
        ) : (
          <SideBadge side={side} />
        )}
      </div>
      <dl className={`mx-2 my-2 grid grid-cols-3 gap-x-3 gap-y-1.5 rounded-lg px-2 py-1.5 text-sm ${SIDE_TINT[side]}`}>
        <Figure label={t('betReports.selection', 'Selection')} className="col-span-2" valueClassName="font-semibold">
          {bet.odds.teamName}
        </Figure>
        <Figure label={bet.market.type === 'session' ? t('betReports.runAndRate', 'Run / Rate') : t('betReports.odds', 'Odds')}>
          {betPriceText(bet)}
        </Figure>
        <Figure label={t('betReports.stake', 'Stake')}>{formatAmount(bet.stake)}</Figure>
        {figures}
      </dl>
      <div className={`flex ${isPast ? 'items-end' : 'items-center'} justify-between gap-2 px-3 pb-2 text-xs text-muted`}>
        {isPast ? (
          <p className="flex min-w-0 flex-col">
            {placed}
            {settledAt ? (
              <span>
                {t('betReports.settled', 'Settled')} <BetTime iso={settledAt} />
              </span>
            ) : null}
          </p>
        ) : (
          placed
        )}
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
