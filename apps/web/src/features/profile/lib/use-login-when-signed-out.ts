import { useEffect } from 'react';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { storage } from '../../../lib/storage';
import { storageKeys } from '../../../config/paths';

/**
 * A signed-out visitor gets the login popup and returns here after logging in. Checked on
 * arrival only, so a logout from this page does not pop the login up on its way to /.
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
