import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  MESSAGES,
  STAFF_PERMISSIONS,
  STAFF_PERMISSION_LABELS,
  TRANSACTION_CODE_LOCK,
  type MultiLogin,
  type StaffPermission,
} from '@backlay/contract';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/fields';
import { TransactionCodeField } from '../../../components/ui/transaction-code-field';
import { parseApiError } from '../../../lib/api-client';
import { formatTime } from '../../../lib/format';
import { useSaveMultiLogin, type SaveMultiLogin } from '../api/multi-logins';

export type LoginDialogMode =
  | { kind: 'create' }
  | { kind: 'permissions'; login: MultiLogin }
  | { kind: 'password'; login: MultiLogin }
  | { kind: 'lock'; login: MultiLogin }
  | { kind: 'delete'; login: MultiLogin }
  | { kind: 'liftCodeLock'; login: MultiLogin };

/** The same rule the server applies (8 characters with a digit), checked before sending. */
const passwordOk = (p: string) => p.length >= 8 && /\d/.test(p);

function PermissionBoxes({ value, onChange }: { value: StaffPermission[]; onChange(v: StaffPermission[]): void }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Permissions</legend>
      {STAFF_PERMISSIONS.map((p) => (
        <label key={p} className="flex min-h-9 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={value.includes(p)}
            onChange={(e) => onChange(e.target.checked ? [...value, p] : value.filter((x) => x !== p))}
          />
          {STAFF_PERMISSION_LABELS[p]}
        </label>
      ))}
      <p className="text-xs text-muted">
        The dashboard and the profile are always open. A login never manages logins or the account&apos;s password and codes.
      </p>
    </fieldset>
  );
}

/**
 * Create a login, change its permissions, reset its password, lock/unlock or delete it, or lift
 * its transaction code lock (with the account's own code, docs/decisions/transaction-code-lockout.md).
 */
export function LoginDialog({ mode, onClose }: { mode: LoginDialogMode; onClose(): void }) {
  const save = useSaveMultiLogin();
  const existing = mode.kind === 'create' ? null : mode.login;
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [permissions, setPermissions] = useState<StaffPermission[]>(existing ? [...existing.permissions] : []);
  const [transactionCode, setTransactionCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Each field's own problem under it, all at once, rather than one line for the first of them.
  const [fieldErrors, setFieldErrors] = useState<{ userName?: string; password?: string }>({});

  const title = {
    create: 'New login',
    permissions: `Permissions of ${existing?.userName ?? ''}`,
    password: `Reset the password of ${existing?.userName ?? ''}`,
    lock: `${existing?.locked ? 'Unlock' : 'Lock'} ${existing?.userName ?? ''}?`,
    delete: `Delete ${existing?.userName ?? ''}?`,
    liftCodeLock: `Lift the code lock of ${existing?.userName ?? ''}?`,
  }[mode.kind];
  const description = {
    create: 'An employee login that signs in as your account, limited to the permissions you tick.',
    permissions: 'Its open sessions end; it signs in again with the new permissions.',
    password: 'Its open sessions end; give the employee the new password.',
    lock: existing?.locked ? 'The login can sign in again.' : 'The login cannot sign in and its open sessions end.',
    delete: 'The login is removed and its open sessions end. Its past actions stay in the audit log.',
    liftCodeLock: `${TRANSACTION_CODE_LOCK.maxFailures} wrong transaction codes locked its code-protected actions till ${formatTime(existing?.codeLockedUntil)}. Lifting lets the right code work again now.`,
  }[mode.kind];

  function submit(e: FormEvent) {
    e.preventDefault();
    let input: SaveMultiLogin;
    const found = {
      ...(mode.kind === 'create' && !userName.trim() ? { userName: MESSAGES.invalidName } : {}),
      ...((mode.kind === 'create' || mode.kind === 'password') && !passwordOk(password) ? { password: MESSAGES.passwordRule } : {}),
    };
    setFieldErrors(found);
    if (found.userName || found.password) return setError(null);
    if (mode.kind === 'create') {
      input = { kind: 'create', body: { userName: userName.trim(), password, permissions } };
    } else if (mode.kind === 'permissions') {
      input = { kind: 'update', loginId: mode.login._id, body: { permissions } };
    } else if (mode.kind === 'password') {
      input = { kind: 'update', loginId: mode.login._id, body: { password } };
    } else if (mode.kind === 'lock') {
      input = { kind: 'update', loginId: mode.login._id, body: { locked: !mode.login.locked } };
    } else if (mode.kind === 'liftCodeLock') {
      if (!transactionCode) return setError(MESSAGES.transactionCodeEmpty);
      input = { kind: 'liftCodeLock', loginId: mode.login._id, transactionCode };
    } else {
      input = { kind: 'delete', loginId: mode.login._id };
    }
    setError(null);
    save.mutate(input, {
      onSuccess: (res) => {
        toast.success(res.message ?? 'Saved');
        onClose();
      },
      onError: (err) => setError(parseApiError(err)),
    });
  }

  const danger = mode.kind === 'delete' || (mode.kind === 'lock' && !mode.login.locked);
  const action = {
    create: 'Create login',
    permissions: 'Save',
    password: 'Reset password',
    lock: existing?.locked ? 'Unlock' : 'Lock',
    delete: 'Delete',
    liftCodeLock: 'Lift lock',
  }[mode.kind];
  return (
    <Dialog open onClose={onClose} title={title} description={description}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-5">
        {mode.kind === 'create' ? <TextField label="User name" value={userName} onValueChange={setUserName} autoComplete="off" error={fieldErrors.userName} /> : null}
        {mode.kind === 'create' || mode.kind === 'password' ? (
          <TextField
            label={mode.kind === 'create' ? 'Password' : 'New password'}
            type="password"
            value={password}
            onValueChange={setPassword}
            autoComplete="new-password"
            hint="At least 8 characters with a digit"
            error={fieldErrors.password}
          />
        ) : null}
        {mode.kind === 'create' || mode.kind === 'permissions' ? <PermissionBoxes value={permissions} onChange={setPermissions} /> : null}
        {mode.kind === 'liftCodeLock' ? <TransactionCodeField value={transactionCode} onValueChange={setTransactionCode} /> : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : action}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
