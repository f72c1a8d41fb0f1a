import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callGame } from '../lib/game-client';

export const crashKeys = {
  history: ['originals', 'crash', 'history'] as const,
};

/** GET api/originals/crash/state with the session: the round now and the player's bet in it. */
export function getCrashState(session: string | null) {
  return callGame(routes.originals.getCrashState, { session });
}

/** GET api/originals/crash/history: the last rounds, seeds revealed (public). */
export function useCrashHistory(limit = 20) {
  return useQuery({
    queryKey: [...crashKeys.history, limit],
    queryFn: async () => (await callGame(routes.originals.getCrashHistory, { query: { limit } })).docs,
  });
}
