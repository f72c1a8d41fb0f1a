import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type SetEventFramesBody } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { eventFramesKey } from './get-event-frames';

/** PUT api/{role}/market/eventFrames: sets, changes or removes a row's live TV and score frame addresses. */
export function useSetEventFrames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetEventFramesBody) => callApi(routes.eventFrames.setEventFrames, { body }),
    onSuccess: (res, body) => queryClient.setQueryData(eventFramesKey(body.eventId), res.docs),
  });
}
