import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { useUserBonuses } from '../api/get-user-bonuses';
import { BonusRow } from '../components/bonus-row';
import { BonusPage, ListState } from '../components/bonus-page';

/**
 * /awaiting-bonus: the player's bonuses not yet released — waiting for the deposit's approval,
 * or credited and still being wagered (with progress) — then the earlier ones.
 */
export function AwaitingBonusRoute() {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  useLoginWhenSignedOut(paths.awaitingBonus);
  return (
    <BonusPage id="awaiting-bonus-title" title={t('bonus.awaitingTitle', 'Awaiting Bonus')}>
      {isLogin && <Bonuses />}
    </BonusPage>
  );
}

function Bonuses() {
  const { t } = useTranslation();
  const all = useUserBonuses('all');
  const bonuses = all.data ?? [];
  const pending = bonuses.filter((b) => b.status === 'awaiting' || b.status === 'active');
  const earlier = bonuses.filter((b) => b.status !== 'awaiting' && b.status !== 'active');
  return (
    <ListState
      query={all}
      empty={
        <span className="flex flex-col items-center gap-3">
          {t('bonus.noBonusYet', 'No bonus yet.')}
          <Link to={paths.bonusOffer} className="btn btn-primary">
            {t('bonus.seeOffers', 'See bonus offers')}
          </Link>
        </span>
      }
    >
      {pending.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {pending.map((b) => (
            <BonusRow key={b._id} bonus={b} />
          ))}
        </ul>
      ) : (
        <p className="card p-4 text-sm">{t('bonus.nothingAwaiting', 'Nothing awaiting: every bonus of yours is released.')}</p>
      )}
      {earlier.length > 0 && (
        <section aria-labelledby="bonus-history" className="flex flex-col gap-3">
          <h2 id="bonus-history" className="text-base font-bold">
            {t('bonus.history', 'Earlier bonuses')}
          </h2>
          <ul className="flex flex-col gap-3">
            {earlier.map((b) => (
              <BonusRow key={b._id} bonus={b} />
            ))}
          </ul>
        </section>
      )}
    </ListState>
  );
}
