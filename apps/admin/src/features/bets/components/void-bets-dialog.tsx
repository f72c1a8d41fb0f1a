import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { formatAmount } from '@backlay/domain';
import type { OpenBet } from '@backlay/contract';
import { parseApiError } from '../../../lib/api-client';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/fields';
import { TransactionCodeField } from '../../../components/ui/transaction-code-field';
import { useVoidBets } from '../api/void-bets';
import { checkVoid, type VoidErrors } from '../lib/void-form';
import { FormFooter } from '../../../components/ui/form-footer';

/**
 * Delete (void) the picked bets: never a silent delete. Open bets leave the player's book and
 * release their exposure; settled bets are reversed by new ledger entries for the player, the
 * uplines' partnership and the commission. Remarks and the transaction code are required, and
 * the void is recorded in the audit log with them.
 */
export function VoidBetsDialog({ bets, onClose, onDone }: { bets: OpenBet[]; onClose(): void; onDone(): void }) {
  const [remarks, setRemarks] = useState('');
  const [transactionCode, setTransactionCode] = useState('');
  const [errors, setErrors] = useState<VoidErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useVoidBets();
  const settled = bets.filter((b) => b.status !== 'open').length;
  const players = new Set(bets.map((b) => b.user?.userName ?? '')).size;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = checkVoid({ remarks, transactionCode });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || mutation.isPending) return;
    try {
      const res = await mutation.mutateAsync({ betIds: bets.map((b) => b._id), remarks: remarks.trim(), transactionCode });
      const moved = res.docs.movements.reduce((sum, m) => sum + m.ptsChange, 0);
      toast.success(
        `${res.message ?? 'Bets voided'}${settled > 0 && moved !== 0 ? ` · players' points ${moved > 0 ? '+' : ''}${formatAmount(moved)}` : ''}`,
      );
      onDone();
      onClose();
    } catch (err) {
      setFailure(parseApiError(err));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Void ${bets.length} bet${bets.length === 1 ? '' : 's'}`}
      description={`${players} player${players === 1 ? '' : 's'} · ${bets.length - settled} open, ${settled} settled`}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 p-5">
        <ul className="max-h-48 divide-y divide-line overflow-y-auto rounded-lg border border-line text-sm" aria-label="Bets to void">
          {bets.map((b) => (
            <li key={b._id} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0">
                <span className="block truncate font-medium">
                  {b.user?.userName ?? '—'} · {b.odds.type === 'back' ? 'Back' : 'Lay'} {b.odds.teamName}
                  {b.marketType === 'SESSION' ? ` @ ${b.odds.run}` : ''}
                </span>
                <span className="block truncate text-xs text-muted">
                  {b.market.event.name} · {b.market.name}
                </span>
              </span>
              <span className="shrink-0 text-right tabular-nums">
                {formatAmount(b.stake)}
                <span className="block text-xs text-muted capitalize">{b.status}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Open bets leave the player&apos;s book and release their exposure. Settled bets are reversed: the player&apos;s P/L, every
          upline&apos;s share and the commission move back by new ledger entries. Recorded in the audit log.
        </p>
        <TextAreaField
          label="Reason"
          value={remarks}
          onValueChange={setRemarks}
          error={errors.remarks}
          maxLength={500}
          placeholder="Why these bets are voided"
        />
        <TransactionCodeField value={transactionCode} onValueChange={setTransactionCode} error={errors.transactionCode} />
        <FormFooter
          failure={failure}
          submitLabel={`Void ${bets.length} bet${bets.length === 1 ? '' : 's'}`}
          pendingLabel="Voiding…"
          isPending={mutation.isPending}
          onCancel={onClose}
          tone="danger"
        />
      </form>
    </Dialog>
  );
}
