import type { BetHistoryTotals, CasinoHistoryTotals, CasinoRound, HistoryBet, OpenBet } from '@backlay/contract';
import { openBet } from '../../../lib/bet-slip/test/fixtures';

/** A page of a paged answer, with the page info the server would give for `totalDocs` rows. */
export function pageOf<T>(docs: T[], { page = 1, limit = 20, totalDocs = docs.length } = {}) {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  const showingFrom = totalDocs === 0 ? 0 : (page - 1) * limit + 1;
  return {
    docs,
    limit,
    nextPage: page < totalPages,
    nextPageNumber: page < totalPages ? page + 1 : null,
    previousPage: page > 1,
    previousPageNumber: page > 1 ? page - 1 : null,
    showingFrom,
    showingTo: totalDocs === 0 ? 0 : showingFrom + docs.length - 1,
    totalDocs,
    totalPages,
  };
}

/** A past bet as GET api/user/openBet/history answers it: a settled back bet unless given. */
export function historyBet(
  patch: Partial<Pick<HistoryBet, 'pnl' | 'settledAt' | 'eventTypeId' | 'cashOut' | 'status'>> & { bet?: Partial<OpenBet> } = {},
): HistoryBet {
  const { bet, ...outcome } = patch;
  return {
    ...openBet({ status: 'settled', ...bet }),
    pnl: 850,
    settledAt: '2026-11-01T18:00:00.000Z',
    eventTypeId: '4',
    cashOut: false,
    ...outcome,
  };
}

export const totals: BetHistoryTotals = {
  totalBack: 150000.5,
  totalLay: 2000,
  totalBetPts: -1234.5,
  totalCommission: 12.25,
  totalBets: 3,
};

/** A casino round as GET api/user/casino/openBet(/history) answers it: an open Crash round unless given. */
export function casinoRound(patch: Partial<CasinoRound> = {}): CasinoRound {
  return {
    _id: 'cr1',
    roundId: 'crash-1042',
    status: 'open',
    game: { _id: 'g1', code: 'crash', name: 'Crash', gameType: 'crash', category: 'Crash', subProviderName: 'Backlay Originals' },
    providerName: 'Backlay Originals',
    stake: 100,
    win: 0,
    pnl: null,
    createdAt: '2026-11-01T14:30:00.000Z',
    updatedAt: '2026-11-01T14:30:00.000Z',
    settledAt: null,
    transactions: [],
    ...patch,
  };
}

export const casinoTotals: CasinoHistoryTotals = { totalStake: 1100, totalWin: 250, totalPnl: -850, totalRounds: 2 };
