import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { BONUS_MESSAGES, MONEY_MESSAGES, NO_BONUS_ID, routes, type BonusOffer as OfferDoc } from '@backlay/contract';
import { bonusForDeposit, paiseToRupees, rupeesToPaise } from '@backlay/domain';
import { callApi } from '../../../lib/api-client';
import { selectIsPlayerSession, useSession } from '../../../lib/session-store';
import { isOutsideOffer } from '../lib/deposit-rules';
import { rangeText, rupees } from '../lib/format';

/** Same key as the bonuses feature's offer list (features/bonuses/lib/bonus-keys.ts): one cache entry. */
const OFFERS_KEY = ['bonuses', 'offers'] as const;

/** The offers the player can claim now (GET api/user/setting/bonus?active=true). */
function useClaimableOffers() {
  const isPlayer = useSession(selectIsPlayerSession);
  return useQuery({
    queryKey: OFFERS_KEY,
    enabled: isPlayer,
    queryFn: async ({ signal }) => (await callApi(routes.bonuses.getBonusOffers, { query: { active: 'true' }, signal })).docs,
  });
}

/** The bonus an amount would bring with an offer, in rupees; null when the offer has no terms to say. */
function bonusPreview(offer: OfferDoc, amount: number): number | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const paise = (r: number | null) => (r === null ? null : BigInt(rupeesToPaise(r)));
  const bonus = bonusForDeposit(
    {
      percentBps: Math.round(offer.percentage * 100),
      maxBonus: paise(offer.maxBonusAmount),
      minAmount: paise(offer.min),
      maxAmount: paise(offer.max),
    },
    BigInt(rupeesToPaise(amount)),
  );
  return bonus > 0n ? paiseToRupees(bonus) : null;
}

/**
 * The optional offer (bonus) of a deposit: 'No Offer' (bonus id 100001) or one of the offers
 * the player can claim now (loaded here from the server); a
 * warning when the amount is outside the chosen offer's min/max (docs/product.md §4), else
 * the bonus the amount brings.
 */
export function OfferChooser({ value, amount, onChange }: { value: string; amount: number; onChange(bonusId: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const loaded = useClaimableOffers();
  const list: OfferDoc[] = loaded.data ?? [];
  const chosen = list.find((o) => o._id === value) ?? null;
  const preview = chosen && !isOutsideOffer(chosen, amount) ? bonusPreview(chosen, amount) : null;
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
        disabled={list.length === 0}
      >
        <option value={NO_BONUS_ID}>{t('money.noOffer', MONEY_MESSAGES.noOffer)}</option>
        {list.map((o) => {
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
          {t('money.offerNotApplied', BONUS_MESSAGES.offerNotApplied)}
        </p>
      )}
      {preview !== null && (
        <p className="text-sm font-semibold text-primary">
          {t('bonus.youGet', 'You get {{bonus}} bonus on approval', { bonus: rupees(preview) })}
        </p>
      )}
    </div>
  );
}
