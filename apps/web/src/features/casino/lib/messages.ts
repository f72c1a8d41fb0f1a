import { CASINO_MESSAGES, MESSAGES, SPORTS_MESSAGES } from '@backlay/contract';

/** The exact texts this feature shows (docs/product.md §8). */
export const CASINO_TEXT = {
  noDataFound: MESSAGES.noDataFound,
  /** A search that finds nothing. */
  noResultFound: SPORTS_MESSAGES.noResultFound,
  /** /sports-book on a domain without the sports book switch. */
  comingSoon: 'Coming soon',
  somethingWentWrong: MESSAGES.somethingWentWrong,
  gameNotAvailable: CASINO_MESSAGES.gameInactive,
} as const;
