import type { OriginalsGameCode } from '@backlay/contract';

/** The studio's games by name, as its catalogue lists them. */
export const GAME_NAMES: Record<OriginalsGameCode, string> = {
  crash: 'Crash',
  'fruit-line': 'Fruit Line',
  'lotto-6-49': 'Lotto 6/49',
  'dragon-tiger': 'Dragon Tiger',
};
