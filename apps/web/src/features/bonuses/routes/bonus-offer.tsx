import { useTranslation } from 'react-i18next';
import { BONUS_MESSAGES } from '@backlay/contract';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { useBonusOffers } from '../api/get-bonus-offers';
import { OfferCard } from '../components/offer-card';
import { BonusPage, ListState } from '../components/bonus-page';

/** /bonus-offer: the offers the player can claim now, each with its terms (docs/product.md §2). */
export function BonusOfferRoute() {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  useLoginWhenSignedOut(paths.bonusOffer);
  return (
    <BonusPage id="bonus-offer-title" title={t('bonus.offersTitle', 'Bonus Offers')}>
      {isLogin && <Offers />}
    </BonusPage>
  );
}

function Offers() {
  const { t } = useTranslation();
  const q = useBonusOffers();
  return (
    <ListState query={q} empty={t('bonus.noOffer', BONUS_MESSAGES.noOffer)}>
      <div className="grid gap-3 sm:grid-cols-2">
        {(q.data ?? []).map((o) => (
          <OfferCard key={o._id} offer={o} />
        ))}
      </div>
    </ListState>
  );
}
