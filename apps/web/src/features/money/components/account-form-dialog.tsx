import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MONEY_MESSAGES, type PaymentMethod, type WithdrawAccount } from '@backlay/contract';
import { Dialog } from '../../../components/ui/dialog';
import { useSession } from '../../../lib/session-store';
import { useWithdrawTypes } from '../api/get-withdraw-types';
import { useCreateAccount } from '../api/create-account';
import { useUpdateAccount } from '../api/update-account';
import { holderNameOf } from '../lib/withdraw-rules';

/** What the form edits: a new account, or an existing one. */
export type AccountFormTarget = { mode: 'add' } | { mode: 'edit'; account: WithdrawAccount };

/**
 * Add or update a withdrawal account (docs/product.md §2, §4 "Payment account flow"): the
 * payment type (a kind of account of the white label), the holder name and the type's fields.
 */
export function AccountFormDialog({ target, onClose }: { target: AccountFormTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? t('money.updateAccount', 'Update Account') : t('money.addAccount', 'Add Account')}
    >
      {target && <AccountForm key={target.mode === 'edit' ? target.account._id : 'add'} target={target} onDone={onClose} />}
    </Dialog>
  );
}

function AccountForm({ target, onDone }: { target: AccountFormTarget; onDone(): void }) {
  const { t } = useTranslation();
  const userName = useSession((s) => s.userData?.userName ?? '');
  const types = useWithdrawTypes();
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const editing = target.mode === 'edit' ? target.account : null;
  const [typeId, setTypeId] = useState(editing?.paymentMethodType._id ?? '');
  const [name, setName] = useState(editing ? holderNameOf(editing, userName) : '');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries((editing?.accountDetails ?? []).map((d) => [d.label, d.value])),
  );
  const ids = useId();
  const list = types.data ?? [];
  // A new account starts on the first payment type.
  const type: PaymentMethod | null = list.find((m) => m._id === (typeId || (editing ? '' : list[0]?._id))) ?? null;
  const fields = type?.customFields ?? editing?.accountDetails.map((d) => ({ label: d.label, type: d.type, value: '' })) ?? [];
  const isSaving = create.isPending || update.isPending;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!editing && !type) return void toast.error(t('money.chooseType', 'Choose a payment type'));
    if (!name.trim()) return void toast.error(t('money.nameNotValid', MONEY_MESSAGES.nameNotValid));
    const accountDetails = fields.map((f) => ({ label: f.label, value: (values[f.label] ?? '').trim(), type: f.type }));
    if (accountDetails.some((d) => !d.value)) return void toast.error(t('money.fillAllFields', MONEY_MESSAGES.fillAllFields));
    const after = { onSuccess: onDone };
    if (editing) update.mutate({ accountId: editing._id, name: name.trim(), accountDetails }, after);
    else create.mutate({ paymentMethodTypeId: type!._id, name: name.trim(), accountDetails }, after);
  }

  const input = 'min-h-11 rounded-lg border border-line bg-surface px-3';
  return (
    <form className="flex flex-col gap-3 px-5 py-4" onSubmit={submit} noValidate>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${ids}-type`} className="text-sm font-semibold">
          {t('money.paymentType', 'Payment Type')}
        </label>
        <select
          id={`${ids}-type`}
          className={input}
          value={type?._id ?? ''}
          disabled={Boolean(editing)}
          onChange={(e) => setTypeId(e.target.value)}
        >
          {!type && (
            <option value="">{types.isLoading ? t('common.loading', 'Loading…') : t('money.chooseType', 'Choose a payment type')}</option>
          )}
          {editing && !list.some((m) => m._id === editing.paymentMethodType._id) && (
            <option
              value={editing.paymentMethodType._id}
            >{`${editing.paymentMethodType.paymentType} | ${editing.paymentMethodType.paymentName}`}</option>
          )}
          {list.map((m) => (
            <option key={m._id} value={m._id}>{`${m.paymentType} | ${m.paymentName}`}</option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${ids}-name`} className="text-sm font-semibold">
          {t('money.holderName', 'Account Holder Name')}
        </label>
        <input
          id={`${ids}-name`}
          className={input}
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={80}
        />
      </div>
      {fields.map((f, i) => (
        <div key={f.label} className="flex flex-col gap-1.5">
          <label htmlFor={`${ids}-f${i}`} className="text-sm font-semibold">
            {f.label}
          </label>
          <input
            id={`${ids}-f${i}`}
            className={input}
            inputMode={f.type === 'number' ? 'numeric' : undefined}
            autoComplete="off"
            maxLength={200}
            value={values[f.label] ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, [f.label]: e.target.value }))}
          />
        </div>
      ))}
      <button type="submit" className="btn btn-accent mt-1 min-h-11" disabled={isSaving} aria-busy={isSaving}>
        {isSaving ? t('money.saving', 'Saving…') : t('money.save', 'Save')}
      </button>
    </form>
  );
}
