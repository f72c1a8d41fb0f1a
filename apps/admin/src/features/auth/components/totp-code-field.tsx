import { TextField } from '../../../components/ui/fields';

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
