import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MONEY_MESSAGES, NO_BONUS_ID } from '@backlay/contract';
import { isOutsideOffer, type BonusOffer } from '../lib/deposit-rules';
import { rangeText } from '../lib/format';

/**
 * The optional offer (bonus) of a deposit: 'No Offer' (bonus id 100001) or one of the offers;
 * a warning when the amount is outside the chosen offer's min/max (money-and-content §4).
 */
export function OfferChooser({
  offers,
  value,
  amount,
  onChange,
}: {
  offers: BonusOffer[];
  value: string;
  amount: number;
  onChange(bonusId: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = offers.find((o) => o._id === value) ?? null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('money.offer', 'Offer')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-10 rounded-lg border border-line bg-surface px-3 text-sm"
        disabled={offers.length === 0}
      >
        <option value={NO_BONUS_ID}>{t('money.noOffer', MONEY_MESSAGES.noOffer)}</option>
        {offers.map((o) => {
          const range = rangeText(o.min, o.max);
          return (
            <option key={o._id} value={o._id}>
              {range ? `${o.title} (${range})` : o.title}
            </option>
          );
        })}
      </select>
      {isOutsideOffer(chosen, amount) && (
        <p role="alert" className="text-sm font-semibold text-highlight">
          {t('money.offerNotApplied', 'Offer will not applied, please check valid offer ot proceed without offer')}
        </p>
      )}
    </div>
  );
}
