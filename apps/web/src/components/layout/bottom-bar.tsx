import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { useSite } from '../../lib/site-config';
import { useUi } from '../../lib/ui-store';
import { Dialog } from '../ui/dialog';
import { Icon } from '../ui/icons';
import { NavEntry } from './nav-entry';
import { bottomBarItemsFor, casinoPopupItems, visibleItems } from './menu-items';
import { useRouteAvailability } from './route-availability';
import { SupportEntry } from './support-entry';

/** Paths where the bar is hidden (the full-screen game player). */
const HIDDEN_ON = ['/game-screen-play'];

// Cells share what is left over their labels' widths (even gaps between labels), so a long
// label ("Transactions") keeps its whole word on a phone; equal cells would cut it. Labels a size
// smaller while the bet slip's button takes the right end (see below), never wider than their cell.
const cellClass = (active: boolean) =>
  `flex h-full min-w-0 flex-auto flex-col items-center justify-center gap-0.5 text-[11px] font-semibold transition-colors [&>span]:max-w-full [body:has([data-bet-slip-fab])_&]:text-[10px] ${active ? 'text-highlight' : 'text-muted hover:text-fg'}`;

// The Menu cell gives its room to the bet slip's button: the header's menu button stays.
const MENU_CELL = '[body:has([data-bet-slip-fab])_&]:hidden';

/**
 * Phones and tablets (≤ 900 px): Home, Sports, the Casino popup, Bet and Transactions, each
 * once its screen exists; Bet and Transactions ask signed-out visitors to log in. The domain's
 * variant (docs/decisions/bottom-bar-variants.md) puts Crash in Sports' place, or Support (the
 * site's WhatsApp contact) in Transactions'. The Menu cell opens the side menu.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isLogin = useSession((s) => s.isLogin);
  const setSideMenuOpen = useUi((s) => s.setSideMenuOpen);
  const isAvailable = useRouteAvailability();
  const variant = useSite().domain.bottomBar;
  const [casinoOpen, setCasinoOpen] = useState(false);
  if (HIDDEN_ON.includes(pathname)) return null;

  // The Casino popup comes third, after Home and Sports (or Crash), as docs/product.md §2 lists them.
  const items = bottomBarItemsFor(variant);
  const beforeCasino = visibleItems(items.slice(0, 2), isAvailable, isLogin);
  const afterCasino = visibleItems(items.slice(2), isAvailable, isLogin);
  const casino = visibleItems(casinoPopupItems, isAvailable, isLogin);

  return (
    <>
      <nav
        aria-label={t('nav.bottomBar', 'Quick navigation')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md nav:hidden"
      >
        {/* The bet slip's round button docks at the right end on event pages: the cells make room. */}
        <div className="mx-auto flex h-16 max-w-xl items-stretch [body:has([data-bet-slip-fab])_&]:pr-16">
          {beforeCasino.map((item) => (
            <NavEntry key={item.id} item={item} className={cellClass} />
          ))}
          {casino.length > 0 && (
            <button
              type="button"
              // Lit while the popup is open and on any page it leads to.
              className={cellClass(casinoOpen || casino.some((i) => i.to === pathname))}
              aria-haspopup="dialog"
              onClick={() => setCasinoOpen(true)}
            >
              <Icon name="cards" />
              <span>{t('nav.casino', 'Casino')}</span>
            </button>
          )}
          {afterCasino.map((item) => (
            <NavEntry key={item.id} item={item} className={cellClass} />
          ))}
          {variant === 'support' && <SupportEntry className={cellClass(false)} />}
          <button type="button" className={`${cellClass(false)} ${MENU_CELL}`} onClick={() => setSideMenuOpen(true)}>
            <Icon name="menu" />
            <span>{t('nav.menu', 'Menu')}</span>
          </button>
        </div>
      </nav>
      <Dialog open={casinoOpen} onClose={() => setCasinoOpen(false)} title={t('nav.casino', 'Casino')}>
        <ul className="grid grid-cols-3 gap-2 p-4">
          {casino.map((item) => (
            <li key={item.id}>
              <NavEntry
                item={item}
                onNavigate={() => setCasinoOpen(false)}
                className="flex aspect-square flex-col items-center justify-center gap-2 rounded-xl bg-surface-2 text-sm font-semibold ring-1 ring-line hover:ring-accent"
              />
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
