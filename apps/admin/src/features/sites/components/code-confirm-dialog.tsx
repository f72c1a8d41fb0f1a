import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { MESSAGES, TRANSACTION_CODE_LENGTH } from '@backlay/contract';
import { parseApiError } from '../../../lib/api-client';
import { Dialog } from '../../../components/ui/dialog';
import { TransactionCodeField } from '../../../components/ui/transaction-code-field';

/**
 * Confirms a Sites change with the staff member's transaction code: what will happen, the
 * code, and the server's answer (its message as a toast, or its error in place).
 */
export function CodeConfirmDialog({
  title,
  description,
  confirmLabel,
  tone = 'primary',
  children,
  onConfirm,
  onClose,
}: {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  children?: ReactNode;
  onConfirm(transactionCode: string): Promise<{ message?: string | undefined }>;
  onClose(): void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  async function submit(e: FormEvent) {
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
    <Dialog open onClose={onClose} title={title} description={description}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-5">
        {children}
        <TransactionCodeField value={code} onValueChange={setCode} error={error ?? undefined} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={`btn ${tone === 'danger' ? 'btn-danger' : 'btn-primary'}`} disabled={isPending}>
            {isPending ? 'Saving…' : confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
