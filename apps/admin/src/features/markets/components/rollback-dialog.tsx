import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { EventStatus, Market } from '@backlay/contract';
import { parseApiError } from '../../../lib/api-client';
import { transactionCodeProblem } from '../../../lib/transaction-code';
import { Dialog } from '../../../components/ui/dialog';
import { FormFooter } from '../../../components/ui/form-footer';
import { TransactionCodeField } from '../../../components/ui/transaction-code-field';
import { useRollbackResult } from '../api/rollback-result';
import { resultWarnings } from '../lib/result-warnings';
import { ResultWarnings } from './result-warnings';

/**
 * Confirm rolling back a market's standing result with the caller's transaction code (settled
 * bets reopen with reversing entries). Warns first when the event is in play.
 */
export function RollbackDialog({
  market,
  eventName,
  eventStatus,
  onClose,
}: {
  market: Market;
  eventName: string;
  eventStatus: EventStatus;
  onClose(): void;
}) {
  const rollback = useRollbackResult();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const warnings = resultWarnings({ eventStatus, marketStatus: market.status }, 'rollback');

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = transactionCodeProblem(code);
    setCodeError(problem);
    setError(null);
    if (problem || rollback.isPending) return;
    try {
      const res = await rollback.mutateAsync({ marketId: market.id, transactionCode: code });
      toast.success(res.message ?? 'Result rolled back');
      onClose();
    } catch (err) {
      setError(parseApiError(err));
    }
  }

  return (
    <Dialog open onClose={onClose} title="Roll back result" description={`${eventName} · ${market.name}`}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 p-5">
        <ResultWarnings warnings={warnings} />
        <p className="text-sm">
          Every settled bet on this market reopens: the ledger is reversed by new entries and the market waits for a new declaration.
        </p>
        <TransactionCodeField value={code} onValueChange={setCode} error={codeError ?? undefined} />
        <FormFooter
          failure={error}
          submitLabel="Roll back"
          pendingLabel="Rolling back…"
          isPending={rollback.isPending}
          onCancel={onClose}
          tone="danger"
        />
      </form>
    </Dialog>
  );
}
