import { useEffect, type FormEvent } from 'react';
import { toast } from 'sonner';
import { parseApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { useLogout } from '../../../lib/use-logout';
import { useTwoFactorSetup } from '../api/get-two-factor-setup';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { TotpCodeField, useTotpCode } from './totp-code-field';
import { TwoFactorSecret } from './two-factor-secret';

/**
 * The forced two-factor set-up of an account flagged for it (the first administrator). Until
 * it is on the server refuses every other call of the session (TWO_FACTOR_SETUP_REQUIRED), so
 * this step is all the console shows; once on, the session is complete and the console opens.
 */
export function TwoFactorSetupStep() {
  const setup = useTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const logout = useLogout();
  const { code, setCode, error, setError, isComplete } = useTotpCode();
  const isAlreadyOn = setup.data?.enable2fa === true;

  // Turned on meanwhile (another tab): nothing left to set up.
  useEffect(() => {
    if (isAlreadyOn) useSession.getState().completeTwoFactorSetup();
  }, [isAlreadyOn]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!isComplete()) return;
    if (enable.isPending) return;
    try {
      toast.success(await enable.mutateAsync(code));
    } catch (err) {
      setError(parseApiError(err));
    }
  }

  const backToLogin = (
    <button type="button" className="btn btn-ghost" disabled={enable.isPending} onClick={() => void logout()}>
      Back to login
    </button>
  );

  if (setup.isPending) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-sm text-muted">
          Loading…
        </p>
        {backToLogin}
      </div>
    );
  }
  if (setup.isError) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
          {parseApiError(setup.error)}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void setup.refetch()}>
          Try again
        </button>
        {backToLogin}
      </div>
    );
  }
  const { secret, otpauthUrl } = setup.data;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        This account must turn on two-factor before using the console: scan the QR code with an authenticator app and enter its code.
      </p>
      <TwoFactorSecret secret={secret} otpauthUrl={otpauthUrl} />
      <TotpCodeField value={code} onValueChange={setCode} error={error} />
      <button type="submit" className="btn btn-primary" disabled={enable.isPending} aria-busy={enable.isPending}>
        {enable.isPending ? 'Turning on…' : 'Turn on'}
      </button>
      {backToLogin}
    </form>
  );
}
