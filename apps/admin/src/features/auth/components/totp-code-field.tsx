import { useState } from 'react';
import { TextField } from '../../../components/ui/fields';
import { signInMessages as m } from '../lib/messages';

/**
 * The code of a two-factor step and its error. `isComplete` says whether the 6 digits are there,
 * and shows why not under the field; a server's refusal goes to `setError`.
 */
export function useTotpCode() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isComplete = (): boolean => {
    const complete = /^\d{6}$/.test(code);
    setError(complete ? null : m.codeRequired);
    return complete;
  };
  return { code, setCode, error, setError, isComplete };
}

/** The 6 digits of an authenticator app: digits only, offered to the browser as a one-time code. */
export function TotpCodeField({
  value,
  onValueChange,
  error,
  autoFocus,
}: {
  value: string;
  onValueChange(v: string): void;
  error?: string | null | undefined;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label="Code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onValueChange={(v) => onValueChange(v.replace(/\D/g, ''))}
      error={error ?? undefined}
      autoFocus={autoFocus}
    />
  );
}
