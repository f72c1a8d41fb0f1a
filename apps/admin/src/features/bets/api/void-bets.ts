import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type VoidBetsBody } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/account-queries';

/**
 * POST api/{role}/user/openBet/void: void (delete) bets of the downline. Open bets leave the
 * book; settled bets are reversed by ledger entries; every void is audited. Afterwards every
 * bet list and the caller's own points (its partnership lines moved) are read again.
 */
export function voidBets(body: VoidBetsBody) {
  return callApi(routes.betVoids.voidBets, { body });
}

export function useVoidBets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidBets,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['bets'] }), queryClient.invalidateQueries({ queryKey: accountKeys.pts })]),
  });
}
