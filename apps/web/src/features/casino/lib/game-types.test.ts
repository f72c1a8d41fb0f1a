import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { CATEGORY_TABS, GAME_TYPE_PATHS, gameTypeOfPath } from './game-types';

describe('casino categories and paths', () => {
  it('lists the docs/product.md categories in order, each with a screen', () => {
    expect(CATEGORY_TABS.map((c) => [c.name, c.to])).toEqual([
      ['All Sports', paths.exchange],
      ['All Casino', paths.topCasino],
      ['Sports Book', paths.sportsBook],
      ['Live Casino', paths.liveCasino],
      ['Virtual Games', paths.virtualGames],
      ['Slot Games', paths.slotGames],
      ['Crash Games', paths.crashGames],
      ['Lottery', paths.lottery],
    ]);
  });

  it('reads the game type from a listing path or /{gameType}', () => {
    expect(gameTypeOfPath('/live-casino')).toBe('live');
    expect(gameTypeOfPath('/crash-games/')).toBe('crash');
    expect(gameTypeOfPath('/lottery')).toBe('lottery');
    expect(gameTypeOfPath('/slot')).toBe('slot');
    expect(gameTypeOfPath('/virtual')).toBe('virtual');
    for (const p of ['/', '/4', '/casino', '/top-casino', '/live-casino/x']) expect(gameTypeOfPath(p), p).toBeNull();
  });

  it('adds /{gameType} only where no listing path already is', () => {
    expect(GAME_TYPE_PATHS).toEqual(['/live', '/virtual', '/slot', '/crash']);
  });
});
