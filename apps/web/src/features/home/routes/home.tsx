import { useTranslation } from 'react-i18next';
import { formatAmount } from '@backlay/domain';
import { useSite } from '../../../lib/site-config';
import { useSession } from '../../../lib/session-store';
import { usePts } from '../../../lib/account-queries';
import { useUi } from '../../../lib/ui-store';
import { Icon } from '../../../components/ui/icons';
import { NavEntry } from '../../../components/layout/nav-entry';
import { accountMenuItems, casinoMenuItems, infoMenuItems, sportsMenuItems, visibleItems } from '../../../components/layout/menu-items';
import { useRouteAvailability } from '../../../components/layout/route-availability';

/**
 * Home for a signed-in player: a welcome with the account's balance, and shortcuts to the
 * sections that exist. The sports home (in-play, upcoming, highlights) joins this page with
 * the sports issue.
 */
export function HomeRoute() {
  const { t } = useTranslation();
  const { theme, whiteLabel } = useSite();
  const userName = useSession((s) => s.userData?.userName ?? '');
  const isDemo = useSession((s) => s.isDemo);
  const setRulesOpen = useUi((s) => s.setRulesOpen);
  const { data: pts, isPending } = usePts();
  const isAvailable = useRouteAvailability();
  const play = visibleItems([...sportsMenuItems, ...casinoMenuItems], isAvailable, true);
  const account = visibleItems(accountMenuItems, isAvailable, true);
  const info = visibleItems(infoMenuItems, isAvailable, true);

  const figures = [
    { key: 'balance', label: t('home.balance', 'Balance'), value: pts?.pts },
    { key: 'available', label: t('home.available', 'Available'), value: pts?.availablePts },
    { key: 'exposure', label: t('home.exposure', 'Exposure'), value: pts?.exposure },
    { key: 'bonus', label: t('home.bonus', 'Bonus'), value: pts?.bonusPts },
  ];

  const tile =
    'flex min-h-24 flex-col justify-between gap-3 rounded-2xl border border-line bg-surface p-4 text-sm font-semibold transition hover:-translate-y-0.5 hover:border-accent hover:shadow-md';

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-3 py-4 nav:px-6 nav:py-6">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary to-secondary p-6 text-on-primary shadow-lg sm:p-8">
        <div aria-hidden="true" className="pointer-events-none absolute -top-20 -right-16 size-64 rounded-full bg-accent/25 blur-3xl" />
        <div className="relative">
          <p className="text-sm font-semibold opacity-85">{theme.logoText || whiteLabel.name}</p>
          <h1 className="mt-1 text-2xl font-black tracking-tight sm:text-3xl">
            {userName ? t('home.welcomeName', 'Welcome back, {{name}}', { name: userName }) : t('home.welcome', 'Welcome back')}
          </h1>
          {isDemo && (
            <p className="mt-2 inline-flex items-center gap-2 rounded-full bg-black/25 px-3 py-1 text-xs font-bold">
              <Icon name="gamepad" size={14} />
              {t('home.demoNote', 'Demo account: demo points, valid for 6 hours')}
            </p>
          )}
          <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {figures.map((f) => (
              <div key={f.key} className="min-w-0 rounded-2xl bg-black/20 px-3 py-3 backdrop-blur-sm sm:p-4">
                <dt className="text-xs font-semibold tracking-wider uppercase opacity-80">{f.label}</dt>
                <dd className="mt-1 text-base font-black tabular-nums xs:text-lg sm:text-xl">
                  {isPending ? (
                    <span className="inline-block h-6 w-20 animate-pulse rounded bg-white/25 align-middle" />
                  ) : f.value === undefined ? (
                    '—'
                  ) : (
                    `₹${formatAmount(f.value)}`
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      {play.length > 0 && (
        <section aria-labelledby="home-play">
          <h2 id="home-play" className="text-lg font-extrabold tracking-tight">
            {t('home.play', 'Play')}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {play.map((item) => (
              <li key={item.id}>
                <NavEntry item={item} className={tile} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="home-account">
        <h2 id="home-account" className="text-lg font-extrabold tracking-tight">
          {t('home.yourAccount', 'Your account')}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {account.map((item) => (
            <li key={item.id}>
              <NavEntry item={item} className={tile}>
                {(label) => (
                  <>
                    <span className="grid size-10 place-items-center rounded-xl bg-surface-2 text-highlight">
                      <Icon name={item.icon} />
                    </span>
                    <span>{label}</span>
                  </>
                )}
              </NavEntry>
            </li>
          ))}
          <li>
            <button type="button" className={`${tile} w-full text-left`} onClick={() => setRulesOpen(true)}>
              <span className="grid size-10 place-items-center rounded-xl bg-surface-2 text-highlight">
                <Icon name="book" />
              </span>
              <span>{t('home.rules', 'Betting rules')}</span>
            </button>
          </li>
        </ul>
      </section>

      <section aria-labelledby="home-info" className="card p-5">
        <h2 id="home-info" className="text-sm font-bold tracking-wider text-muted uppercase">
          {t('home.information', 'Information')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {info.map((item) => (
            <li key={item.id}>
              <NavEntry
                item={item}
                className="inline-flex h-9 items-center gap-2 rounded-full bg-surface-2 px-3.5 text-sm font-semibold ring-1 ring-line hover:ring-accent"
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
