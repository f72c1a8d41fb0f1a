import type { FormEvent } from 'react';
import { ApiError, parseApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { useLogout } from '../../../lib/use-logout';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { TotpCodeField, useTotpCode } from './totp-code-field';

/** The second step of a login with two-factor on: the 6-digit code of the authenticator app. */
export function TwoFactorStep() {
  const { code, setCode, error, setError, isComplete } = useTotpCode();
  const verify = useVerifyTwoFactor();
  const logout = useLogout();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!isComplete()) return;
    try {
      await verify.mutateAsync(code);
    } catch (err) {
      setError(parseApiError(err));
      // Too many wrong codes end the waiting session: start again from the password.
      if (err instanceof ApiError && err.status === 401) useSession.getState().clear();
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">Two-factor is on for this account. Enter the code from your authenticator app.</p>
      <TotpCodeField value={code} onValueChange={setCode} error={error} autoFocus />
      <button type="submit" className="btn btn-primary" disabled={verify.isPending}>
        {verify.isPending ? 'Checking…' : 'Verify'}
      </button>
      <button type="button" className="btn btn-ghost" onClick={() => void logout()}>
        Back to login
      </button>
    </form>
  );
}
