import type { OpenBet, WireMarketType } from '@backlay/contract';
import { oddToWire, paiseToRupees } from '@backlay/domain';
import type { UplineShare } from '../../db/schema/index.js';
import type { BetRow } from './betting.repository.js';

/** The names an open bet shows besides the bet row. */
export interface BetNames {
  marketUid: string;
  marketName: string;
  eventName: string;
}

const WIRE_TYPE: Record<BetRow['marketType'], WireMarketType> = { betfair: 'BETFAIR', bookmaker: 'BOOKMAKER', session: 'SESSION' };

/**
 * The contract's open bet record (docs/product.md §3): rupees and decimal odds. `odds.run` is
 * the session line (0 on team markets); `odds.odd` the matched odd (the asked one for a
 * refused bet). The upline (`parents`, top first) and its shares are shown only when `withUser`
 * (staff lists).
 */
export function betToWire(bet: BetRow, names: BetNames, withUser?: { userName: string; uplineShares: UplineShare[] }): OpenBet {
  const type = bet.marketType;
  return {
    _id: bet.id,
    market: {
      id: bet.marketId,
      _id: names.marketUid,
      marketName: names.marketName,
      type,
      name: names.marketName,
      event: { id: bet.eventId, name: names.eventName },
    },
    odds: {
      type: bet.side,
      run: bet.run,
      odd: oddToWire(type, bet.odd),
      teamId: bet.runnerId,
      teamName: bet.runnerName,
    },
    stake: paiseToRupees(bet.stake),
    profit: paiseToRupees(bet.profit),
    liability: paiseToRupees(bet.liability),
    createdAt: bet.createdAt.toISOString(),
    updatedAt: bet.updatedAt.toISOString(),
    oddType: bet.side === 'back' ? 'BACK' : 'LAY',
    marketType: WIRE_TYPE[type],
    status: bet.status,
    receipt: {
      askedOdd: oddToWire(type, bet.askedOdd),
      matchedOdd: bet.status === 'rejected' ? null : oddToWire(type, bet.odd),
      delaySecond: bet.delaySecond,
      checks: bet.checks.map((c) => ({ ...c, bestOdd: c.bestOdd === null ? null : oddToWire(type, c.bestOdd) })),
      rejectReason: bet.rejectReason,
    },
    ...(withUser
      ? {
          user: {
            _id: bet.userId,
            userName: withUser.userName,
            parents: withUser.uplineShares.map((s) => s.userId),
            parentPercentage: withUser.uplineShares.map((s) => ({ userId: s.userId, role: s.role, percentage: s.bps / 100 })),
          },
        }
      : {}),
  };
}
