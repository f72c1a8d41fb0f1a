import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MESSAGES } from '@backlay/contract';
import { useSession } from '../../../lib/session-store';
import { useProfile } from '../../../lib/account-queries';
import { paths } from '../../../config/paths';
import { useRenewTransactionCode } from '../api/renew-transaction-code';
import { CodeInput, CODE_LENGTH } from '../../../components/ui/code-input';
import { CopyButton } from '../../../components/ui/copy-button';
import { buttonClass, linkClass, Page } from '../components/page';
import { SignedOut } from '../components/signed-out';
import { errorText } from '../lib/error-text';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';

/**
 * /transaction-code: staff issue themselves a new transaction code, proved by the two-factor
 * code; it is shown once (only its hash is kept). Two-factor must be on first.
 */
export function TransactionCodeRoute() {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const userType = useSession((s) => s.userType);
  useLoginWhenSignedOut(paths.transactionCode);
  if (!isLogin) return <SignedOut />;
  const title = t('transactionCode.title', 'Transaction Code');
  if (userType === 'user') {
    return (
      <Page title={title}>
        <p>{t('transactionCode.staffOnly', 'Transaction codes are for staff accounts.')}</p>
      </Page>
    );
  }
  return (
    <Page title={title}>
      <TransactionCodePanel />
    </Page>
  );
}

function TransactionCodePanel() {
  const { t } = useTranslation();
  const profile = useProfile();
  const renew = useRenewTransactionCode();
  const [code, setCode] = useState('');
  const [issued, setIssued] = useState<string | null>(null);

  if (profile.isPending) return <p aria-busy="true">{t('common.loading', 'Loading…')}</p>;
  if (profile.isError) return <p role="alert">{errorText(profile.error, t)}</p>;
  if (!profile.data.enable2fa) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <p>{t('transactionCode.enableSecureAuth', MESSAGES.enableSecureAuth)}</p>
        <Link to={paths.secureAuth} className={buttonClass}>
          {t('transactionCode.goToSecureAuth', 'Go to Secure Auth')}
        </Link>
      </div>
    );
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (renew.isPending || code.length !== CODE_LENGTH) return;
    try {
      setIssued(await renew.mutateAsync(code));
      setCode('');
    } catch (err) {
      toast.error(errorText(err, t));
    }
  }

  return (
    <>
      {issued !== null ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">{t('transactionCode.issued', 'Your new transaction code (shown only once):')}</p>
          <div className="flex items-center justify-between gap-3 rounded-lg border border-[var(--color-line,#cbd5e1)] bg-[var(--color-surface-2,#f1f5f9)] p-3">
            <output className="font-mono text-xl font-semibold tracking-widest break-all">{issued}</output>
            <CopyButton value={issued} />
          </div>
        </div>
      ) : (
        <p className="text-sm opacity-80">
          {t(
            'transactionCode.intro',
            'Enter the code from your authenticator app to get a new transaction code. The previous code stops working.',
          )}{' '}
          <Link to={paths.secureAuth} className={linkClass}>
            {t('twoFactor.title', 'Secure Auth')}
          </Link>
        </p>
      )}
      <form noValidate className="flex flex-col gap-3" onSubmit={(e) => void onSubmit(e)}>
        <CodeInput label={t('twoFactor.code', 'Authentication Code')} value={code} onValueChange={setCode} />
        <button type="submit" className={buttonClass} disabled={renew.isPending || code.length !== CODE_LENGTH} aria-busy={renew.isPending}>
          {t('transactionCode.submit', 'Get New Transaction Code')}
        </button>
      </form>
    </>
  );
}
