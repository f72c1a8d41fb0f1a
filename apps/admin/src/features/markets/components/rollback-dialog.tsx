import { useState } from 'react';
import { toast } from 'sonner';
import type { Market } from '@backlay/contract';
import { parseApiError } from '../../../lib/api-client';
import { Dialog } from '../../../components/ui/dialog';
import { useRollbackResult } from '../api/rollback-result';

/** Confirm rolling back a market's standing result (settled bets reopen with reversing entries). */
export function RollbackDialog({ market, eventName, onClose }: { market: Market; eventName: string; onClose(): void }) {
  const rollback = useRollbackResult();
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setError(null);
    try {
      const res = await rollback.mutateAsync(market.id);
      toast.success(res.message ?? 'Result rolled back');
      onClose();
    } catch (err) {
      setError(parseApiError(err));
    }
  }
  return (
    <Dialog open onClose={onClose} title="Roll back result" description={`${eventName} · ${market.name}`}>
      <div className="flex flex-col gap-4 p-5">
        <p className="text-sm">
          Every settled bet on this market reopens: the ledger is reversed by new entries and the market waits for a new declaration.
        </p>
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" disabled={rollback.isPending} onClick={() => void confirm()}>
            {rollback.isPending ? 'Rolling back…' : 'Roll back'}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
