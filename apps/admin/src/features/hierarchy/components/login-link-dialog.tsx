import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { DIRECT_LOGIN_TTL_SECONDS, ENTRY_LINK_MESSAGES, type DirectLoginLink, type StaffUser } from '@backlay/contract';
import { parseApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { Dialog } from '../../../components/ui/dialog';
import { useIssueLoginLink } from '../api/issue-login-link';

/**
 * Whole minutes and seconds left until `expiresAt` ("4:59"), or null once it has passed.
 * Capped at the link's lifetime: a browser clock behind the server's would otherwise promise
 * more time than the link has.
 */
export function timeLeft(expiresAt: string, now: number): string | null {
  const ms = Date.parse(expiresAt) - now;
  if (!(ms > 0)) return null;
  const s = Math.min(Math.ceil(ms / 1000), DIRECT_LOGIN_TTL_SECONDS);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

/**
 * "Login link" of a player: the staff member asks for the link (nothing is made by opening the
 * dialog, since each link is a live credential and an audited action), then copies it to send
 * to the player. It logs in once and expires after DIRECT_LOGIN_TTL_SECONDS; the countdown
 * says when it is no longer worth sending, and "New link" makes another.
 */
export function LoginLinkDialog({ user, onClose }: { user: StaffUser; onClose(): void }) {
  const issue = useIssueLoginLink();
  const [link, setLink] = useState<DirectLoginLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const now = useNow(link !== null);
  const left = link ? timeLeft(link.expiresAt, now) : null;
  const minutes = Math.round(DIRECT_LOGIN_TTL_SECONDS / 60);

  async function onIssue() {
    setFailure(null);
    try {
      const res = await issue.mutateAsync(user._id);
      setLink(res.docs);
      toast.success(res.message ?? ENTRY_LINK_MESSAGES.linkIssued);
    } catch (err) {
      setFailure(parseApiError(err));
    }
  }

  function onCopy(url: string) {
    if (!navigator.clipboard) {
      toast.error('Unable to copy to clipboard');
      return;
    }
    void navigator.clipboard.writeText(url).then(
      () => toast.success('Link copied'),
      () => toast.error('Unable to copy to clipboard'),
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Login link for ${user.userName}`}
      description={`A link that signs this player in on the player site without a password. It works once and expires after ${minutes} minutes.`}
    >
      <div className="flex flex-col gap-4 p-5">
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
            {failure}
          </p>
        ) : null}
        {link ? (
          <div className="flex flex-col gap-2">
            <label htmlFor="login-link-url" className="text-sm font-medium">
              Login link
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id="login-link-url"
                readOnly
                value={link.url}
                className="input min-w-0 flex-1 font-mono text-xs"
                onFocus={(e) => e.currentTarget.select()}
              />
              <button type="button" className="btn btn-primary shrink-0" onClick={() => onCopy(link.url)}>
                Copy link
              </button>
            </div>
            <p className="text-sm" data-testid="login-link-expiry">
              {left ? (
                <>
                  Expires {formatDateTime(link.expiresAt)} <span className="text-muted">(in {left})</span> · one use
                </>
              ) : (
                <span className="font-medium text-danger">Expired at {formatDateTime(link.expiresAt)}: make a new link.</span>
              )}
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted">Send it only to the player: whoever opens it first is signed in as {user.userName}.</p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {link ? 'Done' : 'Cancel'}
          </button>
          <button
            type="button"
            className={link ? 'btn btn-ghost' : 'btn btn-primary'}
            disabled={issue.isPending}
            onClick={() => void onIssue()}
          >
            {issue.isPending ? 'Creating…' : link ? 'New link' : 'Create link'}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
