import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

/** Copies a value; toasts 'copied' with the value, or 'Unable to copy to clipboard'. */
export function CopyButton({ value, label, onCopied }: { value: string; label?: string; onCopied?(): void }) {
  const { t } = useTranslation();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${t('common.copied', 'copied')} ${value}`);
      onCopied?.();
    } catch {
      toast.error(t('common.copyFailed', 'Unable to copy to clipboard'));
    }
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
