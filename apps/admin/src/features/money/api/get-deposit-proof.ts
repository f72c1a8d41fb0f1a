import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { fetchApiBlob } from '../../../lib/api-client';
import { moneyKeys } from '../lib/money-keys';

/**
 * GET api/{role}/deposit/{id}/proof: the proof image's bytes, fetched with the session (the
 * server answers only the player's uplines and the administrator). Not kept once the viewer
 * closes: the server marks it no-store, and the console keeps no copy either.
 */
export function useDepositProof(depositId: string) {
  return useQuery({
    queryKey: moneyKeys.proof(depositId),
    queryFn: ({ signal }) => fetchApiBlob(routes.money.getDepositProof, { params: { depositId }, signal }),
    gcTime: 0,
    staleTime: Infinity,
  });
}
