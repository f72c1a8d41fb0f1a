import { useCallback, useMemo } from 'react';
import type { Market, SportsEvent } from '@backlay/contract';
import { useBetSlip } from '../../../lib/bet-slip/bet-slip-store';
import { bookFromExposure, withSlipBet, type MarketBook } from '../../../lib/bet-slip/slip-book';
import { slipBetFromPick, type PricePick } from '../../../lib/bet-slip/slip-bet';
import { useSelectBet } from '../../../lib/bet-slip/select-bet';
import { useMarketExposure } from '../api/get-event-exposure';

/** The player's P/L on a market now and with the slip's bet added (null when the slip is elsewhere). */
export interface MarketPnl {
  current: MarketBook;
  next: MarketBook | null;
  /** The player has an open bet on this market. */
  hasBets: boolean;
}

/**
 * The live what-if under each runner: the player's book on this market as the server holds it
 * (its exposure entry), and that book with the slip's bet added by the domain's book functions
 * while the slip holds a bet of this market with a stake.
 */
export function useMarketPnl(market: Market): MarketPnl {
  const entry = useMarketExposure(market);
  const runnerIds = useMemo(() => market.teams.map((r) => r.id), [market.teams]);
  const current = useMemo(() => bookFromExposure(market.type, runnerIds, entry), [market.type, runnerIds, entry]);
  const hasBets = entry !== null;
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
