import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { formatAmount } from '@backlay/domain';
import { parseApiError } from '../../../lib/api-client';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/fields';
import { TransactionCodeField } from '../../../components/ui/transaction-code-field';
import { amountOf, checkDecision, payoutUtrOf, type Decision, type DecisionAction, type DecisionErrors } from '../lib/decision';

export interface DecisionDialogProps {
  action: DecisionAction;
  /** 'Deposit' or 'Withdrawal'. */
  kind: string;
  userName: string;
  /** The requested amount (rupees). */
  requested: number;
  /** Approving a deposit: staff may credit what actually arrived. */
  isAmountEditable: boolean;
  /** Approving a withdrawal: staff may record the payout's bank reference (optional). */
  withPayoutUtr?: boolean;
  /** Details of the request shown above the form (method, UTR, account). */
  summary?: ReactNode;
  onDecide(d: Decision): Promise<{ message?: string | undefined }>;
  onClose(): void;
}

/**
 * Approve or reject one request: remarks, transaction code, (deposit approval) the amount and
 * (withdrawal approval) the optional payout UTR.
 */
export function DecisionDialog({
  action,
  kind,
  userName,
  requested,
  isAmountEditable,
  withPayoutUtr = false,
  summary,
  onDecide,
  onClose,
}: DecisionDialogProps) {
  const [remarks, setRemarks] = useState('');
  const [transactionCode, setTransactionCode] = useState('');
  const [amount, setAmount] = useState(String(requested));
  const [utr, setUtr] = useState('');
  const [errors, setErrors] = useState<DecisionErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const withAmount = action === 'approve' && isAmountEditable;
  const withUtr = action === 'approve' && withPayoutUtr;
  const verb = action === 'approve' ? 'Approve' : 'Reject';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = checkDecision({ remarks, transactionCode, amount, utr }, withAmount, withUtr);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || isPending) return;
    setPending(true);
    try {
      const res = await onDecide({
        action,
        remarks: remarks.trim(),
        transactionCode,
        amount: withAmount ? amountOf(amount) : undefined,
        ...(withUtr ? { utr: payoutUtrOf(utr) } : {}),
      });
      toast.success(res.message ?? `${kind} ${action === 'approve' ? 'approved' : 'rejected'}`);
      onClose();
    } catch (err) {
      setFailure(parseApiError(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`${verb} ${kind.toLowerCase()}`}
      description={`${userName} · requested ${formatAmount(requested)}`}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 p-5">
        {summary}
        {withAmount ? (
          <TextField
            label="Amount to credit"
            inputMode="decimal"
            value={amount}
            onValueChange={(v) => setAmount(v.replace(/[^\d.]/g, ''))}
            error={errors.amount}
            hint="The requested amount; change it when a different amount arrived."
          />
        ) : null}
        {withUtr ? (
          <TextField
            label="Payout UTR"
            value={utr}
            onValueChange={(v) => setUtr(v.replace(/\s/g, ''))}
            error={errors.utr}
            autoComplete="off"
            spellCheck={false}
            className="font-mono uppercase"
            hint="Optional: the bank reference of the payout (IMPS/UPI 12 digits, NEFT/RTGS up to 22 letters and digits)."
          />
        ) : null}
        <TextAreaField label="Remarks" value={remarks} onValueChange={setRemarks} error={errors.remarks} maxLength={500} />
        <TransactionCodeField value={transactionCode} onValueChange={setTransactionCode} error={errors.transactionCode} />
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={`btn ${action === 'approve' ? 'btn-success' : 'btn-danger'}`} disabled={isPending}>
            {isPending ? 'Saving…' : verb}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
