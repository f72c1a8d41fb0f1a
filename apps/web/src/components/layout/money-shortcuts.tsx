import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { GATEWAY_MESSAGES } from '@backlay/contract';
import { paths } from '../../config/paths';
import { moneyWhatsappNumber, useCommunicationDetail } from '../../lib/communication-detail';
import { useSite } from '../../lib/site-config';
import { useSession } from '../../lib/session-store';
import { useUi, type MoneySheet } from '../../lib/ui-store';
import { Icon } from '../ui/icons';
import { headerShortcuts, type NavItem } from './menu-items';
import { useRouteAvailability } from './route-availability';
import { whatsappHref } from './whatsapp';

export interface ShortcutTarget {
  href: string;
  external: boolean;
  /** A WhatsApp brand with no number at all: the shortcut says so instead of leading anywhere. */
  isWhatsappMissing?: boolean;
  /** The money drawer a signed-in player's click opens over the page (the href stays the page). */
  sheet?: MoneySheet;
}

/**
 * Where a b2c Deposit or Withdraw shortcut leads (docs/product.md §1, §2): nowhere when the
 * theme switches the button off; on brands that route that money through WhatsApp, the
 * contact: the channel's depositWhatsapp / withdrawWhatsapp (GET api/user/communicationDetail),
 * else the theme's registration.whatsappNumber, and with neither the shortcut still shows and
 * says 'No Whatsapp Found! click on contact us'; else the Deposit or Withdraw drawer (the
 * screen's page is the link's address), once its route exists. Other items: their screen.
 */
export function useShortcutTarget(): (item: NavItem) => ShortcutTarget | null {
  const site = useSite();
  const isAvailable = useRouteAvailability();
  const isB2c = site.domain.type === 'b2c';
  const { whatsappDeposit, whatsappWithdraw } = site.domain.features;
  const channel = useCommunicationDetail(isB2c && (whatsappDeposit || whatsappWithdraw)).data;
  const themeNumber = site.theme.registration.whatsappNumber;
  return (item) => {
    if (isB2c && (item.id === 'deposit' || item.id === 'withdraw')) {
      const kind = item.id;
      const enabled = kind === 'deposit' ? site.theme.enable.depositButton : site.theme.enable.withdrawButton;
      const viaWhatsapp = kind === 'deposit' ? whatsappDeposit : whatsappWithdraw;
      if (!enabled) return null;
      if (viaWhatsapp) {
        const href = whatsappHref(moneyWhatsappNumber(kind, channel, themeNumber));
        return href ? { href, external: true } : { href: item.to, external: false, isWhatsappMissing: true };
      }
      return isAvailable(item.to) ? { href: item.to, external: false, sheet: kind } : null;
    }
    return isAvailable(item.to) ? { href: item.to, external: false } : null;
  };
}

/**
 * One shortcut as its target says: the WhatsApp contact in a new tab, the missing-number
 * message, the money drawer (a plain click; a modified click or a click on its own page follows
 * the link), or the screen.
 */
export function ShortcutLink({ target, className, children }: { target: ShortcutTarget; className: string; children: ReactNode }) {
  const { t } = useTranslation();
  const openMoneySheet = useUi((s) => s.openMoneySheet);
  const { pathname } = useLocation();
  if (target.external) {
    return (
      <a className={className} href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (target.isWhatsappMissing) {
    return (
      <button type="button" className={className} onClick={() => toast.error(t('header.noWhatsapp', GATEWAY_MESSAGES.noWhatsapp))}>
        {children}
      </button>
    );
  }
  const sheet = target.sheet;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!sheet || pathname === target.href || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    openMoneySheet(sheet);
  };
  return (
    <Link className={className} to={target.href} onClick={onClick} aria-haspopup={sheet ? 'dialog' : undefined}>
      {children}
    </Link>
  );
}

/**
 * Desktop header (> 900 px, where the mobile strip is hidden): Deposit and Withdraw beside the
 * balance, for signed-in b2c players only (docs/product.md §6).
 */
export function DesktopMoneyShortcuts({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const isPlayer = useSession((s) => s.isLogin && s.userType === 'user');
  const target = useShortcutTarget();
  if (!isPlayer || site.domain.type !== 'b2c') return null;
  const shown = headerShortcuts.b2c.map((item) => ({ item, tg: target(item) })).filter((s) => s.tg !== null);
  if (shown.length === 0) return null;
  return (
    <div className={`items-center gap-1.5 ${className}`}>
      {shown.map(({ item, tg }) => (
        <ShortcutLink
          key={item.id}
          target={tg!}
          className={`btn min-h-9 px-3 ${item.id === 'deposit' ? 'btn-accent' : 'border border-current/20 hover:bg-black/5 dark:hover:bg-white/10'}`}
        >
          <Icon name={item.icon} size={18} />
          {t(item.labelKey, item.label)}
        </ShortcutLink>
      ))}
    </div>
  );
}

/**
 * The header's Transaction modal (docs/product.md §2 "Transaction modal (header)"): for
 * signed-in players, an icon button that opens the Deposit and Withdraw request lists over the
 * page. The /transaction page stays (the menus and the bottom bar link to it).
 */
export function TransactionShortcut({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const isPlayer = useSession((s) => s.isLogin && s.userType === 'user');
  const isAvailable = useRouteAvailability();
  const openMoneySheet = useUi((s) => s.openMoneySheet);
  if (!isPlayer || !isAvailable(paths.transaction)) return null;
  const label = t('nav.transactions', 'Transactions');
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={label}
      title={label}
      className={`inline-grid size-10 shrink-0 place-items-center rounded-lg hover:bg-black/5 dark:hover:bg-white/10 ${className}`}
      onClick={() => openMoneySheet('transaction')}
    >
      <Icon name="swap" />
    </button>
  );
}
