import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { routes, SPORTS_MESSAGES, type EventCard, type Home } from '@backlay/contract';
import { callApi, parseApiError } from './api-client';
import { selectHasSession, selectIsPlayerSession, useSession } from './session-store';
import { primeMarketPrices } from './live/price-store';
import { useLiveMessage, useOnLiveReconnect, usePollWhenLiveOff } from './live/use-live';

/**
 * Server state of the sports catalogue and the player's favourites (docs/product.md §7
 * "Public data", "Protected data", "Favorites"). Every list that carries headline markets
 * primes the live price store as it arrives, so odds cells show the snapshot at once and
 * socket updates take over from there.
 */

/** Refresh intervals of docs/product.md §9 ("Initial data refresh"). */
export const SPORTS_REFRESH_MS = {
  home: 30_000,
  homeWithoutLive: 5_000,
  marketGroup: 30_000,
  tournament: 120_000,
  hotEvent: 120_000,
  /**
   * Event lists of the listing pages: docs/product.md names no interval; they follow the home page
   * (30 s), since they show the same kind of rows and live messages refresh them sooner.
   */
  highlight: 30_000,
} as const;

export interface HighlightFilter {
  eventTypeId?: number;
  competitionId?: string;
  inPlay?: boolean;
}

export const sportsKeys = {
  all: ['sports'] as const,
  home: ['sports', 'home'] as const,
  marketGroup: (isProtected: boolean) => ['sports', 'marketGroup', isProtected ? 'protected' : 'public'] as const,
  marketGroups: ['sports', 'marketGroup'] as const,
  tournaments: (eventTypeId?: number) => ['sports', 'tournaments', eventTypeId ?? 'all'] as const,
  allTournaments: ['sports', 'tournaments'] as const,
  hotEvents: ['sports', 'hotEvents'] as const,
  highlights: (filter: HighlightFilter) => ['sports', 'highlights', filter] as const,
  allHighlights: ['sports', 'highlights'] as const,
  search: (term: string) => ['sports', 'search', term] as const,
};

export const favoriteKeys = {
  all: ['favorites'] as const,
  events: ['favorites', 'events'] as const,
  markets: ['favorites', 'markets'] as const,
};

function primeCards(cards: EventCard[]): void {
  const markets = cards.flatMap((c) => (c.market ? [c.market] : []));
  if (markets.length > 0) primeMarketPrices(markets);
}

function primeHome(home: Home): void {
  primeCards([...home.highlight, ...home.fastestOdd, ...home.ongoing.flatMap((s) => s.events), ...home.upcoming.flatMap((s) => s.events)]);
}

/** Home content: in-play and upcoming by sport, highlights, fastest odds (every 30 s). */
export function useHome() {
  // Headline prices come over the live channel; with it switched off they come from here.
  const pollWithoutLive = usePollWhenLiveOff(SPORTS_REFRESH_MS.homeWithoutLive);
  return useQuery({
    queryKey: sportsKeys.home,
    refetchInterval: pollWithoutLive || SPORTS_REFRESH_MS.home,
    queryFn: async ({ signal }) => {
      const home = (await callApi(routes.sports.getHome, { signal })).docs;
      primeHome(home);
      return home;
    },
  });
}

/**
 * The sports tree (sport > competition > event), every 30 s. Signed-in players ask the
 * protected call, which includes Politics; visitors the public one (as does a session held by the
 * forced password change, which the protected call refuses).
 */
export function useMarketGroup({ enabled = true }: { enabled?: boolean } = {}) {
  const hasSession = useSession(selectHasSession);
  return useQuery({
    queryKey: sportsKeys.marketGroup(hasSession),
    enabled,
    refetchInterval: SPORTS_REFRESH_MS.marketGroup,
    queryFn: async ({ signal }) =>
      (await callApi(hasSession ? routes.sports.getProtectedMarketGroup : routes.sports.getMarketGroup, { signal })).docs,
  });
}

/** Competitions with open events, of one sport or all (every 2 min). */
export function useTournaments(eventTypeId?: number) {
  return useQuery({
    queryKey: sportsKeys.tournaments(eventTypeId),
    refetchInterval: SPORTS_REFRESH_MS.tournament,
    queryFn: async ({ signal }) => (await callApi(routes.sports.getTournaments, { signal, query: { eventTypeId } })).docs,
  });
}

/** Events with the most money matched (every 2 min). */
export function useHotEvents() {
  return useQuery({
    queryKey: sportsKeys.hotEvents,
    refetchInterval: SPORTS_REFRESH_MS.hotEvent,
    queryFn: async ({ signal }) => {
      const cards = (await callApi(routes.sports.getHotEvents, { signal })).docs;
      primeCards(cards);
      return cards;
    },
  });
}

/** Open events with their headline market, of a sport, a competition, or in play only. */
export function useHighlights(filter: HighlightFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: sportsKeys.highlights(filter),
    enabled,
    refetchInterval: SPORTS_REFRESH_MS.highlight,
    queryFn: async ({ signal }) => {
      const cards = (await callApi(routes.sports.getHighlights, { signal, query: filter })).docs;
      primeCards(cards);
      return cards;
    },
  });
}

/**
 * Global search of events and markets. An empty term asks nothing (the caller clears the
 * results); a failure is not retried, so 'No Market Found!' shows at once.
 */
export function useGlobalSearch(term: string) {
  const search = term.trim();
  return useQuery({
    queryKey: sportsKeys.search(search),
    enabled: search !== '',
    retry: false,
    staleTime: 30_000,
    queryFn: async ({ signal }) => (await callApi(routes.sports.globalSearch, { signal, query: { search, active: true } })).docs,
  });
}

/** Favourites belong to player accounts (role user); staff accounts have none. */
function useCanHaveFavorites(): boolean {
  return useSession(selectIsPlayerSession);
}

export function useFavoriteEvents() {
  const enabled = useCanHaveFavorites();
  return useQuery({
    queryKey: favoriteKeys.events,
    enabled,
    queryFn: async ({ signal }) => {
      const cards = (await callApi(routes.favorites.getFavoriteEvents, { signal })).docs;
      primeCards(cards);
      return cards;
    },
  });
}

export function useFavoriteMarkets() {
  const enabled = useCanHaveFavorites();
  return useQuery({
    queryKey: favoriteKeys.markets,
    enabled,
    queryFn: async ({ signal }) => {
      const rows = (await callApi(routes.favorites.getFavoriteMarkets, { signal })).docs;
      if (rows.length > 0) primeMarketPrices(rows.map((r) => r.market));
      return rows;
    },
  });
}

/** Adds or removes a favourite event, with the toasts of docs/product.md; the list refreshes after. */
export function useToggleFavoriteEvent() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ eventId, add }: { eventId: string; add: boolean }) => {
      if (add) await callApi(routes.favorites.addFavoriteEvent, { body: { eventId } });
      else await callApi(routes.favorites.deleteFavoriteEvent, { query: { eventId } });
      return add;
    },
    onSuccess: (added) =>
      toast.success(
        added
          ? t('sports.favoriteEventAdded', SPORTS_MESSAGES.favoriteEventAdded)
          : t('sports.favoriteEventDeleted', SPORTS_MESSAGES.favoriteEventDeleted),
      ),
    onError: (err) => toast.error(parseApiError(err)),
    // Every favourites query, including other screens' views of the same lists.
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}

/** Adds or removes a favourite market, with the toasts of docs/product.md; the list refreshes after. */
export function useToggleFavoriteMarket() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ marketId, add }: { marketId: string; add: boolean }) => {
      if (add) await callApi(routes.favorites.addFavoriteMarket, { body: { marketId } });
      else await callApi(routes.favorites.deleteFavoriteMarket, { query: { marketId } });
      return add;
    },
    onSuccess: (added) =>
      toast.success(
        added
          ? t('sports.favoriteMarketAdded', SPORTS_MESSAGES.favoriteMarketAdded)
          : t('sports.favoriteMarketDeleted', SPORTS_MESSAGES.favoriteMarketDeleted),
      ),
    onError: (err) => toast.error(parseApiError(err)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}

/** Live "lists changed" messages arrive in bursts (many events go in play at once). */
const LIVE_REFRESH_COALESCE_MS = 1_000;

/**
 * Keeps the sports lists fresh between their timed refreshes: the server's "lists changed"
 * messages and event status changes refetch the lists on screen (TanStack Query refetches
 * only queries in use and marks the rest stale). Invalidations within a second are merged.
 * Mounted once, in the shell.
 */
export function useSportsLiveRefresh(): void {
  const queryClient = useQueryClient();
  const pending = useRef(new Map<string, QueryKey>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const refresh = (...keys: QueryKey[]) => {
    for (const key of keys) pending.current.set(JSON.stringify(key), key);
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      const batch = [...pending.current.values()];
      pending.current.clear();
      for (const queryKey of batch) void queryClient.invalidateQueries({ queryKey });
    }, LIVE_REFRESH_COALESCE_MS);
  };

  useLiveMessage('getHomeCacheUpdates', () => refresh(sportsKeys.home));
  useLiveMessage('highlightUpdated', () => refresh(sportsKeys.allHighlights, sportsKeys.hotEvents));
  useLiveMessage('tournamentUpdated', () => refresh(sportsKeys.allTournaments, sportsKeys.marketGroups));
  useLiveMessage('getEventStatus', () =>
    refresh(sportsKeys.home, sportsKeys.allHighlights, sportsKeys.marketGroups, sportsKeys.hotEvents, favoriteKeys.events),
  );
  // Whatever changed while the channel was down.
  useOnLiveReconnect(() => refresh(sportsKeys.all, favoriteKeys.all));
}
