import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MESSAGES, TRANSACTION_CODE_LENGTH, type PaymentMethod } from '@backlay/contract';
import { Dialog } from '../../../components/ui/dialog';
import { TransactionCodeField } from '../../../components/ui/transaction-code-field';
import { parseApiError } from '../../../lib/api-client';
import { useSavePaymentType } from '../api/save-payment-type';
import type { Purpose } from '../lib/payment-type-form';

/** Activates or deactivates a method (players see active ones only), with the transaction code. */
export function ToggleActiveDialog({ purpose, method, onClose }: { purpose: Purpose; method: PaymentMethod; onClose(): void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSavePaymentType();
  const next = !method.active;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!code) return setError(MESSAGES.transactionCodeEmpty);
    if (code.length !== TRANSACTION_CODE_LENGTH) return setError(`The transaction code has ${TRANSACTION_CODE_LENGTH} digits`);
    setError(null);
    save.mutate(
      { kind: 'update', purpose, id: method._id, body: { active: next, transactionCode: code } },
      {
        onSuccess: (res) => {
          toast.success(res.message ?? 'Saved', { description: `${method.paymentName} is ${next ? 'active' : 'inactive'}.` });
          onClose();
        },
        onError: (err) => setError(parseApiError(err)),
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`${next ? 'Activate' : 'Deactivate'} ${method.paymentName}?`}
      description={next ? 'Players can choose it again.' : 'Players stop seeing it; requests already made are not affected.'}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-5">
        <TransactionCodeField value={code} onValueChange={setCode} error={error ?? undefined} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={`btn ${next ? 'btn-primary' : 'btn-danger'}`} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : next ? 'Activate' : 'Deactivate'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
