import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { STAFF_USER_MESSAGES, type StaffUser } from '@backlay/contract';
import { parseApiError } from '../../../lib/api-client';
import { roleLabel } from '../../../lib/format';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/fields';
import { TransactionCodeField } from '../../../components/ui/transaction-code-field';
import { useModifyDownlineUser } from '../api/modify-downline-user';
import { checkModify, modifyBody, type Errors, type ModifyForm } from '../lib/user-forms';
import { FormFooter } from '../../../components/ui/form-footer';

function Switch({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange(v: boolean): void }) {
  return (
    <label className="flex items-start gap-3 rounded-lg border border-line p-3">
      <input type="checkbox" className="mt-1 size-4" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        <span className="block text-sm font-semibold">{label}</span>
        <span className="block text-xs text-muted">{hint}</span>
      </span>
    </label>
  );
}

/**
 * Modify User: lock, bet lock, password reset and commission. Only what changed is sent; a
 * lock reaches the whole downline of the account (the server says how many).
 */
export function ModifyUserDialog({ user, onClose }: { user: StaffUser; onClose(): void }) {
  const [form, setForm] = useState<ModifyForm>({
    blocked: user.blocked,
    betLock: user.betLock,
    password: '',
    confirmPassword: '',
    commission: String(user.commission),
    remarks: '',
    transactionCode: '',
  });
  const [errors, setErrors] = useState<Errors<keyof ModifyForm>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const modify = useModifyDownlineUser();
  const set = (key: 'password' | 'confirmPassword' | 'commission' | 'remarks' | 'transactionCode') => (v: string) =>
    setForm((f) => ({ ...f, [key]: v }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = checkModify(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || modify.isPending) return;
    const body = modifyBody(form, user);
    if (Object.keys(body).length === 0) {
      setFailure(STAFF_USER_MESSAGES.nothingToChange);
      return;
    }
    try {
      const res = await modify.mutateAsync({
        userId: user._id,
        body: { ...body, remarks: form.remarks.trim() || undefined, transactionCode: form.transactionCode },
      });
      const extra = res.docs.downlineAffected > 0 ? ` (${res.docs.downlineAffected} downline accounts too)` : '';
      toast.success(`${res.message ?? STAFF_USER_MESSAGES.userUpdated}${extra}`);
      onClose();
    } catch (err) {
      setFailure(parseApiError(err));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Modify user"
      description={`${user.userName} · ${user.userType === 'user' ? 'Player' : roleLabel(user.userType)}`}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 p-5">
        <div className="grid gap-3 sm:grid-cols-2">
          <Switch
            label="Locked"
            hint={user.blockedByUpline ? 'Locked through an upline.' : 'Cannot sign in; reaches the whole downline.'}
            checked={form.blocked}
            onChange={(v) => setForm((f) => ({ ...f, blocked: v }))}
          />
          <Switch
            label="Bet lock"
            hint={user.betLockedByUpline ? 'Bet locked through an upline.' : 'Cannot place bets; may still sign in and withdraw.'}
            checked={form.betLock}
            onChange={(v) => setForm((f) => ({ ...f, betLock: v }))}
          />
        </div>
        <TextField
          label="Commission %"
          inputMode="decimal"
          value={form.commission}
          onValueChange={set('commission')}
          error={errors.commission}
          hint="Rebate on a losing market. Partnership is fixed at creation."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onValueChange={set('password')}
            error={errors.password}
            hint="Leave empty to keep it; the user must change it at the next login."
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onValueChange={set('confirmPassword')}
            error={errors.confirmPassword}
          />
        </div>
        <TextAreaField label="Remarks" value={form.remarks} onValueChange={set('remarks')} maxLength={500} />
        <TransactionCodeField value={form.transactionCode} onValueChange={set('transactionCode')} error={errors.transactionCode} />
        <FormFooter failure={failure} submitLabel="Save changes" isPending={modify.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
