import type { CrashMyBet, CrashPhase, CrashPublicBet, CrashState } from '@backlay/contract';
import { crashMultiplierAt, crashPayout, crashPointOf, crashTimeMs, FairRandom, paiseToRupees } from '@backlay/domain';
import type { OriginalsBetRow, OriginalsRoundRow } from './originals.repository.js';

/**
 * A crash round as every process sees it: a row of the table and the clock. The round's
 * schedule (betting until `bettingEndsAt`, then the published curve at `flightSpeed` until the
 * crash point fixed by its seeds) is written when the round opens, so where the round is, what
 * a cash-out pays and how a bet still in ends are the same answer in any process, at any time,
 * without asking the process that runs the round (docs/decisions/crash-across-processes.md).
 */

export const CRASH_CLIENT_SEED = 'backlay-originals-crash';

export interface CrashRound {
  id: string;
  number: number;
  /** The secret seed: only ever sent once the round has crashed. */
  serverSeed: string;
  serverSeedHash: string;
  /** Hundredths. */
  crashPoint: number;
  bettingEndsAt: number;
  flightStartsAt: number;
  crashesAt: number;
  flightSpeed: number;
  isEnded: boolean;
}

/** The crash point a round's seeds fix (hundredths). */
export function crashPointOfSeeds(row: Pick<OriginalsRoundRow, 'secretSeed' | 'clientSeed' | 'nonce'>): number {
  return crashPointOf(FairRandom.forRound({ serverSeed: row.secretSeed, clientSeed: row.clientSeed, nonce: row.nonce }));
}

/** The flight's length in real milliseconds: the curve's time to the crash point at the round's speed. */
export function flightMs(crashPoint: number, flightSpeed: number): number {
  return Math.ceil(crashTimeMs(crashPoint) / flightSpeed);
}

/** A crash round row (one with its schedule) as a round. */
export function crashRoundOf(row: OriginalsRoundRow): CrashRound {
  if (!row.bettingEndsAt || !row.flightSpeed) throw new Error(`crash round ${row.id} has no schedule`);
  const crashPoint = crashPointOfSeeds(row);
  const bettingEndsAt = row.bettingEndsAt.getTime();
  return {
    id: row.id,
    number: row.nonce,
    serverSeed: row.secretSeed,
    serverSeedHash: row.serverSeedHash,
    crashPoint,
    bettingEndsAt,
    flightStartsAt: bettingEndsAt,
    crashesAt: bettingEndsAt + flightMs(crashPoint, row.flightSpeed),
    flightSpeed: row.flightSpeed,
    isEnded: row.status === 'ended',
  };
}

export function phaseAt(round: CrashRound, now: number): CrashPhase {
  if (now < round.bettingEndsAt) return 'betting';
  return now < round.crashesAt ? 'flying' : 'crashed';
}

/** The curve's multiplier at `now` (hundredths): 1x while betting, the crash point once crashed. */
export function multiplierAt(round: CrashRound, now: number): number {
  const flown = Math.max(0, now - round.flightStartsAt) * round.flightSpeed;
  return Math.min(crashMultiplierAt(flown), round.crashPoint);
}

export interface CrashDecision {
  status: 'won' | 'lost';
  /** Hundredths; null for a loss. */
  multiplier: number | null;
  payout: number;
}

export function wonAt(stake: number, multiplier: number): CrashDecision {
  return { status: 'won', multiplier, payout: crashPayout(stake, multiplier) };
}

/**
 * How a bet still in ends once the curve has reached `multiplier`: its automatic target if the
 * curve passed it, else (at the crash) lost. Null while neither has happened.
 */
export function decisionAt(round: CrashRound, bet: { stake: number; autoCashOut: number | null }, now: number): CrashDecision | null {
  const reached = multiplierAt(round, now);
  if (bet.autoCashOut !== null && bet.autoCashOut <= reached) return wonAt(bet.stake, bet.autoCashOut);
  return now >= round.crashesAt ? { status: 'lost', multiplier: null, payout: 0 } : null;
}

/** "user1" -> "us***1": enough to tell bets apart, not enough to find the player. */
export function maskName(userName: string): string {
  if (userName.length <= 2) return `${userName[0] ?? '*'}***`;
  return `${userName.slice(0, 2)}***${userName.slice(-1)}`;
}

const hundredthsToNumber = (h: number) => h / 100;

/**
 * A bet as it stands at `now`: its row, or, for a bet still in, the end the clock has already
 * given it (an automatic target passed, the crash) while the process running the round has not
 * written it yet. So every process shows the same bet at the same moment. Null for a bet that
 * is not in the round: its debit is on its way, or it was refunded.
 */
function betAt(
  round: CrashRound,
  row: OriginalsBetRow,
  now: number,
): { status: 'open' | 'won' | 'lost'; multiplier: number | null; payout: number } | null {
  if (row.status === 'pending' || row.status === 'refunded') return null;
  const stake = Number(row.stake);
  if (row.status === 'open') {
    const decided = decisionAt(round, { stake, autoCashOut: row.autoCashOut }, now);
    return decided ?? { status: 'open', multiplier: null, payout: 0 };
  }
  return { status: row.status, multiplier: row.multiplier, payout: Number(row.payout) };
}

export function myBetOf(round: CrashRound, row: OriginalsBetRow, now: number): CrashMyBet | null {
  const bet = betAt(round, row, now);
  if (!bet) return null;
  return {
    betId: row.id,
    stake: paiseToRupees(Number(row.stake)),
    autoCashOut: row.autoCashOut === null ? null : hundredthsToNumber(row.autoCashOut),
    cashedOutAt: bet.status === 'won' && bet.multiplier !== null ? hundredthsToNumber(bet.multiplier) : null,
    payout: paiseToRupees(bet.payout),
    status: bet.status,
  };
}

/** The public state of a round at `now`, its bets masked; the seed only once it has crashed. */
export function crashStateOf(round: CrashRound, bets: OriginalsBetRow[], now: number): CrashState {
  const phase = phaseAt(round, now);
  const multiplier = phase === 'crashed' ? round.crashPoint : multiplierAt(round, now);
  const publicBets: CrashPublicBet[] = [];
  for (const row of bets) {
    const bet = betAt(round, row, now);
    if (!bet) continue;
    publicBets.push({
      player: maskName(row.userName),
      stake: paiseToRupees(Number(row.stake)),
      cashedOutAt: bet.status === 'won' && bet.multiplier !== null ? hundredthsToNumber(bet.multiplier) : null,
      payout: paiseToRupees(bet.payout),
      status: bet.status,
    });
  }
  return {
    roundId: round.id,
    roundNumber: round.number,
    phase,
    serverTime: now,
    bettingEndsAt: round.bettingEndsAt,
    flightStartsAt: round.flightStartsAt,
    flightSpeed: round.flightSpeed,
    multiplier: hundredthsToNumber(phase === 'betting' ? 100 : multiplier),
    fairness: {
      serverSeedHash: round.serverSeedHash,
      serverSeed: phase === 'crashed' ? round.serverSeed : null,
      clientSeed: CRASH_CLIENT_SEED,
      nonce: round.number,
    },
    bets: publicBets,
  };
}
