import type { MarketType } from '@backlay/contract';
import { hashParts } from './prng.js';

/**
 * Ids of simulated fixtures are a function of (seed, lane, slot) and nothing else, so a
 * restart with the same seed finds the rows it wrote before instead of adding copies. A
 * fixture's number packs the lane and the slot, which keeps ids unique without a registry.
 */
const SLOTS_PER_LANE = 10_000_000;

export function fixtureNumber(seed: number, laneIndex: number, slot: number): number {
  const seedOffset = hashParts('ids', seed) % 1_000_000;
  return laneIndex * SLOTS_PER_LANE + ((slot + seedOffset) % SLOTS_PER_LANE);
}

/** Numeric event id in the range betfair uses (nine digits, starting with 3 or 4). */
export function eventIdOf(fixture: number): string {
  return String(300_000_000 + fixture);
}

/**
 * Market ids: exchange markets look like betfair's ('1.2...'); bookmaker and session markets,
 * which a real site gets from other suppliers, carry their own prefixes.
 */
const MARKET_PREFIX: Record<MarketType, string> = { betfair: '1.2', bookmaker: '9.2', session: '8.2' };

export function marketIdOf(type: MarketType, fixture: number, index: number): string {
  return `${MARKET_PREFIX[type]}${String(fixture).padStart(9, '0')}${String(index).padStart(2, '0')}`;
}

/** Betfair's selection id of 'The Draw' in every soccer Match Odds market. */
export const DRAW_SELECTION_ID = '58805';

/** A team's or horse's selection id: stable across fixtures, as a real feed's are. */
export function selectionIdOf(name: string): string {
  return String(1_000_000 + (hashParts('selection', name) % 9_000_000));
}
