import { useEffect } from 'react';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { storage } from '../../../lib/storage';
import { storageKeys } from '../../../config/paths';

/**
 * A signed-out visitor of an account page gets the login popup, and comes back here after
 * logging in. Checked on arrival only: a logout on this page navigates away by itself and must
 * not pop the login up on its way out.
 */
export function useLoginWhenSignedOut(returnTo: string) {
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  useEffect(() => {
    const { isLogin, twoFactorPending } = useSession.getState();
    if (isLogin || twoFactorPending) return;
    storage.set(storageKeys.redirectPath, returnTo);
    openAuthPopup('login');
  }, [openAuthPopup, returnTo]);
}
