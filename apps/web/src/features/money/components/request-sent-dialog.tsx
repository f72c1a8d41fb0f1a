import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { rupees } from '../lib/format';

/** The success modal closes by itself after 3 s (docs/product.md §4, §9). */
export const REQUEST_SENT_CLOSE_MS = 3_000;

/** 'Request Sent!' after a withdrawal request, with its amount. */
export function RequestSentDialog({ amount, onClose }: { amount: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const isOpen = amount !== null;
  useEffect(() => {
    if (!isOpen) return;
    const timer = setTimeout(onClose, REQUEST_SENT_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isOpen, onClose]);
  return (
    <Dialog open={isOpen} onClose={onClose} title={t('money.requestSent', 'Request Sent!')}>
      <div className="flex flex-col items-center gap-3 px-5 py-6 text-center">
        <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-green-500/15 text-success">
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          </svg>
        </span>
        {amount !== null && <p className="text-2xl font-black tabular-nums">{rupees(amount)}</p>}
        <p className="text-sm text-muted">{t('money.requestSentText', 'Your withdrawal request is with our team.')}</p>
      </div>
    </Dialog>
  );
}
