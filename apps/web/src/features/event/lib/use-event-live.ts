import { useQueryClient } from '@tanstack/react-query';
import type { EventMarkets } from '@backlay/contract';
import { forgetMarketPrice, primeMarketPrices } from '../../../lib/live/price-store';
import { useEventSubscription, useLiveMessage, useOnLiveReconnect } from '../../../lib/live/use-live';
import { eventKeys } from '../api/get-event-markets';
import { applyEventStatus, applyScore, removeMarket, upsertMarket } from './event-markets-data';

/**
 * Keeps an open event page live: joins the event's room (prices come through the price
 * store), applies market, status and score messages to the page's query data, and refetches
 * after a reconnect because definition messages may have been missed while the channel was down.
 */
export function useEventLive(eventId: string, isActive: boolean): void {
  const queryClient = useQueryClient();
  const key = eventKeys.markets(eventId);
  const edit = (fn: (d: EventMarkets) => EventMarkets) => queryClient.setQueryData<EventMarkets>(key, (d) => (d ? fn(d) : d));

  useEventSubscription(isActive ? eventId : undefined);

  useLiveMessage('getAddMarketUpdate', (m) => {
    if (m.eventId !== eventId) return;
    primeMarketPrices([m]);
    edit((d) => upsertMarket(d, m));
  });
  useLiveMessage('getModifyMarketUpdate', (m) => {
    if (m.eventId !== eventId) return;
    primeMarketPrices([m]);
    edit((d) => upsertMarket(d, m));
  });
  useLiveMessage('getDeleteMarketUpdate', ({ eventId: id, marketId }) => {
    if (id !== eventId) return;
    edit((d) => removeMarket(d, marketId));
    forgetMarketPrice(marketId);
  });
  useLiveMessage('getEventStatus', ({ docs }) => {
    if (docs.eventId === eventId) edit((d) => applyEventStatus(d, docs));
  });
  useLiveMessage('getEventScore', (s) => {
    if (s.eventId === eventId) edit((d) => applyScore(d, s));
  });
  useLiveMessage('scoreUpdated', (s) => {
    if (s.eventId === eventId) edit((d) => applyScore(d, s));
  });
  useLiveMessage('scoreDeleted', ({ eventId: id }) => {
    if (id === eventId) edit((d) => applyScore(d, null));
  });
  useOnLiveReconnect(() => {
    if (isActive) void queryClient.invalidateQueries({ queryKey: key });
  });
}
