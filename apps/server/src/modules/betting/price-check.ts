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

/**
 * How a bet may be matched (docs/decisions/price-checks-at-placement.md):
 * - `improve`: at the best price on offer when it is better than the asked one (the operator's
 *   switch: off keeps "asked price only");
 * - `anyOdds`: the player's "accept any odds": at the price on offer whatever it is, refused
 *   only when the market or runner is not open. A session line never moves either way.
 */
export interface MatchRule {
  improve: boolean;
  anyOdds: boolean;
}

/** The asked price and nothing else (a site whose operator keeps "asked price only"). */
export const ASKED_PRICE_ONLY: MatchRule = { improve: false, anyOdds: false };

export interface PriceVerdict {
  check: BetCheck;
  /** Why the bet cannot be matched now; null when it can (at `matchedOdd`). */
  problem: string | null;
  /** The odd the bet is matched at when it can be (inside units); the asked one otherwise. */
  matchedOdd: number;
}

/**
 * Checks a bet against the price cache, the authority for acceptance (docs/architecture.md §4-5):
 * - the market must be open as players see it (`effectiveStatus`: a stale feed is suspended);
 * - the runner must be priced and active;
 * - a back is taken when the best back on offer is at least the asked odd, a lay when the best
 *   lay is at most it, and matched at that best price (as an exchange matches against its book),
 *   unless the rule keeps the asked price; with "accept any odds" at the best price whatever it is;
 * - a session bet needs the same line as the slip showed (Yes against the back ladder, No
 *   against the lay ladder), since a different line is a different bet, and the same rate
 *   unless any odds are accepted.
 */
export function checkPrice(
  prices: PriceCache,
  asked: AskedPrice,
  stage: BetCheck['stage'],
  at: Date,
  rule: MatchRule = ASKED_PRICE_ONLY,
): PriceVerdict {
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
          : !best || !priceOnOffer(asked, best[0], best[1], rule.anyOdds)
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
  // Past the check the best price is the asked one or better, or any price the player accepts.
  const takesOffer = problem === null && best !== undefined && (rule.anyOdds || rule.improve);
  return { check, problem, matchedOdd: takesOffer ? best[0] : asked.odd };
}

/**
 * A plain loop, not a closure per call: the server runs under tsx, whose keepNames wraps each
 * named closure in a call that sets its name, and that call would run on every bet.
 */
function runnerOf<R extends { id: string }>(runners: readonly R[], id: string): R | undefined {
  for (const r of runners) if (r.id === id) return r;
  return undefined;
}

function priceOnOffer(asked: AskedPrice, bestOdd: number, bestRun: number, anyOdds: boolean): boolean {
  if (asked.type === 'session') return bestRun === asked.run && (anyOdds || bestOdd === asked.odd);
  if (anyOdds) return true;
  return asked.side === 'back' ? bestOdd >= asked.odd : bestOdd <= asked.odd;
}
