import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '@backlay/contract';
import { useMaintenanceCheck } from '../../lib/get-maintenance';
import { useSession } from '../../lib/session-store';
import { useLogout } from '../../lib/use-logout';
import { formatTime, roleLabel } from '../../lib/format';
import { Icon } from '../ui/icons';

/**
 * What the console shows instead of its pages while the platform is in maintenance for this
 * account (the session's `isMaintenance`): the server's message, "Try again", and a way out —
 * Sign out for a session, Back to login on the sign-in page, where the administrator (whom
 * maintenance never stops) can still log in. It leaves by itself once the platform is back
 * (lib/get-maintenance.ts asks every 30 s).
 */
export function MaintenanceScreen() {
  const userName = useSession((s) => s.userName);
  const userType = useSession((s) => s.userType);
  const hasSession = useSession((s) => s.token !== null);
  const check = useMaintenanceCheck();
  const logout = useLogout();
  const [isSigningOut, setSigningOut] = useState(false);

  // The refused calls that brought the screen up may have left error toasts behind.
  useEffect(() => {
    toast.dismiss();
  }, []);

  async function signOut() {
    setSigningOut(true);
    await logout();
    // Signed out: the sign-in page, where another account (the administrator) may log in.
    useSession.getState().setMaintenance(false);
  }

  const status = check.isFetching
    ? 'Checking…'
    : check.isError
      ? 'The server did not answer. The console keeps asking every 30 seconds.'
      : `Still under maintenance · checked at ${formatTime(new Date(check.dataUpdatedAt).toISOString())}`;

  return (
    <main className="grid min-h-dvh place-items-center bg-nav p-4">
      <section aria-labelledby="maintenance-title" className="card w-full max-w-md p-6 text-center sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Backlay Staff</p>
        <span className="mx-auto mt-5 grid size-14 place-items-center rounded-full bg-blue-50 text-primary">
          <Icon name="maintenance" className="size-7" />
        </span>
        <h1 id="maintenance-title" className="mt-4 text-2xl font-bold text-balance">
          {MESSAGES.websiteUnderMaintenance}
        </h1>
        <p className="mt-2 text-sm text-pretty text-muted">
          The console will come back by itself as soon as maintenance ends. There is no need to reload the page.
        </p>
        <p role="status" className="mt-4 text-xs text-muted">
          {status}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse sm:justify-center">
          <button
            type="button"
            className="btn btn-primary sm:min-w-36"
            onClick={() => void check.refetch()}
            disabled={check.isFetching}
            aria-busy={check.isFetching}
          >
            <Icon name="refresh" className={`size-4 ${check.isFetching ? 'animate-spin' : ''}`} />
            {check.isFetching ? 'Checking…' : 'Try again'}
          </button>
          {hasSession ? (
            <button
              type="button"
              className="btn btn-ghost sm:min-w-36"
              onClick={() => void signOut()}
              disabled={isSigningOut}
              aria-busy={isSigningOut}
            >
              <Icon name="logout" className="size-4" />
              {isSigningOut ? 'Signing out…' : 'Sign out'}
            </button>
          ) : (
            <button type="button" className="btn btn-ghost sm:min-w-36" onClick={() => useSession.getState().setMaintenance(false)}>
              Back to login
            </button>
          )}
        </div>
        {hasSession && userName ? (
          <p className="mt-6 border-t border-line pt-4 text-xs text-muted">
            Signed in as <span className="font-semibold text-fg">{userName}</span>
            {userType ? ` · ${roleLabel(userType)}` : ''}
          </p>
        ) : null}
      </section>
    </main>
  );
}
