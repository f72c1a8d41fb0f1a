import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CasinoGameType } from '@backlay/contract';
import { useRouteAvailability } from '../../../components/layout/route-availability';
import { CATEGORY_TABS } from '../lib/game-types';

/**
 * The casino categories as a scrolling row of links (docs/product.md §3 "Casino").
 * A category whose screen is not registered is left out (no dead links). The current one is
 * marked by the game type shown, so `/crash` marks Crash Games like `/crash-games` does.
 */
export function CategoryTabs({ current }: { current: CasinoGameType | 'all' | 'sportsBook' }) {
  const { t } = useTranslation();
  const isAvailable = useRouteAvailability();
  const tabs = CATEGORY_TABS.filter((c) => isAvailable(c.to));
  const scroller = useRef<HTMLElement>(null);
  // On a phone the row scrolls: bring the current category into view, without moving the page.
  useEffect(() => {
    const row = scroller.current;
    const el = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && el) row.scrollLeft = Math.max(0, el.offsetLeft - (row.clientWidth - el.offsetWidth) / 2);
  }, [current]);
  return (
    <nav
      ref={scroller}
      aria-label={t('casino.categories', 'Casino categories')}
      className="relative -mx-3 overflow-x-auto px-3 scrollbar-none nav:mx-0 nav:px-0"
    >
      <ul className="flex min-w-max gap-2 nav:min-w-0 nav:flex-wrap">
        {tabs.map((c) => {
          const isCurrent =
            c.gameType !== null
              ? c.gameType === current
              : (current === 'all' && c.name === 'All Casino') || (current === 'sportsBook' && c.name === 'Sports Book');
          return (
            <li key={c.name}>
              <Link
                to={c.to}
                aria-current={isCurrent ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-bold whitespace-nowrap ring-1 transition-colors ${
                  isCurrent ? 'bg-primary text-on-primary ring-primary' : 'bg-surface text-fg ring-line hover:ring-accent'
                }`}
              >
                {t(c.labelKey, c.name)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
