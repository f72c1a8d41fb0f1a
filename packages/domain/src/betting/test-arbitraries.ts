import { fc } from '@fast-check/vitest';
import type { SessionBet, TeamBet, TeamMarketKind } from './outcomes.js';
import { EXCHANGE_TICKS } from '../exchange-ticks.js';

/**
 * Shared generators and a BigInt reference of the P/L formulas for the betting tests.
 * Not exported from the package.
 */

export const exchangeOdd = fc.oneof(fc.constantFrom(101, 200, 100000), fc.constantFrom(...EXCHANGE_TICKS));
export const bookmakerOdd = fc.integer({ min: 1, max: 500 });
export const sessionOdd = fc.integer({ min: 1, max: 500 });
export const stake = fc.oneof(fc.integer({ min: 100, max: 1e9 }), fc.constantFrom(100, 101, 199, 1e9));
export const side = fc.constantFrom('back' as const, 'lay' as const);
export const teamKind = fc.constantFrom('betfair' as const, 'bookmaker' as const);

export function oddFor(kind: TeamMarketKind) {
  return kind === 'betfair' ? exchangeOdd : bookmakerOdd;
}

export function runnerIds(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `r${i}`);
}

export function teamBet(kind: TeamMarketKind, runners: readonly string[]): fc.Arbitrary<TeamBet> {
  return fc.record({ runnerId: fc.constantFrom(...runners), side, odd: oddFor(kind), stake });
}

/** A team market: its kind, runners (2..6) and a list of bets on them. */
export const teamMarket = teamKind.chain((kind) =>
  fc.integer({ min: 2, max: 6 }).chain((count) => {
    const runners = runnerIds(count);
    return fc.record({ kind: fc.constant(kind), runners: fc.constant(runners), bets: fc.array(teamBet(kind, runners), { maxLength: 20 }) });
  }),
);

export const sessionBet: fc.Arbitrary<SessionBet> = fc.record({ side, run: fc.integer({ min: 0, max: 300 }), odd: sessionOdd, stake });
export const sessionBets = fc.array(sessionBet, { maxLength: 20 });

/**
 * The odd-dependent amount of docs/product.md §9 "Exposure math", floored to the paisa:
 * floor(stake x odds part / 100), in BigInt so it cannot share a rounding bug.
 */
function oddsAmount(stakePaise: number, hundredths: number): bigint {
  return (BigInt(stakePaise) * BigInt(hundredths)) / 100n;
}

/** Reference P/L of a team bet when `winner` wins, straight from docs/architecture.md §4. */
export function referenceTeamPnl(kind: TeamMarketKind, bet: TeamBet, winner: string): bigint {
  const amount = oddsAmount(bet.stake, kind === 'betfair' ? bet.odd - 100 : bet.odd);
  const runnerWon = bet.runnerId === winner;
  if (bet.side === 'back') return runnerWon ? amount : -BigInt(bet.stake);
  return runnerWon ? -amount : BigInt(bet.stake);
}

/** Reference P/L of a session bet at a final score, straight from docs/architecture.md §4. */
export function referenceSessionPnl(bet: SessionBet, score: number): bigint {
  const amount = oddsAmount(bet.stake, bet.odd);
  if (bet.side === 'back') return score >= bet.run ? amount : -BigInt(bet.stake);
  return score < bet.run ? BigInt(bet.stake) : -amount;
}

/** max(0, -min) over BigInt P/Ls. */
export function referenceExposure(pnls: readonly bigint[]): number {
  const worst = pnls.reduce((a, b) => (b < a ? b : a), 0n);
  return Number(-worst);
}
