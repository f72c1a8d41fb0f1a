import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MESSAGES, TRANSACTION_CODE_LENGTH } from '@backlay/contract';
import { parseApiError } from '../../../lib/api-client';
import { Dialog } from '../../../components/ui/dialog';
import { TransactionCodeField } from '../../../components/ui/transaction-code-field';

export interface ToggleDialogProps {
  title: string;
  /** What switching does, in one sentence. */
  consequence: string;
  /** The wanted state (the dialog confirms switching to it). */
  isOn: boolean;
  onConfirm(transactionCode: string): Promise<{ message?: string | undefined }>;
  onClose(): void;
}

/** The confirm modal of an administrator toggle, with the transaction code it requires. */
export function ToggleDialog({ title, consequence, isOn, onConfirm, onClose }: ToggleDialogProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!code) return setError(MESSAGES.transactionCodeEmpty);
    if (code.length !== TRANSACTION_CODE_LENGTH) return setError(`The transaction code has ${TRANSACTION_CODE_LENGTH} digits`);
    setError(null);
    setPending(true);
    try {
      const res = await onConfirm(code);
      if (res.message) toast.success(res.message);
      onClose();
    } catch (err) {
      setError(parseApiError(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={`${title}: turn ${isOn ? 'on' : 'off'}?`} description={consequence}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 p-5">
        <TransactionCodeField value={code} onValueChange={setCode} error={error ?? undefined} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={`btn ${isOn ? 'btn-danger' : 'btn-primary'}`} disabled={isPending}>
            {isPending ? 'Saving…' : `Turn ${isOn ? 'on' : 'off'}`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
