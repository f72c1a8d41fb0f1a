import { BET_MESSAGES, type MarketType } from '@backlay/contract';
import type { BetSide } from '@backlay/domain';
import type { BetCheck } from '../../db/schema/betting.js';
import type { PriceCache } from '../sports/prices/price-cache.js';

/** What a bet asks of the market, in inside units. */
export interface AskedPrice {
  marketId: string;
  type: MarketType;
  runnerId: string;
  side: BetSide;
  odd: number;
  /** Session line; ignored on team markets. */
  run: number;
}

export interface PriceVerdict {
  check: BetCheck;
  /** Why the bet cannot be matched now; null when it can (at the asked odd). */
  problem: string | null;
}

/**
 * Checks a bet against the price cache, the authority for acceptance (docs/architecture.md §4-5):
 * - the market must be open as players see it (`effectiveStatus`: a stale feed is suspended);
 * - the runner must be priced and active;
 * - a back is taken when the best back on offer is at least the asked odd, a lay when the best
 *   lay is at most it. The bet is matched at the asked odd: the player gets exactly the price
 *   they confirmed, never a better one they did not see (the usual rule of exchanges that
 *   match against a book of their own, as ours does with the feed's ladder);
 * - a session bet needs the same line and rate as the slip showed (Yes against the back
 *   ladder, No against the lay ladder), since a different line is a different bet.
 */
export function checkPrice(prices: PriceCache, asked: AskedPrice, stage: BetCheck['stage'], at: Date): PriceVerdict {
  const cached = prices.get(asked.marketId);
  const status = cached ? prices.effectiveStatus(cached, at.getTime()) : 'suspended';
  const runner = cached ? runnerOf(cached.runners, asked.runnerId) : undefined;
  const best = runner ? (asked.side === 'back' ? runner.back[0] : runner.lay[0]) : undefined;
  const problem =
    status === 'closed'
      ? BET_MESSAGES.marketClosed
      : status !== 'open'
        ? BET_MESSAGES.marketSuspended
        : !runner || runner.status !== 'active'
          ? BET_MESSAGES.runnerNotActive
          : !best || !priceOnOffer(asked, best[0], best[1])
            ? BET_MESSAGES.priceChanged
            : null;
  const check: BetCheck = {
    at: at.toISOString(),
    stage,
    marketStatus: status,
    bestOdd: best?.[0] ?? null,
    bestRun: best?.[1] ?? null,
    ok: problem === null,
  };
  return { check, problem };
}

/**
 * A plain loop, not a closure per call: the server runs under tsx, whose keepNames wraps each
 * named closure in a call that sets its name, and that call would run on every bet.
 */
function runnerOf<R extends { id: string }>(runners: readonly R[], id: string): R | undefined {
  for (const r of runners) if (r.id === id) return r;
  return undefined;
}

function priceOnOffer(asked: AskedPrice, bestOdd: number, bestRun: number): boolean {
  if (asked.type === 'session') return bestOdd === asked.odd && bestRun === asked.run;
  return asked.side === 'back' ? bestOdd >= asked.odd : bestOdd <= asked.odd;
}
