import { BET_MESSAGES } from '@backlay/contract';
import type { SlipBet } from './slip-bet';

export type SlipProblem =
  typeof BET_MESSAGES.invalidStake | typeof BET_MESSAGES.amountShouldBeInRange | typeof BET_MESSAGES.oddRunCantBeZero;

/**
 * The slip's own checks before an order goes out (docs/product.md §5 "Bet placement"), in its
 * order: a stake is required, it lies within the market's min..max, odd and run are not
 * 0. The server checks all of them again; these only spare the player a round trip. Signed-out
 * players and a placement in flight are handled before this (they need no bet to judge).
 */
export function slipProblem(bet: SlipBet, stake: number): SlipProblem | null {
  if (!Number.isFinite(stake) || stake <= 0) return BET_MESSAGES.invalidStake;
  if (stake < bet.min || stake > bet.max) return BET_MESSAGES.amountShouldBeInRange;
  if (!(bet.odd > 0) || !(bet.run > 0)) return BET_MESSAGES.oddRunCantBeZero;
  return null;
}
