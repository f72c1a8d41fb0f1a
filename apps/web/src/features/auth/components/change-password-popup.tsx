import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { useLogout } from '../../../lib/logout';
import { useChangePassword } from '../api/change-password';
import { authMessages as m } from '../lib/messages';
import { errorText } from '../lib/error-text';
import { tempPassword } from '../lib/temp-password';
import { hasErrors, validateChangePassword, type ChangePasswordForm, type FieldErrors } from '../lib/validate';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid';
import { Modal } from './modal';
import { CopyButton } from '../../../components/ui/copy-button';
import { buttonClass, NewPasswordFields, PasswordField } from './fields';

/**
 * Change password (docs/product.md §5). In forced mode (the account is flagged) the popup cannot
 * be dismissed: a close attempt shows 'Please change password and copy transaction code' and
 * logs out. Success shows 'PASSWORD UPDATED' and logs out; staff first see their new
 * transaction code, once, with a copy button.
 */
export function ChangePasswordPopup({ forced = false }: { forced?: boolean }) {
  const { t } = useTranslation();
  const isDemo = useSession((s) => s.isDemo);
  const userType = useSession((s) => s.userType);
  const passwordChanged = useSession((s) => s.passwordChanged);
  const closeAuthPopup = useUi((s) => s.closeAuthPopup);
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  const logout = useLogout();
  const change = useChangePassword();
  const [form, setForm] = useState<ChangePasswordForm>(() => ({
    oldPassword: forced ? tempPassword.peek() : '',
    newPassword: '',
    confirmPassword: '',
  }));
  const [errors, setErrors] = useState<FieldErrors<keyof ChangePasswordForm>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const [issuedCode, setIssuedCode] = useState<string | null>(null);
  const [hasCopied, setCopied] = useState(false);
  const title = t('auth.changePassword.title', 'Change Password');

  /** The password is changed and the server has ended the session: drop it locally, log in again. */
  async function finish() {
    tempPassword.forget();
    await logout({ revoke: false });
    passwordChanged();
    openAuthPopup('login');
  }

  function attemptClose() {
    if (issuedCode !== null) {
      if (forced && !hasCopied) toast.error(t(m.forcedChangePassword.key, m.forcedChangePassword.en));
      void finish();
      return;
    }
    if (forced) {
      toast.error(t(m.forcedChangePassword.key, m.forcedChangePassword.en));
      tempPassword.forget();
      void logout();
      return;
    }
    closeAuthPopup();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (change.isPending) return;
    const found = validateChangePassword(form);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const docs = await change.mutateAsync(form);
      toast.success(t(m.passwordUpdated.key, m.passwordUpdated.en));
      if (userType !== 'user' && docs.transactionCode) {
        setIssuedCode(docs.transactionCode);
        return;
      }
      await finish();
    } catch (err) {
      toast.error(errorText(err, t));
    }
  }

  if (isDemo) {
    return (
      <Modal title={title} onClose={attemptClose}>
        <p role="alert" className="mb-4 text-sm">
          {t(m.demoAccount.key, m.demoAccount.en)}
        </p>
        <button type="button" className={buttonClass.primary} onClick={attemptClose}>
          {t('common.ok', 'OK')}
        </button>
      </Modal>
    );
  }

  if (issuedCode !== null) {
    return (
      <Modal title={t('auth.changePassword.codeTitle', 'Your Transaction Code')} onClose={attemptClose} forced={forced}>
        <p className="mb-3 text-sm opacity-80">
          {t('auth.changePassword.codeIntro', 'This code is shown only once. Copy it and keep it safe: staff actions ask for it.')}
        </p>
        <div className="mb-4 flex items-center justify-between gap-3 rounded-lg border border-[var(--color-line,#cbd5e1)] bg-[var(--color-surface-2,#f1f5f9)] p-3">
          <output
            aria-label={t('auth.changePassword.codeLabel', 'Transaction code')}
            className="font-mono text-xl font-semibold tracking-widest break-all"
          >
            {issuedCode}
          </output>
          <CopyButton value={issuedCode} onCopied={() => setCopied(true)} />
        </div>
        <button type="button" className={buttonClass.primary} onClick={() => void finish()}>
          {t('auth.changePassword.done', 'Done, log in again')}
        </button>
      </Modal>
    );
  }

  const setField = (key: keyof ChangePasswordForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  return (
    <Modal title={title} onClose={attemptClose} forced={forced}>
      <form ref={formRef} noValidate className="flex flex-col gap-3" onSubmit={(e) => void onSubmit(e)}>
        {forced ? (
          <p role="status" className="rounded-lg bg-[var(--color-accent,#f59e0b)]/15 p-3 text-sm">
            {t('auth.changePassword.forcedIntro', 'Your password must be changed before you continue.')}
          </p>
        ) : null}
        <PasswordField
          label={t('auth.field.oldPassword', 'Old Password')}
          placeholder={t('auth.field.oldPasswordPlaceholder', 'Enter old password')}
          value={form.oldPassword}
          onValueChange={setField('oldPassword')}
          error={errors.oldPassword}
          autoComplete="current-password"
          maxLength={128}
        />
        <NewPasswordFields
          label={t('auth.field.newPassword', 'New Password')}
          placeholder={t('auth.field.newPasswordPlaceholder', 'Enter new password')}
          password={form.newPassword}
          confirmPassword={form.confirmPassword}
          onPasswordChange={setField('newPassword')}
          onConfirmPasswordChange={setField('confirmPassword')}
          passwordError={errors.newPassword}
          confirmPasswordError={errors.confirmPassword}
          // With the old password prefilled (forced change after login), start at the new one.
          isFocusedFirst={Boolean(form.oldPassword)}
        />
        <button type="submit" className={`${buttonClass.primary} mt-1`} disabled={change.isPending} aria-busy={change.isPending}>
          {t('auth.changePassword.submit', 'Change Password')}
        </button>
      </form>
    </Modal>
  );
}
