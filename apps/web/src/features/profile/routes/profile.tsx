import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type Profile } from '@backlay/contract';
import { formatAmount, formatStoredPhone } from '@backlay/domain';
import { ApiError } from '../../../lib/api-client';
import { useProfile } from '../../../lib/account-queries';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { useLogout } from '../../../lib/logout';
import { paths } from '../../../config/paths';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { siteDateTime } from '../../../lib/site-time';
import { usePhoneCodes } from '../../../lib/phone-codes';

// Equal widths side by side only: in the phone column flex-1 (basis 0) would squash the h-11.
const buttonBase =
  'inline-flex h-11 items-center justify-center rounded-lg px-4 text-base font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-primary,#0f766e)] md:flex-1';

/** /profile: the signed-in account, its points and its security settings. */
export function ProfileRoute() {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  useLoginWhenSignedOut(paths.profile);
  return (
    <section aria-labelledby="profile-title" className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <h1 id="profile-title" className="text-xl font-semibold">
        {t('profile.title', 'Profile')}
      </h1>
      {isLogin ? (
        <ProfileBody />
      ) : (
        <div className="flex flex-col items-center gap-4 py-8 text-center">
          <p>{t('common.loginToContinue', 'Please log in to continue.')}</p>
          <button
            type="button"
            className={`${buttonBase} max-w-xs bg-[var(--color-primary,#0f766e)] text-[var(--color-on-primary,#ffffff)]`}
            onClick={() => openAuthPopup('login')}
          >
            {t('auth.login.submit', 'Login')}
          </button>
        </div>
      )}
    </section>
  );
}

function ProfileBody() {
  const { t, i18n } = useTranslation();
  const profile = useProfile();
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  const logout = useLogout();
  const phoneCodes = usePhoneCodes();

  if (profile.isPending) return <p aria-busy="true">{t('common.loading', 'Loading…')}</p>;
  if (profile.isError) {
    const message =
      profile.error instanceof ApiError && profile.error.status !== 0
        ? profile.error.message
        : t('common.somethingWentWrong', MESSAGES.somethingWentWrong);
    return (
      <div className="flex flex-col gap-3">
        <p role="alert">{message}</p>
        <button type="button" className={`${buttonBase} border border-current`} onClick={() => void profile.refetch()}>
          {t('common.retry', 'Try again')}
        </button>
      </div>
    );
  }
  const p = profile.data;
  return (
    <>
      <Card title={t('profile.account', 'Account')}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 md:grid-cols-2">
          <Item label={t('profile.userName', 'User Name')} value={p.userName} />
          <Item label={t('profile.fullName', 'Full Name')} value={p.fullName || '—'} />
          <Item label={t('profile.email', 'Email')} value={p.email || '—'} />
          <Item
            label={t('profile.phone', 'Mobile Number')}
            value={
              formatStoredPhone(
                p.phone,
                phoneCodes.map((c) => c.dialCode),
              ) || '—'
            }
          />
          <Item label={t('profile.userType', 'User Type')} value={p.demo ? t('profile.demoUser', 'Demo User') : roleLabel(p.userType)} />
          <Item label={t('profile.siteType', 'Site Type')} value={p.whiteLabelType.toUpperCase()} />
          <Item label={t('profile.createdAt', 'Created')} value={siteDateTime(p.createdAt, i18n.language)} />
        </dl>
      </Card>
      {p.userType === 'user' ? <Points profile={p} /> : null}
      <Card title={t('profile.security', 'Security')}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-sm opacity-70">{t('profile.twoFactor', 'Two-factor authentication')}</p>
            <p className="font-semibold">{p.enable2fa ? t('twoFactor.on', 'Enabled') : t('twoFactor.off', 'Disabled')}</p>
          </div>
          <Link to={paths.secureAuth} className="font-medium text-[var(--color-brand-text,#0f766e)] underline underline-offset-2">
            {t('profile.manageSecureAuth', 'Secure Auth')}
          </Link>
        </div>
      </Card>
      <div className="flex flex-col gap-3 md:flex-row">
        {p.demo ? null : (
          <button
            type="button"
            className={`${buttonBase} bg-[var(--color-primary,#0f766e)] text-[var(--color-on-primary,#ffffff)] hover:brightness-110`}
            onClick={() => openAuthPopup('changePassword')}
          >
            {t('auth.changePassword.title', 'Change Password')}
          </button>
        )}
        <button
          type="button"
          className={`${buttonBase} border border-[var(--color-danger,#b91c1c)] text-[var(--color-danger,#b91c1c)] hover:bg-[var(--color-danger,#b91c1c)]/10`}
          onClick={() => void logout()}
        >
          {t('profile.logout', 'Logout')}
        </button>
      </div>
    </>
  );
}

/** Points of a player's wallet (only role user has points, docs/product.md §6). */
function Points({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const items = [
    { label: t('profile.pts', 'Balance'), value: profile.pts },
    { label: t('profile.availablePts', 'Available'), value: profile.availablePts },
    { label: t('profile.exposure', 'Exposure'), value: profile.exposure },
  ];
  return (
    <Card title={t('profile.points', 'Points')}>
      {/* Rows on phones (amounts reach 12 characters), three tiles above 600 px. */}
      <dl className="grid grid-cols-1 gap-2 md:grid-cols-3">
        {items.map((it) => (
          <div
            key={it.label}
            className="flex min-w-0 items-baseline justify-between gap-3 rounded-lg bg-[var(--color-surface-2,#f1f5f9)] px-3 py-2.5 md:flex-col md:items-start md:gap-1 md:p-3"
          >
            <dt className="text-sm opacity-70 md:text-xs">{it.label}</dt>
            <dd
              className={`text-base font-semibold break-all tabular-nums md:text-lg ${it.value < 0 ? 'text-[var(--color-danger,#b91c1c)]' : ''}`}
            >
              {formatAmount(it.value)}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-[var(--color-surface,#ffffff)] p-4 text-[var(--color-text,#0f172a)] shadow-sm ring-1 ring-[var(--color-line,#e2e8f0)] md:p-5">
      <h2 className="mb-3 text-sm font-semibold tracking-wide uppercase opacity-70">{title}</h2>
      {children}
    </section>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm opacity-70">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}

/** 'superMaster' -> 'Super Master' (role names are identifiers, docs/product.md §6). */
function roleLabel(role: string): string {
  return role.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}
