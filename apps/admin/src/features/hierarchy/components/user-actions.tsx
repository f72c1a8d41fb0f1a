import type { StaffUser } from '@backlay/contract';

export type UserAction = 'add' | 'subtract' | 'modify' | 'logout' | 'loginLink' | 'liftCodeLock';

/**
 * The row buttons of an account: points only for a direct downline (the ledger allows no more);
 * a login link only for a real player (the server gives none to staff or demo accounts) and
 * only when the caller may issue one (`canIssueLink`); Lift code lock only while the account or
 * one of its logins is locked out by wrong transaction codes (`canLiftCodeLock`).
 */
export function UserActions({
  user,
  isDirect,
  canIssueLink = false,
  canLiftCodeLock = false,
  onAction,
}: {
  user: StaffUser;
  isDirect: boolean;
  canIssueLink?: boolean;
  canLiftCodeLock?: boolean;
  onAction(a: UserAction): void;
}) {
  const codeLocked = user.codeLockedUntil !== null || user.codeLockedLogins.length > 0;
  const btn = 'btn btn-ghost min-h-8 whitespace-nowrap px-2.5 text-xs';
  return (
    <div
      className="flex flex-wrap justify-end gap-1.5 md:grid md:grid-cols-[auto_auto]"
      role="group"
      aria-label={`Actions for ${user.userName}`}
    >
      {isDirect && !user.demo ? (
        <>
          <button type="button" className={btn} onClick={() => onAction('add')}>
            Credit
          </button>
          <button type="button" className={btn} onClick={() => onAction('subtract')}>
            Debit
          </button>
        </>
      ) : null}
      <button type="button" className={btn} onClick={() => onAction('modify')}>
        Modify
      </button>
      <button type="button" className={btn} onClick={() => onAction('logout')}>
        Log out
      </button>
      {canIssueLink && user.userType === 'user' && !user.demo && !user.blocked ? (
        <button type="button" className={btn} onClick={() => onAction('loginLink')}>
          Login link
        </button>
      ) : null}
      {canLiftCodeLock && codeLocked ? (
        <button type="button" className={`${btn} md:col-span-2`} onClick={() => onAction('liftCodeLock')}>
          Lift code lock
        </button>
      ) : null}
    </div>
  );
}
