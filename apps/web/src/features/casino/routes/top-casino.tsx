import { useTranslation } from 'react-i18next';
import { CASINO_GAME_TYPES, type CasinoGameType } from '@backlay/contract';
import { Icon } from '../../../components/ui/icons';
import { EmptyState } from '../../../components/sports/empty-state';
import { useRouteAvailability } from '../../../components/layout/route-availability';
import { useCasinoGames } from '../api/get-casino-games';
import { useGameMemory } from '../lib/game-memory';
import { categoryOf, GAME_TYPE_ICON, LISTING_PATH } from '../lib/game-types';
import { CASINO_TEXT } from '../lib/messages';
import { CasinoPage } from '../components/casino-page';
import { CategoryTabs } from '../components/category-tabs';
import { GameGrid, GameGridSkeleton } from '../components/game-tile';
import { GameRow } from '../components/game-row';

/** Games per game-type row of the lobby. */
const ROW_SIZE = 12;

/**
 * /top-casino (docs/product.md §2 "top casino listing"), which is also where the All Casino
 * category leads: the catalogue's top games, the player's recently played and favourite games,
 * then a row per game type in the fixed order, each with a link to its full listing.
 */
export function TopCasinoRoute() {
  const { t } = useTranslation();
  const top = useCasinoGames({ top: true });
  const { userId, recent, favorites } = useGameMemory();
  const topGames = top.data?.pages.flatMap((p) => p.docs) ?? [];
  return (
    <CasinoPage
      title={t('casino.topCasino', 'Top Casino')}
      icon={<Icon name="trophy" size={24} className="text-highlight" />}
      tabs={<CategoryTabs current="all" />}
    >
      <section aria-labelledby="top-games" className="space-y-3">
        <h2 id="top-games" className="sr-only">
          {t('casino.topGames', 'Top games')}
        </h2>
        {top.isPending ? (
          <GameGridSkeleton />
        ) : topGames.length === 0 ? (
          <EmptyState message={top.isError ? CASINO_TEXT.somethingWentWrong : t('casino.noDataFound', CASINO_TEXT.noDataFound)} />
        ) : (
          <GameGrid games={topGames} label={t('casino.topGames', 'Top games')} />
        )}
      </section>
      {userId && (
        <>
          <GameRow
            id="recent-games"
            title={t('casino.recentlyPlayed', 'Recently played')}
            icon={<Icon name="refresh" size={18} className="text-highlight" />}
            games={recent}
          />
          <GameRow
            id="favorite-games"
            title={t('casino.favoriteGames', 'Favourite games')}
            icon={<Icon name="star" size={18} className="text-highlight" />}
            games={favorites}
          />
        </>
      )}
      {CASINO_GAME_TYPES.map((type) => (
        <TypeRow key={type} gameType={type} />
      ))}
    </CasinoPage>
  );
}

function TypeRow({ gameType }: { gameType: CasinoGameType }) {
  const { t } = useTranslation();
  const isAvailable = useRouteAvailability();
  const list = useCasinoGames({ gameType });
  const category = categoryOf(gameType);
  const games = list.data?.pages[0]?.docs.slice(0, ROW_SIZE);
  const to = LISTING_PATH[gameType];
  return (
    <GameRow
      id={`row-${gameType}`}
      title={t(category.labelKey, category.name)}
      icon={<Icon name={GAME_TYPE_ICON[gameType]} size={18} className="text-highlight" />}
      games={list.isError ? [] : games}
      seeAll={isAvailable(to) ? to : undefined}
    />
  );
}
