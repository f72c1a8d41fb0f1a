import {
  MARKET_ANALYSIS_MESSAGES,
  type AnalysedMarket,
  type AnalysisFigures,
  type AnalysisOutcome,
  type MarketBookAnalysis,
  type PageInfo,
  type PageQuery,
} from '@backlay/contract';
import {
  analyseSessionMarket,
  analyseTeamMarket,
  FULL_SHARE_BPS,
  honouredShares,
  paiseToRupees,
  partnerAmount,
  sessionBandStarts,
  worstOutcome,
  type OutcomeSplit,
  type PartnerShare,
} from '@backlay/domain';
import { notFound } from '../../lib/app-error.js';
import type { AppContext, UserRow } from '../../lib/context.js';
import { pageInfo } from '../../lib/page-info.js';
import {
  downlineOpenBets,
  findMarket,
  listAnalysedMarkets,
  usersByIds,
  type DownlineBetRow,
  type MarketHead,
} from './market-analysis.repository.js';

/**
 * Market Analysis: which markets the downline has open bets on, and one market's book across
 * the downline split by partnership exactly as settlement would split it (domain
 * betting/market-analysis). Access is the ancestor path: a caller only ever reads bets of
 * accounts below it, so another branch's bets are simply not there.
 */

export async function listMarketsWithOpenBets(
  ctx: AppContext,
  caller: UserRow,
  query: PageQuery,
): Promise<PageInfo & { docs: AnalysedMarket[] }> {
  const { rows, total } = await listAnalysedMarkets(ctx.db, caller.id, query.search || undefined, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const docs = rows.map((r): AnalysedMarket => ({
    marketId: r.marketId,
    marketName: r.marketName,
    marketType: r.marketType,
    eventId: r.eventId,
    eventName: r.eventName,
    eventTypeId: r.eventTypeId,
    marketStatus: r.marketStatus,
    bets: r.bets,
    players: r.players,
    totalMatched: paiseToRupees(BigInt(r.matched)),
    lastBetAt: new Date(r.lastBetAt).toISOString(),
  }));
  return { docs, ...pageInfo(query.page, query.limit, total, docs.length) };
}

/** Paise figures of one group of bets at each outcome, before the wire's rupees. */
interface Figures {
  bets: number;
  players: number;
  matched: number;
  yours: number[];
  playersPnl: number[];
}

/**
 * The caller's part of one outcome. The administrator keeps no partnership and is the house
 * (settlement credits the house's part to the issuance account it runs), so its part is the house's.
 */
function partOf(caller: UserRow, split: OutcomeSplit): number {
  return partnerAmount(split, caller.id) + (caller.role === 'administrator' ? split.house : 0);
}

/** The caller's share of one bet in basis points, as settlement honours it (the administrator: the house's). */
function shareBpsOf(caller: UserRow, b: DownlineBetRow): number {
  const honoured = honouredShares(sharesOf(b));
  const own = honoured.filter((s) => s.userId === caller.id).reduce((t, s) => t + s.bps, 0);
  return caller.role === 'administrator' ? own + FULL_SHARE_BPS - honoured.reduce((t, s) => t + s.bps, 0) : own;
}

function sharesOf(b: DownlineBetRow): PartnerShare[] {
  return b.uplineShares.map((s) => ({ userId: s.userId, bps: s.bps }));
}

/** The splits of a set of bets at the outcomes, in order. */
function splitsOf(
  head: MarketHead,
  runnerIds: readonly string[],
  starts: readonly number[],
  rows: readonly DownlineBetRow[],
): OutcomeSplit[] {
  if (head.marketType === 'session') {
    return analyseSessionMarket(
      rows.map((b) => ({ userId: b.userId, shares: sharesOf(b), side: b.side, run: b.run, odd: b.odd, stake: b.stake })),
      starts,
    ).bands;
  }
  const { byRunner } = analyseTeamMarket(
    head.marketType,
    runnerIds,
    rows.map((b) => ({ userId: b.userId, shares: sharesOf(b), runnerId: b.runnerId, side: b.side, odd: b.odd, stake: b.stake })),
  );
  return runnerIds.map((id) => byRunner[id]!);
}

function figuresOf(caller: UserRow, splits: readonly OutcomeSplit[], rows: readonly DownlineBetRow[]): Figures {
  return {
    bets: rows.length,
    players: new Set(rows.map((r) => r.userId)).size,
    matched: rows.reduce((t, r) => t + r.stake, 0),
    yours: splits.map((s) => partOf(caller, s)),
    playersPnl: splits.map((s) => s.players),
  };
}

/**
 * Session bands are computed on every run of the downline's bets so every row lines up; a
 * band whose figures equal the previous band's in every row is then folded into it.
 */
function foldBands(outcomes: AnalysisOutcome[], rows: Figures[]): { outcomes: AnalysisOutcome[]; keep: boolean[] } {
  const keep = outcomes.map(
    (_, i) => i === 0 || rows.some((f) => f.yours[i] !== f.yours[i - 1] || f.playersPnl[i] !== f.playersPnl[i - 1]),
  );
  const folded: AnalysisOutcome[] = [];
  outcomes.forEach((o, i) => {
    if (keep[i]) folded.push({ ...o });
    else folded.at(-1)!.toRun = o.toRun;
  });
  for (const o of folded) o.label = o.toRun === null ? `${o.fromRun}+` : o.toRun === o.fromRun ? `${o.fromRun}` : `${o.fromRun}-${o.toRun}`;
  return { outcomes: folded, keep };
}

function toWire(f: Figures, keep: readonly boolean[]): AnalysisFigures {
  const yours = f.yours.filter((_, i) => keep[i]);
  return {
    bets: f.bets,
    players: f.players,
    totalMatched: paiseToRupees(BigInt(f.matched)),
    yours: yours.map((p) => paiseToRupees(BigInt(p))),
    playersPnl: f.playersPnl.filter((_, i) => keep[i]).map((p) => paiseToRupees(BigInt(p))),
    yourWorst: paiseToRupees(BigInt(worstOutcome(yours))),
  };
}

export async function analyseMarketBook(ctx: AppContext, caller: UserRow, marketId: string): Promise<MarketBookAnalysis> {
  const found = await findMarket(ctx.db, marketId);
  if (!found) throw notFound(MARKET_ANALYSIS_MESSAGES.marketNotFound);
  const { head } = found;
  const rows = await downlineOpenBets(ctx.db, caller.id, marketId);
  const isSession = head.marketType === 'session';
  // A bet on a runner the catalogue no longer lists still belongs in the book.
  const runnerIds = [...found.runners.map((r) => r.id), ...new Set(rows.map((r) => r.runnerId))].filter(
    (id, i, all) => all.indexOf(id) === i,
  );
  const names = new Map(found.runners.map((r) => [r.id, r.name]));
  const starts = sessionBandStarts(rows);
  const outcomes: AnalysisOutcome[] = isSession
    ? starts.map((fromRun, i) => ({ key: String(fromRun), label: '', fromRun, toRun: i + 1 < starts.length ? starts[i + 1]! - 1 : null }))
    : runnerIds.map((id) => ({ key: id, label: names.get(id) ?? id, fromRun: null, toRun: null }));

  const byChild = new Map<string, DownlineBetRow[]>();
  for (const r of rows) byChild.set(r.childId, [...(byChild.get(r.childId) ?? []), r]);
  const total = figuresOf(caller, splitsOf(head, runnerIds, starts, rows), rows);
  const children = [...byChild.entries()].map(([childId, childRows]) => ({
    childId,
    figures: figuresOf(caller, splitsOf(head, runnerIds, starts, childRows), childRows),
  }));
  const folded = isSession ? foldBands(outcomes, [total, ...children.map((c) => c.figures)]) : { outcomes, keep: outcomes.map(() => true) };

  const people = new Map((await usersByIds(ctx.db, [...byChild.keys()])).map((u) => [u.id, u]));
  const downline = children
    .map((c) => {
      const u = people.get(c.childId);
      return { userId: c.childId, userName: u?.userName ?? '', userType: u?.role ?? 'user', ...toWire(c.figures, folded.keep) };
    })
    .sort((a, b) => a.yourWorst - b.yourWorst || a.userName.localeCompare(b.userName));

  return {
    market: head,
    outcomes: folded.outcomes,
    total: toWire(total, folded.keep),
    yourSharePercents: [...new Set(rows.map((r) => shareBpsOf(caller, r)))].sort((a, b) => a - b).map((bps) => bps / 100),
    downline,
    at: ctx.clock.now().toISOString(),
  };
}
