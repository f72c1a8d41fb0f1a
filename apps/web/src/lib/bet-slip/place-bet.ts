import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { BET_MESSAGES, routes, type OpenBet, type OrderPayload } from '@backlay/contract';
import { callApi, parseApiError } from '../api-client';
import { randomKey } from '../random-key';
import { accountKeys } from '../account-queries';
import { useSession } from '../session-store';
import { useUi } from '../ui-store';
import { useBetSlip } from './bet-slip-store';
import { orderPayload } from './order-payload';
import { slipProblem } from './validate-bet';
import { openBetKeys, upsertOpenBet } from './get-open-bets';

/**
 * POST api/user/openBet. The server answers after the market's in-play delay (it checks the
 * price again when the delay is over), so the call lasts about delaySecond seconds.
 *
 * One Idempotency-Key per placement the player asks for, made here once: the client sends the
 * order again with that same key when it got no answer or a TRY_AGAIN (api-client.ts), and the
 * server answers a repeated key with the first answer, so a dropped connection ends in the bet
 * or its refusal, never in a second bet. The slip's guard (one placement at a time) stops a
 * double click; a new press of Place Bet is a new placement with a new key.
 */
export async function placeBet(payload: OrderPayload): Promise<OpenBet> {
  const idempotencyKey = randomKey();
  const res = await callApi(routes.betting.placeBet, { body: payload, headers: { 'idempotency-key': idempotencyKey } });
  return res.docs;
}

type Translate = ReturnType<typeof useTranslation>['t'];

/**
 * A betting message in the player's language: the contract's messages have keys
 * `betSlip.messages.<name>` with the English text as default; any other server text is shown
 * as it came.
 */
export function betMessageText(t: Translate, message: string): string {
  const name = Object.entries(BET_MESSAGES).find(([, text]) => text === message)?.[0];
  return name ? t(`betSlip.messages.${name}`, message) : message;
}

/**
 * Where a placement starts: the slip's Place Bet button, or a price clicked with quick bet on
 * (select-bet.ts). Each has its own signed-out message, the two of docs/product.md
 * §5 "Bet placement": 'login to place order', also 'Login First to Place order').
 */
export type PlaceEntry = 'placeBet' | 'quickBet';

export interface PlaceBetActions {
  /**
   * Place Bet pressed (or, with `'quickBet'`, a price clicked with quick bet on): ignored while
   * a placement is in flight; signed out -> the entry's login message and the login popup; a
   * bad slip -> its message in the slip; otherwise the confirmation dialog when the profile
   * asks for it, or the order at once.
   */
  request(entry?: PlaceEntry): void;
  /** Sends the order (the confirmation dialog's OK). */
  confirm(): Promise<void>;
}

export function usePlaceBet(): PlaceBetActions {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const openAuthPopup = useUi((s) => s.openAuthPopup);

  const confirm = useCallback(async () => {
    const slip = useBetSlip.getState();
    const { bet, betSlipStake } = slip;
    if (!bet || !slip.beginPlacing(Date.now())) return;
    try {
      const payload = orderPayload(bet, betSlipStake, navigator.userAgent);
      const placed = await placeBet(slip.acceptAnyOdds ? { ...payload, acceptAnyOdds: true } : payload);
      upsertOpenBet(queryClient, placed);
      void queryClient.invalidateQueries({ queryKey: openBetKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountKeys.pts });
      useBetSlip.getState().placed();
      toast.success(t('betSlip.messages.orderPlaced', BET_MESSAGES.orderPlaced));
    } catch (err) {
      const serverText = parseApiError(err);
      const message = betMessageText(t, serverText);
      // 'Odds changed': the slip shows the market's current price beside the player's, to take in one tap.
      useBetSlip.getState().placingFailed(message, serverText === BET_MESSAGES.priceChanged);
      toast.error(message);
    }
  }, [queryClient, t]);

  const request = useCallback(
    (entry: PlaceEntry = 'placeBet') => {
      const slip = useBetSlip.getState();
      if (slip.isLoading) return;
      if (!useSession.getState().isLogin) {
        // Place Bet -> 'login to place order'; a quick-bet price -> 'Login First to Place order'.
        // Neither is reachable signed out today (the event page shows its prices and the slip to
        // signed-in players only; quick bet is switched on signed in only, and off when the
        // session ends): this is the last guard before an order would go out without a session.
        toast.error(
          entry === 'quickBet'
            ? betMessageText(t, BET_MESSAGES.loginFirstToPlaceOrder)
            : t('betSlip.messages.loginToPlaceOrder', BET_MESSAGES.loginToPlaceOrder),
        );
        openAuthPopup('login');
        return;
      }
      if (!slip.bet) return;
      const problem = slipProblem(slip.bet, slip.betSlipStake);
      if (problem) {
        // In the slip, beside the bet it is about, like a refused order: a toast would sit under
        // the modal drawer on phones.
        slip.showProblem(betMessageText(t, problem));
        return;
      }
      if (useSession.getState().userData?.confirmBets) {
        slip.setConfirming(true);
        return;
      }
      void confirm();
    },
    [confirm, openAuthPopup, t],
  );

  return { request, confirm };
}
