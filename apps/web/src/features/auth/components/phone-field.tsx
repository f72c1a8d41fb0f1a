import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DIAL_CODE, type PhoneCode } from '@backlay/contract';
import type { Msg } from '../lib/messages';
import { FieldError, inputClass } from './fields';

export interface PhoneValue {
  /** ISO code of the chosen country: the select's value (+1 and +44 are shared by several). */
  country: string;
  /** Its dial code, sent as the sign-up's countryCode. */
  dialCode: string;
  /** The number as typed, without the code. */
  phone: string;
}

interface PhoneFieldProps {
  label: string;
  codes: readonly PhoneCode[];
  value: PhoneValue;
  onValueChange(value: PhoneValue): void;
  error?: Msg | undefined;
}

/**
 * A mobile number with its country (docs/decisions/phone-country-codes.md): a native select of
 * country-list/phone-codes.json, India (+91) first and chosen, beside the number. The select is
 * laid invisibly over a compact "IN +91" box, so a phone opens its own picker with full names and
 * a keyboard types a country's name to reach it, while the field keeps the number's room.
 */
export function PhoneField({ label, codes, value, onValueChange, error }: PhoneFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const isIndia = value.dialCode === DEFAULT_DIAL_CODE;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="flex items-stretch gap-2">
        <div className="relative h-11 shrink-0 rounded-lg border border-[var(--color-line,#cbd5e1)] bg-[var(--color-surface-2,#f1f5f9)] focus-within:border-[var(--color-primary,#0f766e)] focus-within:ring-2 focus-within:ring-[var(--color-primary,#0f766e)]/30">
          <span aria-hidden="true" className="flex h-full items-center gap-1.5 pr-7 pl-3 text-base">
            <span className="text-xs font-semibold opacity-60">{value.country}</span>
            <span className="tabular-nums">{value.dialCode}</span>
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 opacity-60"
            fill="currentColor"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
          <select
            aria-label={t('auth.field.countryCode', 'Country code')}
            value={value.country}
            onChange={(e) => {
              const picked = codes.find((c) => c.code === e.target.value);
              if (picked) onValueChange({ ...value, country: picked.code, dialCode: picked.dialCode });
            }}
            className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
          >
            {codes.map((c) => (
              <option key={c.code} value={c.code}>
                {`${c.name} (${c.dialCode})`}
              </option>
            ))}
          </select>
        </div>
        <input
          id={id}
          value={value.phone}
          onChange={(e) => onValueChange({ ...value, phone: e.target.value.replace(/[^\d\s()+-]/g, '') })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={
            isIndia ? t('auth.field.mobilePlaceholder', '10 digit mobile number') : t('auth.field.mobilePlaceholderOther', 'Mobile number')
          }
          className={inputClass}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
        />
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
