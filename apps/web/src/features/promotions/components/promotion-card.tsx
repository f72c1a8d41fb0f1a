import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@backlay/contract';
import { Icon } from '../../../components/ui/icons';
import { promotionTerms, rupees } from '../lib/promotion-terms';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg bg-surface-2 px-3 py-2">
      <dt className="text-[11px] font-bold tracking-wider text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 truncate text-base font-extrabold tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * One offer as the promotions page shows it: the headline (percentage and title), its figures,
 * the staff's own terms text, the terms that follow from its figures, and the call to action
 * (`action`, chosen by the page for who is looking).
 */
export function PromotionCard({ offer, action }: { offer: Promotion; action: ReactNode }) {
  const { t, i18n } = useTranslation();
  const titleId = `offer-${offer._id}`;
  return (
    <article id={titleId} aria-labelledby={`${titleId}-title`} className="card flex scroll-mt-32 flex-col overflow-hidden">
      <header className="flex items-start gap-3 border-b border-line bg-gradient-to-br from-primary/15 to-accent/10 p-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent text-on-accent" aria-hidden="true">
          <Icon name="megaphone" size={24} />
        </span>
        <div className="min-w-0">
          <p className="text-2xl leading-none font-black tracking-tight text-highlight">
            {t('promotions.headline', '{{percent}}% bonus', { percent: offer.percentage })}
          </p>
          <h2 id={`${titleId}-title`} className="mt-1.5 text-lg leading-snug font-extrabold text-balance">
            {offer.title}
          </h2>
        </div>
      </header>
      <div className="flex flex-1 flex-col gap-4 p-4">
        <dl className="grid grid-cols-2 gap-2">
          <Figure label={t('promotions.maxBonus', 'Max bonus')}>
            {offer.maxBonusAmount !== null ? rupees(offer.maxBonusAmount) : t('promotions.noCap', 'No cap')}
          </Figure>
          <Figure label={t('promotions.minDeposit', 'Min deposit')}>
            {offer.min !== null ? rupees(offer.min) : t('promotions.anyAmount', 'Any amount')}
          </Figure>
          <Figure label={t('promotions.wagering', 'Wagering')}>
            {offer.wagering > 0
              ? t('promotions.wageringTimes', '{{times}}x bonus', { times: offer.wagering })
              : t('promotions.noWagering', 'None')}
          </Figure>
          <Figure label={t('promotions.validity', 'Time to wager')}>
            {/* Nothing to wager, nothing to time: a dash rather than a limit that means nothing. */}
            {offer.wagering === 0
              ? '—'
              : offer.validityDays === null
                ? t('promotions.noExpiry', 'No limit')
                : offer.validityDays === 1
                  ? t('promotions.oneDay', '1 day')
                  : t('promotions.days', '{{days}} days', { days: offer.validityDays })}
          </Figure>
        </dl>
        {offer.description && <p className="text-sm leading-6 whitespace-pre-line text-fg/90">{offer.description}</p>}
        <div>
          <h3 className="text-xs font-bold tracking-[0.14em] text-muted uppercase">{t('promotions.termsTitle', 'Terms')}</h3>
          <ul className="mt-2 space-y-1.5 text-sm leading-6">
            {promotionTerms(offer, i18n.language).map((term) => (
              <li key={term.key} className="flex gap-2">
                <Icon name="chevronRight" size={16} className="mt-1 shrink-0 text-highlight" />
                <span>{t(term.key, term.text, term.values ?? {})}</span>
              </li>
            ))}
          </ul>
        </div>
        {action && <div className="mt-auto pt-1">{action}</div>}
      </div>
    </article>
  );
}
