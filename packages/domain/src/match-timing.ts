/**
 * Match-timing rules (docs/product.md §4 "Match timing", §9), shared by the server's
 * home lists and the player site.
 */

/** A match is in play when it starts less than this far in the future. */
export const IN_PLAY_LEAD_MS = 60_000;
/** Cricket's ongoing list is padded to this many with upcoming matches... */
export const CRICKET_ONGOING_TARGET = 5;
/** ...taking at most this many upcoming ones. */
export const CRICKET_UPCOMING_PADDING = 4;

export function isInPlay(openDate: Date, now: Date): boolean {
  return openDate.getTime() - now.getTime() < IN_PLAY_LEAD_MS;
}

/**
 * Bet-on-open window: an event counts as running until this long after its start, even when
 * the feed has not marked it in play yet.
 */
export const BET_OPEN_WINDOW_MS = 10 * 60_000;

/**
 * True until 10 minutes after the event's start (docs/product.md §4 "Match timing").
 *
 * docs/product.md §4 shifts the start by 330 minutes first: the original system kept India's
 * wall-clock times (IST, UTC+5:30) as if they were UTC. Our open dates are real instants
 * (timestamptz, ISO with zone on the wire), so that shift is already part of the stored
 * value and applying it again would move the window five and a half hours late.
 */
export function isWithinBetOpenWindow(openDate: Date, now: Date): boolean {
  return now.getTime() < openDate.getTime() + BET_OPEN_WINDOW_MS;
}

/**
 * Splits events into ongoing (in play) and upcoming, each in start order. For cricket, when
 * fewer than 5 are ongoing, the ongoing list is topped up towards 5 with the earliest upcoming
 * matches, at most 4 of them. They move (a match is never listed twice on one page).
 */
export function splitByTiming<T extends { openDate: Date }>(
  events: readonly T[],
  now: Date,
  opts: { isCricket: boolean },
): { ongoing: T[]; upcoming: T[] } {
  const sorted = [...events].sort((a, b) => a.openDate.getTime() - b.openDate.getTime());
  const ongoing = sorted.filter((e) => isInPlay(e.openDate, now));
  const upcoming = sorted.filter((e) => !isInPlay(e.openDate, now));
  return opts.isCricket ? padCricketOngoing(ongoing, upcoming) : { ongoing, upcoming };
}

/**
 * The cricket rule alone, for callers that decide what is ongoing themselves (the server also
 * trusts the feed's in-play flag): with fewer than 5 ongoing, moves up to 4 of the first
 * upcoming (already in start order) to the end of ongoing.
 */
export function padCricketOngoing<T>(ongoing: readonly T[], upcoming: readonly T[]): { ongoing: T[]; upcoming: T[] } {
  if (ongoing.length >= CRICKET_ONGOING_TARGET) return { ongoing: [...ongoing], upcoming: [...upcoming] };
  const take = Math.min(CRICKET_UPCOMING_PADDING, CRICKET_ONGOING_TARGET - ongoing.length);
  return { ongoing: [...ongoing, ...upcoming.slice(0, take)], upcoming: upcoming.slice(take) };
}

/**
 * Odds step of the bet slip's +/- buttons: 0.01 when the value is fractional, otherwise 1.
 * Stepping down never goes below 0.
 */
export function oddsStep(value: number): 0.01 | 1 {
  return Number.isInteger(value) ? 1 : 0.01;
}

export function stepOdds(value: number, direction: 1 | -1): number {
  const step = oddsStep(value);
  // Work in hundredths so 1.1 + 0.01 is 1.11, not 1.1100000000000001.
  const next = (Math.round(value * 100) + direction * Math.round(step * 100)) / 100;
  return Math.max(0, next);
}
