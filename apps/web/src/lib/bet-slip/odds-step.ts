import { EXCHANGE_TICKS, floorIndex, stepOdds } from '@backlay/domain';
import type { MarketType } from '@backlay/contract';

/**
 * One press of the slip's odds +/-. Bookmaker and session odds follow the rule of docs/product.md through
 * the domain's stepOdds (1 for whole numbers, 0.01 for fractions, never below 0).
 *
 * Decision: exchange (betfair) prices move along the exchange's price ladder (0.01 up to 2,
 * 0.02 up to 3, ... 10 up to 1000; packages/domain exchange-ticks.ts), the only prices an
 * exchange matches. Taken literally, that rule would turn a back at 2.00 into 3.00 in
 * one press (2 is a whole number), a jump no exchange player expects. A price between ticks
 * (typed by hand) moves to the neighbouring tick.
 */
export function stepSlipOdd(marketType: MarketType, odd: number, direction: 1 | -1): number {
  if (marketType !== 'betfair') return stepOdds(odd, direction);
  const hundredths = Math.round(odd * 100);
  if (hundredths < (EXCHANGE_TICKS[0] as number)) return (EXCHANGE_TICKS[0] as number) / 100;
  // The tick at or below the price: up is always the next tick; down is the one before it
  // when the price sits on a tick, else that tick itself.
  const below = floorIndex(hundredths);
  const onTick = EXCHANGE_TICKS[below] === hundredths;
  const index = direction === 1 ? below + 1 : onTick ? below - 1 : below;
  const clamped = Math.min(EXCHANGE_TICKS.length - 1, Math.max(0, index));
  return (EXCHANGE_TICKS[clamped] as number) / 100;
}
