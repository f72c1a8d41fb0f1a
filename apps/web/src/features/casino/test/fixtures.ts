import type { CasinoGame } from '@backlay/contract';
import { BACKLAY_ORIGINALS } from '@backlay/contract';

/** A catalogue game as GET api/common/game/casinoGame answers it. */
export function testGame(patch: Partial<CasinoGame> & Pick<CasinoGame, '_id' | 'name'>): CasinoGame {
  return {
    code: patch._id,
    gameType: 'crash',
    category: 'Crash',
    subProviderName: BACKLAY_ORIGINALS,
    providerId: 'p1',
    image: '',
    sort: 1,
    top: false,
    ...patch,
  };
}

/** One page of the catalogue answer for `games` (page info as the server computes it). */
export function gamesPage(games: CasinoGame[], opts: { page?: number; limit?: number; total?: number; subProviderNames?: string[] } = {}) {
  const page = opts.page ?? 1;
  const limit = opts.limit ?? 24;
  const total = opts.total ?? games.length;
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    docs: games,
    limit,
    nextPage: page < totalPages,
    nextPageNumber: page < totalPages ? page + 1 : null,
    previousPage: page > 1,
    previousPageNumber: page > 1 ? page - 1 : null,
    showingFrom: total === 0 ? 0 : (page - 1) * limit + 1,
    showingTo: (page - 1) * limit + games.length,
    totalDocs: total,
    totalPages,
    subProviderNames: opts.subProviderNames ?? [...new Set(games.map((g) => g.subProviderName))],
  };
}
