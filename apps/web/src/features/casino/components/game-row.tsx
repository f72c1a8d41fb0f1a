import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CasinoGame } from '@backlay/contract';
import { Icon } from '../../../components/ui/icons';
import { GameTile } from './game-tile';

/** A titled row of tiles that scrolls sideways, with an optional See all link. */
export function GameRow({
  id,
  title,
  icon,
  games,
  seeAll,
  empty,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  games: CasinoGame[] | undefined;
  seeAll?: string | undefined;
  /** Shown instead of the row when it has no games; nothing when absent. */
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  if (games && games.length === 0 && !empty) return null;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-base font-extrabold">
          {icon}
          {title}
        </h2>
        {seeAll && (
          <Link to={seeAll} className="inline-flex min-h-9 shrink-0 items-center gap-1 text-sm font-bold text-highlight hover:underline">
            {t('casino.seeAll', 'See all')}
            <Icon name="chevronRight" size={16} />
          </Link>
        )}
      </div>
      {!games ? (
        <div aria-busy="true" className="flex gap-3 overflow-hidden">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="aspect-[4/3] w-40 shrink-0 animate-pulse rounded-xl bg-surface-2 sm:w-48" />
          ))}
        </div>
      ) : games.length === 0 ? (
        empty
      ) : (
        <ul aria-label={title} className="-mx-3 flex snap-x gap-3 overflow-x-auto px-3 pb-1 scrollbar-none nav:mx-0 nav:px-0">
          {games.map((g) => (
            <li key={g._id} className="w-40 shrink-0 snap-start sm:w-48">
              <GameTile game={g} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
