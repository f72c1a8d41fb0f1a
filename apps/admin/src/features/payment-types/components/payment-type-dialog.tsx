import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MESSAGES, type PaymentMethod, type PaymentType } from '@backlay/contract';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/fields';
import { TransactionCodeField } from '../../../components/ui/transaction-code-field';
import { parseApiError } from '../../../lib/api-client';
import { useSavePaymentType } from '../api/save-payment-type';
import {
  PAYMENT_TYPE_OPTIONS,
  bodyOf,
  detailFieldsOf,
  emptyForm,
  formErrors,
  formOf,
  type PaymentTypeForm,
  type Purpose,
} from '../lib/payment-type-form';
import { CustomFieldsEditor } from './custom-fields-editor';
import { FormFooter } from '../../../components/ui/form-footer';

/** Add or edit a deposit or withdraw type, with the transaction code. */
export function PaymentTypeDialog({
  purpose,
  method,
  whiteLabelId,
  onClose,
}: {
  purpose: Purpose;
  method: PaymentMethod | null;
  whiteLabelId: string | null;
  onClose(): void;
}) {
  const [form, setForm] = useState<PaymentTypeForm>(method ? formOf(method) : emptyForm(purpose));
  const [code, setCode] = useState('');
  const [shown, setShown] = useState(false);
  const save = useSavePaymentType();
  const errors = shown ? formErrors(form) : {};
  const set =
    <K extends keyof PaymentTypeForm>(k: K) =>
    (v: PaymentTypeForm[K]) =>
      setForm((f) => ({ ...f, [k]: v }));
  const noun = purpose === 'deposit' ? 'deposit type' : 'withdraw type';

  function submit(e: FormEvent) {
    e.preventDefault();
    setShown(true);
    if (Object.keys(formErrors(form)).length > 0 || !code) return;
    const body = { ...bodyOf(form, purpose), transactionCode: code };
    const done = {
      onSuccess: (res: { message?: string | undefined }) => {
        toast.success(res.message ?? 'Saved');
        onClose();
      },
    };
    if (method) save.mutate({ kind: 'update', purpose, id: method._id, body }, done);
    else save.mutate({ kind: 'create', purpose, body: { ...body, ...(whiteLabelId ? { whiteLabelId } : {}) } }, done);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={method ? `Edit ${method.paymentName}` : `New ${noun}`}
      className="w-[min(44rem,calc(100vw-1.5rem))]"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 p-5">
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Payment type"
            value={form.paymentType}
            onValueChange={(v) => set('paymentType')(v as PaymentType)}
            options={PAYMENT_TYPE_OPTIONS}
          />
          <TextField
            label="Name"
            value={form.paymentName}
            onValueChange={set('paymentName')}
            error={errors.paymentName}
            maxLength={100}
            required
          />
          <TextField
            label={purpose === 'deposit' ? 'Min deposit (₹)' : 'Min withdrawal (₹)'}
            value={form.minAmount}
            onValueChange={set('minAmount')}
            error={errors.minAmount}
            inputMode="decimal"
          />
          <TextField
            label={purpose === 'deposit' ? 'Max deposit (₹)' : 'Max withdrawal (₹)'}
            value={form.maxAmount}
            onValueChange={set('maxAmount')}
            error={errors.maxAmount}
            inputMode="decimal"
            hint={purpose === 'deposit' ? 'Without both limits the method shows locked to players' : undefined}
          />
          <TextField
            label="Sort"
            value={form.sort}
            onValueChange={set('sort')}
            error={errors.sort}
            inputMode="numeric"
            hint="Lower first; empty = before all"
          />
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={form.active}
              onChange={(e) => set('active')(e.target.checked)}
            />
            Active (shown to players)
          </label>
        </div>
        {purpose === 'deposit' && detailFieldsOf(form.paymentType).length > 0 ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {detailFieldsOf(form.paymentType).map((d) => (
              <TextField
                key={d.key}
                label={d.label}
                value={form.details[d.key]}
                onValueChange={(v) => setForm((f) => ({ ...f, details: { ...f.details, [d.key]: v } }))}
                maxLength={d.key === 'walletNumber' ? 200 : 100}
              />
            ))}
          </div>
        ) : null}
        {purpose === 'deposit' && form.paymentType === 'QR' ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
            QR methods show the first custom field’s image as the QR code: add a field of type image first.
          </p>
        ) : null}
        <CustomFieldsEditor purpose={purpose} fields={form.customFields} onChange={set('customFields')} error={errors.customFields} />
        <TextAreaField label="Remarks" value={form.remarks} onValueChange={set('remarks')} rows={2} maxLength={500} />
        <TransactionCodeField value={code} onValueChange={setCode} error={shown && !code ? MESSAGES.transactionCodeEmpty : undefined} />
        <FormFooter
          failure={save.isError ? parseApiError(save.error) : null}
          submitLabel={method ? 'Save changes' : `Add ${noun}`}
          isPending={save.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
