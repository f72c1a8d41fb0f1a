import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { BET_MESSAGES, type Market } from '@backlay/contract';
import { formatAmount, paiseToRupees, type TeamBook } from '@backlay/domain';
import { parseApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { useCashOut, useCashOutState } from '../lib/use-cash-out';

/**
 * The market header's Cashout button (betfair and bookmaker markets, players only). With an
 * offer it shows the P/L the player keeps whoever wins and places the levelling bet; without
 * one it still answers a click with its reason from docs/product.md §5 ('Cashout disabled for this market',
 * 'Please place first to use Cashout', 'You are not eligible for cashout').
 */
export function CashOutButton({ market, book, hasBets }: { market: Market; book: TeamBook | null; hasBets: boolean }) {
  const isPlayer = useSession((s) => s.isLogin && s.userType === 'user');
  if (!isPlayer || market.type === 'session') return null;
  return <CashOutControl market={market} book={book} hasBets={hasBets} />;
}

function CashOutControl({ market, book, hasBets }: { market: Market; book: TeamBook | null; hasBets: boolean }) {
  const { t } = useTranslation();
  const state = useCashOutState(market, book, hasBets);
  const cashOut = useCashOut(market.id);
  const offer = state.kind === 'offer' ? state.offer : null;

  const onClick = () => {
    if (state.kind !== 'offer') {
      const reason =
        state.kind === 'disabled'
          ? t('event.cashout.disabled', state.message)
          : state.kind === 'noBets'
            ? t('event.cashout.noBets', state.message)
            : t('event.cashout.notEligible', state.message);
      toast.error(reason);
      return;
    }
    cashOut.mutate(undefined, {
      onSuccess: () => toast.success(t('betSlip.messages.orderPlaced', BET_MESSAGES.orderPlaced)),
      onError: (err) => toast.error(parseApiError(err)),
    });
  };

  const tone = offer ? (offer.pnl >= 0 ? 'text-success' : 'text-danger') : '';
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={cashOut.isPending}
      aria-busy={cashOut.isPending}
      data-testid="cash-out"
      data-offer={offer ? 'yes' : 'no'}
      // One line in the header's fixed height: the name gives way first; only past 60% of the
      // header does the amount (ellipsis), and the header never grows a row.
      className={`inline-flex h-8 max-w-[60%] shrink-0 items-center gap-1.5 rounded border px-2 text-xs font-bold whitespace-nowrap tabular-nums transition-colors ${
        offer ? 'border-accent bg-accent/10 text-fg hover:bg-accent/20' : 'border-line text-muted'
      } disabled:opacity-60`}
    >
      {cashOut.isPending ? (
        <>
          <span className="size-3 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />
          {t('event.cashout.pending', 'Cashing out…')}
        </>
      ) : (
        <>
          {t('event.cashout.label', 'Cashout')}
          {offer ? <span className={`min-w-0 truncate ${tone}`}>{formatAmount(paiseToRupees(offer.pnl))}</span> : null}
        </>
      )}
    </button>
  );
}
