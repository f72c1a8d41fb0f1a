import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/site-config';
import { useSession } from '../../lib/session-store';
import { Icon } from '../ui/icons';
import { headerShortcuts, type NavItem } from './menu-items';
import { useRouteAvailability } from './route-availability';
import { whatsappHref } from './whatsapp';

export interface ShortcutTarget {
  href: string;
  external: boolean;
}

/**
 * Where a b2c Deposit or Withdraw shortcut leads (money-and-content §1, §2): nowhere when the
 * theme switches the button off; the WhatsApp contact on brands that route money through it
 * (when a number is set); else the screen, once its route exists. Other items: their screen.
 */
export function useShortcutTarget(): (item: NavItem) => ShortcutTarget | null {
  const site = useSite();
  const isAvailable = useRouteAvailability();
  const whatsapp = whatsappHref(site.theme.registration.whatsappNumber);
  const isB2c = site.domain.type === 'b2c';
  return (item) => {
    if (isB2c && (item.id === 'deposit' || item.id === 'withdraw')) {
      const enabled = item.id === 'deposit' ? site.theme.enable.depositButton : site.theme.enable.withdrawButton;
      const viaWhatsapp = item.id === 'deposit' ? site.domain.features.whatsappDeposit : site.domain.features.whatsappWithdraw;
      if (!enabled) return null;
      if (viaWhatsapp) return whatsapp ? { href: whatsapp, external: true } : null;
    }
    return isAvailable(item.to) ? { href: item.to, external: false } : null;
  };
}

/**
 * Desktop header (> 900 px, where the mobile strip is hidden): Deposit and Withdraw beside the
 * balance, for signed-in b2c players only (money-and-content §6).
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
      {shown.map(({ item, tg }) => {
        const cls = `btn min-h-9 px-3 ${item.id === 'deposit' ? 'btn-accent' : 'border border-current/20 hover:bg-black/5 dark:hover:bg-white/10'}`;
        const body = (
          <>
            <Icon name={item.icon} size={18} />
            {t(item.labelKey, item.label)}
          </>
        );
        return tg!.external ? (
          <a key={item.id} className={cls} href={tg!.href} target="_blank" rel="noopener noreferrer">
            {body}
          </a>
        ) : (
          <Link key={item.id} className={cls} to={tg!.href}>
            {body}
          </Link>
        );
      })}
    </div>
  );
}
