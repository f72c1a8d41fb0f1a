import type { Market, MarketPrice, MarketType, PriceLevel, Runner, SportsEvent } from '@backlay/contract';
import { wholeRupeeDigits } from '../amount-input';

/** BACK or LAY, as the order payload spells it (session: BACK = Yes, LAY = No). */
export type OddType = 'BACK' | 'LAY';

/**
 * The bet on the slip (docs/product.md §3 "Bet slip current bet"). `odd` and `run` are the
 * numbers the player sees (decimal exchange odds 1.85, bookmaker 85, session rate 100; `run`
 * is the session line, or the size on offer at that price for team markets), and min/max are
 * the market's stake limits in rupees: the slip validates what the player typed in the same
 * units the order payload carries.
 */
export interface SlipBet {
  marketId: string;
  /** The market's own id (`_id`), kept with the feed id as the slip of docs/product.md §3 does. */
  marketObjectId: string;
  oddType: OddType;
  odd: number;
  run: number;
  teamId: string;
  teamName: string;
  marketName: string;
  marketType: MarketType;
  min: number;
  max: number;
  delaySecond: number;
  event: { id: string; name: string; openDate: string };
}

/** What a price cell hands over when clicked (components/markets/price-cell PriceSelection). */
export interface PricePick {
  marketId: string;
  runnerId: string;
  side: 'back' | 'lay';
  odd: number;
  run: number;
}

/** The slip bet for a clicked price of a market of the event page. */
export function slipBetFromPick(
  market: Market,
  runner: Pick<Runner, 'id' | 'name'>,
  event: Pick<SportsEvent, 'id' | 'name' | 'openDate'>,
  pick: PricePick,
): SlipBet {
  return {
    marketId: market.id,
    marketObjectId: market._id,
    oddType: pick.side === 'back' ? 'BACK' : 'LAY',
    odd: pick.odd,
    run: pick.run,
    teamId: runner.id,
    // A session market's only runner is "the line"; the player bets on the market itself.
    teamName: market.type === 'session' ? market.name : runner.name,
    marketName: market.name,
    marketType: market.type,
    min: market.min,
    max: market.max,
    delaySecond: market.delaySecond,
    event: { id: event.id, name: event.name, openDate: event.openDate },
  };
}

/**
 * The price the market offers now for the slip's selection: the best level of its side (BACK
 * the back ladder, LAY the lay ladder; a session's Yes and No likewise, line and rate
 * together), as the server checks an order against it (price-check.ts). Null when the market
 * is not open (or its state is stale), the selection is not active, or that side is empty.
 */
export function liveSlipPrice(
  bet: Pick<SlipBet, 'teamId' | 'oddType'>,
  market: MarketPrice | undefined,
  isStale = false,
): PriceLevel | null {
  if (!market || isStale || market.status !== 'open') return null;
  const runner = market.runners.find((r) => r.id === bet.teamId);
  if (!runner || runner.status !== 'active') return null;
  const best = (bet.oddType === 'BACK' ? runner.back : runner.lay)[0];
  return best && best.odd > 0 ? best : null;
}

/** Digits a stake may have: 9 whole rupees (99,99,99,999) is far above any market's max. */
const MAX_STAKE_DIGITS = 9;

/**
 * The stake input takes whole rupees as digits and strips leading zeros (docs/product.md §5;
 * lib/amount-input.ts); an empty field is 0.
 */
export function sanitizeStake(text: string): number {
  const digits = wholeRupeeDigits(text).replace(/^0+/, '').slice(0, MAX_STAKE_DIGITS);
  return digits === '' ? 0 : Number(digits);
}

/**
 * Odds typed by hand: a non-negative decimal with at most two decimals, else null (the field
 * keeps its previous value). The +/- stepper covers the usual case; typing is for big jumps.
 */
export function parseTypedOdd(text: string): number | null {
  const s = text.trim();
  if (!/^\d{1,6}(\.\d{0,2})?$/.test(s)) return null;
  return Number(s);
}
