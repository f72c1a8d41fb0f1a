import { useQuery } from '@tanstack/react-query';
import { routes, type WithdrawRequest } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { selectIsPlayerSession, useSession } from '../../../lib/session-store';

/** How many open requests the wallet lists; the server allows one pending request at a time. */
const HELD_LIMIT = 20;

/**
 * The player's withdrawals whose points are held (pending or processing), newest first:
 * GET api/user/withdraw once per status, as the list call filters by one status.
 */
export function useHeldWithdrawals() {
  const isPlayer = useSession(selectIsPlayerSession);
  return useQuery({
    queryKey: ['myWallet', 'heldWithdrawals'] as const,
    enabled: isPlayer,
    refetchInterval: 30_000,
    queryFn: async ({ signal }): Promise<WithdrawRequest[]> => {
      const pages = await Promise.all(
        (['pending', 'processing'] as const).map((status) =>
          callApi(routes.money.getWithdrawals, { query: { status, page: 1, limit: HELD_LIMIT }, signal }),
        ),
      );
      return pages.flatMap((p) => p.docs).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  });
}
