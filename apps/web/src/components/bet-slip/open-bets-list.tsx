import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@backlay/domain';
import type { OpenBet } from '@backlay/contract';
import { formatOdd } from '../markets/format-price';
import { useOpenBets } from '../../lib/bet-slip/get-open-bets';
import { averageMarketBets, groupOpenBets, type MarketGroup } from '../../lib/bet-slip/group-open-bets';
import { OpenBetReceipt } from './open-bet-receipt';
import { SlipSwitch } from './slip-switch';

/** The average-odds switch shows a spinner this long before the new view (docs/product.md §9). */
export const AVERAGE_SPINNER_MS = 1_000;

/**
 * The Open Bets tab: the player's open bets grouped by event, then market, with the switches
 * of docs/product.md §2: average odds, bet info (each bet's receipt) and, on an event page,
 * 'bet for this event only'.
 */
export function OpenBetsList({ eventId }: { eventId?: string | undefined }) {
  const { t } = useTranslation();
  const query = useOpenBets();
  const [isAverage, setAverage] = useState(false);
  const [isAveraging, setAveraging] = useState(false);
  const [isInfo, setInfo] = useState(false);
  const [isThisEvent, setThisEvent] = useState(false);

  useEffect(() => {
    if (!isAveraging) return;
    const id = setTimeout(() => setAveraging(false), AVERAGE_SPINNER_MS);
    return () => clearTimeout(id);
  }, [isAveraging]);

  const groups = useMemo(() => {
    const bets = query.data ?? [];
    return groupOpenBets(isThisEvent && eventId ? bets.filter((b) => b.market.event.id === eventId) : bets);
  }, [query.data, isThisEvent, eventId]);

  return (
    <div className="flex flex-col gap-2 p-2">
      <div className="flex flex-wrap gap-x-4 gap-y-1 px-1 text-sm">
        <SlipSwitch
          label={t('betSlip.averageOdds', 'Average odds')}
          checked={isAverage}
          onChange={(on) => {
            setAverage(on);
            setAveraging(true);
          }}
        />
        <SlipSwitch label={t('betSlip.betInfo', 'Bet info')} checked={isInfo} onChange={setInfo} />
        {eventId ? (
          <SlipSwitch label={t('betSlip.thisEventOnly', 'bet for this event only')} checked={isThisEvent} onChange={setThisEvent} />
        ) : null}
      </div>
      {query.isPending || isAveraging ? (
        <div className="flex justify-center py-8" role="status" aria-label={t('common.loading', 'Loading…')}>
          <span className="size-8 animate-spin rounded-full border-4 border-line border-t-accent" aria-hidden="true" />
        </div>
      ) : groups.length === 0 ? (
        <p className="px-2 py-8 text-center text-sm text-muted">{t('betSlip.noOpenBets', 'No open bets')}</p>
      ) : (
        groups.map((g) => (
          <section key={g.eventId} aria-label={g.eventName} className="overflow-hidden rounded-lg ring-1 ring-line">
            <h3 className="truncate bg-surface-2 px-2 py-1.5 text-sm font-bold">{g.eventName}</h3>
            {g.markets.map((m) => (
              <MarketBets key={m.marketId} market={m} isAverage={isAverage} isInfo={isInfo} />
            ))}
          </section>
        ))
      )}
    </div>
  );
}

function MarketBets({ market, isAverage, isInfo }: { market: MarketGroup; isAverage: boolean; isInfo: boolean }) {
  const { t } = useTranslation();
  const isSession = market.bets[0]?.market.type === 'session';
  return (
    <div role="group" aria-label={market.marketName} className="border-t border-line">
      <h4 className="px-2 pt-1 text-xs font-semibold text-muted">{market.marketName}</h4>
      <div className="grid grid-cols-[minmax(0,1fr)_4.5rem_5rem] gap-x-2 px-2 text-[0.6875rem] font-semibold text-muted" aria-hidden="true">
        <span>{t('betSlip.selection', 'Selection')}</span>
        <span className="text-right">{isSession ? t('betSlip.runAndRate', 'Run / Rate') : t('betSlip.odds', 'Odds')}</span>
        <span className="text-right">{t('betSlip.stake', 'Stake')}</span>
      </div>
      <ul className="flex flex-col gap-0.5 p-1">
        {isAverage
          ? averageMarketBets(market.bets).map((row) => (
              <BetRow
                key={row.key}
                side={row.side}
                teamName={row.teamName}
                odd={row.odd}
                run={row.run}
                stake={row.stake}
                isSession={isSession}
              />
            ))
          : market.bets.map((bet) => (
              <BetRow
                key={bet._id}
                side={bet.odds.type}
                teamName={bet.odds.teamName}
                odd={bet.odds.odd}
                run={bet.odds.run}
                stake={bet.stake}
                isSession={isSession}
                info={isInfo ? bet : undefined}
              />
            ))}
      </ul>
    </div>
  );
}

interface BetRowProps {
  side: 'back' | 'lay';
  teamName: string;
  odd: number;
  run: number;
  stake: number;
  isSession: boolean;
  info?: OpenBet | undefined;
}

function BetRow({ side, teamName, odd, run, stake, isSession, info }: BetRowProps) {
  return (
    <li
      className={`rounded px-1 py-1 text-sm ${side === 'back' ? 'bg-[color-mix(in_oklab,var(--color-back)_30%,transparent)]' : 'bg-[color-mix(in_oklab,var(--color-lay)_30%,transparent)]'}`}
      data-side={side}
    >
      <div className="grid grid-cols-[minmax(0,1fr)_4.5rem_5rem] items-center gap-x-2 tabular-nums">
        <span className="truncate font-semibold">{teamName}</span>
        <span className="text-right">{isSession ? `${formatOdd(run)} / ${formatOdd(odd)}` : formatOdd(odd)}</span>
        <span className="text-right">{formatAmount(stake)}</span>
      </div>
      {info ? <OpenBetReceipt bet={info} /> : null}
    </li>
  );
}
