import { toast } from 'sonner';
import { useLogout } from '../logout';
import { useSession } from '../session-store';
import { useLiveMessage } from './use-live';

/**
 * Live messages that end the session. Rendered inside the router (in the shell) because
 * logging out navigates to /. The server has already ended the session, so no DELETE is sent,
 * and it closes the socket next: the live client dials once more, is refused, and carries on
 * as a visitor (live-socket.ts).
 */
export function LiveSessionEffects() {
  const logout = useLogout();
  useLiveMessage('logoutUserByAdmin', ({ message, code }) => {
    if (!useSession.getState().isLogin) return;
    // A newer login replaced this screen: the duplicate-screen page, as for that HTTP answer (api-client.ts).
    if (code === 'DUPLICATE_SESSION') {
      useSession.getState().setDuplicateScreen(true);
      return;
    }
    if (message) toast.error(message);
    void logout({ revoke: false });
  });
  return null;
}
