import { useTranslation } from 'react-i18next';
import { parseApiError } from '../../lib/api-client';

/** A read that failed: the server's message (or the generic one) and a Retry that reads again. */
export function LoadFailed({ error, onRetry, className = 'p-6' }: { error: unknown; onRetry(): void; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`card flex flex-col items-center gap-3 text-center ${className}`}>
      <p className="text-danger">{parseApiError(error)}</p>
      <button type="button" className="btn btn-ghost" onClick={onRetry}>
        {t('common.retry', 'Retry')}
      </button>
    </div>
  );
}
