import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@backlay/contract';
import { toast } from 'sonner';
import { useUi } from '../../../lib/ui-store';
import { useAuthSite } from '../lib/use-auth-site';
import { useResetPassword, useSendForgotPasswordOtp } from '../api/forgot-password';
import { authMessages as m } from '../lib/messages';
import { errorText } from '../lib/error-text';
import { hasErrors, validateResetPassword, type FieldErrors, type ResetPasswordForm } from '../lib/validate';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid';
import { Modal } from './modal';
import { buttonClass, NewPasswordFields, TextField } from './fields';

/**
 * Seconds before another code may be asked for; docs/product.md gives no figure ("not shown").
 * The server sends at most one code a minute per account (otp.service RESEND_AFTER_MS) and
 * answers 'OTP SENT' either way, so a shorter wait would promise a code that never comes.
 * The contract should export this number for both sides.
 */
export const OTP_RESEND_SECONDS = 60;

/** In the embedded mode codes are "sent" to a local outbox page instead of a phone. */
function outboxUrl(): string | null {
  return window.location.hostname.endsWith('localhost') ? `${window.location.origin}/dev/outbox` : null;
}

/** Forgot password: user name -> Send OTP, then code + new password. */
export function ForgotPasswordPopup() {
  const { t } = useTranslation();
  const closeAuthPopup = useUi((s) => s.closeAuthPopup);
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  const site = useAuthSite();
  const sendOtp = useSendForgotPasswordOtp();
  const reset = useResetPassword();
  const [step, setStep] = useState<'request' | 'reset'>('request');
  const [userName, setUserName] = useState('');
  const [userNameError, setUserNameError] = useState<FieldErrors<'userName'>>({});
  const [form, setForm] = useState<ResetPasswordForm>({ otp: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof ResetPasswordForm>>({});
  const [secondsLeft, setSecondsLeft] = useState(0);
  const outbox = outboxUrl();
  const otpRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  // The code step replaces the button that had the focus: move it to the code field.
  useEffect(() => {
    if (step === 'reset') otpRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  async function requestOtp(isResend: boolean) {
    if (sendOtp.isPending) return;
    if (!userName.trim()) {
      setUserNameError({ userName: m.userNameRequired });
      return;
    }
    setUserNameError({});
    try {
      await sendOtp.mutateAsync({ userName, whiteLabelId: site.whiteLabelId });
      const sent = isResend ? m.otpSendSuccessfully : m.otpSent;
      toast.success(t(sent.key, sent.en));
      setStep('reset');
      setSecondsLeft(OTP_RESEND_SECONDS);
    } catch (err) {
      toast.error(errorText(err, t));
    }
  }

  async function onReset(e: FormEvent) {
    e.preventDefault();
    if (reset.isPending) return;
    const found = validateResetPassword(form);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await reset.mutateAsync({ userName, ...form, whiteLabelId: site.whiteLabelId });
      toast.success(t(m.passwordUpdatedSuccessfull.key, m.passwordUpdatedSuccessfull.en));
      openAuthPopup('login');
    } catch (err) {
      toast.error(errorText(err, t));
    }
  }

  const setField = (key: keyof ResetPasswordForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  return (
    <Modal title={t('auth.forgot.title', 'Forgot Password')} onClose={closeAuthPopup}>
      {step === 'request' ? (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void requestOtp(false);
          }}
        >
          <p className="text-sm opacity-80">
            {t('auth.forgot.intro', 'Enter your user name and we will send a one-time code to your registered mobile number.')}
          </p>
          <TextField
            label={t('auth.field.userName', 'User Name')}
            placeholder={t('auth.field.userNamePlaceholder', 'Enter user name')}
            value={userName}
            onValueChange={setUserName}
            error={userNameError.userName}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={32}
          />
          <button type="submit" className={buttonClass.primary} disabled={sendOtp.isPending} aria-busy={sendOtp.isPending}>
            {t('auth.forgot.sendOtp', 'Send OTP')}
          </button>
          <BackToLogin onClick={() => openAuthPopup('login')} />
        </form>
      ) : (
        <form ref={formRef} noValidate className="flex flex-col gap-3" onSubmit={(e) => void onReset(e)}>
          <p className="text-sm opacity-80">
            {t('auth.forgot.sentTo', 'A one-time code was sent for')} <strong className="font-semibold">{userName.trim()}</strong>.{' '}
            <button type="button" className={buttonClass.link} onClick={() => setStep('request')}>
              {t('auth.forgot.changeUser', 'Change')}
            </button>
          </p>
          <TextField
            label={t('auth.field.otp', 'OTP')}
            placeholder={t('auth.field.otpPlaceholder', 'Enter the code')}
            value={form.otp}
            onValueChange={(v) => setField('otp')(v.replace(/\D/g, ''))}
            error={errors.otp}
            inputMode="numeric"
            autoComplete="one-time-code"
            ref={otpRef}
            maxLength={OTP_LENGTH}
            hint={
              outbox ? (
                <>
                  {t('auth.forgot.outboxHint', 'Local demo: the code is shown on the outbox page')}{' '}
                  <a href={outbox} target="_blank" rel="noopener" className={buttonClass.link}>
                    {outbox}
                  </a>
                </>
              ) : undefined
            }
          />
          <div className="-mt-1 text-right text-sm">
            {secondsLeft > 0 ? (
              <span aria-live="polite" className="opacity-70">
                {t('auth.forgot.resendIn', { defaultValue: 'Resend OTP in {{seconds}}s', seconds: secondsLeft })}
              </span>
            ) : (
              <button type="button" className={buttonClass.link} disabled={sendOtp.isPending} onClick={() => void requestOtp(true)}>
                {t('auth.forgot.resend', 'Resend OTP')}
              </button>
            )}
          </div>
          <NewPasswordFields
            label={t('auth.field.newPassword', 'New Password')}
            placeholder={t('auth.field.newPasswordPlaceholder', 'Enter new password')}
            password={form.password}
            confirmPassword={form.confirmPassword}
            onPasswordChange={setField('password')}
            onConfirmPasswordChange={setField('confirmPassword')}
            passwordError={errors.password}
            confirmPasswordError={errors.confirmPassword}
          />
          <button type="submit" className={`${buttonClass.primary} mt-1`} disabled={reset.isPending} aria-busy={reset.isPending}>
            {t('auth.forgot.submit', 'Update Password')}
          </button>
          <BackToLogin onClick={() => openAuthPopup('login')} />
        </form>
      )}
    </Modal>
  );
}

function BackToLogin({ onClick }: { onClick(): void }) {
  const { t } = useTranslation();
  return (
    <p className="text-center text-sm">
      <button type="button" className={buttonClass.link} onClick={onClick}>
        {t('auth.forgot.backToLogin', 'Back to Login')}
      </button>
    </p>
  );
}
