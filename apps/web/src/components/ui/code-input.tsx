import { useId, type Ref } from 'react';

export const CODE_LENGTH = 6;

interface CodeInputProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** Called once the sixth digit is typed or pasted. */
  onComplete?(code: string): void;
  disabled?: boolean;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A six-digit one-time code: digits only (anything else typed or pasted is dropped). */
export function CodeInput({ label, value, onValueChange, onComplete, disabled, autoFocus, ref }: CodeInputProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
          onValueChange(digits);
          if (digits.length === CODE_LENGTH && digits !== value) onComplete?.(digits);
        }}
        className="h-14 w-full rounded-lg border border-[var(--color-line,#cbd5e1)] bg-[var(--color-surface-2,#f1f5f9)] text-center font-mono text-2xl tracking-[0.5em] text-[var(--color-text,#0f172a)] outline-none focus:border-[var(--color-primary,#0f766e)] focus:ring-2 focus:ring-[var(--color-primary,#0f766e)]/30 disabled:opacity-60"
      />
    </div>
  );
}
