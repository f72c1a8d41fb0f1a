import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Header } from '../components/layout/header';
import { SidebarNav } from '../components/layout/sidebar';
import { Dialog } from '../components/ui/dialog';
import { useIsSignedIn, useSession } from '../lib/session-store';
import { useProfile } from '../lib/account-queries';
import { paths } from '../config/paths';
import { useCurrentLoginSync } from '../features/multi-login/api/multi-logins';

/**
 * The signed-in layout: sidebar (a drawer below 1024 px), header, the screen. Anyone not
 * signed in (or with a step left: two-factor code, new password) goes to the sign-in page.
 */
export function Shell() {
  const isSignedIn = useIsSignedIn();
  const role = useSession((s) => s.userType);
  // A Multi Login Account login: load its permissions; re-render the sidebar when they arrive.
  useCurrentLoginSync(isSignedIn);
  useSession((s) => s.login);
  const profile = useProfile();
  // The administrator works across labels; anyone else is on their own label's type.
  const isB2b = role !== 'administrator' && profile.data?.whiteLabelType === 'b2b';
  const [isMenuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  if (!isSignedIn) return <Navigate to={paths.signIn} replace state={{ from: location.pathname }} />;
  return (
    <div className="flex min-h-dvh">
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 overflow-y-auto bg-nav nav:block">
        <p className="px-6 pt-5 text-lg font-bold text-white">Backlay Staff</p>
        <SidebarNav role={role} isB2b={isB2b} />
      </aside>
      <Dialog open={isMenuOpen} onClose={() => setMenuOpen(false)} title="Backlay Staff" variant="drawer" className="[&_h2]:text-white">
        <SidebarNav role={role} isB2b={isB2b} onNavigate={() => setMenuOpen(false)} />
      </Dialog>
      <div className="flex min-w-0 flex-1 flex-col">
        <Header onOpenMenu={() => setMenuOpen(true)} />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
