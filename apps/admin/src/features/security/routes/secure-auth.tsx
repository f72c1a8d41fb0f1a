import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Page } from '../../../components/ui/page';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { parseApiError } from '../../../lib/api-client';
import { useTwoFactorSetup } from '../../auth/api/get-two-factor-setup';
import { TotpCodeField, useTotpCode } from '../../auth/components/totp-code-field';
import { TwoFactorSecret } from '../../auth/components/two-factor-secret';
import { useSetTwoFactor } from '../api/set-two-factor';
import { AccountCard } from '../components/account-card';
import { LoadState } from '../components/load-state';

/** Secure auth: the signed-in staff member's two-factor (TOTP) status, turning it on and off. */
export function SecureAuthRoute() {
  return (
    <Page
      title="Secure auth"
      description="Two-factor sign-in with an authenticator app. It is also what lets you renew your transaction code."
    >
      <AccountCard>
        <SecureAuthPanel />
      </AccountCard>
    </Page>
  );
}

function SecureAuthPanel() {
  const setup = useTwoFactorSetup();
  const setTwoFactor = useSetTwoFactor();
  const { code, setCode, error, setError, isComplete } = useTotpCode();

  if (setup.isPending || setup.isError) return <LoadState query={setup} />;
  const { enable2fa, secret, otpauthUrl } = setup.data;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (setTwoFactor.isPending || !isComplete()) return;
    try {
      toast.success(await setTwoFactor.mutateAsync({ code, enable: !enable2fa }));
      setCode('');
    } catch (err) {
      setError(parseApiError(err));
    }
  }

  return (
    <>
      <p className="flex items-center justify-between gap-3">
        <span className="font-semibold">Two-factor</span>
        <StatusBadge status={enable2fa ? 'on' : 'off'} label={enable2fa ? 'On' : 'Off'} />
      </p>
      {enable2fa ? (
        <p className="text-sm text-muted">
          Signing in asks for the code from your authenticator app, and you can renew your{' '}
          <Link to={paths.transactionCode} className="font-semibold text-primary underline">
            transaction code
          </Link>{' '}
          with it. To turn two-factor off, enter the app’s current code.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted">
            Scan the QR code with an authenticator app (Google Authenticator, Authy, Microsoft Authenticator), then enter the 6 digit code
            it shows.
          </p>
          <TwoFactorSecret secret={secret} otpauthUrl={otpauthUrl} />
        </>
      )}
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
        <TotpCodeField value={code} onValueChange={setCode} error={error} />
        <button
          type="submit"
          className={`btn ${enable2fa ? 'btn-danger' : 'btn-primary'}`}
          disabled={setTwoFactor.isPending}
          aria-busy={setTwoFactor.isPending}
        >
          {enable2fa ? 'Turn off' : 'Turn on'}
        </button>
      </form>
    </>
  );
}
