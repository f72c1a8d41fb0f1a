import type { CasinoRound } from '@backlay/contract';
import { paiseToRupees } from '@backlay/domain';
import type { RoundWithNames } from './rounds.repository.js';

/** A round as the casino open-bet lists and live messages show it (rupees). */
export function roundToWire(r: RoundWithNames, forStaff: boolean): CasinoRound {
  const { round, game } = r;
  return {
    _id: round.id,
    roundId: round.providerRoundId,
    status: round.status,
    game: {
      _id: game.id,
      code: game.code,
      name: game.name,
      gameType: game.gameType,
      category: game.category,
      subProviderName: game.subProviderName,
    },
    providerName: r.providerName,
    stake: paiseToRupees(round.stake),
    win: paiseToRupees(round.win),
    pnl: round.status === 'settled' ? paiseToRupees(round.win - round.stake) : round.status === 'cancelled' ? 0 : null,
    createdAt: round.createdAt.toISOString(),
    updatedAt: round.updatedAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
    transactions: r.transactions.map((t) => ({
      _id: t.id,
      transactionId: t.providerTransactionId,
      type: t.type,
      amount: paiseToRupees(t.amount),
      referenceTransactionId: t.referenceTransactionId,
      createdAt: t.createdAt.toISOString(),
    })),
    ...(forStaff ? { user: { _id: round.userId, userName: r.userName } } : {}),
  };
}
