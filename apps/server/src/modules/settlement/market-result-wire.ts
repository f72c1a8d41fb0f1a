import type { DeclaredResult } from '@backlay/contract';
import type { MarketResult } from '@backlay/domain';
import type { ResultRow } from './settlement.repository.js';

/** The stored result row as the domain reads it. */
export function resultOfRow(row: ResultRow): MarketResult {
  if (row.kind === 'winner') return { kind: 'winner', winnerRunnerId: row.winnerRunnerId! };
  if (row.kind === 'score') return { kind: 'score', score: row.score! };
  return { kind: 'void' };
}

/** The stored result row as the API shows it. */
export function resultToWire(row: ResultRow, declaration: number): DeclaredResult {
  return {
    marketId: row.marketId,
    kind: row.kind,
    teamId: row.kind === 'winner' ? row.winnerRunnerId : null,
    run: row.kind === 'score' ? row.score : null,
    declaration,
    declaredAt: row.declaredAt.toISOString(),
    declaredBy: row.declaredBy,
  };
}
