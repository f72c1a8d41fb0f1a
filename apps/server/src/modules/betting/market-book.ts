import type { MarketType } from '@backlay/contract';
import {
  addSessionBet,
  addTeamBet,
  emptySessionBook,
  emptyTeamBook,
  sessionBetOutcome,
  sessionExposure,
  teamBetOutcome,
  teamExposure,
  type BetOutcome,
  type BetSide,
  type SessionBookLine,
  type TeamBook,
} from '@backlay/domain';

/**
 * One player's book on one market as stored in `user_market_books.book`: P/L per runner for
 * team markets, P/L per band of final scores for session markets. The math is the domain's
 * (packages/domain/src/betting), the same the bet slip shows.
 */
export type MarketBook = TeamBook | SessionBookLine[];

/** A bet as the book sees it: inside units (integer odds, paise). `run` matters for sessions only. */
export interface BookBet {
  runnerId: string;
  side: BetSide;
  odd: number;
  run: number;
  stake: number;
}

export function betOutcome(type: MarketType, bet: BookBet): BetOutcome {
  return type === 'session' ? sessionBetOutcome(bet) : teamBetOutcome(type, bet);
}

/**
 * The stored book, or an empty one. A team book gains a 0 line for a runner it does not hold
 * yet, so a book stored before a runner was added still takes bets on it.
 */
export function bookOrEmpty(type: MarketType, stored: unknown, runnerIds: readonly string[]): MarketBook {
  if (type === 'session') return Array.isArray(stored) ? (stored as SessionBookLine[]) : emptySessionBook();
  const team = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as TeamBook) : {};
  return { ...emptyTeamBook(runnerIds), ...team };
}

export function addBet(type: MarketType, book: MarketBook, bet: BookBet): MarketBook {
  if (type === 'session') return addSessionBet(book as SessionBookLine[], bet);
  return addTeamBet(book as TeamBook, type, bet);
}

export function bookExposure(type: MarketType, book: MarketBook): number {
  return type === 'session' ? sessionExposure(book as SessionBookLine[]) : teamExposure(book as TeamBook);
}
