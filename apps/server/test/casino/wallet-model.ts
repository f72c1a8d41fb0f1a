/**
 * The wallet's rules as a plain model, for the property test: calls applied in arrival order
 * to a balance and a few sets, answering the HTTP status the server must answer. Kept
 * deliberately naive (no database, no locking) so it can be read against the rules in
 * wallet.service.ts.
 */

export type WalletEvent =
  | { call: 'debit'; transactionId: string; roundId: string; paise: number }
  | { call: 'credit'; transactionId: string; roundId: string; paise: number }
  | { call: 'rollback'; transactionId: string; roundId: string; referenceTransactionId: string };

interface Recorded {
  event: WalletEvent;
  /** The balance the first answer carried (a repeat answers it again). */
  balance: number;
}

export interface ModelAnswer {
  status: number;
  /** The balance a 200 answer carries, paise. */
  balance?: number;
}

export class WalletModel {
  balance: number;
  /** Transactions that moved points (each must be exactly one ledger entry). */
  moved = 0;
  private readonly seen = new Map<string, Recorded>();
  private readonly rolledBack = new Set<string>();
  private readonly rounds = new Map<string, { stake: number; settled: boolean; cancelled: boolean }>();

  constructor(balance: number) {
    this.balance = balance;
  }

  apply(e: WalletEvent): ModelAnswer {
    const earlier = this.seen.get(e.transactionId);
    if (earlier) return sameDetails(earlier.event, e) ? { status: 200, balance: earlier.balance } : { status: 409 };
    const status = e.call === 'debit' ? this.debit(e) : e.call === 'credit' ? this.credit(e) : this.rollback(e);
    return status === 200 ? { status, balance: this.balance } : { status };
  }

  private record(e: WalletEvent): void {
    this.seen.set(e.transactionId, { event: e, balance: this.balance });
  }

  private debit(e: Extract<WalletEvent, { call: 'debit' }>): number {
    if (this.rolledBack.has(e.transactionId)) return 409;
    const round = this.rounds.get(e.roundId);
    if (round && (round.settled || round.cancelled)) return 409;
    if (e.paise > this.balance) return 400;
    this.balance -= e.paise;
    this.moved++;
    if (round) round.stake += e.paise;
    else this.rounds.set(e.roundId, { stake: e.paise, settled: false, cancelled: false });
    this.record(e);
    return 200;
  }

  private credit(e: Extract<WalletEvent, { call: 'credit' }>): number {
    const round = this.rounds.get(e.roundId);
    if (!round) return 404;
    if (round.cancelled) return 409;
    this.balance += e.paise;
    if (e.paise > 0) this.moved++;
    round.settled = true;
    this.record(e);
    return 200;
  }

  private rollback(e: Extract<WalletEvent, { call: 'rollback' }>): number {
    const bet = this.seen.get(e.referenceTransactionId)?.event;
    if (!bet) {
      this.rolledBack.add(e.referenceTransactionId);
      this.record(e);
      return 200;
    }
    if (bet.call !== 'debit') return 400;
    if (bet.roundId !== e.roundId) return 409;
    const round = this.rounds.get(e.roundId)!;
    if (this.rolledBack.has(e.referenceTransactionId)) {
      this.record(e);
      return 200;
    }
    if (round.settled) return 409;
    this.balance += bet.paise;
    this.moved++;
    round.stake -= bet.paise;
    if (round.stake === 0) round.cancelled = true;
    this.rolledBack.add(e.referenceTransactionId);
    this.record(e);
    return 200;
  }
}

function sameDetails(a: WalletEvent, b: WalletEvent): boolean {
  if (a.call !== b.call || a.roundId !== b.roundId) return false;
  if (a.call === 'rollback' && b.call === 'rollback') return a.referenceTransactionId === b.referenceTransactionId;
  return a.call !== 'rollback' && b.call !== 'rollback' && a.paise === b.paise;
}
