import { useState, type FormEvent } from 'react';
import type { BonusOffer } from '@backlay/contract';
import { Dialog } from '../../../components/ui/dialog';
import { TransactionCodeField } from '../../../components/ui/transaction-code-field';
import { parseApiError } from '../../../lib/api-client';
import { useSaveBonusOffer } from '../api/save-bonus-offer';

/** Deactivate (players stop seeing it; claims already made keep their terms) or reactivate an offer. */
export function ToggleOfferDialog({ offer, onClose }: { offer: BonusOffer | null; onClose(): void }) {
  const [code, setCode] = useState('');
  const save = useSaveBonusOffer();
  const turningOff = offer?.active ?? false;
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!offer || !code) return;
    save.mutate({ kind: 'update', body: { bonusId: offer._id, active: !offer.active, transactionCode: code } }, { onSuccess: onClose });
  }
  return (
    <Dialog
      open={offer !== null}
      onClose={onClose}
      title={turningOff ? 'Deactivate offer' : 'Activate offer'}
      description={
        offer ? `${offer.title}: ${turningOff ? 'players will no longer see or claim it.' : 'players can claim it again.'}` : undefined
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-3 p-4">
        <TransactionCodeField value={code} onValueChange={setCode} />
        {save.isError ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {parseApiError(save.error)}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={`btn ${turningOff ? 'btn-danger' : 'btn-primary'}`} disabled={!code || save.isPending}>
            {turningOff ? 'Deactivate' : 'Activate'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
