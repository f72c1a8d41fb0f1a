import type { MarketType } from '@backlay/contract';

/** A market as the event status message names it (contract live.ts `eventStatusDocSchema`), with what picks it. */
export interface HeadlineCandidate {
  id: string;
  type: MarketType;
  externalType: string;
  name: string;
  sort: number;
}

/** Names of the headline market of betfair events, as the catalogue has them (football/cricket 'Match Odds', racing 'Win'). */
const HEADLINE_NAMES = new Set(['match odds', 'win']);

const isHeadlineName = (m: HeadlineCandidate) => m.type === 'betfair' && HEADLINE_NAMES.has(m.name.trim().toLowerCase());

/**
 * The event's headline market among the markets the runtime knows of it: the rule of the
 * catalogue's `headlineMarket` (the market an event card shows), its betfair Match Odds or Win,
 * else the first by page order (`sort`, then id). Closed markets count: the message that an
 * event closed names the market that decided it. Null when the event has no market yet.
 */
export function pickHeadline(markets: Iterable<HeadlineCandidate>): HeadlineCandidate | null {
  let best: HeadlineCandidate | null = null;
  for (const m of markets) {
    if (!best) {
      best = m;
      continue;
    }
    const named = isHeadlineName(m);
    if (named !== isHeadlineName(best)) {
      if (named) best = m;
      continue;
    }
    if (m.sort < best.sort || (m.sort === best.sort && m.id.localeCompare(best.id) < 0)) best = m;
  }
  return best;
}
