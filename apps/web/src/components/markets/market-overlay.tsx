import { useTranslation } from 'react-i18next';

/**
 * The band laid over prices that cannot be bet: 'SUSPENDED' (may reopen), 'CLOSED' (result due
 * or declared), or another word given by the caller (a runner's WINNER, REMOVED...). It covers
 * the cells, so stale prices are not readable as offers; the cells themselves also blank out
 * while the market is not open. Not a live region on purpose: thirty sessions suspending at
 * once would make a screen reader chatter.
 */
export function SuspendedOverlay({ closed = false, text }: { closed?: boolean; text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="absolute inset-0 z-[1] flex items-center justify-center rounded bg-page/75 text-xs font-bold tracking-widest text-danger uppercase backdrop-blur-[1px]">
      {text ?? (closed ? t('markets.closed', 'CLOSED') : t('markets.suspended', 'SUSPENDED'))}
    </div>
  );
}
