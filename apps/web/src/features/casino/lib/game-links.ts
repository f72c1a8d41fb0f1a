import type { CasinoGame, CasinoGameType } from '@backlay/contract';
import { CASINO_GAME_TYPES } from '@backlay/contract';
import { paths } from '../../../config/paths';

/**
 * Links to one game. The game screens take the game's catalogue id, plus its game type and
 * provider so a link opened cold finds the game in a narrow slice of the catalogue.
 */
function gameQuery(game: Pick<CasinoGame, '_id' | 'gameType' | 'subProviderName'>): string {
  return new URLSearchParams({ gameId: game._id, gameType: game.gameType, provider: game.subProviderName }).toString();
}

export function gameScreenPath(game: Pick<CasinoGame, '_id' | 'gameType' | 'subProviderName'>): string {
  return `${paths.gameScreen}?${gameQuery(game)}`;
}

export function gameScreenPlayPath(game: Pick<CasinoGame, '_id' | 'gameType' | 'subProviderName'>): string {
  return `${paths.gameScreenPlay}?${gameQuery(game)}`;
}

/** What a game screen's query string names. */
export function readGameQuery(search: URLSearchParams): { gameId: string; hint: { gameType?: CasinoGameType; subProviderName?: string } } {
  const type = search.get('gameType');
  const provider = search.get('provider')?.trim();
  const hint: { gameType?: CasinoGameType; subProviderName?: string } = {};
  if (type && (CASINO_GAME_TYPES as readonly string[]).includes(type)) hint.gameType = type as CasinoGameType;
  if (provider) hint.subProviderName = provider;
  return { gameId: search.get('gameId')?.trim() ?? '', hint };
}
