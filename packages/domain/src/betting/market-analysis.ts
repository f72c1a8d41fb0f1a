import { splitPnl, type PartnerShare } from '../settlement/partnership-split.js';
import type { SessionBet, TeamBet, TeamMarketKind } from './outcomes.js';
import { sessionBookOf, sessionPnlAt } from './session-book.js';
import { teamBookOf, teamPnlAt } from './team-book.js';

/**
 * Market Analysis (a staff tool): the live book of a market across a staff member's downline,
 * split the way settlement would split it if the market settled on each outcome now.
 *
 * For every outcome (a runner winning, or a final-score band) each player's P/L is shared out
 * exactly as settlement does it (settlement/partnership-split `splitMarketPnl`): the player's
 * bets that carry the same upline shares are added up first and split once with
 * largest-remainder rounding. So at every outcome
 *   players + sum(partners) + house = 0 exactly,
 * and a partner's figure is what settlement would credit it (before commission: the rebate on
 * a losing market depends on the player's whole market and is paid at settlement; the console
 * shows the risk on the bets themselves).
 */

/** A bet as the analysis reads it: who placed it and the upline shares recorded on it. */
export interface AnalysisBetOwner {
  userId: string;
  /** The bet's upline partnership shares (bets.upline_shares), top first. */
  shares: readonly PartnerShare[];
}
export type TeamAnalysisBet = TeamBet & AnalysisBetOwner;
export type SessionAnalysisBet = SessionBet & AnalysisBetOwner;

/** The split of one outcome: the players' P/L (signed, positive = players win), each partner's and the house's. */
export interface OutcomeSplit {
  players: number;
  /** Partner id -> its amount (opposite sign to the players' P/L). */
  partners: Record<string, number>;
  house: number;
}

/** A final-score band of a session market, inclusive; `toRun` null = every score from `fromRun` up. */
export interface ScoreBand {
  fromRun: number;
  toRun: number | null;
}

export interface TeamAnalysis {
  /** Runner id -> split if that runner wins. */
  byRunner: Record<string, OutcomeSplit>;
}

export interface SessionAnalysis {
  /** Bands in order covering 0..infinity; the players' total P/L is constant inside a band. */
  bands: (ScoreBand & OutcomeSplit)[];
}

function emptySplit(): OutcomeSplit {
  return { players: 0, partners: {}, house: 0 };
}

function signature(shares: readonly PartnerShare[]): string {
  return shares.map((s) => `${s.userId}:${s.bps}`).join(',');
}

/** Bets grouped by player and by recorded shares: settlement splits each group once. */
function groupsOf<B extends AnalysisBetOwner>(bets: readonly B[]): { shares: readonly PartnerShare[]; bets: B[] }[] {
  const groups = new Map<string, { shares: readonly PartnerShare[]; bets: B[] }>();
  for (const bet of bets) {
    const key = `${bet.userId}|${signature(bet.shares)}`;
    const g = groups.get(key);
    if (g) g.bets.push(bet);
    else groups.set(key, { shares: bet.shares, bets: [bet] });
  }
  return [...groups.values()];
}

function addSplit(into: OutcomeSplit, pnl: number, shares: readonly PartnerShare[]): void {
  const split = splitPnl(pnl, shares);
  into.players += split.player;
  into.house += split.house;
  for (const p of split.partners) into.partners[p.userId] = (into.partners[p.userId] ?? 0) + p.amount;
}

/** The split of a team market (betfair or bookmaker) at every runner. */
export function analyseTeamMarket(kind: TeamMarketKind, runnerIds: readonly string[], bets: readonly TeamAnalysisBet[]): TeamAnalysis {
  const byRunner: Record<string, OutcomeSplit> = Object.fromEntries(runnerIds.map((id) => [id, emptySplit()]));
  for (const g of groupsOf(bets)) {
    const book = teamBookOf(kind, runnerIds, g.bets);
    for (const runnerId of runnerIds) addSplit(byRunner[runnerId]!, teamPnlAt(book, runnerId), g.shares);
  }
  return { byRunner };
}

/** Where a session market's P/L can change: 0 and every bet's run, in order. */
export function sessionBandStarts(bets: readonly Pick<SessionBet, 'run'>[]): number[] {
  return [...new Set([0, ...bets.map((b) => b.run)])].sort((a, b) => a - b);
}

/**
 * The split of a session market per score band. By default bands start at 0 and at every
 * bet's run (where some P/L changes) and neighbouring bands whose split is the same are
 * merged, so each band is a range of final scores with one figure per account. With `starts`
 * (which must hold 0 and every run of `bets`, e.g. the starts of a larger set of bets) the
 * bands are exactly those, unmerged, so several analyses line up band by band.
 */
export function analyseSessionMarket(bets: readonly SessionAnalysisBet[], starts?: readonly number[]): SessionAnalysis {
  const fixed = starts !== undefined;
  const from = starts ?? sessionBandStarts(bets);
  if (from[0] !== 0) throw new RangeError('session bands must start at score 0');
  const bands: (ScoreBand & OutcomeSplit)[] = from.map((fromRun, i) => ({
    fromRun,
    toRun: i + 1 < from.length ? from[i + 1]! - 1 : null,
    ...emptySplit(),
  }));
  for (const g of groupsOf(bets)) {
    const book = sessionBookOf(g.bets);
    for (const band of bands) addSplit(band, sessionPnlAt(book, band.fromRun), g.shares);
  }
  if (fixed) return { bands };
  const merged: (ScoreBand & OutcomeSplit)[] = [];
  for (const band of bands) {
    const last = merged.at(-1);
    if (last && sameSplit(last, band)) last.toRun = band.toRun;
    else merged.push(band);
  }
  return { bands: merged };
}

function sameSplit(a: OutcomeSplit, b: OutcomeSplit): boolean {
  if (a.players !== b.players || a.house !== b.house) return false;
  const keys = new Set([...Object.keys(a.partners), ...Object.keys(b.partners)]);
  for (const k of keys) if ((a.partners[k] ?? 0) !== (b.partners[k] ?? 0)) return false;
  return true;
}

/** A partner's figure in a split (0 when it holds no share of these bets). */
export function partnerAmount(split: OutcomeSplit, partnerId: string): number {
  return split.partners[partnerId] ?? 0;
}

/** The worst figure over the outcomes of a partner (its risk): the most negative amount, 0 when none loses. */
export function worstOutcome(amounts: readonly number[]): number {
  return Math.min(0, ...amounts);
}
