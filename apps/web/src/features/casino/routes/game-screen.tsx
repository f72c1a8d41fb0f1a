import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CasinoGame } from '@backlay/contract';
import { paths, storageKeys } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { storage } from '../../../lib/storage';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { Icon } from '../../../components/ui/icons';
import { FavoriteStar } from '../../../components/ui/favorite-star';
import { EmptyState } from '../../../components/sports/empty-state';
import { useCasinoGame } from '../api/get-casino-games';
import { gameScreenPlayPath, gameScreenPath, readGameQuery } from '../lib/game-links';
import { useGameMemory } from '../lib/game-memory';
import { categoryOf, GAME_TYPE_ICON, LISTING_PATH } from '../lib/game-types';
import { CASINO_TEXT } from '../lib/messages';
import { GameArt } from '../components/game-art';

/**
 * /game-screen?gameId= (docs/product.md §2 "game player"): the game's picture, name,
 * provider and type, a star, and Play, which opens the full-screen player. A visitor gets
 * the login popup on arrival and again on Play, and comes back here after logging in. Demo
 * accounts play like any player: the demo restrictions of docs/product.md (money, stakes, password, P/L,
 * button values) do not include games.
 */
export function GameScreenRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const isLogin = useSession((s) => s.isLogin);
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  const { gameId, hint } = readGameQuery(params);
  const passed = (location.state as { game?: CasinoGame } | null)?.game;
  const game = useCasinoGame(gameId, hint, passed);
  const here = `${location.pathname}${location.search}`;
  useLoginWhenSignedOut(here);
  const { userId, isFavorite, toggle } = useGameMemory();

  if (!gameId || game.data === null || (game.isError && !game.data)) {
    return (
      <div className="mx-auto w-full max-w-3xl space-y-4 px-3 py-6 nav:px-6">
        <EmptyState message={game.isError ? CASINO_TEXT.somethingWentWrong : t('casino.noDataFound', CASINO_TEXT.noDataFound)} />
        <Link to={paths.topCasino} className="btn btn-ghost">
          <Icon name="chevronLeft" size={16} />
          {t('casino.backToCasino', 'Back to casino')}
        </Link>
      </div>
    );
  }
  if (!game.data) {
    return (
      <div aria-busy="true" className="mx-auto grid w-full max-w-5xl gap-6 px-3 py-6 nav:grid-cols-[3fr_2fr] nav:px-6">
        <div className="aspect-[4/3] animate-pulse rounded-2xl bg-surface-2" />
        <div className="space-y-3">
          <div className="h-8 w-2/3 animate-pulse rounded bg-surface-2" />
          <div className="h-5 w-1/3 animate-pulse rounded bg-surface-2" />
        </div>
      </div>
    );
  }

  const g = game.data;
  const category = categoryOf(g.gameType);
  const play = () => {
    if (isLogin) {
      navigate(gameScreenPlayPath(g), { state: { game: g } });
      return;
    }
    storage.set(storageKeys.redirectPath, gameScreenPath(g));
    openAuthPopup('login');
  };
  const isOn = isFavorite(g._id);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 px-3 py-4 nav:px-6 nav:py-6">
      <Link
        to={LISTING_PATH[g.gameType]}
        className="inline-flex min-h-9 items-center gap-1 text-sm font-bold text-highlight hover:underline"
      >
        <Icon name="chevronLeft" size={16} />
        {t(category.labelKey, category.name)}
      </Link>
      <div className="grid gap-6 nav:grid-cols-[3fr_2fr] nav:items-start">
        <div className="overflow-hidden rounded-2xl shadow-lg ring-1 ring-line">
          <GameArt game={g} className="aspect-video w-full nav:aspect-[4/3]" />
        </div>
        <div className="card space-y-5 p-5">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 space-y-1">
              <h1 className="text-2xl font-black tracking-tight break-words">{g.name}</h1>
              <p className="text-sm font-semibold text-muted">{g.subProviderName}</p>
            </div>
            {userId && (
              <FavoriteStar
                isOn={isOn}
                label={
                  isOn
                    ? t('casino.removeFavorite', 'Remove {{name}} from favourites', { name: g.name })
                    : t('casino.addFavorite', 'Add {{name}} to favourites', { name: g.name })
                }
                onToggle={() => toggle(g)}
              />
            )}
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="rounded-xl bg-surface-2 px-3 py-2">
              <dt className="text-xs font-medium text-muted">{t('casino.gameType', 'Game type')}</dt>
              <dd className="flex items-center gap-1.5 font-bold">
                <Icon name={GAME_TYPE_ICON[g.gameType]} size={16} className="text-highlight" />
                {t(category.labelKey, category.name)}
              </dd>
            </div>
            <div className="rounded-xl bg-surface-2 px-3 py-2">
              <dt className="text-xs font-medium text-muted">{t('casino.category', 'Category')}</dt>
              <dd className="truncate font-bold">{g.category}</dd>
            </div>
          </dl>
          <button type="button" className="btn btn-accent min-h-12 w-full text-base" onClick={play}>
            <Icon name="bolt" size={18} />
            {isLogin ? t('casino.playNow', 'Play Now') : t('casino.loginToPlay', 'Login to play')}
          </button>
        </div>
      </div>
    </div>
  );
}
