import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { routes } from '@backlay/contract';
import { callApi, parseApiError } from './api-client';
import { useSession } from './session-store';
import { endCockFightSession } from './cock-fight';
import { paths } from '../config/paths';

export interface LogoutOptions {
  /**
   * false when the server has already ended the session (after a password change), so no
   * DELETE is sent: it could only answer 401, which reloads the page and loses the toast.
   */
  revoke?: boolean;
}

/**
 * Logout (docs/product.md §4): end the third-party game session (lib/cock-fight.ts), DELETE
 * api/{role}/auth, then — whether it failed or not, a failure showing its message — clear the
 * session and the account data and return to /.
 *
 * Navigation happens before the session is cleared so that the screen being left never
 * renders signed out (which would open the login popup on an account page).
 * The cached site configuration is kept: it is public, the same for every visitor, and
 * dropping it would flash the shell's loading screen.
 */
export function useLogout(): (opts?: LogoutOptions) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (opts?: LogoutOptions) => {
      // `opts` may be a click event when used as `onClick={logout}`: only an explicit false skips.
      const revoke = opts?.revoke !== false;
      if (revoke && useSession.getState().token) {
        await endCockFightSession(useSession.getState());
        try {
          await callApi(routes.auth.logout, { query: { domain: window.location.hostname } });
        } catch (err) {
          toast.error(parseApiError(err));
        }
      }
      await navigate(paths.home);
      useSession.getState().clear();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'site' });
    },
    [navigate, queryClient],
  );
}
