import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { usePollWhenLiveOff } from '../../../lib/live/use-live';

export const frameKeys = {
  liveTv: (eventId: string) => ['event', 'liveTv', eventId] as const,
  scoreFrame: (eventId: string) => ['event', 'scoreFrame', eventId] as const,
};

/** Frames are kept fresh by live messages; this often while the operator has the live channel off. */
export const FRAMES_POLL_WITHOUT_LIVE_MS = 15_000;

/**
 * An answer, unless a live message set the frame while the call was out: the message is newer
 * (the answer may have been read before the change), so it stays.
 */
async function newerOf(queryClient: QueryClient, key: readonly unknown[], ask: () => Promise<string | null>): Promise<string | null> {
  const startedAt = Date.now();
  const answer = await ask();
  const state = queryClient.getQueryState<string | null>(key);
  return state && state.dataUpdatedAt > startedAt && state.data !== undefined ? state.data : answer;
}

/** One of the event's frame addresses, polled while the live channel is off, kept fresher than a slow answer. */
function useFrameUrl(key: readonly unknown[], fetchUrl: (signal: AbortSignal) => Promise<string | null>) {
  const queryClient = useQueryClient();
  const refetchInterval = usePollWhenLiveOff(FRAMES_POLL_WITHOUT_LIVE_MS);
  return useQuery({
    queryKey: key,
    refetchInterval,
    queryFn: ({ signal }) => newerOf(queryClient, key, () => fetchUrl(signal)),
  });
}

/** GET api/protected/game/liveTv: the stream the player's brand shows for the event, or null. */
export function useLiveTvUrl(eventId: string) {
  return useFrameUrl(frameKeys.liveTv(eventId), async (signal) => {
    const res = await callApi(routes.sports.getLiveTv, { query: { eventId }, signal });
    return res.docs.available ? res.docs.url : null;
  });
}

/** GET api/protected/game/marketScoreList?eventId: the scoreboard page the player's brand shows (the score's iframeUrl), or null. */
export function useScoreFrameUrl(eventId: string) {
  return useFrameUrl(frameKeys.scoreFrame(eventId), async (signal) => {
    const res = await callApi(routes.sports.getMarketScoreList, { query: { eventId }, signal });
    return res.docs.find((s) => s.eventId === eventId)?.iframeUrl ?? null;
  });
}
