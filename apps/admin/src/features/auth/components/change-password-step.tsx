import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { PASSWORD_RULE_MESSAGE, isValidPassword } from '@backlay/domain';
import { parseApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { useLogout } from '../../../lib/use-logout';
import { TextField } from '../../../components/ui/fields';
import { CopyButton } from '../../../components/ui/copy-button';
import { useChangePassword } from '../api/change-password';
import { signInMessages as m } from '../lib/messages';

type Errors = Partial<Record<'oldPassword' | 'newPassword' | 'confirmPassword', string>>;

/**
 * The forced password change of an account flagged for it. Until it is done the server refuses
 * every other call of the session (PASSWORD_CHANGE_REQUIRED), so the console makes none: this
 * step is all it shows. The server ends every session on success, so the new transaction code
 * is shown once and the next step is a fresh login. Leaving without the change logs out, with
 * the reminder of docs/product.md §5 (as on the player site).
 */
export function ChangePasswordStep() {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [issuedCode, setIssuedCode] = useState<string | null | undefined>(undefined);
  const change = useChangePassword();
  const logout = useLogout();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found: Errors = {
      oldPassword: oldPassword ? undefined : m.passwordRequired,
      newPassword: isValidPassword(newPassword) ? undefined : PASSWORD_RULE_MESSAGE,
      confirmPassword: confirmPassword === newPassword ? undefined : m.passwordMismatch,
    };
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean) || change.isPending) return;
    try {
      const docs = await change.mutateAsync({ oldPassword, newPassword, confirmPassword });
      setIssuedCode(docs.transactionCode);
    } catch (err) {
      setFailure(parseApiError(err));
    }
  }

  if (issuedCode !== undefined) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm">Password changed. Log in again with the new password.</p>
        {issuedCode ? (
          <div className="rounded-lg border border-line bg-surface-2 p-3">
            <p className="text-xs text-muted">Your transaction code (shown only once — copy it now)</p>
            <p className="mt-1 font-mono text-2xl font-bold tracking-[0.2em]" data-testid="transaction-code">
              {issuedCode}
            </p>
            <CopyButton value={issuedCode} className="mt-2" />
          </div>
        ) : null}
        <button type="button" className="btn btn-primary" onClick={() => useSession.getState().clear()}>
          Continue to login
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">{m.copyTransactionCode}: this account must set a new password before going on.</p>
      <TextField
        label="Old Password"
        type="password"
        autoComplete="current-password"
        value={oldPassword}
        onValueChange={setOldPassword}
        error={errors.oldPassword}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onValueChange={setNewPassword}
        error={errors.newPassword}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onValueChange={setConfirmPassword}
        error={errors.confirmPassword}
      />
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={change.isPending}>
        {change.isPending ? 'Saving…' : 'Change Password'}
      </button>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={change.isPending}
        onClick={() => {
          toast.error(m.copyTransactionCode);
          void logout();
        }}
      >
        Log out
      </button>
    </form>
  );
}
