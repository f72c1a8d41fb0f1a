import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/clipboard';

/** Copies a value with the site's copy helper: 'copied' plus the value, or 'Unable to copy to clipboard'. */
export function CopyButton({ value, label, onCopied }: { value: string; label?: string; onCopied?(): void }) {
  const { t } = useTranslation();
  async function copy() {
    if (await copyText(value, t)) onCopied?.();
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="h-9 shrink-0 rounded-md border border-[var(--color-primary,#0f766e)] px-3 text-sm font-semibold text-[var(--color-brand-text,#0f766e)] hover:bg-[var(--color-primary,#0f766e)]/10"
    >
      {label ?? t('common.copy', 'Copy')}
    </button>
  );
}
