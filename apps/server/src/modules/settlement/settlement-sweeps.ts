import type { Tx } from '../../db/client.js';
import { lockBalanceRows, postEntriesWithExposure, type PostEntryInput, type PostingLine } from '../ledger/index.js';
import { insertSweeps, takeSweeps, type SweepRow } from './settlement.repository.js';

/**
 * The uplines' and house's side of settlement, through a clearing account (docs/architecture.md §4,
 * Throughput). Every player of a market shares the same few upline and house balance rows, so
 * chunks that posted to them directly held those rows from their start to their commit and ran
 * one after the other. A chunk now posts each player's line against its lane's clearing
 * account (a row only that lane writes), records what each upline and the house are owed in a
 * sweep row of the same transaction, and a short transaction right after moves it on: lock the
 * clearing, upline and house rows in the ledger's order, post the sweep entry, delete the row.
 * Chunks of different lanes so commit in parallel and meet only in these sweeps.
 *
 * Nothing is lost between the two: the points sit in the clearing account, and the sweep row
 * says where they go. A sweep a crash left is posted by the next pass over the market (the
 * job's poll finds it), and a roll-back posts it before it negates the declaration's entries,
 * so the negations always leave the clearing account at zero again.
 */

/** What a chunk owes the uplines and the house: the lines its entry's clearing line stands for. */
export interface PendingSweep {
  /** The chunk entry's key; the sweep entry's key is this plus `:sweep` (under the declaration's prefixes). */
  chunkKey: string;
  kind: 'bet_settlement' | 'commission';
  memo: string;
  createdBy: string | null;
  lines: PostingLine[];
}

export const sweepKeyOf = (chunkKey: string): string => `${chunkKey}:sweep`;

/** Records a chunk's sweeps (in the chunk's transaction). */
export async function recordSweeps(tx: Tx, marketId: string, clearingAccountId: string, sweeps: readonly PendingSweep[], at: Date) {
  await insertSweeps(
    tx,
    sweeps.map((s) => ({
      sweepKey: sweepKeyOf(s.chunkKey),
      marketId,
      clearingAccountId,
      kind: s.kind,
      memo: s.memo,
      createdBy: s.createdBy,
      lines: s.lines.map((l) => ({ accountId: l.accountId, amount: l.amount.toString() })),
      createdAt: at,
    })),
  );
}

/**
 * Posts the market's waiting sweeps (one clearing account's, or every one) in the caller's
 * transaction, each as an entry of its chunk's kind and reference dated at its chunk: the
 * uplines' and house's lines, and the clearing account giving back what it received.
 */
export async function postSweeps(tx: Tx, marketId: string, clearingAccountId: string | null, at: Date): Promise<number> {
  const rows = await takeSweeps(tx, marketId, clearingAccountId);
  if (rows.length === 0) return 0;
  const entries = rows.map(entryOfSweep);
  await lockBalanceRows(
    tx,
    entries.flatMap((e) => e.lines.map((l) => l.accountId)),
  );
  await postEntriesWithExposure(tx, entries, [], at);
  return rows.length;
}

function entryOfSweep(row: SweepRow): PostEntryInput {
  const lines = row.lines.map((l) => ({ accountId: l.accountId, amount: BigInt(l.amount) }));
  const owed = lines.reduce((sum, l) => sum + l.amount, 0n);
  return {
    kind: row.kind,
    reference: `market:${row.marketId}`,
    idempotencyKey: row.sweepKey,
    memo: row.memo,
    createdBy: row.createdBy,
    at: row.createdAt,
    lines: [...lines, { accountId: row.clearingAccountId, amount: -owed }],
  };
}
