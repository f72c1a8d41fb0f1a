import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CASHOUT_MESSAGES, routes, type Market, type MarketPrice, type OpenBet } from '@backlay/contract';
import { cashOutOffer, oddFromWire, type CashOutOffer, type RunnerPrices, type TeamBook } from '@backlay/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/account-queries';
import { openBetKeys } from '../../../lib/bet-slip/get-open-bets';
import { useMarketPrice } from '../../../lib/live/price-store';
import { randomKey } from '../../../lib/random-key';

/**
 * Cash out on the event page (docs/product.md §5 "Cashout messages"). The button's figure is
 * worked out here from the player's book and the live prices with the domain's cashOutOffer,
 * the function the server uses, so it moves with every price tick without a call; the server
 * recomputes the offer at the prices of the moment it places it.
 */
export type CashOutState =
  | { kind: 'disabled'; message: string }
  | { kind: 'noBets'; message: string }
  | { kind: 'notEligible'; message: string }
  | { kind: 'offer'; offer: CashOutOffer };

/** The best back and lay of each active runner, inside units; none while the market is not open. */
export function runnerPricesOf(market: Pick<Market, 'type'>, price: MarketPrice | undefined): Record<string, RunnerPrices> {
  const prices: Record<string, RunnerPrices> = {};
  if (!price || price.status !== 'open') return prices;
  const inside = (odd: number | undefined) => (odd && odd > 0 ? oddFromWire(market.type, odd) : null);
  for (const r of price.runners) {
    if (r.status !== 'active') continue;
    prices[r.id] = { back: inside(r.back[0]?.odd), lay: inside(r.lay[0]?.odd) };
  }
  return prices;
}

export function cashOutState(
  market: Pick<Market, 'type' | 'cashout'>,
  book: TeamBook | null,
  hasBets: boolean,
  prices: Record<string, RunnerPrices>,
): CashOutState {
  if (market.type === 'session' || !market.cashout) return { kind: 'disabled', message: CASHOUT_MESSAGES.disabled };
  if (!hasBets || !book) return { kind: 'noBets', message: CASHOUT_MESSAGES.placeFirst };
  const offer = cashOutOffer(market.type, book, prices);
  return offer ? { kind: 'offer', offer } : { kind: 'notEligible', message: CASHOUT_MESSAGES.notEligible };
}

export function useCashOutState(market: Market, book: TeamBook | null, hasBets: boolean): CashOutState {
  const price = useMarketPrice(market.id);
  return useMemo(() => cashOutState(market, book, hasBets, runnerPricesOf(market, price)), [market, book, hasBets, price]);
}

/** POST api/user/openBet/cashout; on success the open bets and points are read again. */
export function useCashOut(marketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<OpenBet> => {
      const res = await callApi(routes.betting.cashOut, { body: { marketId }, headers: { 'idempotency-key': randomKey() } });
      return res.docs;
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: openBetKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountKeys.pts });
    },
  });
}
