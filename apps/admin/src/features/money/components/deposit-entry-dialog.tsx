import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { PaymentMethod } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { parseApiError } from '../../../lib/api-client';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/fields';
import { useEnterDeposit } from '../api/enter-deposit';
import { useActiveDepositTypes } from '../api/get-deposit-types';
import {
  checkDepositEntry,
  entryMethods,
  methodTakes,
  toDepositEntry,
  type DepositEntryErrors,
  type DepositEntryForm,
} from '../lib/deposit-entry';
import { PlayerPicker, type PickedPlayer } from './player-picker';
import { FormFooter } from '../../../components/ui/form-footer';

export const DEPOSIT_RECORDED = "Deposit recorded: it waits for your upline's approval";

const EMPTY: Omit<DepositEntryForm, 'userId'> = { amount: '', depositTypeId: '', utr: '', remarks: '' };

/** "HDFC Bank (IMPS) · 500.00 to 5,00,000.00"; the type is left out when the name holds it already. */
function methodLabel(m: PaymentMethod): string {
  const name = m.paymentName.toLowerCase().includes(m.paymentType.toLowerCase()) ? m.paymentName : `${m.paymentName} (${m.paymentType})`;
  const range =
    m.minAmount !== null && m.maxAmount !== null ? `${formatAmount(m.minAmount)} to ${formatAmount(m.maxAmount)}` : 'no limits set';
  return `${name} · ${range}`;
}

/**
 * The white label's active deposit methods, optional: none records a plain branch entry. A
 * method without both limits takes no amount on the server, so it shows but cannot be chosen.
 */
function MethodSelect({
  value,
  onValueChange,
  methods,
  isLoading,
  isError,
}: {
  value: string;
  onValueChange(v: string): void;
  methods: PaymentMethod[];
  isLoading: boolean;
  isError: boolean;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        Deposit method
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-describedby={noteId}
        disabled={isLoading}
        className="input"
      >
        <option value="">{isLoading ? 'Loading deposit methods…' : 'No method (branch entry)'}</option>
        {methods.map((m) => (
          <option key={m._id} value={m._id} disabled={!methodTakes(m)}>
            {methodLabel(m)}
          </option>
        ))}
      </select>
      <p id={noteId} className={`text-xs ${isError ? 'font-medium text-danger' : 'text-muted'}`}>
        {isError ? 'Could not load the deposit methods; you can record it without one.' : 'Optional: where the player paid.'}
      </p>
    </div>
  );
}

/**
 * A branch records a deposit it took for a player of its downline: it opens a pending request
 * in the queue that the uplines approve (crediting the player) or reject. The server allows one
 * open request per player and a UTR once per white label; its refusals show here.
 */
export function DepositEntryDialog({ onClose, withMethods }: { onClose(): void; withMethods: boolean }) {
  const [player, setPlayer] = useState<PickedPlayer | null>(null);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<DepositEntryErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const enter = useEnterDeposit();
  const types = useActiveDepositTypes({ enabled: withMethods });
  const methods = entryMethods(types.data?.docs ?? []);
  const method = methods.find((m) => m._id === form.depositTypeId);
  const set = (key: keyof typeof EMPTY) => (v: string) => setForm((f) => ({ ...f, [key]: v }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const typed = { ...form, userId: player?.id ?? '' };
    const found = checkDepositEntry(typed, method);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || enter.isPending) return;
    try {
      await enter.mutateAsync(toDepositEntry(typed));
      toast.success(DEPOSIT_RECORDED);
      onClose();
    } catch (err) {
      setFailure(parseApiError(err));
    }
  }

  return (
    <Dialog open onClose={onClose} title="Record deposit" description="Money a player paid at your branch. Your upline approves it.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 p-5">
        <PlayerPicker value={player} onChange={setPlayer} error={errors.userId} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Amount (INR)"
            inputMode="decimal"
            autoComplete="off"
            value={form.amount}
            onValueChange={(v) => set('amount')(v.replace(/[^\d.]/g, ''))}
            error={errors.amount}
            maxLength={16}
            hint={
              method && methodTakes(method)
                ? `${formatAmount(method.minAmount)} to ${formatAmount(method.maxAmount)}`
                : 'Rupees, at most two decimals.'
            }
          />
          <TextField
            label="UTR"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            value={form.utr}
            onValueChange={(v) => set('utr')(v.replace(/\D/g, ''))}
            error={errors.utr}
            maxLength={12}
            className="font-mono"
            hint="Optional: 6 to 12 digits."
          />
        </div>
        {withMethods ? (
          <MethodSelect
            value={form.depositTypeId}
            onValueChange={set('depositTypeId')}
            methods={methods}
            isLoading={types.isLoading}
            isError={types.isError}
          />
        ) : null}
        <TextAreaField label="Remarks" value={form.remarks} onValueChange={set('remarks')} maxLength={500} placeholder="Optional" />
        <FormFooter failure={failure} submitLabel="Record deposit" isPending={enter.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
