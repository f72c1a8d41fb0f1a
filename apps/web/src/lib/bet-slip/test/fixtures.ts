import type { ExposureEntry, OpenBet } from '@backlay/contract';
import type { SlipBet } from '../slip-bet';

/** A bet on the slip: back India at 1.85 in the shared Match Odds fixture (min 100, max 1,00,000). */
export function slipBet(patch: Partial<SlipBet> = {}): SlipBet {
  return {
    marketId: '1.1',
    marketObjectId: 'm-1.1',
    oddType: 'BACK',
    odd: 1.85,
    run: 2500,
    teamId: 'r1',
    teamName: 'India',
    marketName: 'Match Odds',
    marketType: 'betfair',
    min: 100,
    max: 100000,
    delaySecond: 5,
    event: { id: 'e1', name: 'India v Australia', openDate: '2026-11-01T14:00:00.000Z' },
    ...patch,
  };
}

let seq = 0;

/** An open bet record as GET api/user/openBet answers it (back India 1.85 for 1,000 unless given). */
export function openBet(
  patch: { market?: Partial<OpenBet['market']>; odds?: Partial<OpenBet['odds']> } & Partial<Omit<OpenBet, 'market' | 'odds'>> = {},
): OpenBet {
  seq += 1;
  const { market, odds, ...rest } = patch;
  const side = odds?.type ?? 'back';
  return {
    _id: `b${seq}`,
    market: {
      id: '1.1',
      _id: 'm-1.1',
      marketName: 'Match Odds',
      type: 'betfair',
      name: 'Match Odds',
      event: { id: 'e1', name: 'India v Australia' },
      ...market,
    },
    odds: { type: side, run: 2500, odd: 1.85, teamId: 'r1', teamName: 'India', ...odds },
    stake: 1000,
    profit: 850,
    liability: 1000,
    createdAt: '2026-11-01T14:30:00.000Z',
    updatedAt: '2026-11-01T14:30:05.000Z',
    oddType: side === 'back' ? 'BACK' : 'LAY',
    marketType: 'BETFAIR',
    status: 'open',
    receipt: {
      askedOdd: odds?.odd ?? 1.85,
      matchedOdd: odds?.odd ?? 1.85,
      delaySecond: 5,
      checks: [
        { at: '2026-11-01T14:30:00.000Z', stage: 'received', marketStatus: 'open', bestOdd: 1.86, bestRun: 2500, ok: true },
        { at: '2026-11-01T14:30:05.000Z', stage: 'afterDelay', marketStatus: 'open', bestOdd: 1.85, bestRun: 2400, ok: true },
      ],
      rejectReason: null,
    },
    ...rest,
  };
}

/** The paged answer of GET api/user/openBet with these rows on one page. */
export function openBetsPage(docs: OpenBet[]) {
  return {
    docs,
    limit: 200,
    nextPage: false,
    nextPageNumber: null,
    previousPage: false,
    previousPageNumber: null,
    showingFrom: docs.length ? 1 : 0,
    showingTo: docs.length,
    totalDocs: docs.length,
    totalPages: 1,
  };
}

/**
 * The server's exposure entry of a market (GET api/protected/game/market/exposure), rupees:
 * back India 1,000 at 2.00 on Match Odds unless given.
 */
export function exposureEntry(patch: Partial<ExposureEntry> = {}): ExposureEntry {
  return {
    marketId: '1.1',
    marketType: 'betfair',
    openBets: 1,
    liability: 1000,
    profit: 1000,
    teamId: 'r2',
    teamName: 'Australia',
    minLoss: -1000,
    profitPercentage: 100,
    minLossPercentage: -100,
    sessionBook: null,
    teams: [
      { teamId: 'r1', teamName: 'India', pnl: 1000 },
      { teamId: 'r2', teamName: 'Australia', pnl: -1000 },
    ],
    ...patch,
  };
}
