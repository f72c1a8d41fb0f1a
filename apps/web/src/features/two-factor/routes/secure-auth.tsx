import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { toast } from 'sonner';
import { MESSAGES } from '@backlay/contract';
import { useSession } from '../../../lib/session-store';
import { paths } from '../../../config/paths';
import { useTwoFactorSetup } from '../api/get-two-factor-setup';
import { useSetTwoFactor } from '../api/set-two-factor';
import { CodeInput, CODE_LENGTH } from '../../../components/ui/code-input';
import { CopyButton } from '../../../components/ui/copy-button';
import { buttonClass, Page } from '../components/page';
import { SignedOut } from '../components/signed-out';
import { errorText } from '../lib/error-text';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';

/** /secureauth: two-factor (TOTP) status, set-up with a QR code, and turning it off. */
export function SecureAuthRoute() {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const isDemo = useSession((s) => s.isDemo);
  useLoginWhenSignedOut(paths.secureAuth);
  if (!isLogin) return <SignedOut />;
  const title = t('twoFactor.title', 'Secure Auth');
  if (isDemo) {
    return (
      <Page title={title}>
        <p role="alert">{t('common.demoAccount', MESSAGES.demoAccount)}</p>
      </Page>
    );
  }
  return (
    <Page title={title}>
      <SecureAuthPanel />
    </Page>
  );
}

function SecureAuthPanel() {
  const { t } = useTranslation();
  const setup = useTwoFactorSetup();
  const setTwoFactor = useSetTwoFactor();
  const [code, setCode] = useState('');

  if (setup.isPending) return <p aria-busy="true">{t('common.loading', 'Loading…')}</p>;
  if (setup.isError) {
    return (
      <div className="flex flex-col gap-3">
        <p role="alert">{errorText(setup.error, t)}</p>
        <button type="button" className={buttonClass} onClick={() => void setup.refetch()}>
          {t('common.retry', 'Try again')}
        </button>
      </div>
    );
  }
  const { enable2fa, secret, otpauthUrl } = setup.data;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (setTwoFactor.isPending || code.length !== CODE_LENGTH) return;
    try {
      const res = await setTwoFactor.mutateAsync({ code, enable: !enable2fa });
      toast.success(
        res.message ??
          (enable2fa ? t('twoFactor.disabledToast', 'Secure Auth Disabled') : t('twoFactor.enabledToast', 'Secure Auth Enabled')),
      );
      setCode('');
    } catch (err) {
      toast.error(errorText(err, t));
    }
  }

  return (
    <>
      <p className="flex items-center justify-between gap-3">
        <span className="font-medium">{t('twoFactor.status', 'Status')}</span>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${enable2fa ? 'bg-[var(--color-success,#15803d)]/15 text-[var(--color-success,#15803d)]' : 'bg-[var(--color-surface-2,#e2e8f0)]'}`}
        >
          {enable2fa ? t('twoFactor.on', 'Enabled') : t('twoFactor.off', 'Disabled')}
        </span>
      </p>
      {enable2fa ? (
        <p className="text-sm opacity-80">
          {t(
            'twoFactor.disableIntro',
            'Two-factor authentication is on. To turn it off, enter the current code from your authenticator app.',
          )}
        </p>
      ) : (
        <>
          <p className="text-sm opacity-80">
            {t(
              'twoFactor.enableIntro',
              'Scan the QR code with an authenticator app (Google Authenticator, Authy, Microsoft Authenticator), then enter the 6 digit code it shows.',
            )}
          </p>
          {otpauthUrl ? (
            <div className="mx-auto rounded-xl bg-white p-3 ring-1 ring-black/10">
              <QRCodeSVG
                value={otpauthUrl}
                size={192}
                marginSize={0}
                title={t('twoFactor.qrTitle', 'QR code to scan with your authenticator app')}
              />
            </div>
          ) : null}
          {secret ? (
            <div>
              <p className="mb-1 text-sm font-medium">{t('twoFactor.secret', 'Or enter this key by hand')}</p>
              <div className="flex items-center justify-between gap-3 rounded-lg border border-[var(--color-line,#cbd5e1)] bg-[var(--color-surface-2,#f1f5f9)] p-3">
                <code className="font-mono text-sm break-all">{secret}</code>
                <CopyButton value={secret} />
              </div>
            </div>
          ) : null}
        </>
      )}
      <form noValidate className="flex flex-col gap-3" onSubmit={(e) => void onSubmit(e)}>
        <CodeInput label={t('twoFactor.code', 'Authentication Code')} value={code} onValueChange={setCode} />
        <button
          type="submit"
          className={buttonClass}
          disabled={setTwoFactor.isPending || code.length !== CODE_LENGTH}
          aria-busy={setTwoFactor.isPending}
        >
          {enable2fa ? t('twoFactor.disable', 'Disable Secure Auth') : t('twoFactor.enable', 'Enable Secure Auth')}
        </button>
      </form>
    </>
  );
}
