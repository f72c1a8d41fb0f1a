import { memo, useCallback, useEffect, useRef, type AnimationEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceStore, type PriceState } from '../../lib/live/price-store';
import { formatOdd, formatSize } from './format-price';
import './price-cell.css';

export type PriceSide = 'back' | 'lay';

/** What a click on a price hands to the bet slip. */
export interface PriceSelection {
  marketId: string;
  runnerId: string;
  side: PriceSide;
  odd: number;
  run: number;
}

export interface PriceCellProps {
  marketId: string;
  runnerId: string;
  side: PriceSide;
  /** 0 = best price; deeper levels are drawn paler. */
  level?: number;
  /**
   * 'odds' (exchange, bookmaker): the price big, the size in rupees under it.
   * 'session': the line (run) big, the rate (odd) under it.
   */
  variant?: 'odds' | 'session';
  /** The cell is a button only when something takes the selection (the bet slip). */
  onSelect?: (selection: PriceSelection) => void;
  className?: string;
}

export const FLASH_CLASS = 'price-flash';

/**
 * The one price level a cell shows, or undefined when nothing may be bet there: market not
 * open, runner not active, or no price at that depth. Components select the two numbers as
 * primitives, so a cell re-renders only when its own figures change.
 */
function levelOf(s: PriceState, marketId: string, runnerId: string, side: PriceSide, level: number) {
  const market = s.prices[marketId];
  if (!market || market.status !== 'open') return undefined;
  const runner = market.runners.find((r) => r.id === runnerId);
  if (!runner || runner.status !== 'active') return undefined;
  const price = runner[side][level];
  return price && price.odd > 0 ? price : undefined;
}

const SIDE_STYLE: Record<PriceSide, readonly [string, string]> = {
  // Exchange colours: back light blue, lay pink; deeper levels paler (mixed with white, so the
  // dark text stays readable in night mode too).
  back: ['bg-back', 'bg-[color-mix(in_oklab,var(--color-back)_55%,white)]'],
  lay: ['bg-lay', 'bg-[color-mix(in_oklab,var(--color-lay)_55%,white)]'],
};

/**
 * One price of a ladder, live from the price store. When its value changes the cell flashes:
 * a CSS class toggled on the element itself, so the flash costs no React render.
 */
export const PriceCell = memo(function PriceCell({
  marketId,
  runnerId,
  side,
  level = 0,
  variant = 'odds',
  onSelect,
  className = '',
}: PriceCellProps) {
  const { t } = useTranslation();
  const odd = usePriceStore((s) => levelOf(s, marketId, runnerId, side, level)?.odd ?? null);
  const run = usePriceStore((s) => levelOf(s, marketId, runnerId, side, level)?.run ?? null);
  const element = useRef<HTMLElement | null>(null);
  const setElement = useCallback((el: HTMLElement | null) => {
    element.current = el;
  }, []);
  const previous = useRef({ odd, run });

  useEffect(() => {
    const before = previous.current;
    previous.current = { odd, run };
    if (odd === null || before.odd === null || (before.odd === odd && before.run === run)) return;
    const el = element.current;
    if (!el) return;
    el.classList.remove(FLASH_CLASS);
    // Reading layout restarts the animation when two changes come close together.
    void el.offsetWidth;
    el.classList.add(FLASH_CLASS);
  }, [odd, run]);

  const isEmpty = odd === null || run === null;
  const big = isEmpty ? '' : variant === 'session' ? formatOdd(run) : formatOdd(odd);
  const small = isEmpty ? '' : variant === 'session' ? formatOdd(odd) : formatSize(run);
  const sideName =
    variant === 'session'
      ? side === 'back'
        ? t('markets.yes', 'Yes')
        : t('markets.no', 'No')
      : side === 'back'
        ? t('markets.back', 'Back')
        : t('markets.lay', 'Lay');
  const label = isEmpty ? `${sideName}: ${t('markets.noPrice', 'no price')}` : `${sideName} ${big}, ${small}`;
  const colour = isEmpty ? 'bg-surface-2 text-muted' : `${SIDE_STYLE[side][level === 0 ? 0 : 1]} text-[#0f172a]`;
  const base = `flex min-h-11 min-w-0 flex-col items-center justify-center rounded px-0.5 py-1 leading-tight tabular-nums ${colour} ${className}`;
  const body = (
    <>
      <span className="text-sm font-bold">{isEmpty ? '-' : big}</span>
      <span className="text-[0.6875rem] opacity-80">{small || '\u00a0'}</span>
    </>
  );

  const onAnimationEnd = (e: AnimationEvent<HTMLElement>) => e.currentTarget.classList.remove(FLASH_CLASS);
  if (onSelect && !isEmpty) {
    return (
      <button
        ref={setElement}
        type="button"
        aria-label={label}
        data-side={side}
        className={`${base} transition-[filter] hover:brightness-95 active:brightness-90`}
        onAnimationEnd={onAnimationEnd}
        onClick={() => onSelect({ marketId, runnerId, side, odd, run })}
      >
        {body}
      </button>
    );
  }
  return (
    <div
      ref={setElement}
      role="img"
      aria-label={label}
      data-side={side}
      data-empty={isEmpty || undefined}
      className={base}
      onAnimationEnd={onAnimationEnd}
    >
      {body}
    </div>
  );
});
