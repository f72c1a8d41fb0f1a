import { toast } from 'sonner';
import { useLogout } from '../logout';
import { useSession } from '../session-store';
import { useLiveMessage } from './use-live';

/**
 * Live messages that end the session. Rendered inside the router (in the shell) because
 * logging out navigates to /. The server has already ended the session, so no DELETE is sent.
 */
export function LiveSessionEffects() {
  const logout = useLogout();
  useLiveMessage('logoutUserByAdmin', ({ message }) => {
    if (!useSession.getState().isLogin) return;
    if (message) toast.error(message);
    void logout({ revoke: false });
  });
  return null;
}
