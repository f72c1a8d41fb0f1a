import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { paths } from '../../../config/paths';
import { parseApiError } from '../../../lib/api-client';
import { copyText } from '../../../lib/clipboard';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { useReferralSetting } from '../api/get-referral-setting';
import { referralLink } from '../lib/referral-link';

/**
 * /refer (Refer and Earn): the player's code and share link, copied with the toast of docs/product.md §8
 * ('copied' plus the value), and what a referral earns. Shown only when the site's referral
 * data has a maxBonusAmount and the player is not demo (docs/product.md §6); others are told so.
 */
export function ReferRoute() {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  useLoginWhenSignedOut(paths.refer);
  return (
    <section aria-labelledby="refer-title" className="mx-auto flex w-full max-w-xl min-w-0 flex-col gap-4 px-3 py-4 nav:px-6 nav:py-6">
      <h1 id="refer-title" className="text-xl font-black tracking-tight sm:text-2xl">
        {t('referral.title', 'Refer and Earn')}
      </h1>
      {isLogin ? (
        <ReferBody />
      ) : (
        <button type="button" className="btn btn-primary self-center" onClick={() => openAuthPopup('login')}>
          {t('header.login', 'Login')}
        </button>
      )}
    </section>
  );
}

function ReferBody() {
  const { t } = useTranslation();
  const isDemo = useSession((s) => s.isDemo);
  const q = useReferralSetting();
  if (isDemo) return <p className="card p-4 font-semibold text-danger">{t('common.demoAccount', MESSAGES.demoAccount)}</p>;
  if (q.isPending) return <p className="py-6 text-center opacity-70">{t('common.loading', 'Loading...')}</p>;
  if (q.isError)
    return (
      <p role="alert" className="card p-4 text-danger">
        {parseApiError(q.error)}
      </p>
    );
  const s = q.data;
  if (!s.enabled || s.maxBonusAmount <= 0 || !s.referralCode)
    return <p className="card p-4">{t('referral.notAvailable', 'Refer and Earn is not available on this site.')}</p>;
  const link = referralLink(window.location.origin, s.referralCode);
  return (
    <>
      <div className="card flex flex-col gap-2 bg-gradient-to-br from-primary/15 to-accent/15 p-5">
        <p className="text-2xl font-black leading-tight">
          {t('referral.headline', 'Earn {{percent}}% of your friend’s first deposit', { percent: s.bonusPercent })}
        </p>
        <p className="text-sm opacity-80">
          {t('referral.cap', 'Up to ₹{{cap}} for every friend who joins with your link and makes a first deposit.', {
            cap: formatAmount(s.maxBonusAmount),
          })}
        </p>
      </div>
      <CopyField label={t('referral.yourCode', 'Your referral code')} value={s.referralCode} mono />
      <CopyField label={t('referral.shareLink', 'Share link')} value={link} />
      <ol className="card flex list-decimal flex-col gap-1.5 p-4 pl-9 text-sm">
        <li>{t('referral.step1', 'Share your link with a friend.')}</li>
        <li>{t('referral.step2', 'Your friend registers through it.')}</li>
        <li>{t('referral.step3', 'When their first deposit is approved, your bonus is credited to your wallet.')}</li>
      </ol>
    </>
  );
}

function CopyField({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold">{label}</span>
      <div className="flex min-w-0 items-center gap-2">
        <output
          className={`min-h-10 min-w-0 flex-1 truncate rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm ${mono ? 'font-mono text-base font-bold tracking-widest' : ''}`}
        >
          {value}
        </output>
        <button type="button" className="btn btn-primary shrink-0" onClick={() => void copyText(value, t)}>
          {t('common.copy', 'Copy')}
        </button>
      </div>
    </div>
  );
}
