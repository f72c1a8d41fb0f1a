import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ThemeConfig } from '@backlay/contract';
import { useSite } from '../../lib/site-config';
import { Icon, type IconName } from '../ui/icons';
import { BrandMark } from './logo';
import { PaymentBadges } from './payment-badges';
import { useCompactScreen } from '../bet-slip/use-compact-screen';
import { footerColumns, type FooterLink } from './footer-links';
import { useRouteAvailability } from './route-availability';
import { whatsappHref } from './whatsapp';

type Social = keyof ThemeConfig['socialMedia'];
const SOCIALS: { key: Social; label: string; icon: IconName }[] = [
  { key: 'facebook', label: 'Facebook', icon: 'facebook' },
  { key: 'twitter', label: 'X (Twitter)', icon: 'twitter' },
  { key: 'instagram', label: 'Instagram', icon: 'instagram' },
  { key: 'telegram', label: 'Telegram', icon: 'telegram' },
  { key: 'youtube', label: 'YouTube', icon: 'youtube' },
  { key: 'website', label: 'Website', icon: 'globe' },
  { key: 'signal', label: 'Signal', icon: 'signal' },
];

/** Only web links leave the site from the footer (a theme value is staff-typed text). */
function safeHref(url: string): string | null {
  const u = url.trim();
  if (!u) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(u) ? u : `https://${u}`;
  return /^https?:\/\//i.test(withScheme) ? withScheme : null;
}

/** Messages of docs/product.md §8, exact strings. */
export const FOOTER_TEXT = {
  featureSoon: 'Feature Comming Soon!',
  appSoon: 'App Will be launched Soon',
} as const;

/**
 * Footer (docs/product.md §2): theme texts, the Game and Company columns (their links
 * navigate only on b2c; on b2c phones the Game column leads with Online Sport Exchange), the
 * b2c-only Resources and Support columns (Promotions links; Blogs has no target), social links, the
 * WhatsApp number, payment marks, and a scroll-to-top control.
 *
 * Decisions where docs/product.md lists a message without its place: an entry it gives no
 * target (E-Sports, Sitemap, FAQ, ...) is not a link; on a column that navigates it is a button
 * that says 'Feature Comming Soon!' rather than a label that silently ignores a tap. b2c sites
 * show a Download App button: no white label ships an app yet, so it says 'App Will be
 * launched Soon' instead of sending players to an unofficial APK. b2b footers stay plain text.
 */
export function Footer() {
  const { t } = useTranslation();
  const { domain, theme, footerTheme } = useSite();
  const isAvailable = useRouteAvailability();
  const isCompact = useCompactScreen();
  const columns = footerColumns(domain.type, { isCompact });
  const socials = SOCIALS.map((s) => ({ ...s, href: safeHref(theme.socialMedia[s.key]) })).filter((s) => s.href);
  const whatsapp = whatsappHref(theme.registration.whatsappNumber);

  const renderLink = (link: FooterLink, navigates: boolean) => {
    const label = t(link.labelKey, link.label);
    if (navigates && link.to && isAvailable(link.to)) {
      return (
        <Link
          to={link.to}
          className="rounded text-sm font-medium text-fg/85 underline-offset-4 transition-colors hover:text-highlight hover:underline"
        >
          {label}
        </Link>
      );
    }
    if (navigates && !link.to) {
      // No target (docs/product.md §2): plain text like the entries below, not a link look;
      // a click still says the feature is coming.
      return (
        <button
          type="button"
          className="cursor-default rounded text-left text-sm text-muted"
          onClick={() => toast.info(t('footer.featureSoon', FOOTER_TEXT.featureSoon))}
        >
          {label}
        </button>
      );
    }
    return <span className="text-sm text-muted">{label}</span>;
  };
  const isB2c = domain.type === 'b2c';

  return (
    <footer className="mt-12 border-t border-line bg-surface" data-domain-type={domain.type}>
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-6 nav:px-6">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,2fr)]">
          <div>
            <BrandMark />
            {footerTheme.mainTitle && <h2 className="mt-4 text-base font-bold">{footerTheme.mainTitle}</h2>}
            {footerTheme.mainDescription && <p className="mt-2 max-w-prose text-sm leading-6 text-muted">{footerTheme.mainDescription}</p>}
            {(socials.length > 0 || whatsapp || isB2c) && (
              <div className="mt-5 flex flex-wrap items-center gap-2">
                {socials.map((s) => (
                  <a
                    key={s.key}
                    href={s.href!}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={s.label}
                    title={s.label}
                    className="grid size-10 place-items-center rounded-full bg-surface-2 text-fg ring-1 ring-line transition hover:text-highlight hover:ring-accent"
                  >
                    <Icon name={s.icon} size={18} />
                  </a>
                ))}
                {whatsapp && (
                  <a
                    href={whatsapp}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex h-10 items-center gap-2 rounded-full bg-[#25d366] px-4 text-sm font-bold text-[#06301a] shadow-sm hover:brightness-105"
                  >
                    <Icon name="whatsapp" size={18} />
                    <span>{theme.registration.whatsappNumber}</span>
                  </a>
                )}
                {isB2c && (
                  <button
                    type="button"
                    onClick={() => toast.info(t('footer.appSoon', FOOTER_TEXT.appSoon))}
                    className="inline-flex h-10 items-center gap-2 rounded-full bg-surface-2 px-4 text-sm font-bold text-fg ring-1 ring-line transition hover:text-highlight hover:ring-accent"
                  >
                    <Icon name="download" size={18} />
                    <span>{t('footer.downloadApp', 'Download App')}</span>
                  </button>
                )}
              </div>
            )}
          </div>
          <div className={`grid grid-cols-2 gap-8 ${columns.length > 2 ? 'sm:grid-cols-4' : 'sm:grid-cols-2'}`}>
            {columns.map((col) => (
              <div key={col.id}>
                <h3 className="text-xs font-bold tracking-[0.14em] text-fg uppercase">{t(col.titleKey, col.title)}</h3>
                <ul className="mt-3 space-y-2.5">
                  {col.links.map((link) => (
                    <li key={link.id}>{renderLink(link, col.navigates)}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>

        <div className="mt-10 flex flex-col gap-4 border-t border-line pt-6 md:flex-row md:items-center md:justify-between">
          <div className="flex items-center gap-3">
            <span
              className="grid size-10 shrink-0 place-items-center rounded-full border-2 border-danger text-sm font-black text-danger"
              aria-label={t('footer.adultsOnly', '18+ only')}
            >
              18+
            </span>
            <p className="text-xs leading-5 text-muted">
              {t('footer.playResponsibly', 'Gambling can be addictive. Please play responsibly.')}
            </p>
          </div>
          <PaymentBadges />
        </div>

        {(footerTheme.companyDetail || footerTheme.companyTermsCondition) && (
          <div className="mt-6 space-y-2 text-xs leading-5 text-muted">
            {footerTheme.companyDetail && <p>{footerTheme.companyDetail}</p>}
            {footerTheme.companyTermsCondition && <p>{footerTheme.companyTermsCondition}</p>}
          </div>
        )}

        {/* pb-20 clears the bottom bar (the bet slip's button docks inside it). */}
        <div className="mt-6 flex items-center justify-between gap-4 border-t border-line pt-5 pb-20 nav:pb-0">
          <p className="text-xs text-muted">{footerTheme.copyrighMessage}</p>
          <button
            type="button"
            className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full bg-surface-2 px-4 text-xs font-bold ring-1 ring-line hover:ring-accent"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <Icon name="arrowUp" size={16} />
            {t('footer.backToTop', 'Back to top')}
          </button>
        </div>
      </div>
    </footer>
  );
}
