import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../lib/site-config';
import { useUi } from '../../../lib/ui-store';
import { paths } from '../../../config/paths';
import { Icon, type IconName } from '../../../components/ui/icons';
import { Slideshow } from '../components/slideshow';

const SPORTS = [
  { key: 'cricket', label: 'Cricket' },
  { key: 'soccer', label: 'Football' },
  { key: 'tennis', label: 'Tennis' },
  { key: 'horseRacing', label: 'Horse Racing' },
  { key: 'kabaddi', label: 'Kabaddi' },
  { key: 'basketball', label: 'Basketball' },
  { key: 'greyhound', label: 'Greyhound Racing' },
  { key: 'politics', label: 'Politics' },
];

/** The landing page for anonymous visitors at / (docs/product.md §2). */
export function LandingRoute() {
  const { t } = useTranslation();
  const { theme, domain, whiteLabel } = useSite();
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  const brand = theme.logoText || whiteLabel.name;
  const isB2c = domain.type === 'b2c';
  const canRegister = isB2c && theme.enable.isRegister;

  const features: { icon: IconName; title: string; text: string }[] = [
    {
      icon: 'swap',
      title: t('landing.featureExchangeTitle', 'Back & Lay exchange'),
      text: t(
        'landing.featureExchangeText',
        'Bet for or against an outcome at prices set by other players, on match odds, bookmaker and fancy markets.',
      ),
    },
    {
      icon: 'cards',
      title: t('landing.featureCasinoTitle', 'Live casino & games'),
      text: t('landing.featureCasinoText', 'Live dealers, crash, slots, virtual sports and lottery draws in one wallet.'),
    },
    isB2c
      ? {
          icon: 'bolt',
          title: t('landing.featurePaymentsTitle', 'Fast deposits & withdrawals'),
          text: t('landing.featurePaymentsText', 'UPI, IMPS, NEFT and more, in Indian Rupees, with requests reviewed around the clock.'),
        }
      : {
          icon: 'chart',
          title: t('landing.featureCreditTitle', 'Live odds, every market'),
          text: t('landing.featureCreditText', 'In-play prices that move with the game, with your open bets and exposure always in view.'),
        },
    {
      icon: 'shield',
      title: t('landing.featureSecureTitle', 'Secure & responsible'),
      text: t('landing.featureSecureText', 'Two-step login with Secure Auth, and limits and self-exclusion tools whenever you need them.'),
    },
  ];

  const steps = [
    {
      n: 1,
      title: t('landing.stepBackTitle', 'Back'),
      text: t('landing.stepBackText', 'Back a selection at odds of 2.50 with ₹1,000: if it wins you gain ₹1,500.'),
    },
    {
      n: 2,
      title: t('landing.stepLayTitle', 'Lay'),
      text: t('landing.stepLayText', 'Lay the same selection and you act as the bookmaker: you win the stake if it loses.'),
    },
    {
      n: 3,
      title: t('landing.stepSettleTitle', 'Settle'),
      text: t('landing.stepSettleText', 'Markets settle on the official result and winnings reach your balance at once.'),
    },
  ];

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-3 py-4 nav:space-y-12 nav:px-6 nav:py-6">
      <Slideshow slides={theme.slideShow} fallbackTitle={brand} />

      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary via-secondary to-secondary p-6 text-on-primary shadow-lg sm:p-8 lg:p-10">
        <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-accent/25 blur-3xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-20 size-72 rounded-full bg-white/10 blur-3xl" />
        <div className="relative flex flex-col gap-7 lg:flex-row lg:items-center lg:justify-between lg:gap-10">
          <div className="max-w-2xl">
            <p className="inline-flex items-center gap-2 rounded-full bg-black/20 px-3 py-1 text-xs font-bold tracking-wider uppercase">
              <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
              {t('landing.eyebrow', 'Betting exchange · Casino · 18+')}
            </p>
            <h1 className="mt-4 text-[1.75rem] leading-tight font-black tracking-tight text-balance sm:text-4xl">
              {theme.theme.bannerText || brand}
            </h1>
            <p className="mt-3 max-w-xl text-base opacity-90 sm:text-lg">
              {t(
                'landing.lead',
                'Better odds because you trade with other players. Cricket, football, tennis and racing, in play, all day.',
              )}
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 lg:w-72">
            <div className="flex gap-3 lg:flex-col">
              <button type="button" className="btn btn-accent min-h-12 flex-1 px-7 text-base" onClick={() => openAuthPopup('login')}>
                {t('landing.login', 'Login')}
              </button>
              <button
                type="button"
                className="btn min-h-12 flex-1 border border-white/40 bg-white/10 px-7 text-base text-white backdrop-blur hover:bg-white/20"
                onClick={() => openAuthPopup('login')}
              >
                <Icon name="gamepad" size={18} />
                {t('landing.demoLogin', 'Demo Login')}
              </button>
            </div>
            {canRegister && (
              <button
                type="button"
                className="btn min-h-11 px-5 text-base text-white underline-offset-4 hover:underline"
                onClick={() => openAuthPopup('register')}
              >
                {t('landing.register', 'Create an account')}
                <Icon name="chevronRight" size={18} />
              </button>
            )}
            <p className="text-center text-xs opacity-80">
              {t('landing.demoHint', 'Try the demo first: play with demo points, no deposit needed.')}
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="landing-why">
        <h2 id="landing-why" className="text-xl font-extrabold tracking-tight sm:text-2xl">
          {t('landing.whyTitle', 'Why play on {{brand}}', { brand })}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((f) => (
            <li key={f.title} className="card flex gap-4 p-4 sm:block sm:p-5">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary text-on-primary">
                <Icon name={f.icon} />
              </span>
              <div>
                <h3 className="font-bold sm:mt-4">{f.title}</h3>
                <p className="mt-1 text-sm leading-6 text-muted sm:mt-1.5">{f.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="landing-how" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-start">
        <div>
          <h2 id="landing-how" className="text-xl font-extrabold tracking-tight sm:text-2xl">
            {t('landing.howTitle', 'How the exchange works')}
          </h2>
          <p className="mt-2 text-sm leading-6 text-muted">
            {t('landing.howText', 'Blue prices are Back (for), pink prices are Lay (against). Pick one, enter your stake, confirm.')}
          </p>
          <div className="mt-4 flex gap-2" aria-hidden="true">
            <span className="grid h-12 w-20 place-items-center rounded-lg bg-back text-center leading-tight font-black text-[#0b1120]">
              2.50
              <span className="block text-[10px] font-semibold opacity-70">BACK</span>
            </span>
            <span className="grid h-12 w-20 place-items-center rounded-lg bg-lay text-center leading-tight font-black text-[#0b1120]">
              2.52
              <span className="block text-[10px] font-semibold opacity-70">LAY</span>
            </span>
          </div>
        </div>
        <ol className="grid gap-3 sm:grid-cols-3">
          {steps.map((s) => (
            <li key={s.n} className="card flex gap-4 p-4 sm:block sm:p-5">
              <span className="w-10 shrink-0 text-3xl font-black text-highlight tabular-nums">0{s.n}</span>
              <div>
                <h3 className="font-bold sm:mt-2">{s.title}</h3>
                <p className="mt-1 text-sm leading-6 text-muted">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="landing-sports" className="card p-5 sm:p-6">
        <h2 id="landing-sports" className="text-lg font-extrabold tracking-tight">
          {t('landing.sportsTitle', 'Markets on the sports you follow')}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {SPORTS.map((s) => (
            <li key={s.key} className="rounded-full bg-surface-2 px-3.5 py-1.5 text-sm font-semibold ring-1 ring-line">
              {t(`landing.sport.${s.key}`, s.label)}
            </li>
          ))}
        </ul>
      </section>

      <section className="flex flex-col items-start gap-4 rounded-2xl border border-line bg-surface p-5 sm:flex-row sm:items-center sm:p-6">
        <span className="grid size-12 shrink-0 place-items-center rounded-full border-2 border-danger text-sm font-black text-danger">
          18+
        </span>
        <p className="flex-1 text-sm leading-6 text-muted">
          {t(
            'landing.responsible',
            'Play for fun, never to chase losses. Deposit limits, cooling-off and self-exclusion are one message away.',
          )}
        </p>
        <Link to={paths.responsibleGambling} className="btn btn-ghost shrink-0">
          {t('landing.responsibleLink', 'Responsible Gambling')}
        </Link>
      </section>
    </div>
  );
}
