import { useMutation } from '@tanstack/react-query';
import { MESSAGES, routes, type DepositReconciliation } from '@backlay/contract';
import { ApiError, routePath } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';

/**
 * POST api/{role}/deposit/reconcile with the statement file as the body (text/csv). The
 * console's callApi sends JSON only, so this call builds its own request the same way (the
 * staff token, the same error shape).
 */
export async function reconcileDeposits(file: File): Promise<DepositReconciliation> {
  const { token } = useSession.getState();
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'text/csv' };
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(routePath(routes.paymentGateway.reconcileDeposits), { method: 'POST', headers, body: file });
  } catch {
    throw new ApiError(0, 'NETWORK', MESSAGES.somethingWentWrong);
  }
  const json = (await res.json().catch(() => null)) as { docs?: DepositReconciliation; message?: string; code?: string } | null;
  if (!res.ok || !json?.docs) throw new ApiError(res.status, json?.code ?? 'INTERNAL', json?.message ?? MESSAGES.somethingWentWrong);
  return json.docs;
}

/** A run reads and matches only (approval stays in the deposit queue), so nothing is cached or invalidated. */
export function useReconcileDeposits() {
  return useMutation({ mutationFn: reconcileDeposits });
}
