import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { useUi } from '../../lib/ui-store';
import { storage } from '../../lib/storage';
import { storageKeys } from '../../config/paths';
import { Icon } from '../ui/icons';
import type { NavItem } from './menu-items';

export interface NavEntryProps {
  item: NavItem;
  className: string | ((active: boolean) => string);
  onNavigate?(): void;
  /** Replaces the default icon + label content. */
  children?: (label: string, active: boolean) => ReactNode;
}

/**
 * One navigation entry. An entry that needs login opens the login popup for signed-out
 * visitors and remembers the target, so a successful login continues there.
 */
export function NavEntry({ item, className, onNavigate, children }: NavEntryProps) {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  const label = t(item.labelKey, item.label);
  const cls = (active: boolean) => (typeof className === 'function' ? className(active) : className);
  const content = (active: boolean) =>
    children ? (
      children(label, active)
    ) : (
      <>
        <Icon name={item.icon} />
        <span className="truncate">{label}</span>
      </>
    );

  if (item.requiresLogin && !isLogin) {
    return (
      <button
        type="button"
        className={cls(false)}
        onClick={() => {
          storage.set(storageKeys.redirectPath, item.to);
          onNavigate?.();
          openAuthPopup('login');
        }}
      >
        {content(false)}
      </button>
    );
  }
  return (
    <NavLink to={item.to} end={item.to === '/'} className={({ isActive }) => cls(isActive)} onClick={onNavigate}>
      {({ isActive }) => content(isActive)}
    </NavLink>
  );
}
