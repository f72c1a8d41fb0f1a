import { BET_MESSAGES, type MarketType, type PlaceBetBody, type WireMarketType } from '@backlay/contract';
import { oddFromWire, parseRupeesToPaise, type BetSide } from '@backlay/domain';
import { badRequest } from '../../lib/app-error.js';

/**
 * The order payload read into inside units, with the messages of docs/product.md §8 for what the
 * slip itself checks ('Invalid Stake', "Odd/Run Can't be 0"). The odd is converted once the
 * market's type is known (`askedOddOf`), since 1.85 means 185 on an exchange market and 85 on a
 * bookmaker.
 */
export interface Order {
  marketId: string;
  eventId: string;
  runnerId: string;
  marketType: MarketType;
  side: BetSide;
  /** The decimal odd the player saw. */
  wireOdd: number;
  /** Session line, or the size shown on a team market (only checked to be non-zero there). */
  wireRun: number;
  stake: number;
  /** The player's "accept any odds": matched at the price on offer, whatever it is. */
  acceptAnyOdds: boolean;
  clientInfo: Record<string, unknown>;
}

const MARKET_TYPE_OF: Record<WireMarketType, MarketType> = { BETFAIR: 'betfair', BOOKMAKER: 'bookmaker', SESSION: 'session' };

/** A number sent as a number or a numeric string; NaN for anything else (missing, empty, words). */
function numberOf(value: number | string | undefined): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  return Number(value.trim());
}

export function readOrder(body: PlaceBetBody): Order {
  const stake = parseRupeesToPaise(body.stake);
  if (stake === null || stake <= 0) throw badRequest(BET_MESSAGES.invalidStake);
  const wireOdd = numberOf(body.odd);
  const wireRun = numberOf(body.run);
  if (wireOdd === 0 || wireRun === 0) throw badRequest(BET_MESSAGES.oddRunCantBeZero);
  if (!Number.isFinite(wireOdd) || wireOdd < 0) throw badRequest(BET_MESSAGES.invalidOdd);
  if (!Number.isFinite(wireRun) || wireRun < 0) throw badRequest(BET_MESSAGES.invalidRun);
  return {
    marketId: body.marketId,
    eventId: body.eventId,
    runnerId: body.teamId,
    marketType: MARKET_TYPE_OF[body.marketType],
    side: body.oddType === 'BACK' ? 'back' : 'lay',
    wireOdd,
    wireRun,
    stake,
    acceptAnyOdds: body.acceptAnyOdds === true,
    // As the client sent them: a NUL anywhere in the body was refused before this point
    // (plugins/no-nul-characters.ts), and jsonb, which cannot hold one, gets none from here.
    clientInfo: {
      nation: body.nation,
      ...(body.browserDetail ? { browserDetail: body.browserDetail } : {}),
      ...(body.countryDetail ? { countryDetail: body.countryDetail } : {}),
      ...(body.matchDate ? { matchDate: body.matchDate } : {}),
      ...(body.name ? { name: body.name } : {}),
    },
  };
}

/** The asked odd in inside units (null: not a price of this market type). */
export function askedOddOf(order: Order): number | null {
  return oddFromWire(order.marketType, order.wireOdd);
}

/** The session line: a whole number of runs (null otherwise). Team markets keep 0. */
export function lineOf(order: Order): number | null {
  if (order.marketType !== 'session') return 0;
  return Number.isSafeInteger(order.wireRun) ? order.wireRun : null;
}
