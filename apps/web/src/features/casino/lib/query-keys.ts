import type { CasinoGameType } from '@backlay/contract';

export interface GameListFilter {
  gameType?: CasinoGameType | undefined;
  subProviderName?: string | undefined;
  search?: string | undefined;
  top?: boolean | undefined;
}

export const casinoKeys = {
  all: ['casino'] as const,
  games: (f: GameListFilter) => ['casino', 'games', f] as const,
  game: (gameId: string) => ['casino', 'game', gameId] as const,
  launch: (gameId: string, attempt: number) => ['casino', 'launch', gameId, attempt] as const,
};
