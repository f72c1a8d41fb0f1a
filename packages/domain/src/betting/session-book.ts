import { exposureOf } from './exposure.js';
import { sessionBetOutcome, type SessionBet } from './outcomes.js';

/**
 * A player's book on a session market: the P/L for every possible final score, stored as score
 * bands (docs/architecture.md §4; `sessionBook` of docs/product.md §3). Scores are whole runs,
 * so P/L only changes at the runs of the bets: a Yes at run R wins from R up, a No at R wins
 * below R.
 */
export interface SessionBookLine {
  fromRun: number;
  /** Last score of the band, inclusive; null = every score from `fromRun` up. */
  toRun: number | null;
  pnl: number;
}

/**
 * Lines always cover 0..infinity in order without gaps, and two neighbours never share a
 * P/L (they are merged), so each book has exactly one form and equal books compare equal.
 */
export function emptySessionBook(): SessionBookLine[] {
  return [{ fromRun: 0, toRun: null, pnl: 0 }];
}

/** Splits the band that holds `run` so that a band starts exactly at `run`. */
function splitAt(book: readonly SessionBookLine[], run: number): SessionBookLine[] {
  const lines: SessionBookLine[] = [];
  for (const line of book) {
    if (line.fromRun < run && (line.toRun === null || line.toRun >= run)) {
      lines.push({ fromRun: line.fromRun, toRun: run - 1, pnl: line.pnl });
      lines.push({ fromRun: run, toRun: line.toRun, pnl: line.pnl });
    } else {
      lines.push({ ...line });
    }
  }
  return lines;
}

/** Joins neighbouring bands with the same P/L. */
function merged(lines: readonly SessionBookLine[]): SessionBookLine[] {
  const out: SessionBookLine[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    if (last && last.pnl === line.pnl) last.toRun = line.toRun;
    else out.push({ ...line });
  }
  return out;
}

/**
 * The book with one more bet (pure). Yes (back): +profit on scores >= run, -stake below.
 * No (lay): +stake below run, -liability on scores >= run.
 */
export function addSessionBet(book: readonly SessionBookLine[], bet: SessionBet): SessionBookLine[] {
  // Books come back from storage; one that does not span 0..infinity would silently drop scores.
  if (book[0]?.fromRun !== 0 || book.at(-1)?.toRun !== null) throw new RangeError('a session book must cover every score from 0 up');
  const { profit, liability } = sessionBetOutcome(bet);
  const fromRunUp = bet.side === 'back' ? profit : -liability;
  const belowRun = bet.side === 'back' ? -liability : profit;
  const lines = splitAt(book, bet.run).map((line) => ({ ...line, pnl: line.pnl + (line.fromRun >= bet.run ? fromRunUp : belowRun) }));
  return merged(lines);
}

/** The book of a list of session bets. */
export function sessionBookOf(bets: readonly SessionBet[]): SessionBookLine[] {
  return bets.reduce<SessionBookLine[]>((book, bet) => addSessionBet(book, bet), emptySessionBook());
}

/** The player's P/L if the final score is `score` (a non-negative whole number of runs). */
export function sessionPnlAt(book: readonly SessionBookLine[], score: number): number {
  if (!Number.isSafeInteger(score) || score < 0) throw new RangeError(`score must be a non-negative integer, got ${score}`);
  const line = book.find((l) => l.fromRun <= score && (l.toRun === null || score <= l.toRun));
  if (!line) throw new RangeError(`the session book does not cover score ${score}`);
  return line.pnl;
}

/** The worst loss over every final score, 0 when no score loses. */
export function sessionExposure(book: readonly SessionBookLine[]): number {
  return exposureOf(book.map((line) => line.pnl));
}
