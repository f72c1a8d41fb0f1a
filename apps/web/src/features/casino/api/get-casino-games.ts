import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { routes, type CasinoGame, type CasinoGameType } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { casinoKeys, type GameListFilter } from '../lib/query-keys';

/**
 * GET api/common/game/casinoGame (docs/product.md §7 "casino list"): public, so visitors can
 * browse the lobby. Lists are paged (§3): the listing asks for one page at a time and loads
 * the next as the visitor scrolls.
 */

/** One page of tiles: a multiple of 2, 3, 4 and 6 columns, so full rows until the last page. */
export const CASINO_PAGE_SIZE = 24;
/** The catalogue's largest page, for lookups that walk it. */
const MAX_PAGE_SIZE = 200;
/** A lookup stops after this many pages rather than walk a huge catalogue. */
const LOOKUP_PAGES = 10;

export async function getCasinoGames(f: GameListFilter, page: number, limit = CASINO_PAGE_SIZE) {
  return callApi(routes.casino.getCasinoGames, {
    query: {
      page,
      limit,
      gameType: f.gameType,
      subProviderName: f.subProviderName,
      search: f.search || undefined,
      top: f.top === undefined ? undefined : f.top ? 'true' : 'false',
    },
  });
}

/** A filtered game list, page by page. */
export function useCasinoGames(f: GameListFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: casinoKeys.games(f),
    queryFn: ({ pageParam }) => getCasinoGames(f, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.nextPage && last.nextPageNumber ? last.nextPageNumber : undefined),
    enabled,
    staleTime: 60_000,
    // Typing in the search keeps the last tiles on screen until the new answer comes.
    placeholderData: keepPreviousData,
  });
}

/**
 * One game by its id for the game screen. The catalogue has no call for a single game, so
 * this walks the catalogue, narrowed by the game type and provider the link carried, in the
 * largest pages. A tile passes the game along, so this only runs for a typed or shared link.
 */
export async function findCasinoGame(gameId: string, hint: { gameType?: CasinoGameType; subProviderName?: string }) {
  for (let page = 1; page <= LOOKUP_PAGES; page++) {
    const answer = await getCasinoGames(hint, page, MAX_PAGE_SIZE);
    const game = answer.docs.find((g) => g._id === gameId);
    if (game) return game;
    if (!answer.nextPage) break;
  }
  return null;
}

export function useCasinoGame(
  gameId: string,
  hint: { gameType?: CasinoGameType; subProviderName?: string },
  initial: CasinoGame | undefined,
) {
  return useQuery({
    queryKey: casinoKeys.game(gameId),
    queryFn: () => findCasinoGame(gameId, hint),
    enabled: gameId !== '',
    initialData: initial && initial._id === gameId ? initial : undefined,
    staleTime: 60_000,
  });
}
