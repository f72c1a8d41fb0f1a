/**
 * What one bet wins and loses (docs/product.md §9 "Exposure math", docs/architecture.md §4).
 * Odds are integers as inside: exchange (betfair) odds in hundredths (1.85 -> 185), bookmaker
 * odds as quoted (85 pays 0.85 per rupee), session odds as the rate (100 = evens). Money is
 * paise.
 *
 * Rounding: the amount that depends on the odd is floored to the paisa, once, per bet. The
 * same number is the winner's gain and the loser's loss, so both sides of every bet agree and
 * the platform never pays out a fraction it did not collect. The other amount is the stake
 * itself and needs no rounding.
 */

export type BetSide = 'back' | 'lay';

/** The two team-market kinds: how a team bet's odd turns into money. */
export type TeamMarketKind = 'betfair' | 'bookmaker';

/** What a bet wins (`profit`) and what it loses (`liability`), both >= 0, in paise. */
export interface BetOutcome {
  profit: number;
  liability: number;
}

export interface TeamBet {
  runnerId: string;
  side: BetSide;
  odd: number;
  stake: number;
}

/** A session bet: back = Yes (final score >= run), lay = No (final score < run). */
export interface SessionBet {
  side: BetSide;
  run: number;
  odd: number;
  stake: number;
}

/**
 * floor(amount * multiplier / 100) for non-negative integers, exact without BigInt.
 *
 * `amount * multiplier` can pass 2^53 (a 10^11-paise stake at odds 1000.00 is 10^16), so the
 * amount is split into hundreds and a remainder: floor(a*m/100) = floor(a/100)*m +
 * floor((a%100)*m/100). Both products stay safe while floor(a/100)*m < 2^53 (stakes up to
 * 10^11 paise at any odd up to 10^5 use 10^14 of it); a result beyond that throws.
 */
export function floorPercentOf(amount: number, multiplier: number): number {
  const result = Math.floor(amount / 100) * multiplier + Math.floor(((amount % 100) * multiplier) / 100);
  if (!Number.isSafeInteger(result)) throw new RangeError(`amount too large: ${amount} x ${multiplier} / 100`);
  return result;
}

function assertStake(stake: number): void {
  if (!Number.isSafeInteger(stake) || stake <= 0) throw new RangeError(`stake must be a positive integer of paise, got ${stake}`);
}

/**
 * The part of a team odd that is the winnings per 100 paise staked: betfair 1.85 (185) pays
 * 85, bookmaker 85 pays 85. Betfair odds start at 1.01 (101), bookmaker odds at 1.
 */
function teamGain(kind: TeamMarketKind, odd: number): number {
  const min = kind === 'betfair' ? 101 : 1;
  if (!Number.isSafeInteger(odd) || odd < min) throw new RangeError(`${kind} odd must be an integer >= ${min}, got ${odd}`);
  return kind === 'betfair' ? odd - 100 : odd;
}

/**
 * Betfair back: profit (odd-1) x stake, liability the stake; lay is the mirror (profit the
 * stake, liability (odd-1) x stake). Bookmaker: the same with odd/100 in place of odd-1.
 */
export function teamBetOutcome(kind: TeamMarketKind, bet: { side: BetSide; odd: number; stake: number }): BetOutcome {
  assertStake(bet.stake);
  const odds = floorPercentOf(bet.stake, teamGain(kind, bet.odd));
  return bet.side === 'back' ? { profit: odds, liability: bet.stake } : { profit: bet.stake, liability: odds };
}

/** Yes (back): wins odd/100 x stake, loses the stake. No (lay): wins the stake, loses odd/100 x stake. */
export function sessionBetOutcome(bet: SessionBet): BetOutcome {
  assertStake(bet.stake);
  if (!Number.isSafeInteger(bet.odd) || bet.odd < 1) throw new RangeError(`session odd must be a positive integer, got ${bet.odd}`);
  if (!Number.isSafeInteger(bet.run) || bet.run < 0) throw new RangeError(`session run must be a non-negative integer, got ${bet.run}`);
  const odds = floorPercentOf(bet.stake, bet.odd);
  return bet.side === 'back' ? { profit: odds, liability: bet.stake } : { profit: bet.stake, liability: odds };
}

/** The player's P/L on one team bet when `winnerRunnerId` wins. */
export function teamBetPnlAt(kind: TeamMarketKind, bet: TeamBet, winnerRunnerId: string): number {
  const { profit, liability } = teamBetOutcome(kind, bet);
  const backedRunnerWon = bet.runnerId === winnerRunnerId;
  const betWon = bet.side === 'back' ? backedRunnerWon : !backedRunnerWon;
  return betWon ? profit : -liability;
}

/** Whether a session bet wins at a final score: Yes at score >= run, No below it. */
export function sessionBetWins(bet: Pick<SessionBet, 'side' | 'run'>, score: number): boolean {
  return bet.side === 'back' ? score >= bet.run : score < bet.run;
}

/** The player's P/L on one session bet at a final score. */
export function sessionBetPnlAt(bet: SessionBet, score: number): number {
  const { profit, liability } = sessionBetOutcome(bet);
  return sessionBetWins(bet, score) ? profit : -liability;
}
