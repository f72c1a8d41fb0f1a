import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CasinoGameType } from '@backlay/contract';
import { Icon } from '../../../components/ui/icons';
import { EmptyState } from '../../../components/sports/empty-state';
import { useCasinoGames } from '../api/get-casino-games';
import { chosenProvider, groupByProvider } from '../lib/group-games';
import { categoryOf, GAME_TYPE_ICON } from '../lib/game-types';
import { CASINO_TEXT } from '../lib/messages';
import { CasinoPage } from './casino-page';
import { CategoryTabs } from './category-tabs';
import { ProviderBar } from './provider-bar';
import { GameGrid, GameGridSkeleton } from './game-tile';
import { LoadMore } from './load-more';

/** A search waits this long after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The shared casino listing (docs/product.md §2: /live-casino, /lottery, /virtual-games,
 * /crash-games, /slot-games and `/{gameType}`): the category tabs, a search, one chip per
 * provider group, and the games of the game type page by page. With no provider chosen and no
 * search the games are shown in provider sections (the catalogue's fixed order); a chosen
 * provider or a search shows one grid. The provider and the search live in the query string
 * (`?provider=`, `?q=`), so a filtered list can be shared and survives a reload.
 */
export function CasinoListing({ gameType }: { gameType: CasinoGameType }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const provider = params.get('provider')?.trim() || null;
  const q = params.get('q') ?? '';
  const [term, setTerm] = useState(q);
  // Back and forward change `q` under the box: the box follows (state adjusted while rendering).
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setTerm(q);
  }

  // The typed term reaches the URL (and the server) once typing pauses.
  useEffect(() => {
    if (term === q) return;
    const id = setTimeout(() => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (term.trim()) next.set('q', term);
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [term, q, setParams]);

  const search = q.trim();
  const list = useCasinoGames({ gameType, subProviderName: provider ?? undefined, search: search || undefined });
  const pages = useMemo(() => list.data?.pages ?? [], [list.data]);
  const games = useMemo(() => pages.flatMap((p) => p.docs), [pages]);
  const first = pages[0];
  const providers = first?.subProviderNames ?? [];
  const shownProvider = first ? chosenProvider(provider, providers) : provider;
  const total = first?.totalDocs ?? 0;
  const category = categoryOf(gameType);
  const title = t(category.labelKey, category.name);

  const choose = (p: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (p) next.set('provider', p);
      else next.delete('provider');
      return next;
    });

  let body;
  if (list.isPending) body = <GameGridSkeleton />;
  else if (list.isError && games.length === 0) body = <EmptyState message={CASINO_TEXT.somethingWentWrong} icon="alert" />;
  else if (games.length === 0)
    body = (
      <EmptyState
        message={search ? t('casino.noResultFound', CASINO_TEXT.noResultFound) : t('casino.noDataFound', CASINO_TEXT.noDataFound)}
      />
    );
  else if (shownProvider || search) body = <GameGrid games={games} label={shownProvider ?? title} />;
  else
    body = (
      <div className="space-y-6">
        {groupByProvider(games).map((group) => (
          <section key={group.subProviderName} aria-label={group.subProviderName} className="space-y-3">
            <div className="flex items-center justify-between gap-3">
              <h2 className="text-base font-extrabold">{group.subProviderName}</h2>
              {providers.length > 1 && (
                <button
                  type="button"
                  className="inline-flex min-h-9 items-center gap-1 text-sm font-bold text-highlight hover:underline"
                  onClick={() => choose(group.subProviderName)}
                >
                  {t('casino.onlyProvider', 'Only {{provider}}', { provider: group.subProviderName })}
                  <Icon name="chevronRight" size={16} />
                </button>
              )}
            </div>
            <GameGrid games={group.games} label={group.subProviderName} />
          </section>
        ))}
      </div>
    );

  return (
    <CasinoPage
      title={title}
      icon={<Icon name={GAME_TYPE_ICON[gameType]} size={24} className="text-highlight" />}
      tabs={<CategoryTabs current={gameType} />}
    >
      <ProviderBar providers={providers} chosen={shownProvider} onChoose={choose} search={term} onSearch={setTerm} />
      <div aria-busy={list.isFetching && !list.isFetchingNextPage}>{body}</div>
      <LoadMore
        hasMore={Boolean(list.hasNextPage)}
        isLoading={list.isFetchingNextPage}
        onLoad={() => {
          if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
        }}
        shown={games.length}
        total={total}
      />
    </CasinoPage>
  );
}
