import { useId, type Ref } from 'react';

export const CODE_LENGTH = 6;

interface CodeInputProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A six-digit authenticator code: digits only. (The auth feature has its twin; features do
 * not import each other — a candidate for src/components.)
 */
export function CodeInput({ label, value, onValueChange, disabled, ref }: CodeInputProps) {
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
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        onChange={(e) => onValueChange(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        className="h-12 w-full rounded-lg border border-[var(--color-line,#cbd5e1)] bg-[var(--color-surface-2,#f1f5f9)] text-center font-mono text-xl tracking-[0.5em] text-[var(--color-text,#0f172a)] outline-none focus:border-[var(--color-primary,#0f766e)] focus:ring-2 focus:ring-[var(--color-primary,#0f766e)]/30 disabled:opacity-60"
      />
    </div>
  );
}
