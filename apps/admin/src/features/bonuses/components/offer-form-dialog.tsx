import { useState, type FormEvent } from 'react';
import type { BonusOffer } from '@backlay/contract';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/fields';
import { TransactionCodeField } from '../../../components/ui/transaction-code-field';
import { parseApiError } from '../../../lib/api-client';
import { useSaveBonusOffer } from '../api/save-bonus-offer';
import { bodyOf, emptyOfferForm, formErrors, formOf, type OfferForm } from '../lib/offer-form';

/** Add a bonus offer, or edit one (`offer`), with the transaction code. */
export function OfferFormDialog({ offer, open, onClose }: { offer: BonusOffer | null; open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onClose={onClose} title={offer ? 'Edit bonus offer' : 'New bonus offer'}>
      {open ? <OfferFormBody offer={offer} onDone={onClose} /> : null}
    </Dialog>
  );
}

function OfferFormBody({ offer, onDone }: { offer: BonusOffer | null; onDone(): void }) {
  const [form, setForm] = useState<OfferForm>(offer ? formOf(offer) : emptyOfferForm);
  const [code, setCode] = useState('');
  const [shown, setShown] = useState(false);
  const save = useSaveBonusOffer();
  const errors = shown ? formErrors(form) : {};
  const set = (k: keyof OfferForm) => (v: string) => setForm((f) => ({ ...f, [k]: v }));

  function submit(e: FormEvent) {
    e.preventDefault();
    setShown(true);
    if (Object.keys(formErrors(form)).length > 0 || !code) return;
    const body = { ...bodyOf(form), transactionCode: code };
    save.mutate(offer ? { kind: 'update', body: { ...body, bonusId: offer._id } } : { kind: 'create', body }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 p-4" noValidate>
      <TextField label="Title" value={form.title} onValueChange={set('title')} error={errors.title} maxLength={100} required />
      <TextAreaField
        label="Description (terms shown to players)"
        value={form.description}
        onValueChange={set('description')}
        rows={3}
        maxLength={2000}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Bonus %"
          inputMode="decimal"
          value={form.percentage}
          onValueChange={set('percentage')}
          error={errors.percentage}
          required
        />
        <TextField
          label="Max bonus (₹)"
          inputMode="decimal"
          value={form.maxBonusAmount}
          onValueChange={set('maxBonusAmount')}
          error={errors.maxBonusAmount}
          hint="Empty = no cap"
        />
        <TextField label="Min deposit (₹)" inputMode="decimal" value={form.min} onValueChange={set('min')} error={errors.min} />
        <TextField label="Max deposit (₹)" inputMode="decimal" value={form.max} onValueChange={set('max')} error={errors.max} />
        <TextField
          label="Claims per player"
          inputMode="numeric"
          value={form.limit}
          onValueChange={set('limit')}
          error={errors.limit}
          hint="1 = one time; empty = no limit"
        />
        <TextField
          label="Wagering (× bonus)"
          inputMode="numeric"
          value={form.wagering}
          onValueChange={set('wagering')}
          error={errors.wagering}
          hint="Turnover before release; 0 = none"
        />
        <TextField label="Starts (IST day)" type="date" value={form.startDate} onValueChange={set('startDate')} />
        <TextField label="Ends (IST day)" type="date" value={form.endDate} onValueChange={set('endDate')} error={errors.endDate} />
        <TextField
          label="Valid for (days)"
          inputMode="numeric"
          value={form.validityDays}
          onValueChange={set('validityDays')}
          error={errors.validityDays}
          hint="After the credit, to meet the wagering; empty = no expiry"
        />
      </div>
      <TransactionCodeField value={code} onValueChange={setCode} error={shown && !code ? 'Transaction Code is Empty' : undefined} />
      {save.isError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {parseApiError(save.error)}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save offer'}
        </button>
      </div>
    </form>
  );
}
