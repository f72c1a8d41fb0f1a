import { useUi } from '../../lib/ui-store';

/**
 * What a signed-out visitor sees in place of an account screen (the login popup is already
 * open): a line and a way back to the popup, nothing of the account. The words come from the
 * screen, as each feature keeps its own translations.
 */
export function LoginPrompt({ message, loginLabel }: { message: string; loginLabel: string }) {
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center">
      <p>{message}</p>
      <button type="button" className="btn btn-primary w-full max-w-xs" onClick={() => openAuthPopup('login')}>
        {loginLabel}
      </button>
    </div>
  );
}
