import { TRANSACTION_CODE_LENGTH } from '@backlay/contract';
import { TextField } from './fields';

/**
 * The staff transaction code (8 digits) that every money decision and administrator toggle
 * asks for. Digits only; hidden like a password, never remembered by the browser.
 */
export function TransactionCodeField({
  value,
  onValueChange,
  error,
}: {
  value: string;
  onValueChange(v: string): void;
  error?: string | undefined;
}) {
  return (
    <TextField
      label="Transaction code"
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={TRANSACTION_CODE_LENGTH}
      value={value}
      onValueChange={(v) => onValueChange(v.replace(/\D/g, ''))}
      error={error}
      placeholder={`${TRANSACTION_CODE_LENGTH} digits`}
    />
  );
}
