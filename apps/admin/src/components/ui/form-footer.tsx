import type { ReactNode } from 'react';

/**
 * The end of a console dialog's form: the server's refusal (when there is one) and the Cancel
 * and submit buttons, stacked on phones with the submit on top. The submit is off while the
 * call is out (`isPending`, its label then `pendingLabel`) and when the form says so (`isDisabled`).
 */
export function FormFooter({
  failure = null,
  submitLabel,
  pendingLabel = 'Saving…',
  isPending,
  isDisabled = false,
  onCancel,
  tone = 'primary',
}: {
  failure?: ReactNode;
  submitLabel: ReactNode;
  pendingLabel?: string;
  isPending: boolean;
  isDisabled?: boolean;
  onCancel(): void;
  tone?: 'primary' | 'danger' | 'success';
}) {
  return (
    <>
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={`btn btn-${tone}`} disabled={isPending || isDisabled}>
          {isPending ? pendingLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
