import { useTranslation } from 'react-i18next';
import { formatAmount } from '@backlay/domain';
import { useSite } from '../../lib/site-config';
import { useSession } from '../../lib/session-store';
import { useUi } from '../../lib/ui-store';
import { usePts } from '../../lib/account-queries';
import { storage } from '../../lib/storage';
import { storageKeys } from '../../config/paths';
import { Icon } from '../ui/icons';
import { BalanceBlock } from './balance';
import { LanguageMenu } from './language-menu';
import { Logo, BrandMark } from './logo';
import { MarqueeBar } from './marquee-bar';
import { headerShortcuts } from './menu-items';
import { NightModeToggle, RulesButton, SwitchThemeButton } from './header-controls';
import { UserMenu } from './user-menu';
import { NotificationBell } from './notification-bell';
import { DesktopMoneyShortcuts, ShortcutLink, TransactionShortcut, useShortcutTarget } from './money-shortcuts';

const DESKTOP_MENU_QUERY = '(min-width: 1200px)';

/** Header (docs/product.md §2): menu toggle, logo, rules, account or login, language, night mode. */
export function Header() {
  const { t } = useTranslation();
  const site = useSite();
  const isLogin = useSession((s) => s.isLogin);
  const ui = useUi();
  const isB2c = site.domain.type === 'b2c';
  const canRegister = isB2c && site.theme.enable.isRegister;
  const classic = site.domain.features.switchTheme && ui.layoutTheme === 'classic';

  const toggleMenu = () => {
    if (window.matchMedia(DESKTOP_MENU_QUERY).matches) ui.setSideMenuCollapsed(!ui.isSideMenuCollapsed);
    else ui.setSideMenuOpen(true);
  };

  return (
    <header className="sticky top-0 z-40">
      {/* relative z-10: the open menus of this bar paint above the strip and marquee below it. */}
      <div
        className={`relative z-10 ${
          classic
            ? 'bg-primary text-on-primary shadow-md'
            : 'border-b border-line bg-surface/90 text-fg backdrop-blur-md supports-[backdrop-filter]:bg-surface/80'
        }`}
      >
        <div className="mx-auto flex h-14 items-center gap-1 px-2 nav:h-16 nav:gap-2 nav:px-4">
          <button
            type="button"
            className="inline-grid size-10 shrink-0 place-items-center rounded-lg hover:bg-black/5 dark:hover:bg-white/10"
            aria-label={t('header.menu', 'Menu')}
            aria-expanded={ui.isSideMenuOpen}
            onClick={toggleMenu}
          >
            <Icon name="menu" />
          </button>
          <Logo className="mr-auto min-w-0 pr-1" />
          <RulesButton className="shrink-0" />
          {/* Above 600 px the language and night mode join the bar, above 800 the layout switch
              (`max-lg:hidden`, not `hidden lg:…`: the button's own inline-flex would win). */}
          <div className="hidden items-center md:flex">
            <LanguageMenu />
            <NightModeToggle />
            {site.domain.features.switchTheme && <SwitchThemeButton className="max-lg:hidden" />}
          </div>
          {isLogin ? (
            <>
              <DesktopMoneyShortcuts className="hidden nav:flex" />
              <BalanceBlock className="hidden nav:flex" />
              <TransactionShortcut />
              <NotificationBell />
              <UserMenu />
            </>
          ) : (
            // Phones get slimmer Login / Register buttons so the brand (which truncates rather
            // than push them off) still reads whole at 390 px; see the header layout test.
            <div className="flex items-center gap-1 pl-0.5 md:gap-1.5 md:pl-1">
              <button
                type="button"
                className={`btn min-h-9 px-2 xs:px-2.5 md:px-3.5 nav:min-h-10 nav:px-5 ${classic ? 'bg-on-primary text-primary' : 'btn-accent'}`}
                onClick={() => ui.openAuthPopup('login')}
              >
                {t('header.login', 'Login')}
              </button>
              {canRegister && (
                <button
                  type="button"
                  className={`btn min-h-9 border px-2 xs:px-2.5 md:px-3.5 nav:min-h-10 nav:px-5 ${classic ? 'border-on-primary/40 text-on-primary hover:bg-white/10' : 'border-line bg-surface-2 text-fg hover:brightness-110'}`}
                  onClick={() => ui.openAuthPopup('register')}
                >
                  {t('header.register', 'Register')}
                </button>
              )}
            </div>
          )}
        </div>
      </div>
      <MobileStrip isB2c={isB2c} />
      <MarqueeBar text={site.theme.headerBottom.marqueeText} className="border-b border-line bg-secondary text-on-secondary" />
    </header>
  );
}

/**
 * Phones and tablets (≤ 900 px): the Deposit / Withdraw shortcuts (b2c) or IN PLAY / MY BETS
 * (b2b) either side of a card with the logo and YOUR BALANCE (availablePts, as in balance.tsx).
 * A shortcut shows only once its screen exists; Deposit and Withdraw open their drawer (or, on
 * WhatsApp brands, the contact or the missing-number message; see money-shortcuts.tsx).
 */
function MobileStrip({ isB2c }: { isB2c: boolean }) {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  const { data: pts } = usePts();
  const target = useShortcutTarget();

  const [left, right] = headerShortcuts[isB2c ? 'b2c' : 'b2b'];
  const shortcuts = [left, right].map((item) => ({ item, target: target(item) }));
  if (!isLogin && shortcuts.every((s) => !s.target)) return null;

  const shortcut = ({ item, target: tg }: (typeof shortcuts)[number]) => {
    if (!tg) return <span />;
    const cls =
      'flex h-full min-h-14 flex-col items-center justify-center gap-1 rounded-xl bg-surface-2 px-2 text-[11px] font-bold tracking-wide uppercase text-fg ring-1 ring-line transition hover:ring-accent';
    const body = (
      <>
        <Icon name={item.icon} size={20} className="text-highlight" />
        {t(item.labelKey, item.label)}
      </>
    );
    if (item.requiresLogin && !isLogin) {
      return (
        <button
          type="button"
          className={cls}
          onClick={() => {
            if (!tg.external) storage.set(storageKeys.redirectPath, tg.href);
            openAuthPopup('login');
          }}
        >
          {body}
        </button>
      );
    }
    return (
      <ShortcutLink target={tg} className={cls}>
        {body}
      </ShortcutLink>
    );
  };

  return (
    <div className="grid grid-cols-[1fr_minmax(0,1.6fr)_1fr] gap-2 border-b border-line bg-page px-2 py-2 nav:hidden">
      {shortcut(shortcuts[0]!)}
      <div className="flex min-h-14 flex-col items-center justify-center rounded-xl bg-gradient-to-br from-primary to-secondary px-3 py-1.5 text-center text-on-primary shadow-sm">
        <BrandMark size="sm" className="max-w-full text-on-primary [&_img]:h-5" />
        {isLogin ? (
          <div className="mt-0.5 leading-tight">
            <div className="text-[10px] font-semibold tracking-widest uppercase opacity-80">{t('header.yourBalance', 'YOUR BALANCE')}</div>
            <div className="text-base font-black tabular-nums">{pts ? `₹${formatAmount(pts.availablePts)}` : '—'}</div>
            {pts && pts.exposure !== 0 && (
              <div className="text-[10px] font-semibold opacity-85">
                {t('header.exposure', 'Exposure')} ₹{formatAmount(pts.exposure)}
              </div>
            )}
          </div>
        ) : (
          <button type="button" className="mt-0.5 text-xs font-bold underline underline-offset-2" onClick={() => openAuthPopup('login')}>
            {t('header.loginToSeeBalance', 'Login to see your balance')}
          </button>
        )}
      </div>
      {shortcut(shortcuts[1]!)}
    </div>
  );
}
