import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type LeaderboardDocs, type LeaderboardPeriod } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** GET api/common/leaderboard: the site's top players of a period, names masked by the server. */
export async function getLeaderboard(period: LeaderboardPeriod, signal?: AbortSignal): Promise<LeaderboardDocs> {
  return (await callApi(routes.leaderboard.getLeaderboard, { query: { period }, signal })).docs;
}

export function useLeaderboard(period: LeaderboardPeriod) {
  return useQuery({
    queryKey: ['leaderboard', period],
    queryFn: ({ signal }) => getLeaderboard(period, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
