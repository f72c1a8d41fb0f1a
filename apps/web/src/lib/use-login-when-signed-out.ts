import { useEffect } from 'react';
import { useSession } from './session-store';
import { useUi } from './ui-store';
import { storage } from './storage';
import { storageKeys } from '../config/paths';

/**
 * A page for signed-in accounts (profile, secure auth, event detail, /favorite, Politics):
 * a signed-out visitor gets the login popup instead (docs/product.md §2) and comes back to
 * `returnTo` after logging in. Checked on arrival only, so a logout from the page, which
 * navigates to / by itself, does not pop the login up on the way out. `isRequired` lets a
 * page that is only sometimes restricted (a sport page: Politics) switch the check off.
 */
export function useLoginWhenSignedOut(returnTo: string, isRequired = true) {
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  useEffect(() => {
    if (!isRequired) return;
    const { isLogin, twoFactorPending } = useSession.getState();
    if (isLogin || twoFactorPending) return;
    storage.set(storageKeys.redirectPath, returnTo);
    openAuthPopup('login');
  }, [openAuthPopup, returnTo, isRequired]);
}
