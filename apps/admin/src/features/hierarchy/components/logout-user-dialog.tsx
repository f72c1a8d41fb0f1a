import { useState } from 'react';
import { toast } from 'sonner';
import { STAFF_USER_MESSAGES, type StaffUser } from '@backlay/contract';
import { parseApiError } from '../../../lib/api-client';
import { Dialog } from '../../../components/ui/dialog';
import { useLogoutDownlineUser } from '../api/logout-downline-user';

/** Confirms, then ends every session of the account (it is told "logged out by your upline"). */
export function LogoutUserDialog({ user, onClose }: { user: StaffUser; onClose(): void }) {
  const logout = useLogoutDownlineUser();
  const [failure, setFailure] = useState<string | null>(null);

  async function onConfirm() {
    setFailure(null);
    try {
      const res = await logout.mutateAsync(user._id);
      toast.success(`${res.message ?? STAFF_USER_MESSAGES.userLoggedOut} (${res.docs.sessionsEnded} sessions ended)`);
      onClose();
    } catch (err) {
      setFailure(parseApiError(err));
    }
  }

  return (
    <Dialog open onClose={onClose} title={`Log ${user.userName} out?`} description="Every open screen of this account signs out now.">
      <div className="flex flex-col gap-4 p-5">
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" disabled={logout.isPending} onClick={() => void onConfirm()}>
            {logout.isPending ? 'Logging out…' : 'Log out'}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
