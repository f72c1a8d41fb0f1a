import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type StaffCasinoGamesQuery } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { marketKeys } from './market-keys';

/** GET api/{role}/casino/game: every casino game, active or not. */
export function useCasinoGames(query: StaffCasinoGamesQuery) {
  return useQuery({
    queryKey: marketKeys.games(query),
    queryFn: ({ signal }) => callApi(routes.marketAdmin.getStaffCasinoGames, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
