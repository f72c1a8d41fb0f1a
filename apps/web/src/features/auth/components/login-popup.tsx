import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MESSAGES } from '@backlay/contract';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { storage } from '../../../lib/storage';
import { paths, storageKeys } from '../../../config/paths';
import { useAuthSite } from '../lib/use-auth-site';
import { useLogin } from '../api/login';
import { authMessages as m } from '../lib/messages';
import { demoOrSignupFailure, errorText } from '../lib/error-text';
import { takeRedirectPath } from '../lib/redirect';
import { tempPassword } from '../lib/temp-password';
import { hasErrors, validateLogin, type FieldErrors, type LoginForm } from '../lib/validate';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid';
import { Modal } from './modal';
import { buttonClass, CheckboxField, PasswordField, TextField } from './fields';

/** Login popup (docs/product.md §2): user name, password, Remember me, Login, Demo Login. */
export function LoginPopup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const closeAuthPopup = useUi((s) => s.closeAuthPopup);
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  const signIn = useSession((s) => s.signIn);
  const site = useAuthSite();
  const loginMutation = useLogin();
  const [userName, setUserName] = useState(() => storage.get(storageKeys.rememberMe) ?? '');
  const [password, setPassword] = useState('');
  const [isRemembered, setRemembered] = useState(() => storage.get(storageKeys.rememberMe) !== null);
  const [errors, setErrors] = useState<FieldErrors<keyof LoginForm>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const pendingDemo = loginMutation.isPending ? loginMutation.variables.demo : null;

  async function run(demo: boolean) {
    if (loginMutation.isPending) return;
    if (!demo) {
      const found = validateLogin({ userName, password });
      setErrors(found);
      if (hasErrors(found)) return;
    } else {
      setErrors({});
    }
    try {
      const outcome = await loginMutation.mutateAsync({
        userName,
        password,
        demo,
        whiteLabelId: site.whiteLabelId,
        future9: site.isFuture9,
      });
      if (outcome.kind === 'staff') {
        toast.info(t(m.loginWithAdminWebsite.key, m.loginWithAdminWebsite.en));
        return;
      }
      const { docs } = outcome;
      if (!demo) {
        if (isRemembered) storage.set(storageKeys.rememberMe, userName.trim());
        else storage.remove(storageKeys.rememberMe);
        if (docs.changePassword) tempPassword.keep(password);
      }
      signIn(docs);
      toast.success(t(m.loginSuccessful.key, m.loginSuccessful.en));
      closeAuthPopup();
      void navigate(docs.twoFactorPending ? paths.loginAuth : takeRedirectPath());
    } catch (err) {
      if (demo) {
        const { title, description } = demoOrSignupFailure(err, t);
        toast.error(title, { description });
      } else if (err instanceof ApiError && err.message === MESSAGES.accountLocked) toast.error(t(m.accountLocked.key, m.accountLocked.en));
      else toast.error(errorText(err, t));
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void run(false);
  }

  return (
    <Modal title={t('auth.login.title', 'Login')} onClose={closeAuthPopup}>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('auth.field.userName', 'User Name')}
          placeholder={t('auth.field.userNamePlaceholder', 'Enter user name')}
          value={userName}
          onValueChange={setUserName}
          error={errors.userName}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
        />
        <PasswordField
          label={t('auth.field.password', 'Password')}
          placeholder={t('auth.field.passwordPlaceholder', 'Enter password')}
          value={password}
          onValueChange={setPassword}
          error={errors.password}
          autoComplete="current-password"
          maxLength={128}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CheckboxField label={t('auth.login.rememberMe', 'Remember me')} checked={isRemembered} onCheckedChange={setRemembered} />
          {site.canForgetPassword ? (
            <button type="button" className={buttonClass.link} onClick={() => openAuthPopup('forgotPassword')}>
              {t('auth.login.forgetPassword', 'Forget Password')}
            </button>
          ) : null}
        </div>
        <div className="flex flex-col gap-3 md:flex-row">
          <button type="submit" className={buttonClass.primary} disabled={loginMutation.isPending} aria-busy={pendingDemo === false}>
            {pendingDemo === false ? t('auth.login.pending', 'Logging in…') : t('auth.login.submit', 'Login')}
          </button>
          <button
            type="button"
            className={buttonClass.accent}
            disabled={loginMutation.isPending}
            aria-busy={pendingDemo === true}
            onClick={() => void run(true)}
          >
            {t('auth.login.demo', 'Demo Login')}
          </button>
        </div>
        {site.canRegister ? (
          <p className="text-center text-sm">
            {t('auth.login.noAccount', "Don't have an account?")}{' '}
            <button type="button" className={buttonClass.link} onClick={() => openAuthPopup('register')}>
              {t('auth.login.register', 'Register')}
            </button>
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
