import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CasinoGame } from '@backlay/contract';
import { useSite } from '../../../lib/site-config';
import { Icon } from '../../../components/ui/icons';
import { EmptyState } from '../../../components/sports/empty-state';
import { getCasinoGames } from '../api/get-casino-games';
import { CASINO_TEXT } from '../lib/messages';
import { CasinoPage } from '../components/casino-page';
import { CategoryTabs } from '../components/category-tabs';
import { GameGrid, GameGridSkeleton } from '../components/game-tile';

/** Pages of 200 walked at most, looking for sports book games. */
const MAX_PAGES = 5;

/** Sports book games: catalogue entries whose category is Sports Book, whatever their game type. */
export function isSportsBookGame(game: Pick<CasinoGame, 'category'>): boolean {
  return /^sports\s*book$/i.test(game.category.trim());
}

async function sportsBookGames(): Promise<CasinoGame[]> {
  const found: CasinoGame[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await getCasinoGames({}, page, 200);
    found.push(...answer.docs.filter(isSportsBookGame));
    if (!answer.nextPage) break;
  }
  return found;
}

/**
 * /sports-book (docs/product.md §2): 'Coming soon' exactly when the domain's `sportsBook`
 * switch (tenancy's per-host feature switches) is off. docs/product.md does not show the enabled
 * page; a sports book is a third-party product that an aggregator lists as a game, so ours
 * lists the catalogue's Sports Book games, each opened through the game screen like any game.
 */
export function SportsBookRoute() {
  const { t } = useTranslation();
  const { domain } = useSite();
  const isEnabled = domain.features.sportsBook;
  const list = useQuery({ queryKey: ['casino', 'sportsBook'], queryFn: sportsBookGames, enabled: isEnabled, staleTime: 60_000 });
  const title = t('casino.sportsBook', 'Sports Book');
  return (
    <CasinoPage title={title} icon={<Icon name="ball" size={24} className="text-highlight" />} tabs={<CategoryTabs current="sportsBook" />}>
      {!isEnabled ? (
        <div role="status" className="card grid place-items-center gap-3 px-6 py-16 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-surface-2 text-highlight">
            <Icon name="ball" size={32} />
          </span>
          <p className="text-xl font-black">{t('casino.comingSoon', CASINO_TEXT.comingSoon)}</p>
        </div>
      ) : list.isPending ? (
        <GameGridSkeleton />
      ) : list.data && list.data.length > 0 ? (
        <GameGrid games={list.data} label={title} />
      ) : (
        <EmptyState message={list.isError ? CASINO_TEXT.somethingWentWrong : t('casino.noDataFound', CASINO_TEXT.noDataFound)} />
      )}
    </CasinoPage>
  );
}
