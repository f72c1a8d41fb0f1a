import { type DepositReconciliation, type StatementLine } from '@backlay/contract';
import { paiseToRupees } from '@backlay/domain';
import type { AppContext, UserRow } from '../../lib/context.js';
import { badRequest } from '../../lib/app-error.js';
import { depositToWire } from './money-wire.js';
import { parseStatementCsv, StatementError, type ParsedLine } from './reconciliation-csv.js';
import { matchStatement } from './reconciliation-match.js';
import { openDepositsOfDownline } from './reconciliation.repository.js';

/**
 * POST api/{role}/deposit/reconcile: a bank statement against the open deposits of the caller's
 * downline, matched by UTR and amount (reconciliation-match.ts). It only reads: approval stays
 * the staff decision (PATCH api/{role}/deposit), one by one, with remarks and transaction code.
 */
export async function reconcileDeposits(ctx: AppContext, caller: UserRow, csv: string): Promise<DepositReconciliation> {
  let parsed;
  try {
    parsed = parseStatementCsv(csv);
  } catch (err) {
    if (err instanceof StatementError) throw badRequest(err.message);
    throw err;
  }
  const open = await openDepositsOfDownline(ctx.db, caller.id);
  const deposits = open.map(({ row, userName }) => ({
    id: row.id,
    utr: row.utr,
    amountPaise: row.amount,
    wire: depositToWire(row, userName),
  }));
  const m = matchStatement(deposits, parsed.lines);
  const line = (l: ParsedLine): StatementLine => ({
    line: l.line,
    date: l.date,
    description: l.description,
    utrs: l.utrs,
    amount: paiseToRupees(l.amountPaise),
  });
  // In statement order, as staff read the statement beside it.
  const byLine = (a: { line: ParsedLine }, b: { line: ParsedLine }) => a.line.line - b.line.line;
  m.matched.sort(byLine);
  m.amountMismatches.sort(byLine);
  return {
    matched: m.matched.map((p) => ({ deposit: p.deposit.wire, line: line(p.line) })),
    amountMismatches: m.amountMismatches.map((p) => ({ deposit: p.deposit.wire, line: line(p.line) })),
    unmatchedDeposits: m.unmatchedDeposits.map((d) => d.wire),
    unmatchedLines: m.unmatchedLines.map(line),
    skippedRows: parsed.skipped,
  };
}
