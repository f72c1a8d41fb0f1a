import { useId, useState, type ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OpenBet } from '@backlay/contract';
import { eventPath, paths } from '../../../config/paths';
import { siteDateTimeParts } from '../../../lib/site-time';
import { OpenBetReceipt } from '../../../components/bet-slip/open-bet-receipt';

/** Row tints of the slip's open bets: back in the brand's back colour, lay in its lay colour. */
export const SIDE_TINT = {
  back: 'bg-[color-mix(in_oklab,var(--color-back)_30%,transparent)]',
  lay: 'bg-[color-mix(in_oklab,var(--color-lay)_30%,transparent)]',
} as const;

/** The event page of a bet's event: the full path when the sport is known, else the short one. */
function betEventPath(eventId: string, eventTypeId?: string): string {
  const type = Number(eventTypeId);
  return eventTypeId && Number.isInteger(type) ? eventPath(type, eventId) : generatePath(paths.eventById, { eventId });
}

/** Event (a link to its page) over the market name. */
export function EventCell({ bet, eventTypeId }: { bet: OpenBet; eventTypeId?: string }) {
  return (
    <div className="min-w-0">
      <Link
        to={betEventPath(bet.market.event.id, eventTypeId)}
        className="block font-bold break-words text-highlight underline-offset-2 hover:underline"
      >
        {bet.market.event.name}
      </Link>
      <p className="text-xs break-words text-muted">{bet.market.marketName || bet.market.name}</p>
    </div>
  );
}

/** BACK or LAY in the colour of its price column. */
export function SideBadge({ side }: { side: 'back' | 'lay' }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded px-1.5 py-0.5 text-[11px] leading-none font-black tracking-wider text-slate-900 uppercase ${side === 'back' ? 'bg-back' : 'bg-lay'}`}
    >
      {side === 'back' ? t('betReports.back', 'Back') : t('betReports.lay', 'Lay')}
    </span>
  );
}

/** A labelled figure of a card row; `className` places the figure, `valueClassName` colours it. */
export function Figure({
  label,
  children,
  className = '',
  valueClassName = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
  valueClassName?: string;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-[11px] font-semibold text-muted uppercase">{label}</dt>
      <dd className={`truncate tabular-nums ${valueClassName}`}>{children}</dd>
    </div>
  );
}

/**
 * Each bet's fairness receipt (the slip's bet info: odds asked and matched, the delay, each
 * price check) behind a disclosure button, so a long list stays short until asked.
 */
export function useBetInfo() {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpenIds((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { isOpen: (id: string) => openIds.has(id), toggle };
}

export function BetInfoButton({ isOpen, controls, onClick }: { isOpen: boolean; controls: string; onClick(): void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-expanded={isOpen}
      aria-controls={controls}
      onClick={onClick}
      className="rounded-md px-2 py-1 text-xs font-semibold whitespace-nowrap text-highlight ring-1 ring-line hover:bg-surface-2"
    >
      {t('betReports.betInfo', 'Bet info')}
    </button>
  );
}

/** The receipt under a bet, with the id its button points at. */
export function BetReceipt({ id, bet }: { id: string; bet: OpenBet }) {
  return (
    <div id={id}>
      <OpenBetReceipt bet={bet} />
    </div>
  );
}

/** When a bet was placed or settled: one line on cards, date over time in table cells. */
export function BetTime({ iso, isStacked = false }: { iso: string; isStacked?: boolean }) {
  const { i18n } = useTranslation();
  const { date, time } = siteDateTimeParts(iso, i18n.language, { seconds: true });
  return (
    <time dateTime={iso} className={isStacked ? 'flex flex-col whitespace-nowrap' : 'whitespace-nowrap'}>
      {isStacked ? (
        <>
          <span>{date}</span>
          <span className="text-muted">{time}</span>
        </>
      ) : (
        `${date}, ${time}`
      )}
    </time>
  );
}

/** A stable id prefix for the receipts of one list. */
export function useReceiptIds() {
  const prefix = useId();
  return (betId: string) => `${prefix}-receipt-${betId}`;
}
