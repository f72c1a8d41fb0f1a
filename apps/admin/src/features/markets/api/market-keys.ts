import type { StaffCasinoGamesQuery, StaffEventsQuery, StaffMarketsQuery } from '@backlay/contract';

/** Query keys of the Markets screens; every change invalidates `all`, so each list refetches. */
export const marketKeys = {
  all: ['markets'] as const,
  events: (q: StaffEventsQuery) => ['markets', 'events', q] as const,
  list: (q: StaffMarketsQuery) => ['markets', 'list', q] as const,
  typeList: ['markets', 'type-list'] as const,
  whiteLabels: ['markets', 'white-labels'] as const,
  providers: ['markets', 'casino-providers'] as const,
  games: (q: StaffCasinoGamesQuery) => ['markets', 'casino-games', q] as const,
};
