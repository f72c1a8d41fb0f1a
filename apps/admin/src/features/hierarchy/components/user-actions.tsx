import type { StaffUser } from '@backlay/contract';

export type UserAction = 'add' | 'subtract' | 'modify' | 'logout';

/** The row buttons of an account: points only for a direct downline (the ledger allows no more). */
export function UserActions({ user, isDirect, onAction }: { user: StaffUser; isDirect: boolean; onAction(a: UserAction): void }) {
  const btn = 'btn btn-ghost min-h-8 px-2.5 text-xs';
  return (
    <div className="flex flex-wrap justify-end gap-1.5 md:grid md:grid-cols-2" role="group" aria-label={`Actions for ${user.userName}`}>
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
    </div>
  );
}
