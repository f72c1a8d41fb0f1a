import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { useLogout } from '../../../lib/logout';
import { paths } from '../../../config/paths';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { CodeInput, CODE_LENGTH } from '../../../components/ui/code-input';
import { buttonClass } from '../components/fields';
import { errorText } from '../lib/error-text';
import { takeRedirectPath } from '../lib/redirect';

/**
 * /login-auth: the two-factor step after a login whose account has two-factor on. Six digits
 * submit on their own. Once the session is complete (or if there is no step waiting) the page
 * moves on: to the stored redirect path when signed in, else home with the login popup.
 */
export function LoginAuthRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  const isPending = useSession((s) => s.twoFactorPending);
  const isLogin = useSession((s) => s.isLogin);
  const verify = useVerifyTwoFactor();
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const isLeaving = useRef(false);

  useEffect(() => {
    if (isPending || isLeaving.current) return;
    isLeaving.current = true;
    if (isLogin) {
      void navigate(takeRedirectPath(), { replace: true });
    } else {
      void navigate(paths.home, { replace: true });
      openAuthPopup('login');
    }
  }, [isPending, isLogin, navigate, openAuthPopup]);

  async function submit(value: string) {
    if (verify.isPending || value.length !== CODE_LENGTH) return;
    try {
      // Success completes the session; the effect above then leaves the page.
      await verify.mutateAsync(value);
    } catch (err) {
      toast.error(errorText(err, t));
      setCode('');
      if (err instanceof ApiError && err.status === 401) {
        // Too many wrong codes: the server ended the waiting session. Log in again.
        isLeaving.current = true;
        await logout({ revoke: false });
        openAuthPopup('login');
        return;
      }
      inputRef.current?.focus();
    }
  }

  async function cancel() {
    isLeaving.current = true;
    await logout();
  }

  if (!isPending) return null;
  return (
    <section aria-labelledby="login-auth-title" className="mx-auto flex w-full max-w-sm flex-col gap-4 px-4 py-10">
      <h1 id="login-auth-title" className="text-xl font-semibold">
        {t('auth.loginAuth.title', 'Two-Factor Authentication')}
      </h1>
      <p className="text-sm opacity-80">{t('auth.loginAuth.intro', 'Enter the 6 digit code from your authenticator app.')}</p>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit(code);
        }}
      >
        <CodeInput
          ref={inputRef}
          label={t('auth.loginAuth.code', 'Authentication Code')}
          value={code}
          onValueChange={setCode}
          onComplete={(c) => void submit(c)}
          autoFocus
        />
        <button
          type="submit"
          className={buttonClass.primary}
          disabled={verify.isPending || code.length !== CODE_LENGTH}
          aria-busy={verify.isPending}
        >
          {t('auth.loginAuth.verify', 'Verify')}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={() => void cancel()}>
          {t('common.cancel', 'Cancel')}
        </button>
      </form>
    </section>
  );
}
