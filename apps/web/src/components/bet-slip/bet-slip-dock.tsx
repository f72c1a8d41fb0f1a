import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/dialog';
import { Icon } from '../ui/icons';
import { useBetSlip } from '../../lib/bet-slip/bet-slip-store';
import { useOpenBets, useOpenBetsLive } from '../../lib/bet-slip/get-open-bets';
import { formatBadgeCount } from './badge-count';
import { BetSlipPanel } from './bet-slip-panel';
import { useCompactScreen } from './use-compact-screen';

export interface BetSlipDockProps {
  eventId?: string | undefined;
}

/**
 * Where the slip lives on a page (docs/product.md §2): above 900 px a column beside the
 * markets; up to 900 px a floating round button (with the open-bets badge) that opens the slip
 * as a drawer from the bottom. Selecting a price opens the drawer by itself.
 */
export function BetSlipDock({ eventId }: BetSlipDockProps) {
  const { t } = useTranslation();
  useOpenBetsLive();
  const isCompact = useCompactScreen();
  const isDrawerOpen = useBetSlip((s) => s.isDrawerOpen);
  const setDrawerOpen = useBetSlip((s) => s.setDrawerOpen);
  const count = useOpenBets().data?.length ?? 0;
  const hasBet = useBetSlip((s) => s.bet !== null);

  if (!isCompact) {
    return (
      <aside aria-label={t('betSlip.title', 'Bet Slip')} className="card sticky top-20 w-80 shrink-0 self-start overflow-hidden">
        <BetSlipPanel eventId={eventId} />
      </aside>
    );
  }
  return (
    <>
      {/* Docked in the bottom bar's right end (the bar leaves that room when the button is on
          the page): floating over the page it always covered something, a market's name on the
          left or its prices and Cashout on the right. */}
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('betSlip.open', 'Open bet slip')}
        onClick={() => setDrawerOpen(true)}
        data-bet-slip-fab=""
        className={`fixed right-2 bottom-[calc(0.25rem+env(safe-area-inset-bottom))] z-50 flex size-14 items-center justify-center rounded-full bg-accent text-on-accent shadow-lg ring-2 ring-surface transition-transform active:scale-95 ${hasBet ? 'animate-pulse' : ''}`}
      >
        <Icon name="receipt" />
        {count > 0 ? (
          <span className="absolute -top-1 -right-1 min-w-6 rounded-full bg-danger px-1 text-xs leading-6 font-bold text-white tabular-nums">
            {formatBadgeCount(count)}
          </span>
        ) : null}
      </button>
      <Dialog
        open={isDrawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={t('betSlip.title', 'Bet Slip')}
        // A sheet from the bottom edge: the dialog's own box, pinned down and full width.
        className="mx-auto mt-auto mb-0 w-full max-w-xl rounded-b-none"
      >
        <BetSlipPanel eventId={eventId} />
      </Dialog>
    </>
  );
}
