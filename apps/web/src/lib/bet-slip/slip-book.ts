import {
  addSessionBet,
  addTeamBet,
  emptySessionBook,
  emptyTeamBook,
  oddFromWire,
  rupeesToPaise,
  sessionBetOutcome,
  sessionExposure,
  teamBetOutcome,
  type BetOutcome,
  type BetSide,
  type SessionBookLine,
  type TeamBook,
} from '@backlay/domain';
import type { ExposureEntry, MarketType } from '@backlay/contract';
import type { OddType, SlipBet } from './slip-bet';

/**
 * The slip's money math, all through packages/domain so the slip shows exactly what the
 * server will enforce: integer odds and paise inside, converted from the player's decimals and
 * rupees at this edge.
 */

const sideOf = (oddType: OddType): BetSide => (oddType === 'BACK' ? 'back' : 'lay');

/** A bet as the domain takes it (integer odd, paise), or null when it cannot be one. */
interface DomainBet {
  side: BetSide;
  odd: number;
  run: number;
  stake: number;
}

/**
 * The domain's functions throw on what cannot be a bet (they guard the server's books), so the
 * slip converts first and shows nothing for a half-typed price or an empty stake: an odd the
 * market cannot have, a stake that is not a positive amount, a session line that is not a
 * whole number of runs.
 */
function toDomainBet(marketType: MarketType, side: BetSide, wireOdd: number, run: number, stakeRupees: number): DomainBet | null {
  const odd = oddFromWire(marketType, wireOdd);
  if (odd === null || !Number.isFinite(stakeRupees) || stakeRupees <= 0) return null;
  if (marketType === 'session' && (!Number.isSafeInteger(run) || run < 0)) return null;
  const stake = rupeesToPaise(stakeRupees);
  return stake > 0 ? { side, odd, run, stake } : null;
}

/** Profit if the slip bet wins and liability if it loses, in paise; null when there is no such bet yet. */
export function slipOutcome(bet: Pick<SlipBet, 'marketType' | 'oddType' | 'odd' | 'run'>, stakeRupees: number): BetOutcome | null {
  const b = toDomainBet(bet.marketType, sideOf(bet.oddType), bet.odd, bet.run, stakeRupees);
  if (!b) return null;
  return bet.marketType === 'session' ? sessionBetOutcome(b) : teamBetOutcome(bet.marketType, b);
}

/** The player's book on one market: P/L per runner, or per band of final scores on a session line. */
export type MarketBook = { kind: 'team'; book: TeamBook } | { kind: 'session'; book: SessionBookLine[] };

function addBet(book: MarketBook, marketType: MarketType, runnerId: string, b: DomainBet): MarketBook {
  if (book.kind === 'session') return { kind: 'session', book: addSessionBet(book.book, b) };
  // A runner the market no longer lists (removed by staff) has no row to add to.
  if (marketType === 'session' || !Object.hasOwn(book.book, runnerId)) return book;
  return { kind: 'team', book: addTeamBet(book.book, marketType, { runnerId, side: b.side, odd: b.odd, stake: b.stake }) };
}

/**
 * The player's book on one market as the server holds it (its exposure entry, rupees), in the
 * domain's form (paise), or an empty book when the player has no bets there. The page never
 * rebuilds a placed book from the bets: it shows what the server will settle and enforce.
 */
export function bookFromExposure(marketType: MarketType, runnerIds: readonly string[], entry: ExposureEntry | null): MarketBook {
  if (marketType === 'session') {
    const lines = entry?.sessionBook?.map((l) => ({ fromRun: l.fromRun, toRun: l.toRun, pnl: rupeesToPaise(l.pnl) }));
    return { kind: 'session', book: lines && lines.length > 0 ? lines : emptySessionBook() };
  }
  const book = emptyTeamBook(runnerIds);
  // Only the market's runners: the what-if adds bets to these rows alone.
  for (const team of entry?.teams ?? []) if (Object.hasOwn(book, team.teamId)) book[team.teamId] = rupeesToPaise(team.pnl);
  return { kind: 'team', book };
}

/** The book as it would be with the slip's bet matched too (the "what-if" under each runner). */
export function withSlipBet(
  book: MarketBook,
  marketType: MarketType,
  bet: Pick<SlipBet, 'oddType' | 'odd' | 'run' | 'teamId'>,
  stakeRupees: number,
): MarketBook {
  const b = toDomainBet(marketType, sideOf(bet.oddType), bet.odd, bet.run, stakeRupees);
  return b ? addBet(book, marketType, bet.teamId, b) : book;
}

/**
 * The figure a session row shows: the worst the player can lose on the line (negative), the
 * way exchanges print a fancy market's exposure; 0 when nothing is at risk.
 */
export function sessionLineFigure(book: readonly SessionBookLine[]): number {
  const exposure = sessionExposure(book);
  return exposure === 0 ? 0 : -exposure;
}
