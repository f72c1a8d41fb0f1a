/** The failure line and the Cancel / submit buttons of the Hierarchy dialogs. */
export function FormFooter({
  failure,
  submitLabel,
  isPending,
  onCancel,
  tone = 'primary',
}: {
  failure: string | null;
  submitLabel: string;
  isPending: boolean;
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
        <button type="submit" className={`btn btn-${tone}`} disabled={isPending}>
          {isPending ? 'Saving…' : submitLabel}
        </button>
      </div>
    </>
  );
}
