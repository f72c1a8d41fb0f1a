import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** Under the Markets key: a change anywhere on the Markets screens reloads it too. */
export const eventFramesKey = (eventId: string) => ['markets', 'event-frames', eventId] as const;

/** GET api/{role}/market/eventFrames: the event's live TV and score frame rows and the stream hosts deciding where they show. */
export function useEventFrames(eventId: string) {
  return useQuery({
    queryKey: eventFramesKey(eventId),
    queryFn: async ({ signal }) => (await callApi(routes.eventFrames.getEventFrames, { query: { eventId }, signal })).docs,
  });
}
