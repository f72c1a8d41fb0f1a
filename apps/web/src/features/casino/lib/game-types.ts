import { CASINO_CATEGORIES, CASINO_GAME_TYPES, type CasinoGameType } from '@backlay/contract';
import { paths } from '../../../config/paths';
import type { IconName } from '../../../components/ui/icons';

/**
 * Where each casino category lives (docs/product.md §2, §3 "Casino"). The five
 * game types share one listing screen; All Sports goes to the exchange, All Casino to the
 * /top-casino lobby (top games, favourites, recently played and a row per game type) and
 * Sports Book to its own page.
 */
export const LISTING_PATH: Record<CasinoGameType, string> = {
  live: paths.liveCasino,
  virtual: paths.virtualGames,
  slot: paths.slotGames,
  crash: paths.crashGames,
  lottery: paths.lottery,
};

export const GAME_TYPE_ICON: Record<CasinoGameType, IconName> = {
  live: 'cards',
  virtual: 'gamepad',
  slot: 'cherry',
  crash: 'rocket',
  lottery: 'ticket',
};

/** i18n key (casino.*) of each category name; the English default is the name in docs/product.md. */
const CATEGORY_KEY: Record<(typeof CASINO_CATEGORIES)[number]['name'], string> = {
  'All Sports': 'casino.allSports',
  'All Casino': 'casino.allCasino',
  'Sports Book': 'casino.sportsBook',
  'Live Casino': 'casino.liveCasino',
  'Virtual Games': 'casino.virtualGames',
  'Slot Games': 'casino.slotGames',
  'Crash Games': 'casino.crashGames',
  Lottery: 'casino.lottery',
};

export interface CategoryTab {
  name: string;
  labelKey: string;
  to: string;
  gameType: CasinoGameType | null;
}

/** The category tabs in the order of docs/product.md §3. */
export const CATEGORY_TABS: CategoryTab[] = CASINO_CATEGORIES.map((c) => ({
  name: c.name,
  labelKey: CATEGORY_KEY[c.name],
  gameType: c.gameType,
  to: c.gameType
    ? LISTING_PATH[c.gameType]
    : c.name === 'All Sports'
      ? paths.exchange
      : c.name === 'Sports Book'
        ? paths.sportsBook
        : paths.topCasino,
}));

/** Name of a game type's category ('Live Casino' for live). */
export function categoryOf(gameType: CasinoGameType): CategoryTab {
  return CATEGORY_TABS.find((c) => c.gameType === gameType)!;
}

/**
 * The game type a listing path shows: the five listing paths, and `/{gameType}` with the
 * type's own value (/live, /virtual, /slot, /crash; /lottery is both). Null for anything else.
 */
export function gameTypeOfPath(pathname: string): CasinoGameType | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const type of CASINO_GAME_TYPES) if (LISTING_PATH[type] === path || `/${type}` === path) return type;
  return null;
}

/** `/{gameType}` paths that are not already a listing path, for the router. */
export const GAME_TYPE_PATHS: string[] = CASINO_GAME_TYPES.map((t) => `/${t}`).filter((p) => !Object.values(LISTING_PATH).includes(p));
