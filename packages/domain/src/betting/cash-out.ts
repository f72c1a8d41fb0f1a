import { floorPercentOf, type BetSide, type TeamMarketKind } from './outcomes.js';
import { addTeamBet, teamExposure, type TeamBook } from './team-book.js';

/** Best prices of a runner now (integer odds), null when none is offered. */
export interface RunnerPrices {
  back: number | null;
  lay: number | null;
}

/**
 * A book whose P/L differs by less than a rupee between runners counts as level: what a cash
 * out leaves behind (a paisa or so) is not offered again as a one-paisa bet.
 */
export const LEVEL_WITHIN_PAISE = 100;

/** The bet that cashes a book out, and the P/L it then guarantees whoever wins. */
export interface CashOutOffer {
  runnerId: string;
  side: BetSide;
  odd: number;
  stake: number;
  /** The lowest P/L of the book with the cash-out bet: what the player is sure to get. */
  pnl: number;
}

/**
 * The one opposite bet, on one runner at its current best price, that makes the player's P/L
 * the same whoever wins (docs/product.md §5 "Cashout messages").
 *
 * One bet on runner r moves r's P/L against all the others' together, so it can only level a
 * book in which every runner but r already has the same P/L: always true with two runners,
 * and true with more when the player has only bet on r. Other books need several bets and get
 * no offer (null), as do level books (nothing to cash out) and runners without a price.
 * A player ahead on r lays r at r's lay price; behind on r, backs r at r's back price.
 *
 * Stakes are whole paise, and one paisa more stake moves the gap by 1 + about gain/100 paise
 * (gain = winnings per 100 paise at the price), so the gap left is at most half that step:
 * within one paisa for exchange odds up to 2.00 and bookmaker odds up to 100, within
 * ceil(odd / 200) paise beyond (5 rupees at 1000.00) — unless the stake on the far side of
 * level would raise the exposure, when the gap can reach one whole step (10 rupees at
 * 1000.00). Of the two stakes around the exact one,
 * the smaller gap wins, then the better sure P/L, then the smaller stake; a stake that would
 * raise the exposure, or not narrow the gap, is never offered. When several runners can level
 * the book (two-runner markets), the best sure P/L wins, then the smaller gap, then book order.
 * The server maps null to 'You are not eligible for cashout' (docs/product.md §5).
 */
export function cashOutOffer(kind: TeamMarketKind, book: TeamBook, prices: Record<string, RunnerPrices>): CashOutOffer | null {
  const pnls = Object.values(book);
  if (pnls.length < 2 || spreadOf(book) < LEVEL_WITHIN_PAISE) return null;
  let best: { offer: CashOutOffer; spread: number } | null = null;
  for (const runnerId of Object.keys(book)) {
    const candidate = levelOn(kind, book, runnerId, prices[runnerId]);
    if (!candidate) continue;
    if (!best || candidate.offer.pnl > best.offer.pnl || (candidate.offer.pnl === best.offer.pnl && candidate.spread < best.spread)) {
      best = candidate;
    }
  }
  return best?.offer ?? null;
}

function spreadOf(book: TeamBook): number {
  const pnls = Object.values(book);
  return Math.max(...pnls) - Math.min(...pnls);
}

/** Winnings per 100 paise staked at a price, or null when the price is not a valid odd. */
function gainOf(kind: TeamMarketKind, odd: number | null | undefined): number | null {
  if (typeof odd !== 'number' || !Number.isSafeInteger(odd)) return null;
  const gain = kind === 'betfair' ? odd - 100 : odd;
  return gain >= 1 ? gain : null;
}

/** The best levelling bet on `runnerId`, or null when that runner cannot level the book. */
function levelOn(
  kind: TeamMarketKind,
  book: TeamBook,
  runnerId: string,
  price: RunnerPrices | undefined,
): { offer: CashOutOffer; spread: number } | null {
  const others = Object.entries(book).filter(([id]) => id !== runnerId);
  const rest = others[0]?.[1];
  if (rest === undefined || others.some(([, pnl]) => pnl !== rest)) return null;
  const gap = (book[runnerId] ?? 0) - rest;
  if (gap === 0) return null;
  const side: BetSide = gap > 0 ? 'lay' : 'back';
  const odd = side === 'lay' ? price?.lay : price?.back;
  const gain = gainOf(kind, odd);
  if (gain === null || odd == null) return null;

  const before = teamExposure(book);
  let best: { offer: CashOutOffer; spread: number } | null = null;
  for (const stake of stakesAround(Math.abs(gap), gain)) {
    const after = addTeamBet(book, kind, { runnerId, side, odd, stake });
    const spread = spreadOf(after);
    // At long odds a one-paisa stake can overshoot a small gap: such a bet levels nothing.
    if (spread >= Math.abs(gap) || teamExposure(after) > before) continue;
    const offer = { runnerId, side, odd, stake, pnl: Math.min(...Object.values(after)) };
    if (!best || spread < best.spread || (spread === best.spread && offer.pnl > best.offer.pnl)) best = { offer, spread };
  }
  return best;
}

/**
 * A bet of `stake` at a price with this gain closes the gap between the runner and the rest
 * by stake + floor(stake x gain / 100) paise (the stake on one side, the odds amount on the
 * other). Answers the largest stake that does not overshoot `gap` and the next one, keeping
 * only positive stakes.
 */
function stakesAround(gap: number, gain: number): number[] {
  const closes = (stake: number) => stake + floorPercentOf(stake, gain);
  // gap x 100 can pass 2^53, so the first estimate is taken in BigInt; it never overshoots.
  let stake = Number((BigInt(gap) * 100n) / BigInt(100 + gain));
  while (closes(stake + 1) <= gap) stake += 1;
  return [stake, stake + 1].filter((s) => s > 0);
}
