import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type ExposureEntry, type OpenBet } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { useOpenBets } from '../../../lib/bet-slip/get-open-bets';
import { selectIsPlayerSession, useSession } from '../../../lib/session-store';

export const exposureKeys = {
  event: (eventId: string, bets: string) => ['betting', 'exposure', eventId, bets] as const,
};

/**
 * GET api/protected/game/market/exposure?eventId: the player's books on the event's markets as
 * the server holds them (the ones it enforces), an entry per market with open bets.
 */
export async function getEventExposure(eventId: string, signal?: AbortSignal): Promise<ExposureEntry[]> {
  const res = await callApi(routes.betting.getMarketExposure, { query: { eventId }, signal });
  return res.docs;
}

/** The ids of the player's open bets on the event, in one string: it changes whenever a book can. */
export function openBetsSignature(bets: readonly OpenBet[] | undefined, eventId: string): string {
  return (bets ?? [])
    .filter((b) => b.market.event.id === eventId)
    .map((b) => b._id)
    .sort()
    .join(',');
}

/**
 * The server's entry of one market, or null when the player has no bets on it. A book changes
 * only when the player's open bets do, and the open-bets list already follows every way they
 * change (the player's placements and cash outs, getOpenBetUpdates for staff voids, its re-read
 * after settlement), so the list's bets on this event are part of the key: a new set of bets is
 * a new read, and the last answer stays on screen meanwhile.
 */
export function useMarketExposure(market: { id: string; eventId: string }): ExposureEntry | null {
  const isPlayer = useSession(selectIsPlayerSession);
  const openBets = useOpenBets();
  const bets = useMemo(() => openBetsSignature(openBets.data, market.eventId), [openBets.data, market.eventId]);
  const query = useQuery({
    queryKey: exposureKeys.event(market.eventId, bets),
    // Wait for the first list, so a page does not read the books twice as it opens.
    enabled: isPlayer && !openBets.isPending,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getEventExposure(market.eventId, signal),
    select: (entries) => entries.find((e) => e.marketId === market.id) ?? null,
  });
  return query.data ?? null;
}
