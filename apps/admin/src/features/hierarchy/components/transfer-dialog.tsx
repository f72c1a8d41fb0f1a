import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { formatAmount } from '@backlay/domain';
import type { StaffUser } from '@backlay/contract';
import { parseApiError } from '../../../lib/api-client';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/fields';
import { TransactionCodeField } from '../../../components/ui/transaction-code-field';
import { useTransferPts } from '../api/transfer-pts';
import { amountOf, checkTransfer, type Errors, type TransferForm } from '../lib/user-forms';
import { FormFooter } from '../../../components/ui/form-footer';

/** Credit (add) or debit (subtract) points of a direct downline, through the ledger. */
export function TransferDialog({ user, action, onClose }: { user: StaffUser; action: 'add' | 'subtract'; onClose(): void }) {
  const [form, setForm] = useState<TransferForm>({ amount: '', remarks: '', transactionCode: '' });
  const [errors, setErrors] = useState<Errors<keyof TransferForm>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const transfer = useTransferPts();
  const verb = action === 'add' ? 'Credit' : 'Debit';
  const set = (key: keyof TransferForm) => (v: string) => setForm((f) => ({ ...f, [key]: v }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = checkTransfer(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || transfer.isPending) return;
    try {
      const res = await transfer.mutateAsync({
        userId: user._id,
        amount: amountOf(form.amount)!,
        action,
        remarks: form.remarks.trim(),
        transactionCode: form.transactionCode,
      });
      toast.success(`${verb}ed ${formatAmount(amountOf(form.amount))}: ${user.userName} now has ${formatAmount(res.docs.pts)}`);
      onClose();
    } catch (err) {
      setFailure(parseApiError(err));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`${verb} points`}
      description={`${user.userName} · balance ${formatAmount(user.pts)} · available ${formatAmount(user.availablePts)}`}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 p-5">
        <TextField
          label="Amount"
          inputMode="decimal"
          value={form.amount}
          onValueChange={(v) => set('amount')(v.replace(/[^\d.]/g, ''))}
          error={errors.amount}
          hint={action === 'add' ? 'Moved from your balance.' : 'Moved back to your balance (at most what is available).'}
        />
        <TextAreaField label="Remarks" value={form.remarks} onValueChange={set('remarks')} error={errors.remarks} maxLength={500} />
        <TransactionCodeField value={form.transactionCode} onValueChange={set('transactionCode')} error={errors.transactionCode} />
        <FormFooter
          failure={failure}
          submitLabel={verb}
          tone={action === 'add' ? 'success' : 'danger'}
          isPending={transfer.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
