import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@backlay/contract';
import { Page } from '../../../components/ui/page';
import { CopyButton } from '../../../components/ui/copy-button';
import { paths } from '../../../config/paths';
import { accountKeys, useProfile } from '../../../lib/account-queries';
import { ApiError, parseApiError } from '../../../lib/api-client';
import { TotpCodeField, useTotpCode } from '../../auth/components/totp-code-field';
import { useRenewTransactionCode } from '../api/renew-transaction-code';
import { AccountCard } from '../components/account-card';
import { LoadState } from '../components/load-state';

/**
 * Transaction code: a new staff transaction code for the current two-factor code. Only its hash
 * is kept, so the new code is shown this once. Two-factor must be on first.
 */
export function TransactionCodeRoute() {
  return (
    <Page title="Transaction code" description="The 8 digit code that confirms your staff actions: points, deposit decisions, settings.">
      <AccountCard>
        <TransactionCodePanel />
      </AccountCard>
    </Page>
  );
}

function TransactionCodePanel() {
  const profile = useProfile();
  const renew = useRenewTransactionCode();
  const queryClient = useQueryClient();
  const { code, setCode, error, setError, isComplete } = useTotpCode();
  const [issued, setIssued] = useState<string | null>(null);

  if (profile.isPending || profile.isError) return <LoadState query={profile} />;
  if (issued !== null) return <IssuedCode code={issued} onDone={() => setIssued(null)} />;
  if (!profile.data.enable2fa) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="status" className="font-medium">
          {MESSAGES.enableSecureAuth}
        </p>
        <Link to={paths.secureAuth} className="btn btn-primary">
          Open Secure auth
        </Link>
      </div>
    );
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (renew.isPending || !isComplete()) return;
    try {
      setIssued(await renew.mutateAsync(code));
      setCode('');
    } catch (err) {
      setError(parseApiError(err));
      // Two-factor turned off elsewhere: read the profile again so the screen says so.
      if (err instanceof ApiError && err.status === 403) void queryClient.invalidateQueries({ queryKey: accountKeys.profile });
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Enter the current code from your authenticator app to get a new transaction code. Your present code stops working at once, for your
        Multi login logins too.
      </p>
      <TotpCodeField value={code} onValueChange={setCode} error={error} />
      <button type="submit" className="btn btn-primary" disabled={renew.isPending} aria-busy={renew.isPending}>
        {renew.isPending ? 'Getting new code…' : 'Get new code'}
      </button>
    </form>
  );
}

/** The new code, this once: large, with a copy button, until the staff member says it is kept. */
function IssuedCode({ code, onDone }: { code: string; onDone(): void }) {
  return (
    <section aria-labelledby="issued-code-title" className="flex flex-col gap-4">
      <h2 id="issued-code-title" className="font-semibold">
        Your new transaction code
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-surface-2 p-4">
        <output className="font-mono text-3xl font-bold tracking-[0.2em] tabular-nums sm:text-4xl">{code}</output>
        <CopyButton value={code} />
      </div>
      <p role="note" className="rounded-lg bg-amber-500/15 px-3 py-2 text-sm font-medium text-amber-800">
        Copy it now and keep it safe: it will not be shown again. The previous code no longer works.
      </p>
      <button type="button" className="btn btn-ghost self-start" onClick={onDone}>
        I have copied it
      </button>
    </section>
  );
}
