import type { CasinoGame, CasinoGameType, PageInfo } from '@backlay/contract';
import type { AppContext } from '../../lib/context.js';
import { pageInfo } from '../../lib/page-info.js';
import { listGames, listSubProviderNames, type CasinoGameRow } from './catalogue.repository.js';

/** GET api/common/game/casinoGame: the lobby's lists (docs/product.md §3 "Casino", §4 "Casino listing"). */

export interface CasinoGamesQuery {
  page: number;
  limit: number;
  search?: string | undefined;
  gameType?: CasinoGameType | undefined;
  subProviderName?: string | undefined;
  top?: 'true' | 'false' | undefined;
}

export interface CasinoGamesPage extends PageInfo {
  docs: CasinoGame[];
  subProviderNames: string[];
}

export function gameToWire(g: CasinoGameRow): CasinoGame {
  return {
    _id: g.id,
    code: g.code,
    name: g.name,
    gameType: g.gameType,
    category: g.category,
    subProviderName: g.subProviderName,
    providerId: g.providerId,
    image: g.image,
    sort: g.sort,
    top: g.top,
  };
}

export async function casinoGames(ctx: AppContext, q: CasinoGamesQuery): Promise<CasinoGamesPage> {
  const filter = {
    gameType: q.gameType,
    subProviderName: q.subProviderName,
    top: q.top === undefined ? undefined : q.top === 'true',
    search: q.search,
  };
  const [{ rows, total }, subProviderNames] = await Promise.all([
    listGames(ctx.db, filter, { offset: (q.page - 1) * q.limit, limit: q.limit }),
    listSubProviderNames(ctx.db, filter),
  ]);
  const docs = rows.map(gameToWire);
  return { docs, ...pageInfo(q.page, q.limit, total, docs.length), subProviderNames };
}
