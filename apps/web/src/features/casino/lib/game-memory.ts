import { useCallback, useSyncExternalStore } from 'react';
import type { CasinoGame } from '@backlay/contract';
import { storage } from '../../../lib/storage';
import { useSession } from '../../../lib/session-store';

/**
 * Favourite and recently played casino games. docs/product.md names no call for either (its
 * favourites calls are for sports events and markets), so they live in this browser's local
 * storage, one list per signed-in account (`casinoFavorites:{userId}`,
 * `casinoRecent:{userId}`): a shared computer never shows one player's games to another, and
 * nothing is kept for visitors. Each entry is the game as the catalogue answered it, so the
 * lists render without a lookup; a game that leaves the catalogue fails at launch ('Game not
 * found') and can be unstarred.
 */

export const RECENT_LIMIT = 12;
export const FAVORITES_LIMIT = 60;

type Kind = 'casinoFavorites' | 'casinoRecent';

export function memoryKey(kind: Kind, userId: string): string {
  return `${kind}:${userId}`;
}

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; games: CasinoGame[] }>();

function read(key: string): CasinoGame[] {
  const raw = storage.get(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.games;
  let games: CasinoGame[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) games = parsed.filter((g): g is CasinoGame => typeof g?._id === 'string' && typeof g?.name === 'string');
  } catch {
    // A corrupt list is dropped, like a corrupt stored profile.
    storage.remove(key);
  }
  cache.set(key, { raw, games });
  return games;
}

function write(key: string, games: CasinoGame[]): void {
  storage.set(key, JSON.stringify(games));
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key?.startsWith('casino')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Adds a game at the front of the recent list (once), keeping the newest RECENT_LIMIT. */
export function rememberPlayed(userId: string, game: CasinoGame): void {
  const key = memoryKey('casinoRecent', userId);
  write(key, [game, ...read(key).filter((g) => g._id !== game._id)].slice(0, RECENT_LIMIT));
}

/** Stars or unstars a game; answers whether it is a favourite now. */
export function toggleFavorite(userId: string, game: CasinoGame): boolean {
  const key = memoryKey('casinoFavorites', userId);
  const list = read(key);
  const isOn = list.some((g) => g._id === game._id);
  write(key, isOn ? list.filter((g) => g._id !== game._id) : [game, ...list].slice(0, FAVORITES_LIMIT));
  return !isOn;
}

const EMPTY: CasinoGame[] = [];

/** The signed-in player's favourite and recent games (empty for visitors), kept in sync across tabs. */
export function useGameMemory() {
  const userId = useSession((s) => (s.isLogin ? (s.userData?._id ?? null) : null));
  const favorites = useSyncExternalStore(subscribe, () => (userId ? read(memoryKey('casinoFavorites', userId)) : EMPTY));
  const recent = useSyncExternalStore(subscribe, () => (userId ? read(memoryKey('casinoRecent', userId)) : EMPTY));
  const isFavorite = useCallback((gameId: string) => favorites.some((g) => g._id === gameId), [favorites]);
  const toggle = useCallback((game: CasinoGame) => (userId ? toggleFavorite(userId, game) : false), [userId]);
  const played = useCallback((game: CasinoGame) => userId && rememberPlayed(userId, game), [userId]);
  return { userId, favorites, recent, isFavorite, toggle, played };
}
