import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CasinoGame } from '@backlay/contract';
import { FavoriteStar } from '../../../components/ui/favorite-star';
import { gameScreenPath } from '../lib/game-links';
import { useGameMemory } from '../lib/game-memory';
import { GameArt } from './game-art';

/**
 * One game: picture, name and provider, opening the game screen (which passes the game along
 * in the navigation state, so the screen shows it at once). Signed-in players get a star.
 */
export function GameTile({ game }: { game: CasinoGame }) {
  const { t } = useTranslation();
  const { userId, isFavorite, toggle } = useGameMemory();
  const isOn = isFavorite(game._id);
  return (
    <div className="group relative">
      <Link
        to={gameScreenPath(game)}
        state={{ game }}
        aria-label={`${game.name}, ${game.subProviderName}`}
        className="block overflow-hidden rounded-xl bg-surface ring-1 ring-line transition-shadow hover:ring-2 hover:ring-accent focus-visible:ring-2 focus-visible:ring-accent"
      >
        <GameArt game={game} className="aspect-[4/3] w-full transition-transform duration-200 group-hover:scale-[1.03]" />
        <span className="block px-2.5 pt-2 text-sm leading-tight font-bold">
          <span className="block truncate">{game.name}</span>
          <span className="block truncate pb-2 text-xs font-medium text-muted">{game.subProviderName}</span>
        </span>
      </Link>
      {userId && (
        <div className="absolute top-1 right-1 rounded-lg bg-surface/85 backdrop-blur-sm">
          <FavoriteStar
            isOn={isOn}
            label={
              isOn
                ? t('casino.removeFavorite', 'Remove {{name}} from favourites', { name: game.name })
                : t('casino.addFavorite', 'Add {{name}} to favourites', { name: game.name })
            }
            onToggle={() => toggle(game)}
          />
        </div>
      )}
    </div>
  );
}

/** Tiles in a responsive grid: 2 columns on phones up to 6 on wide screens. */
export function GameGrid({ games, label }: { games: CasinoGame[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6">
      {games.map((g) => (
        <li key={g._id}>
          <GameTile game={g} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder tiles while a list loads. */
export function GameGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul aria-busy="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-xl bg-surface ring-1 ring-line">
          <div className="aspect-[4/3] animate-pulse bg-surface-2" />
          <div className="space-y-1.5 p-2.5">
            <div className="h-3.5 w-3/4 animate-pulse rounded bg-surface-2" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-surface-2" />
          </div>
        </li>
      ))}
    </ul>
  );
}
