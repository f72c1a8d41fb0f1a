import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market, SportsEvent } from '@backlay/contract';
import { PriceCell } from '../../../components/markets/price-cell';
import { sessionLineFigure } from '../../../lib/bet-slip/slip-book';
import { SuspendedOverlay } from '../../../components/markets/market-overlay';
import { useLiveMarketStatus } from './market-status';
import { MarketFavoriteStar, MarketLimits, Remarks, TotalMatched } from './market-meta';
import { RunnerPnl } from './runner-pnl';
import { SessionBook } from './session-book';
import { useMarketPnl, useSelectPrice } from '../lib/use-market-pnl';

/**
 * The event's session (fancy) markets in one card, a row each. No is the lay side and Yes the
 * back side; each cell shows the line (run) big and the rate (odd) under it. No comes first,
 * as on the exchanges players know. A click on a price puts it on the bet slip; under each
 * name the worst the player can lose on that line, now and with the slip's bet, and once the
 * player has bets on it a Book button with the P/L at every final score.
 */
export const SessionMarkets = memo(function SessionMarkets({ markets, event }: { markets: readonly Market[]; event: SportsEvent }) {
  const { t } = useTranslation();
  if (markets.length === 0) return null;
  return (
    <section className="card overflow-hidden" aria-label={t('event.sessions', 'Fancy')}>
      <header className="grid grid-cols-[minmax(0,1fr)_repeat(2,4.25rem)] items-center gap-0.5 border-b border-line bg-surface-2 px-2 py-2">
        <h2 className="text-sm font-bold">{t('event.sessions', 'Fancy')}</h2>
        <span className="text-center text-xs font-semibold text-muted">{t('markets.no', 'No')}</span>
        <span className="text-center text-xs font-semibold text-muted">{t('markets.yes', 'Yes')}</span>
      </header>
      {markets.map((m) => (
        <SessionRow key={m.id} market={m} event={event} />
      ))}
    </section>
  );
});

const SessionRow = memo(function SessionRow({ market, event }: { market: Market; event: SportsEvent }) {
  const { t } = useTranslation();
  const status = useLiveMarketStatus(market);
  const onSelect = useSelectPrice(market, event);
  const pnl = useMarketPnl(market);
  const lineFigure = (book: typeof pnl.current | null) => (book?.kind === 'session' ? sessionLineFigure(book.book) : null);
  const current = pnl.hasBets ? lineFigure(pnl.current) : null;
  const book = pnl.hasBets && pnl.current.kind === 'session' ? pnl.current.book : null;
  const next = lineFigure(pnl.next);
  // A session market has one runner: the line.
  const runner = market.teams[0];
  return (
    <div
      className="border-b border-line last:border-b-0"
      aria-label={market.name}
      role="group"
      data-market-id={market.id}
      data-status={status}
    >
      <div className="grid grid-cols-[minmax(0,1fr)_repeat(2,4.25rem)] items-center gap-0.5 px-2 py-1">
        <div className="flex min-w-0 items-center gap-1">
          <MarketFavoriteStar marketId={market.id} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{market.name}</p>
            <div className="flex flex-wrap gap-x-2">
              <MarketLimits market={market} />
              <TotalMatched market={market} />
            </div>
            <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
              <RunnerPnl current={current} next={next} label={t('event.linePnl', 'Worst case on this line')} />
              {book ? <SessionBook marketName={market.name} book={book} /> : null}
            </div>
          </div>
        </div>
        <div className="relative col-span-2 grid min-h-11 grid-cols-2 gap-0.5">
          {runner ? (
            <>
              <PriceCell marketId={market.id} runnerId={runner.id} side="lay" variant="session" onSelect={onSelect} />
              <PriceCell marketId={market.id} runnerId={runner.id} side="back" variant="session" onSelect={onSelect} />
            </>
          ) : null}
          {status !== 'open' || !runner ? <SuspendedOverlay closed={status === 'closed'} /> : null}
        </div>
      </div>
      <Remarks text={market.remarksMessage} />
    </div>
  );
});
