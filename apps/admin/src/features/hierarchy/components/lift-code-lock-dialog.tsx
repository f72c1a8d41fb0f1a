import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { TRANSACTION_CODE_LOCK, TRANSACTION_CODE_LOCK_MESSAGES, type StaffUser } from '@backlay/contract';
import { parseApiError } from '../../../lib/api-client';
import { formatTime } from '../../../lib/format';
import { Dialog } from '../../../components/ui/dialog';
import { FormFooter } from '../../../components/ui/form-footer';
import { TransactionCodeField } from '../../../components/ui/transaction-code-field';
import { useLiftCodeLock } from '../api/lift-code-lock';
import { checkTransactionCode } from '../lib/user-forms';

interface LockedHolder {
  /** The login's id; undefined for the account's own lock. */
  loginId: string | undefined;
  label: string;
  lockedUntil: string;
}

/** The account's own lock first, then its employee logins' (the server sorts those by name). */
export function lockedHolders(user: StaffUser): LockedHolder[] {
  const own = user.codeLockedUntil
    ? [{ loginId: undefined, label: `${user.userName} (the account)`, lockedUntil: user.codeLockedUntil }]
    : [];
  return [
    ...own,
    ...user.codeLockedLogins.map((l) => ({ loginId: l._id, label: `${l.userName} (employee login)`, lockedUntil: l.lockedUntil })),
  ];
}

/**
 * Lifts a transaction code lock of a downline account or of one of its employee logins, with
 * the caller's own transaction code (docs/decisions/transaction-code-lockout.md).
 */
export function LiftCodeLockDialog({ user, onClose }: { user: StaffUser; onClose(): void }) {
  const holders = lockedHolders(user);
  const [chosen, setChosen] = useState(0);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const lift = useLiftCodeLock();
  const holder = holders[chosen];

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = checkTransactionCode(code);
    setCodeError(problem);
    setFailure(null);
    if (problem || !holder || lift.isPending) return;
    try {
      const res = await lift.mutateAsync({ userId: user._id, loginId: holder.loginId, transactionCode: code });
      toast.success(`${res.message ?? TRANSACTION_CODE_LOCK_MESSAGES.lifted}: ${holder.label}`);
      onClose();
    } catch (err) {
      setFailure(parseApiError(err));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Lift transaction code lock"
      description={`${TRANSACTION_CODE_LOCK.maxFailures} wrong transaction codes in a row lock code-protected actions for ${TRANSACTION_CODE_LOCK.lockMinutes} minutes. Lifting it lets the right code work again now.`}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 p-5">
        {holders.length === 0 ? (
          <p className="text-sm text-muted">{TRANSACTION_CODE_LOCK_MESSAGES.notLocked}.</p>
        ) : (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Locked</legend>
            {holders.map((h, i) => (
              <label key={h.loginId ?? 'account'} className="flex min-h-11 items-center gap-3 rounded-lg border border-line px-3 py-2">
                <input type="radio" name="holder" className="size-4" checked={chosen === i} onChange={() => setChosen(i)} />
                <span className="flex-1 text-sm">
                  <span className="block font-semibold">{h.label}</span>
                  <span className="block text-xs text-muted">Locked till {formatTime(h.lockedUntil)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <TransactionCodeField value={code} onValueChange={setCode} error={codeError} />
        <FormFooter
          failure={failure}
          submitLabel="Lift lock"
          pendingLabel="Lifting…"
          isPending={lift.isPending}
          isDisabled={!holder}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
