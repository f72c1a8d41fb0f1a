import { useQuery } from '@tanstack/react-query';
import { routes, type EventMarkets } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { primeMarketPrices } from '../../../lib/live/price-store';
import { usePollWhenLiveOff } from '../../../lib/live/use-live';

export const eventKeys = {
  markets: (eventId: string) => ['event', 'markets', eventId] as const,
};

/**
 * GET api/common/game/market?eventId: the event, every market and the score. The markets'
 * prices go into the price store as they arrive; from then on the cells read the store, and
 * this query's data only changes when markets are added, edited or removed, or the event's
 * status or score changes.
 */
export async function getEventMarkets(eventId: string, signal?: AbortSignal): Promise<EventMarkets> {
  const res = await callApi(routes.sports.getEventMarkets, { query: { eventId }, signal });
  primeMarketPrices(res.docs.markets);
  return res.docs;
}

/** Prices poll this often when the operator has switched the live channel off. */
export const EVENT_POLL_WITHOUT_LIVE_MS = 2_000;

export function useEventMarkets(eventId: string, enabled: boolean) {
  const refetchInterval = usePollWhenLiveOff(EVENT_POLL_WITHOUT_LIVE_MS);
  return useQuery({
    queryKey: eventKeys.markets(eventId),
    enabled,
    refetchInterval,
    queryFn: ({ signal }) => getEventMarkets(eventId, signal),
  });
}
