import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { formatAmount } from '@backlay/domain';
import { routes, type Role, type WhiteLabelsQuery } from '@backlay/contract';
import { callApi, parseApiError } from '../../../lib/api-client';
import { roleLabel } from '../../../lib/format';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/fields';
import { TransactionCodeField } from '../../../components/ui/transaction-code-field';
import { useCreateDownlineUser } from '../api/create-downline-user';
import { amountOf, checkCreate, percentOf, type CreateForm, type Errors } from '../lib/user-forms';
import { FormFooter } from '../../../components/ui/form-footer';

const EMPTY: Omit<CreateForm, 'role'> = {
  userName: '',
  fullName: '',
  password: '',
  confirmPassword: '',
  whiteLabelId: '',
  partnership: '0',
  commission: '0',
  credit: '',
  transactionCode: '',
};

/** Every white label by name: the same request (and cache entry) as the Domains and Theme screens. */
const WHITE_LABEL_OPTIONS_QUERY: WhiteLabelsQuery = { page: 1, limit: 200, sortBy: 'name', sortOrder: 'asc' };

function useWhiteLabelOptions() {
  return useQuery({
    queryKey: ['sites', 'whiteLabels', WHITE_LABEL_OPTIONS_QUERY],
    queryFn: ({ signal }) => callApi(routes.sites.getWhiteLabels, { query: WHITE_LABEL_OPTIONS_QUERY, signal }),
  });
}

/**
 * The brand of the new account (administrator only): a list of the white labels by name that
 * stores the chosen one's id, with the form's validation message under it.
 */
function WhiteLabelSelect({ value, onValueChange, error }: { value: string; onValueChange(v: string): void; error?: string | undefined }) {
  const id = useId();
  const noteId = `${id}-note`;
  const labels = useWhiteLabelOptions();
  const docs = labels.data?.docs ?? [];
  const note = error ?? (labels.isError ? 'Could not load the white labels.' : null);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        White label
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        disabled={labels.isLoading}
        className="input"
      >
        <option value="">{labels.isLoading ? 'Loading white labels…' : 'Choose a white label'}</option>
        {docs.map((w) => (
          <option key={w._id} value={w._id}>
            {w.name} ({w.type.toUpperCase()})
          </option>
        ))}
      </select>
      {note ? (
        <p id={noteId} role="alert" className="text-xs font-medium text-danger">
          {note}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Create an account directly below the signed-in staff member: a role it may create, the
 * partnership share it hands down (the server refuses more than its chain has not kept), the
 * commission rebate and an optional opening credit taken from its own balance.
 */
export function CreateUserDialog({ roles, callerRole, onClose }: { roles: Role[]; callerRole: Role; onClose(): void }) {
  const [form, setForm] = useState<CreateForm>({ ...EMPTY, role: roles.at(-1) ?? '' });
  const [errors, setErrors] = useState<Errors<keyof CreateForm>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateDownlineUser();
  const needsWhiteLabel = callerRole === 'administrator';
  const isPlayer = form.role === 'user';
  const set = (key: keyof CreateForm) => (v: string) => setForm((f) => ({ ...f, [key]: v }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = checkCreate(form, needsWhiteLabel);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || create.isPending) return;
    try {
      const credit = amountOf(form.credit);
      const res = await create.mutateAsync({
        userName: form.userName.trim(),
        fullName: form.fullName.trim(),
        password: form.password,
        confirmPassword: form.confirmPassword,
        role: form.role as Role,
        ...(needsWhiteLabel ? { whiteLabelId: form.whiteLabelId.trim() } : {}),
        partnership: isPlayer ? 0 : (percentOf(form.partnership) ?? 0),
        commission: percentOf(form.commission) ?? 0,
        ...(credit !== undefined ? { credit } : {}),
        transactionCode: form.transactionCode,
      });
      toast.success(`${res.message ?? 'User Created Successfully'}: ${res.docs.userName} (${formatAmount(res.docs.pts)} points)`);
      onClose();
    } catch (err) {
      setFailure(parseApiError(err));
    }
  }

  return (
    <Dialog open onClose={onClose} title="Create user" description="A new account directly below you.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 p-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Role"
            value={form.role}
            onValueChange={set('role')}
            options={roles.map((r) => ({ value: r, label: r === 'user' ? 'Player' : roleLabel(r) }))}
          />
          <TextField label="User name" autoComplete="off" value={form.userName} onValueChange={set('userName')} error={errors.userName} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onValueChange={set('password')}
            error={errors.password}
            // A staff account is made to replace it at its first login, and is given its transaction code then.
            hint={isPlayer ? undefined : 'They change it at their first login and get their transaction code then.'}
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onValueChange={set('confirmPassword')}
            error={errors.confirmPassword}
          />
          <TextField label="Full name" value={form.fullName} onValueChange={set('fullName')} maxLength={100} />
          {needsWhiteLabel ? (
            <WhiteLabelSelect value={form.whiteLabelId} onValueChange={set('whiteLabelId')} error={errors.whiteLabelId} />
          ) : null}
          {isPlayer ? null : (
            <TextField
              label="Partnership %"
              inputMode="decimal"
              value={form.partnership}
              onValueChange={set('partnership')}
              error={errors.partnership}
              hint="Share of this account's downline P/L it keeps; at most what your chain has not kept."
            />
          )}
          <TextField
            label="Commission %"
            inputMode="decimal"
            value={form.commission}
            onValueChange={set('commission')}
            error={errors.commission}
            hint="Rebate on a losing market."
          />
          <TextField
            label="Opening credit"
            inputMode="decimal"
            value={form.credit}
            onValueChange={(v) => set('credit')(v.replace(/[^\d.]/g, ''))}
            error={errors.credit}
            hint="Points moved from your balance; leave empty for none."
          />
        </div>
        <TransactionCodeField value={form.transactionCode} onValueChange={set('transactionCode')} error={errors.transactionCode} />
        <FormFooter failure={failure} submitLabel="Create user" isPending={create.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
