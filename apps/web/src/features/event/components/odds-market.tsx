import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market, MarketStatus, Runner, SportsEvent } from '@backlay/contract';
import { PriceCell, type PriceSelection } from '../../../components/markets/price-cell';
import { SuspendedOverlay } from '../../../components/markets/market-overlay';
import { useLiveMarketStatus, useLiveRunnerStatus } from './market-status';
import { MarketFavoriteStar, MarketLimits, Remarks, TotalMatched } from './market-meta';
import { RunnerPnl } from './runner-pnl';
import { CashOutButton } from './cash-out-button';
import { useMarketPnl, useSelectPrice } from '../lib/use-market-pnl';

/** Phones (<= 600 px) see only the best back and lay; done in CSS so resizing costs no render. */
const DEEP = 'max-md:hidden';

/**
 * An exchange (betfair) or bookmaker market: one row per runner. Exchange markets show the
 * three-deep ladders on wider screens (back deepest-first so the best prices meet in the
 * middle) and the best back and lay on phones; bookmaker markets show the best back and lay.
 * While the market is not open a band covers each runner's prices; names stay readable.
 * A click on a price puts it on the bet slip; under each name the player's P/L if that runner
 * wins, and what it would become with the slip's bet.
 */
export const OddsMarket = memo(function OddsMarket({ market, event }: { market: Market; event: SportsEvent }) {
  const { t } = useTranslation();
  const status = useLiveMarketStatus(market);
  const onSelect = useSelectPrice(market, event);
  const pnl = useMarketPnl(market);
  const teamBook = (book: typeof pnl.current | null) => (book?.kind === 'team' ? book.book : null);
  const current = teamBook(pnl.current);
  const next = teamBook(pnl.next);
  const isLadder = market.type === 'betfair';
  const runners = [...market.teams].sort((a, b) => a.sort - b.sort);
  const priceGrid = isLadder ? 'grid-cols-[repeat(2,4.25rem)] md:grid-cols-[repeat(6,3.75rem)]' : 'grid-cols-[repeat(2,4.25rem)]';

  return (
    <section className="card overflow-hidden" aria-label={market.name} data-market-id={market.id} data-status={status}>
      {/* Both rows keep one fixed height whatever appears in them (a cash-out amount, the
          matched total): a header that grew would move every price under a player's finger.
          The matched total takes only the room left (no basis of its own), so it gives way
          first when room is short, then the name and the amount. */}
      <header className="flex h-10 items-center gap-2 border-b border-line bg-surface-2 px-2" data-testid="market-header">
        <MarketFavoriteStar marketId={market.id} />
        <h2 className="mr-auto min-w-16 shrink truncate text-sm font-bold">{market.name}</h2>
        <TotalMatched market={market} className="min-w-0 flex-1 truncate text-right" />
        <CashOutButton market={market} book={current} hasBets={pnl.hasBets} />
      </header>
      <div className="flex h-6 items-end gap-2 px-2">
        <p className="min-w-0 flex-1 truncate text-xs" data-testid="market-info">
          <MarketLimits market={market} />
        </p>
        <div className={`grid shrink-0 ${priceGrid} gap-0.5 text-center text-xs font-semibold text-muted`} aria-hidden="true">
          {isLadder ? <span className={`${DEEP} col-span-2`} /> : null}
          <span>{t('markets.back', 'Back')}</span>
          <span>{t('markets.lay', 'Lay')}</span>
          {isLadder ? <span className={`${DEEP} col-span-2`} /> : null}
        </div>
      </div>
      <div className="px-2 pb-2">
        {runners.map((runner) => (
          <RunnerRow
            key={runner.id}
            market={market}
            marketStatus={status}
            runner={runner}
            priceGrid={priceGrid}
            isLadder={isLadder}
            onSelect={onSelect}
            pnl={pnl.hasBets && current ? (current[runner.id] ?? 0) : null}
            nextPnl={next ? (next[runner.id] ?? 0) : null}
          />
        ))}
      </div>
      <Remarks text={market.remarksMessage} />
    </section>
  );
});

const RUNNER_STATUS_LABEL: Record<string, [string, string]> = {
  suspended: ['markets.runnerSuspended', 'SUSPENDED'],
  winner: ['markets.runnerWinner', 'WINNER'],
  loser: ['markets.runnerLoser', 'LOSER'],
  removed: ['markets.runnerRemoved', 'REMOVED'],
};

interface RunnerRowProps {
  market: Market;
  marketStatus: MarketStatus;
  runner: Runner;
  priceGrid: string;
  isLadder: boolean;
  onSelect(selection: PriceSelection): void;
  /** Paise: the player's P/L if this runner wins (null: no bets on the market). */
  pnl: number | null;
  /** Paise: the same with the slip's bet (null: the slip holds no bet of this market). */
  nextPnl: number | null;
}

function RunnerRow({ market, marketStatus, runner, priceGrid, isLadder, onSelect, pnl, nextPnl }: RunnerRowProps) {
  const { t } = useTranslation();
  const runnerStatus = useLiveRunnerStatus(market.id, runner.id, runner.status);
  const runnerLabel = RUNNER_STATUS_LABEL[runnerStatus];
  const cell = (side: 'back' | 'lay', level: number) => (
    <PriceCell
      key={`${side}${level}`}
      marketId={market.id}
      runnerId={runner.id}
      side={side}
      level={level}
      className={level > 0 ? DEEP : ''}
      onSelect={onSelect}
    />
  );
  const overlay =
    marketStatus !== 'open' ? (
      <SuspendedOverlay closed={marketStatus === 'closed'} />
    ) : runnerLabel ? (
      <SuspendedOverlay text={t(runnerLabel[0], runnerLabel[1])} />
    ) : null;
  return (
    <div className="flex items-center gap-1 border-b border-line py-0.5 last:border-b-0" data-runner-id={runner.id}>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">{runner.name}</p>
        <RunnerPnl current={pnl} next={nextPnl} label={t('event.runnerPnl', 'Profit or loss if {{name}} wins', { name: runner.name })} />
      </div>
      <div className={`relative grid ${priceGrid} gap-0.5`}>
        {isLadder
          ? [cell('back', 2), cell('back', 1), cell('back', 0), cell('lay', 0), cell('lay', 1), cell('lay', 2)]
          : [cell('back', 0), cell('lay', 0)]}
        {overlay}
      </div>
    </div>
  );
}
