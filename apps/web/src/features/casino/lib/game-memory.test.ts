import { beforeEach, describe, expect, it } from 'vitest';
import { testGame } from '../test/fixtures';
import { FAVORITES_LIMIT, memoryKey, RECENT_LIMIT, rememberPlayed, toggleFavorite } from './game-memory';

const read = (key: string) => JSON.parse(localStorage.getItem(key) ?? '[]') as { _id: string }[];

describe('favourite and recent casino games', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one list per account', () => {
    toggleFavorite('u1', testGame({ _id: 'a', name: 'Crash' }));
    rememberPlayed('u2', testGame({ _id: 'b', name: 'Slot' }));
    expect(read(memoryKey('casinoFavorites', 'u1')).map((g) => g._id)).toEqual(['a']);
    expect(read(memoryKey('casinoFavorites', 'u2'))).toEqual([]);
    expect(read(memoryKey('casinoRecent', 'u2')).map((g) => g._id)).toEqual(['b']);
    expect(read(memoryKey('casinoRecent', 'u1'))).toEqual([]);
  });

  it('stars and unstars', () => {
    const g = testGame({ _id: 'a', name: 'Crash' });
    expect(toggleFavorite('u1', g)).toBe(true);
    expect(toggleFavorite('u1', g)).toBe(false);
    expect(read(memoryKey('casinoFavorites', 'u1'))).toEqual([]);
    for (let i = 0; i < FAVORITES_LIMIT + 5; i++) toggleFavorite('u1', testGame({ _id: `g${i}`, name: `G${i}` }));
    expect(read(memoryKey('casinoFavorites', 'u1'))).toHaveLength(FAVORITES_LIMIT);
  });

  it('puts the last played game first, once, and keeps the newest few', () => {
    for (let i = 0; i < RECENT_LIMIT + 3; i++) rememberPlayed('u1', testGame({ _id: `g${i}`, name: `G${i}` }));
    rememberPlayed('u1', testGame({ _id: 'g5', name: 'G5' }));
    const ids = read(memoryKey('casinoRecent', 'u1')).map((g) => g._id);
    expect(ids).toHaveLength(RECENT_LIMIT);
    expect(ids[0]).toBe('g5');
    expect(ids.filter((id) => id === 'g5')).toHaveLength(1);
    expect(ids[1]).toBe(`g${RECENT_LIMIT + 2}`);
  });

  it('drops a corrupt list instead of failing', () => {
    localStorage.setItem(memoryKey('casinoRecent', 'u1'), '{not json');
    rememberPlayed('u1', testGame({ _id: 'a', name: 'Crash' }));
    expect(read(memoryKey('casinoRecent', 'u1')).map((g) => g._id)).toEqual(['a']);
  });
});
