import { useRef, useState, type FormEvent } from 'react';
import { DEFAULT_PHONE_CODE } from '@backlay/contract';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { paths } from '../../../config/paths';
import { useAuthSite } from '../lib/use-auth-site';
import { useSignup } from '../api/signup';
import { authMessages as m } from '../lib/messages';
import { demoOrSignupFailure } from '../lib/error-text';
import { takeRedirectPath } from '../lib/redirect';
import { hasErrors, validateRegister, type FieldErrors, type RegisterForm } from '../lib/validate';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid';
import { usePhoneCodes } from '../../../lib/phone-codes';
import { Modal } from './modal';
import { buttonClass, CheckboxField, NewPasswordFields, TextField } from './fields';
import { PhoneField } from './phone-field';

const EMPTY: RegisterForm = {
  userName: '',
  fullName: '',
  phoneCountry: DEFAULT_PHONE_CODE.code,
  countryCode: DEFAULT_PHONE_CODE.dialCode,
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
  isAdult: false,
  acceptTerms: false,
};

/** Player registration on a b2c site (docs/product.md §5 rules). */
export function RegisterPopup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const closeAuthPopup = useUi((s) => s.closeAuthPopup);
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  const signIn = useSession((s) => s.signIn);
  const site = useAuthSite();
  const signup = useSignup();
  const phoneCodes = usePhoneCodes();
  const [form, setForm] = useState<RegisterForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof RegisterForm>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  function set<K extends keyof RegisterForm>(key: K) {
    return (value: RegisterForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (signup.isPending) return;
    const found = validateRegister(form);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const docs = await signup.mutateAsync({ form, whiteLabelId: site.whiteLabelId });
      signIn(docs);
      toast.success(t(m.signupSuccessfull.key, m.signupSuccessfull.en));
      closeAuthPopup();
      void navigate(docs.twoFactorPending ? paths.loginAuth : takeRedirectPath());
    } catch (err) {
      const { title, description } = demoOrSignupFailure(err, t);
      toast.error(title, { description });
    }
  }

  return (
    <Modal title={t('auth.register.title', 'Register')} onClose={closeAuthPopup}>
      <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-3">
        <TextField
          label={t('auth.field.userName', 'User Name')}
          placeholder={t('auth.field.userNamePlaceholder', 'Enter user name')}
          hint={t('auth.register.userNameHint', '4 to 32 letters, digits, dot, dash or underscore')}
          value={form.userName}
          onValueChange={set('userName')}
          error={errors.userName}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
        />
        <TextField
          label={t('auth.field.fullName', 'Full Name')}
          placeholder={t('auth.field.fullNamePlaceholder', 'Enter full name')}
          value={form.fullName}
          onValueChange={set('fullName')}
          error={errors.fullName}
          autoComplete="name"
          maxLength={64}
        />
        <PhoneField
          label={t('auth.field.mobile', 'Mobile Number')}
          codes={phoneCodes}
          value={{ country: form.phoneCountry, dialCode: form.countryCode, phone: form.phone }}
          onValueChange={(v) => setForm((f) => ({ ...f, phoneCountry: v.country, countryCode: v.dialCode, phone: v.phone }))}
          error={errors.phone}
        />
        <TextField
          label={t('auth.field.emailOptional', 'Email (optional)')}
          placeholder={t('auth.field.emailPlaceholder', 'name@example.com')}
          value={form.email}
          onValueChange={set('email')}
          error={errors.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          maxLength={128}
        />
        <NewPasswordFields
          label={t('auth.field.password', 'Password')}
          placeholder={t('auth.field.passwordPlaceholder', 'Enter password')}
          password={form.password}
          confirmPassword={form.confirmPassword}
          onPasswordChange={set('password')}
          onConfirmPasswordChange={set('confirmPassword')}
          passwordError={errors.password}
          confirmPasswordError={errors.confirmPassword}
        />
        <CheckboxField
          label={t('auth.register.isAdult', "I'm 18")}
          checked={form.isAdult}
          onCheckedChange={set('isAdult')}
          error={errors.isAdult}
        />
        <CheckboxField
          label={
            <>
              {t('auth.register.acceptTerms', 'I accept the')}{' '}
              <Link to={paths.terms} target="_blank" rel="noopener" className={buttonClass.link}>
                {t('auth.register.terms', 'Terms and Conditions')}
              </Link>
            </>
          }
          checked={form.acceptTerms}
          onCheckedChange={set('acceptTerms')}
          error={errors.acceptTerms}
        />
        <button type="submit" className={`${buttonClass.primary} mt-1`} disabled={signup.isPending} aria-busy={signup.isPending}>
          {signup.isPending ? t('auth.register.pending', 'Registering…') : t('auth.register.submit', 'Register')}
        </button>
        <p className="text-center text-sm">
          {t('auth.register.haveAccount', 'Already have an account?')}{' '}
          <button type="button" className={buttonClass.link} onClick={() => openAuthPopup('login')}>
            {t('auth.login.submit', 'Login')}
          </button>
        </p>
      </form>
    </Modal>
  );
}
