import { useTranslation } from 'react-i18next';
import { formatAmount } from '@backlay/domain';
import { useSession } from '../../../lib/session-store';
import { usePts } from '../../../lib/account-queries';
import { Icon } from '../../../components/ui/icons';

/** The account at a glance, one compact strip above the sports content. */
export function AccountSummary() {
  const { t } = useTranslation();
  const userName = useSession((s) => s.userData?.userName ?? '');
  const isDemo = useSession((s) => s.isDemo);
  const { data: pts, isPending } = usePts();

  const figures = [
    { key: 'balance', label: t('home.balance', 'Balance'), value: pts?.pts },
    { key: 'available', label: t('home.available', 'Available'), value: pts?.availablePts },
    { key: 'exposure', label: t('home.exposure', 'Exposure'), value: pts?.exposure },
    { key: 'bonus', label: t('home.bonus', 'Bonus'), value: pts?.bonusPts },
  ];

  return (
    <section className="rounded-2xl bg-gradient-to-br from-primary to-secondary p-3 text-on-primary shadow-sm sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 truncate text-sm font-bold">
          {userName ? t('home.welcomeName', 'Welcome back, {{name}}', { name: userName }) : t('home.welcome', 'Welcome back')}
        </p>
        {isDemo && (
          <p className="inline-flex items-center gap-1.5 rounded-full bg-black/25 px-2.5 py-0.5 text-[11px] font-bold">
            <Icon name="gamepad" size={12} />
            {t('home.demoNote', 'Demo account: demo points, valid for 6 hours')}
          </p>
        )}
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-1.5 sm:gap-2 lg:grid-cols-4">
        {figures.map((f) => (
          <div key={f.key} className="min-w-0 rounded-lg bg-black/20 px-2.5 py-1 sm:rounded-xl sm:py-1.5">
            <dt className="text-[10px] font-semibold tracking-wider uppercase opacity-80">{f.label}</dt>
            <dd className="text-sm font-black break-all tabular-nums sm:text-base">
              {isPending ? (
                <span className="inline-block h-4 w-16 animate-pulse rounded bg-white/25 align-middle" />
              ) : f.value === undefined ? (
                '—'
              ) : (
                `₹${formatAmount(f.value)}`
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
