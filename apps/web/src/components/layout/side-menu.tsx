import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/site-config';
import { useSession } from '../../lib/session-store';
import { useUi } from '../../lib/ui-store';
import { Dialog } from '../ui/dialog';
import { BrandMark } from './logo';
import { LanguageMenu } from './language-menu';
import { NightModeToggle, SwitchThemeButton } from './header-controls';
import { NavEntry } from './nav-entry';
import {
  accountMenuItems,
  casinoMenuItems,
  homeItem,
  infoMenuItems,
  leaderboardItem,
  REFER_ITEM_ID,
  staffMenuItems,
  visibleStaffItems,
  sportsMenuItems,
  visibleItems,
  type NavItem,
} from './menu-items';
import { useReferAndEarn } from './use-refer-and-earn';
import { useRouteAvailability } from './route-availability';

export interface SideMenuProps {
  /**
   * The sports tree (sports, competitions, events), rendered under the Sports section. A
   * function gets the drawer's close callback, so following a link closes the drawer.
   */
  sports?: ReactNode | ((onNavigate?: () => void) => ReactNode);
  /** The global search box, at the top of the menu. */
  search?: ReactNode | ((onNavigate?: () => void) => ReactNode);
}

function renderSlot(slot: SideMenuProps['sports'], onNavigate?: () => void): ReactNode {
  return typeof slot === 'function' ? slot(onNavigate) : slot;
}

/**
 * The side menu: a column beside the content from 1200 px (the header's menu button hides it),
 * a drawer from the left edge below that.
 */
export function SideMenu({ sports, search }: SideMenuProps) {
  const { t } = useTranslation();
  const isOpen = useUi((s) => s.isSideMenuOpen);
  const setOpen = useUi((s) => s.setSideMenuOpen);
  const collapsed = useUi((s) => s.isSideMenuCollapsed);
  const close = () => setOpen(false);
  return (
    <>
      {!collapsed && (
        <aside
          aria-label={t('nav.sideMenu', 'Main menu')}
          className="sticky top-24 hidden h-[calc(100dvh-6rem)] w-64 shrink-0 self-start overflow-y-auto overscroll-contain border-r border-line bg-surface/60 px-3 py-4 xl:block"
        >
          <SideMenuContent sports={sports} search={search} />
        </aside>
      )}
      <Dialog open={isOpen} onClose={close} variant="drawer" ariaLabel={t('nav.sideMenu', 'Main menu')} title={<BrandMark size="sm" />}>
        <div className="px-3 py-3">
          <SideMenuContent sports={sports} search={search} onNavigate={close} withSettings />
        </div>
      </Dialog>
    </>
  );
}

const itemClass = (active: boolean) =>
  `flex min-h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors ${
    active ? 'bg-primary text-on-primary shadow-sm' : 'text-fg hover:bg-surface-2'
  }`;

function Section({
  title,
  items,
  onNavigate,
  children,
}: {
  title: string;
  items: NavItem[];
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  if (items.length === 0 && !children) return null;
  return (
    <section className="mt-4 first:mt-0">
      <h3 className="mb-1.5 px-3 text-[11px] font-bold tracking-[0.12em] text-muted uppercase">{title}</h3>
      <ul className="space-y-0.5">
        {items.map((item) => (
          <li key={item.id}>
            <NavEntry item={item} className={itemClass} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

function SideMenuContent({
  sports,
  search,
  onNavigate,
  withSettings = false,
}: SideMenuProps & { onNavigate?: () => void; withSettings?: boolean }) {
  const { t } = useTranslation();
  const site = useSite();
  const isLogin = useSession((s) => s.isLogin);
  const userType = useSession((s) => s.userType);
  const isAvailable = useRouteAvailability();
  const staffItems = isLogin ? visibleStaffItems(staffMenuItems, userType, isAvailable) : [];
  const showRefer = useReferAndEarn();
  const visible = (items: NavItem[]) => visibleItems(items, isAvailable, isLogin).filter((i) => i.id !== REFER_ITEM_ID || showRefer);

  return (
    <nav aria-label={t('nav.sideMenu', 'Main menu')}>
      {renderSlot(search, onNavigate)}
      <ul className="space-y-0.5">
        <li>
          <NavEntry item={homeItem} className={itemClass} onNavigate={onNavigate} />
        </li>
      </ul>
      <Section title={t('nav.sportsSection', 'Sports')} items={visible(sportsMenuItems)} onNavigate={onNavigate}>
        {renderSlot(sports, onNavigate)}
      </Section>
      <Section title={t('nav.casinoSection', 'Casino & Games')} items={visible(casinoMenuItems)} onNavigate={onNavigate} />
      {isLogin && <Section title={t('nav.accountSection', 'My Account')} items={visible(accountMenuItems)} onNavigate={onNavigate} />}
      {staffItems.length > 0 && <Section title={t('nav.staffSection', 'Staff')} items={staffItems} onNavigate={onNavigate} />}
      <Section title={t('nav.infoSection', 'Information')} items={visible([leaderboardItem, ...infoMenuItems])} onNavigate={onNavigate} />
      {withSettings && (
        <section className="mt-4 border-t border-line pt-4 sm:hidden">
          <h3 className="mb-1.5 px-3 text-[11px] font-bold tracking-[0.12em] text-muted uppercase">{t('nav.settings', 'Settings')}</h3>
          <div className="flex flex-wrap items-center gap-1 px-1">
            <LanguageMenu align="start" />
            <NightModeToggle />
            {site.domain.features.switchTheme && <SwitchThemeButton />}
          </div>
        </section>
      )}
    </nav>
  );
}
