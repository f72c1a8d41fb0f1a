import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { getAllMarketAckSchema, type ServerMessage, type ServerMessageName } from '@backlay/contract';
import { live, useLiveStatusStore, type LiveStatus } from './live-socket';
import { primeMarketPrices } from './price-store';

/**
 * React hooks over the live channel. Each one registers what it needs as an on-connect hook,
 * so after every reconnect the rooms are joined again and fresh snapshots replace the prices
 * that were marked stale when the channel dropped.
 */

/** Joins the `home` room for headline prices and primes the store from the answer's snapshot. */
export function useHomePrices(): void {
  useEffect(
    () =>
      live.onConnect(() => {
        void live.request('getAllMarket', {}, getAllMarketAckSchema).then((ack) => {
          if (ack) primeMarketPrices(ack.markets);
        });
      }),
    [],
  );
}

/**
 * Joins `event:{eventId}` while mounted (and again after each reconnect); the server answers
 * with a getMarketStatusByEventId snapshot, which the live provider puts into the store.
 */
export function useEventSubscription(eventId: string | undefined): void {
  useEffect(() => {
    if (!eventId) return;
    const off = live.onConnect(() => live.emit('postEventSubscription', { eventId }));
    return () => {
      off();
      live.emit('deleteEventSubscription', { eventId });
    };
  }, [eventId]);
}

export function useLiveStatus(): LiveStatus {
  return useLiveStatusStore(useShallow((s) => ({ connected: s.connected, socketDisconnect: s.socketDisconnect, isEnabled: s.isEnabled })));
}

/**
 * Listens to one server message (already checked against the contract). The latest handler is
 * always called, so callers may pass an inline function without resubscribing each render.
 */
export function useLiveMessage<K extends ServerMessageName>(name: K, handler: (payload: ServerMessage<K>) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => live.on(name, (p) => latest.current(p)), [name]);
}

/**
 * Runs after each reconnect (not on the first connect seen by this component): refetch what
 * may have changed while the channel was down (markets added or removed, lists).
 */
export function useOnLiveReconnect(handler: () => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    let isFirstCall = true;
    return live.onConnect(() => {
      if (!isFirstCall) latest.current();
      isFirstCall = false;
    });
  }, []);
}

/**
 * A query's refetch interval for data the live channel normally keeps fresh: none while the
 * channel is allowed, `ms` while the operator has switched it off (prices then come by polling).
 */
export function usePollWhenLiveOff(ms: number): number | false {
  return useLiveStatusStore((s) => (s.isEnabled ? false : ms));
}
