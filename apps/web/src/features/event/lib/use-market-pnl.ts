import { useCallback, useMemo } from 'react';
import type { Market, SportsEvent } from '@backlay/contract';
import { useOpenBets } from '../../../lib/bet-slip/get-open-bets';
import { useBetSlip } from '../../../lib/bet-slip/bet-slip-store';
import { marketBook, withSlipBet, type MarketBook } from '../../../lib/bet-slip/slip-book';
import { slipBetFromPick, type PricePick } from '../../../lib/bet-slip/slip-bet';
import { useSelectBet } from '../../../lib/bet-slip/select-bet';

/** The player's P/L on a market now and with the slip's bet added (null when the slip is elsewhere). */
export interface MarketPnl {
  current: MarketBook;
  next: MarketBook | null;
  /** The player has an open bet on this market. */
  hasBets: boolean;
}

/**
 * The live what-if under each runner: the book of the player's open bets on this market, and
 * the same book with the slip's bet added while the slip holds a bet of this market with a
 * stake. Both come from the domain's book functions, the ones the server keeps the book with.
 */
export function useMarketPnl(market: Market): MarketPnl {
  const bets = useOpenBets().data;
  const runnerIds = useMemo(() => market.teams.map((r) => r.id), [market.teams]);
  const current = useMemo(() => marketBook(market.id, market.type, runnerIds, bets ?? []), [market.id, market.type, runnerIds, bets]);
  const hasBets = useMemo(() => (bets ?? []).some((b) => b.market.id === market.id), [bets, market.id]);
  const bet = useBetSlip((s) => (s.bet?.marketId === market.id ? s.bet : null));
  const stake = useBetSlip((s) => (s.bet?.marketId === market.id ? s.betSlipStake : 0));
  const next = useMemo(() => (bet && stake > 0 ? withSlipBet(current, market.type, bet, stake) : null), [bet, stake, current, market.type]);
  return { current, next, hasBets };
}

/** The click handler of a market's price cells: puts that price on the slip. */
export function useSelectPrice(market: Market, event: Pick<SportsEvent, 'id' | 'name' | 'openDate'>) {
  const selectBet = useSelectBet();
  return useCallback(
    (pick: PricePick) => {
      const runner = market.teams.find((r) => r.id === pick.runnerId);
      if (runner) selectBet(slipBetFromPick(market, runner, event, pick));
    },
    [market, event, selectBet],
  );
}
