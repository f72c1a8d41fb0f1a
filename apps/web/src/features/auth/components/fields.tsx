import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Msg } from '../lib/messages';

export const inputClass =
  'h-11 w-full min-w-0 rounded-lg border border-[var(--color-line,#cbd5e1)] bg-[var(--color-surface-2,#f1f5f9)] px-3 text-base text-[var(--color-text,#0f172a)] placeholder:opacity-50 outline-none focus:border-[var(--color-primary,#0f766e)] focus:ring-2 focus:ring-[var(--color-primary,#0f766e)]/30 aria-[invalid=true]:border-[var(--color-danger,#b91c1c)]';

/** The error under a field, translated; announced by screen readers when it appears. */
export function FieldError({ id, error }: { id: string; error: Msg | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-[var(--color-danger,#b91c1c)]">
      {t(error.key, error.en)}
    </p>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: Msg | undefined;
  hint?: ReactNode;
  /** Control shown inside the input's right end, e.g. show/hide. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, value, onValueChange, error, hint, trailing, className, ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="relative flex items-stretch gap-2">
        <input
          id={id}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${trailing ? 'pr-16' : ''}`}
          {...rest}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs opacity-70">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle (aria-pressed tells its state). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={isVisible}
          aria-label={isVisible ? t('auth.field.hidePassword', 'Hide password') : t('auth.field.showPassword', 'Show password')}
          className="h-9 rounded-md px-2 text-xs font-semibold text-[var(--color-brand-text,#0f766e)] uppercase hover:bg-[var(--color-surface-2,#f1f5f9)]"
        >
          {isVisible ? t('auth.field.hide', 'Hide') : t('auth.field.show', 'Show')}
        </button>
      }
    />
  );
}

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  error?: Msg | undefined;
}

export function CheckboxField({ label, checked, onCheckedChange, error }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onCheckedChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary,#0f766e)]"
        />
        <label htmlFor={id} className="text-sm leading-5">
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

const buttonBase =
  'inline-flex h-11 w-full items-center justify-center rounded-lg px-4 text-base font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-primary,#0f766e)]';

export const buttonClass = {
  primary: `${buttonBase} bg-[var(--color-primary,#0f766e)] text-[var(--color-on-primary,#ffffff)] hover:brightness-110`,
  secondary: `${buttonBase} border border-[var(--color-primary,#0f766e)] text-[var(--color-brand-text,#0f766e)] hover:bg-[var(--color-primary,#0f766e)]/10`,
  accent: `${buttonBase} bg-[var(--color-accent,#f59e0b)] text-[var(--color-on-accent,#0b1120)] hover:brightness-105`,
  link: 'rounded text-sm font-medium text-[var(--color-brand-text,#0f766e)] underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-[var(--color-primary,#0f766e)]',
};

interface NewPasswordFieldsProps {
  /** Label and placeholder of the first field ('Password' on register, 'New Password' elsewhere). */
  label: string;
  placeholder: string;
  password: string;
  confirmPassword: string;
  onPasswordChange(value: string): void;
  onConfirmPasswordChange(value: string): void;
  passwordError?: Msg | undefined;
  confirmPasswordError?: Msg | undefined;
  /** Start the focus here (the forced change prefills the old password). */
  isFocusedFirst?: boolean;
}

/** A new password with its confirmation: register, forgot password and change password. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={props.label}
        placeholder={props.placeholder}
        hint={t('auth.field.passwordHint', 'At least 8 characters with 1 digit')}
        value={props.password}
        onValueChange={props.onPasswordChange}
        error={props.passwordError}
        data-autofocus={props.isFocusedFirst ? true : undefined}
        autoComplete="new-password"
        maxLength={128}
      />
      <PasswordField
        label={t('auth.field.confirmPassword', 'Confirm Password')}
        placeholder={t('auth.field.confirmPasswordPlaceholder', 'Enter password again')}
        value={props.confirmPassword}
        onValueChange={props.onConfirmPasswordChange}
        error={props.confirmPasswordError}
        autoComplete="new-password"
        maxLength={128}
      />
    </>
  );
}
