import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BonusOffer } from '@backlay/contract';
import { paths } from '../../../config/paths';
import { offerTerms } from '../lib/bonus-terms';

/** One offer with its terms and the way to claim it (the deposit drawer's offer chooser). */
export function OfferCard({ offer }: { offer: BonusOffer }) {
  const { t } = useTranslation();
  return (
    <article className="card flex flex-col gap-3 p-4" aria-labelledby={`offer-${offer._id}`}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={`offer-${offer._id}`} className="text-lg font-black leading-tight">
          {offer.title}
        </h2>
        <span className="shrink-0 rounded-full bg-accent px-3 py-1 text-sm font-black text-on-accent">{offer.percentage}%</span>
      </div>
      {offer.description && <p className="text-sm opacity-80">{offer.description}</p>}
      <ul className="flex flex-col gap-1 text-sm">
        {offerTerms(offer).map((term) => (
          <li key={term.key} className="flex gap-2">
            <span aria-hidden="true" className="text-primary">
              ✓
            </span>
            {t(term.key, term.text, term.values ?? {})}
          </li>
        ))}
      </ul>
      {offer.count > 0 && (
        <p className="text-xs font-semibold opacity-70">
          {t('bonus.claimedTimes', 'Your claims so far: {{count}}', { count: offer.count })}
        </p>
      )}
      <Link to={paths.deposit} className="btn btn-primary self-start">
        {t('bonus.claimWithDeposit', 'Deposit to claim')}
      </Link>
    </article>
  );
}
