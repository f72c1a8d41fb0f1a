import { useEffect } from 'react';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { useAuthSite } from '../lib/use-auth-site';
import { ChangePasswordPopup } from './change-password-popup';
import { ForgotPasswordPopup } from './forgot-password-popup';
import { LoginPopup } from './login-popup';
import { RegisterPopup } from './register-popup';

/**
 * The auth popups, at most one at a time (docs/product.md §2): the one useUi().authPopup names,
 * or — above everything — the forced change-password popup while a signed-in account is
 * flagged. Popups that make no sense for the current session are closed rather than kept
 * pending (a login popup left open behind a session would pop up again at logout).
 */
export function AuthPopups() {
  const popup = useUi((s) => s.authPopup);
  const closeAuthPopup = useUi((s) => s.closeAuthPopup);
  const isLogin = useSession((s) => s.isLogin);
  const mustChangePassword = useSession((s) => s.mustChangePassword);
  const site = useAuthSite();

  const isSignedOutOnly = popup === 'login' || popup === 'register' || popup === 'forgotPassword';
  const isStale =
    (isSignedOutOnly && isLogin) || (popup === 'changePassword' && !isLogin) || (popup === 'register' && site.isLoaded && !site.isB2c);
  useEffect(() => {
    if (isStale) closeAuthPopup();
  }, [isStale, closeAuthPopup]);

  if (isLogin && mustChangePassword) return <ChangePasswordPopup forced />;
  if (isStale) return null;
  switch (popup) {
    case 'login':
      return <LoginPopup />;
    case 'register':
      // Registration is for b2c sites only; wait for the configuration to know.
      return site.isB2c ? <RegisterPopup /> : null;
    case 'forgotPassword':
      return <ForgotPasswordPopup />;
    case 'changePassword':
      return <ChangePasswordPopup />;
    default:
      return null;
  }
}
