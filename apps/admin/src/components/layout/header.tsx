import { formatAmount } from '@backlay/domain';
import { usePts } from '../../lib/account-queries';
import { useSession } from '../../lib/session-store';
import { useLogout } from '../../lib/use-logout';
import { roleLabel } from '../../lib/format';
import { Icon } from '../ui/icons';

/** Top bar: menu button (phones), who is signed in, the balance, logout. */
export function Header({ onOpenMenu }: { onOpenMenu(): void }) {
  const userName = useSession((s) => s.userName);
  const userType = useSession((s) => s.userType);
  const loginName = useSession((s) => s.login?.userName);
  const pts = usePts();
  const logout = useLogout();
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-line bg-surface/95 px-2 backdrop-blur sm:px-4">
      <button type="button" className="icon-btn nav:hidden" onClick={onOpenMenu} aria-label="Open menu">
        <Icon name="menu" />
      </button>
      <p className="font-bold max-sm:hidden nav:hidden">Backlay Staff</p>
      <div className="ml-auto flex min-w-0 items-center gap-3 sm:gap-5">
        <div className="min-w-0 text-right leading-tight">
          <p className="truncate text-sm font-semibold">{userName}</p>
          <p className="text-xs text-muted">
            {userType ? roleLabel(userType) : ''}
            {loginName ? ` · login ${loginName}` : ''}
          </p>
        </div>
        <div className="text-right leading-tight" aria-live="polite">
          <p className="text-xs text-muted">Balance</p>
          <p className="text-sm font-semibold tabular-nums">{pts.data ? formatAmount(pts.data.pts) : '…'}</p>
        </div>
        <button type="button" className="btn btn-ghost min-h-9 px-3" onClick={() => void logout()}>
          <Icon name="logout" className="size-4" />
          <span className="sr-only sm:not-sr-only">Logout</span>
        </button>
      </div>
    </header>
  );
}
