import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { routes } from '@backlay/contract';
import { callApi, parseApiError } from './api-client';
import { useSession } from './session-store';

/**
 * Logout: DELETE api/{role}/auth, then — whether it worked or not, a failure showing its
 * message — forget the session and every cached answer. The router's sign-in gate takes the
 * screen back to the sign-in page.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (useSession.getState().token) {
      try {
        await callApi(routes.auth.logout, { query: { domain: window.location.hostname } });
      } catch (err) {
        toast.error(parseApiError(err));
      }
    }
    useSession.getState().clear();
    queryClient.clear();
  }, [queryClient]);
}
