import { averageOdds, oddFromWire, oddToWire, rupeesToPaise, paiseToRupees } from '@backlay/domain';
import type { OpenBet } from '@backlay/contract';

export interface MarketGroup {
  marketId: string;
  marketName: string;
  bets: OpenBet[];
}

export interface EventGroup {
  eventId: string;
  eventName: string;
  markets: MarketGroup[];
}

/**
 * Open bets grouped by event, then market (docs/product.md §2), each group in the order its
 * newest bet arrived (the list comes newest first).
 */
export function groupOpenBets(bets: readonly OpenBet[]): EventGroup[] {
  const events = new Map<string, EventGroup & { byMarket: Map<string, MarketGroup> }>();
  for (const bet of bets) {
    const { event } = bet.market;
    let group = events.get(event.id);
    if (!group) {
      group = { eventId: event.id, eventName: event.name, markets: [], byMarket: new Map() };
      events.set(event.id, group);
    }
    let market = group.byMarket.get(bet.market.id);
    if (!market) {
      market = { marketId: bet.market.id, marketName: bet.market.name, bets: [] };
      group.byMarket.set(bet.market.id, market);
      group.markets.push(market);
    }
    market.bets.push(bet);
  }
  return [...events.values()].map(({ eventId, eventName, markets }) => ({ eventId, eventName, markets }));
}

/** One row of the average-odds view: every bet on one side of one selection taken together. */
export interface AveragedBet {
  key: string;
  side: 'back' | 'lay';
  teamName: string;
  /** The stake-weighted odd, as the player reads odds. */
  odd: number;
  run: number;
  /** Rupees. */
  stake: number;
  count: number;
}

/**
 * The average-odds switch: one row per side of each selection (and per line in sessions, where
 * bets at different runs are different bets), with the domain's stake-weighted average odd.
 */
export function averageMarketBets(bets: readonly OpenBet[]): AveragedBet[] {
  const rows = new Map<string, { sample: OpenBet; parts: { odd: number; stake: number }[] }>();
  for (const bet of bets) {
    const type = bet.market.type;
    const key = `${bet.odds.teamId}|${bet.odds.type}|${type === 'session' ? bet.odds.run : ''}`;
    const odd = oddFromWire(type, bet.odds.odd);
    if (odd === null) continue;
    const row = rows.get(key) ?? { sample: bet, parts: [] };
    row.parts.push({ odd, stake: rupeesToPaise(bet.stake) });
    rows.set(key, row);
  }
  return [...rows.entries()].map(([key, { sample, parts }]) => ({
    key,
    side: sample.odds.type,
    teamName: sample.odds.teamName,
    odd: oddToWire(sample.market.type, averageOdds(parts)),
    run: sample.odds.run,
    stake: paiseToRupees(parts.reduce((sum, p) => sum + p.stake, 0)),
    count: parts.length,
  }));
}
