import type { ParsedLine } from './reconciliation-csv.js';

/**
 * Pairs pending deposits with statement credit lines (pure, so its edge cases are unit tested).
 * A deposit matches a line that carries its UTR and its exact amount; each line and each deposit
 * is used at most once, oldest deposit first. A line with the UTR but another amount is shown
 * as a mismatch (staff check what arrived), not as a match. Deposits without a UTR (a branch
 * entry without one) can only stay unmatched.
 */

export interface MatchableDeposit {
  id: string;
  utr: string | null;
  amountPaise: bigint;
}

export interface MatchResult<D extends MatchableDeposit> {
  matched: { deposit: D; line: ParsedLine }[];
  amountMismatches: { deposit: D; line: ParsedLine }[];
  unmatchedDeposits: D[];
  unmatchedLines: ParsedLine[];
}

export function matchStatement<D extends MatchableDeposit>(deposits: readonly D[], lines: readonly ParsedLine[]): MatchResult<D> {
  const byUtr = new Map<string, ParsedLine[]>();
  for (const line of lines) {
    for (const utr of line.utrs) {
      const list = byUtr.get(utr) ?? [];
      list.push(line);
      byUtr.set(utr, list);
    }
  }
  const used = new Set<ParsedLine>();
  const result: MatchResult<D> = { matched: [], amountMismatches: [], unmatchedDeposits: [], unmatchedLines: [] };
  const mismatchCandidates: D[] = [];
  // Exact matches first, so a mismatch never takes a line another deposit matches exactly.
  for (const d of deposits) {
    const free = (d.utr ? (byUtr.get(d.utr) ?? []) : []).filter((l) => !used.has(l));
    const exact = free.find((l) => l.amountPaise === d.amountPaise);
    if (exact) {
      used.add(exact);
      result.matched.push({ deposit: d, line: exact });
    } else mismatchCandidates.push(d);
  }
  for (const d of mismatchCandidates) {
    const other = (d.utr ? (byUtr.get(d.utr) ?? []) : []).find((l) => !used.has(l));
    if (other) {
      used.add(other);
      result.amountMismatches.push({ deposit: d, line: other });
    } else result.unmatchedDeposits.push(d);
  }
  result.unmatchedLines = lines.filter((l) => !used.has(l));
  return result;
}
