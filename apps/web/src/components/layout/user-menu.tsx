import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MESSAGES } from '@backlay/contract';
import { useSession } from '../../lib/session-store';
import { useUi } from '../../lib/ui-store';
import { useLogout } from '../../lib/logout';
import { paths, plReportPath } from '../../config/paths';
import { Icon } from '../ui/icons';
import { Menu, menuItemClass } from '../ui/menu';
import { truncateUserName } from './format';
import { useRouteAvailability } from './route-availability';

/** The signed-in user's menu: Profile, Transactions, Secure Auth, Change Password, Logout (docs/product.md §6). */
export function UserMenu({ buttonClassName = '' }: { buttonClassName?: string }) {
  const { t } = useTranslation();
  const userName = useSession((s) => s.userData?.userName ?? '');
  const isDemo = useSession((s) => s.isDemo);
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  const logout = useLogout();
  const isAvailable = useRouteAvailability();
  const shown = truncateUserName(userName || t('header.account', 'Account'));

  return (
    <Menu
      ariaLabel={t('header.userMenu', 'Account menu')}
      closeOnLeaveMs={500}
      buttonClassName={`inline-flex h-10 max-w-44 items-center gap-2 rounded-lg pr-2 pl-1 text-sm font-semibold hover:bg-black/5 dark:hover:bg-white/10 ${buttonClassName}`}
      label={
        <>
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-full bg-accent text-sm font-black text-on-accent"
          >
            {(userName.charAt(0) || '?').toUpperCase()}
          </span>
          <span className="hidden truncate sm:inline">{shown}</span>
          <Icon name="chevronDown" size={16} className="shrink-0 opacity-70" />
        </>
      }
      panelClassName="w-60"
    >
      <>
        <div className="mb-1 border-b border-line px-3 pt-1.5 pb-2.5">
          <div className="truncate text-sm font-bold" title={userName}>
            {shown}
          </div>
          {isDemo && <div className="mt-0.5 text-xs font-semibold text-highlight">{t('header.demoAccount', 'Demo account')}</div>}
        </div>
        {isAvailable(paths.profile) && (
          <Link role="menuitem" to={paths.profile} className={menuItemClass}>
            <Icon name="user" size={18} />
            {t('header.profile', 'Profile')}
          </Link>
        )}
        {isAvailable(paths.transaction) && (
          <Link role="menuitem" to={paths.transaction} className={menuItemClass}>
            <Icon name="swap" size={18} />
            {t('nav.transactions', 'Transactions')}
          </Link>
        )}
        {isAvailable(paths.myWallet) && (
          <Link role="menuitem" to={paths.myWallet} className={menuItemClass}>
            <Icon name="wallet" size={18} />
            {t('nav.myWallet', 'My Wallet')}
          </Link>
        )}
        {isAvailable(paths.myWallet) && (
          <Link role="menuitem" to={plReportPath} className={menuItemClass}>
            <Icon name="chart" size={18} />
            {t('nav.plReport', 'Profit And Loss Report')}
          </Link>
        )}
        {isAvailable(paths.notification) && (
          <Link role="menuitem" to={paths.notification} className={menuItemClass}>
            <Icon name="megaphone" size={18} />
            {t('nav.notifications', 'Notifications')}
          </Link>
        )}
        {isAvailable(paths.complainBox) && (
          <Link role="menuitem" to={paths.complainBox} className={menuItemClass}>
            <Icon name="headset" size={18} />
            {t('nav.complainBox', 'Complain Box')}
          </Link>
        )}
        {isAvailable(paths.secureAuth) && (
          <Link role="menuitem" to={paths.secureAuth} className={menuItemClass}>
            <Icon name="shield" size={18} />
            {t('header.secureAuth', 'Secure Auth')}
          </Link>
        )}
        <button
          type="button"
          role="menuitem"
          className={menuItemClass}
          onClick={() => {
            // A demo account cannot change its password (docs/product.md §1).
            if (isDemo) toast.error(t('common.demoAccount', MESSAGES.demoAccount));
            else openAuthPopup('changePassword');
          }}
        >
          <Icon name="key" size={18} />
          {t('header.changePassword', 'Change Password')}
        </button>
        <div className="my-1 border-t border-line" />
        <button type="button" role="menuitem" className={`${menuItemClass} text-danger`} onClick={() => void logout()}>
          <Icon name="logout" size={18} />
          {t('header.logout', 'Logout')}
        </button>
      </>
    </Menu>
  );
}
