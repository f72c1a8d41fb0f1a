import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths, storageKeys } from '../../../config/paths';
import { storage } from '../../../lib/storage';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { cleanReferrerCode } from '../lib/referral-link';

/**
 * /register-referrer/{referrerCode}: keeps the code in local storage (docs/product.md §9
 * "referrer code") for the sign-up call, which stores the referrer on the new player, then
 * opens registration on the home page. A signed-in visitor just goes home; a malformed code is
 * ignored.
 */
export function RegisterReferrerRoute() {
  const { referrerCode } = useParams();
  const isLogin = useSession((s) => s.isLogin);
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  const code = cleanReferrerCode(referrerCode);
  useEffect(() => {
    if (code) storage.set(storageKeys.referrerCode, code);
    if (!isLogin) openAuthPopup('register');
  }, [code, isLogin, openAuthPopup]);
  return <Navigate to={paths.home} replace />;
}
