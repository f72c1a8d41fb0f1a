import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market, MarketPrice, Runner } from '@backlay/contract';
import { primeMarketPrices, useMarketPrice, useMarketStatus } from '../../lib/live/price-store';
import { PriceCell, type PriceSelection } from './price-cell';
import { SuspendedOverlay } from './market-overlay';

const COLUMN_LABELS = ['1', 'X', '2'] as const;

/**
 * The columns 1 / X / 2 of a headline market: home, draw, away. A draw runner is recognised by
 * name wherever the feed sorts it; a two-runner market leaves the X column empty.
 */
export function headlineColumns(teams: readonly Runner[]): Array<Runner | null> {
  const sorted = [...teams].sort((a, b) => a.sort - b.sort);
  const draw = sorted.find((r) => /\bdraw\b/i.test(r.name)) ?? null;
  const sides = sorted.filter((r) => r !== draw);
  if (sides.length === 2 && (draw || sorted.length === 2)) return [sides[0]!, draw, sides[1]!];
  return [sorted[0] ?? null, sorted[1] ?? null, sorted[2] ?? null];
}

/**
 * The 1 / X / 2 headings over a list of headline markets, or null when they would mislead (no
 * market, or a race among them shows its favourite instead). X only when some market has a
 * middle column (a draw): a list of two-runner markets reads 1 and 2.
 */
export function headlineHeadings(markets: ReadonlyArray<Market | null>): Array<string | null> | null {
  const shown = markets.filter((m): m is Market => m !== null);
  if (shown.length === 0 || shown.some((m) => m.teams.length > 3)) return null;
  const hasMiddle = shown.some((m) => headlineColumns(m.teams)[1] !== null);
  return COLUMN_LABELS.map((label, i) => (i === 1 && !hasMiddle ? null : label));
}

/**
 * The favourite of a many-runner market (a race, an election): the active runner with the
 * shortest best back price now; before any price, the first by the feed's order.
 */
export function favouriteOf(teams: readonly Runner[], price: MarketPrice | undefined): Runner | null {
  const sorted = [...teams].sort((a, b) => a.sort - b.sort);
  let best: { runner: Runner; odd: number } | null = null;
  for (const runner of sorted) {
    const live = price?.runners.find((r) => r.id === runner.id);
    const odd = live?.status === 'active' ? live.back[0]?.odd : undefined;
    if (odd !== undefined && (!best || odd < best.odd)) best = { runner, odd };
  }
  return best?.runner ?? sorted[0] ?? null;
}

export interface HeadlineOddsProps {
  market: Market | null;
  onSelect?: (selection: PriceSelection) => void;
  className?: string;
}

/**
 * The compact best back and lay of an event card's headline market (2 or 3 runners), live from
 * the price store. The card's market seeds the store, so the row is right before the first
 * socket update and never older than what the store already holds (seq wins).
 */
export const HeadlineOdds = memo(function HeadlineOdds({ market, onSelect, className = '' }: HeadlineOddsProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (market) primeMarketPrices([market]);
  }, [market]);
  const liveStatus = useMarketStatus(market?.id ?? '');
  const status = liveStatus ?? market?.status;
  const isSuspended = market !== null && status !== 'open';
  if (market && market.teams.length > 3) {
    return (
      <div className={`relative ${className}`}>
        <FavouriteRow market={market} onSelect={onSelect} />
        {isSuspended ? <SuspendedOverlay closed={status === 'closed'} /> : null}
      </div>
    );
  }
  const columns = market ? headlineColumns(market.teams) : [null, null, null];

  return (
    <div className={`relative grid grid-cols-6 gap-0.5 ${className}`} role="group" aria-label={t('markets.headlineOdds', 'Match odds')}>
      {columns.map((runner, i) =>
        (['back', 'lay'] as const).map((side) =>
          runner && market ? (
            <PriceCell key={`${i}-${side}`} marketId={market.id} runnerId={runner.id} side={side} onSelect={onSelect} />
          ) : (
            <div
              key={`${i}-${side}`}
              aria-hidden="true"
              className="flex min-h-11 items-center justify-center rounded bg-surface-2 text-sm text-muted"
              title={COLUMN_LABELS[i]}
            >
              -
            </div>
          ),
        ),
      )}
      {isSuspended ? <SuspendedOverlay closed={status === 'closed'} /> : null}
    </div>
  );
});

/** Races and specials have more runners than 1 / X / 2: the row shows the favourite's prices. */
function FavouriteRow({ market, onSelect }: { market: Market; onSelect?: (selection: PriceSelection) => void }) {
  const { t } = useTranslation();
  const favourite = favouriteOf(market.teams, useMarketPrice(market.id));
  return (
    <div className="grid grid-cols-6 gap-0.5" role="group" aria-label={t('markets.favouriteOdds', 'Favourite odds')}>
      <div className="col-span-4 flex min-h-11 min-w-0 flex-col justify-center rounded bg-surface-2 px-2 text-xs leading-tight">
        <span className="truncate font-semibold text-fg">{favourite?.name ?? '-'}</span>
        <span className="text-muted">{t('markets.favouriteOf', 'Favourite of {{count}} runners', { count: market.teams.length })}</span>
      </div>
      {favourite
        ? (['back', 'lay'] as const).map((side) => (
            <PriceCell key={side} marketId={market.id} runnerId={favourite.id} side={side} onSelect={onSelect} />
          ))
        : null}
    </div>
  );
}
