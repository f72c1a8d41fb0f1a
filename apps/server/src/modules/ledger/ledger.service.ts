import type { JournalKind } from '@backlay/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  addToBalance,
  driftedBalances,
  findAccountId,
  findEntryByIdempotencyKey,
  insertAccount,
  insertJournalEntry,
  insertPostings,
  lockBalances,
  readBalances,
  unbalancedEntries,
  type BalanceRow,
} from './ledger.repository.js';

/**
 * The ledger is the single source of truth for points. Every movement is one journal entry
 * whose postings sum to zero; each account's balance row is updated in the same transaction.
 * Callers pass their transaction, so a failure anywhere rolls the whole movement back.
 */

export interface PostingLine {
  accountId: string;
  /** Signed paise: positive credits the account. */
  amount: bigint;
  /**
   * When set, the account's available points (balance - exposure - held) must stay at or
   * above zero after this line, or the entry is refused with this error.
   */
  mustStayFunded?: AppError;
}

export interface PostEntryInput {
  kind: JournalKind;
  reference?: string | null;
  idempotencyKey?: string | null;
  memo?: string;
  createdBy?: string | null;
  at: Date;
  lines: PostingLine[];
}

export interface PostEntryResult {
  entryId: string;
  /** False when the idempotency key had already been used (nothing moved this time). */
  created: boolean;
  balances: Map<string, BalanceRow>;
}

export function available(b: Pick<BalanceRow, 'balance' | 'exposure' | 'held'>): bigint {
  return b.balance - b.exposure - b.held;
}

export async function postEntry(tx: Tx, input: PostEntryInput): Promise<PostEntryResult> {
  const sum = input.lines.reduce((a, l) => a + l.amount, 0n);
  if (sum !== 0n) throw new Error(`journal entry ${input.kind} does not balance (${sum})`);
  if (input.lines.length < 2) throw new Error('a journal entry needs at least two postings');
  if (input.idempotencyKey) {
    const existing = await findEntryByIdempotencyKey(tx, input.idempotencyKey);
    if (existing) {
      return {
        entryId: existing,
        created: false,
        balances: await readBalances(
          tx,
          input.lines.map((l) => l.accountId),
        ),
      };
    }
  }
  const locked = await lockBalances(
    tx,
    input.lines.map((l) => l.accountId),
  );
  const after = new Map<string, BalanceRow>();
  for (const line of input.lines) {
    const current = after.get(line.accountId) ?? locked.get(line.accountId);
    if (!current) throw new Error(`ledger account ${line.accountId} has no balance row`);
    const next = { ...current, balance: current.balance + line.amount, version: current.version + 1 };
    if (line.mustStayFunded && available(next) < 0n) throw line.mustStayFunded;
    after.set(line.accountId, next);
  }
  const entryId = await insertJournalEntry(tx, {
    kind: input.kind,
    reference: input.reference ?? null,
    idempotencyKey: input.idempotencyKey ?? null,
    memo: input.memo ?? '',
    createdBy: input.createdBy ?? null,
    createdAt: input.at,
  });
  await insertPostings(
    tx,
    entryId,
    input.lines.map((l) => ({ accountId: l.accountId, amount: l.amount })),
  );
  const deltas = new Map<string, bigint>();
  for (const l of input.lines) deltas.set(l.accountId, (deltas.get(l.accountId) ?? 0n) + l.amount);
  for (const [accountId, delta] of [...deltas].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (delta !== 0n) await addToBalance(tx, accountId, delta, input.at);
  }
  return { entryId, created: true, balances: after };
}

/** Opens the wallet of a new user (in the caller's transaction). */
export function openWallet(tx: DbOrTx, userId: string, whiteLabelId: string | null): Promise<string> {
  return insertAccount(tx, { kind: 'wallet', userId, whiteLabelId });
}

export async function walletAccountId(tx: DbOrTx, userId: string): Promise<string> {
  const id = await findAccountId(tx, 'wallet', userId);
  if (!id) throw new AppError('NOT_FOUND', 'Wallet not found');
  return id;
}

/** The account the administrator's credits come from; created on first use. */
export async function issuanceAccountId(tx: DbOrTx): Promise<string> {
  return (await findAccountId(tx, 'issuance', null)) ?? insertAccount(tx, { kind: 'issuance' });
}

export interface WalletSummary {
  balance: bigint;
  exposure: bigint;
  held: bigint;
  available: bigint;
}

export async function walletSummary(db: DbOrTx, userId: string): Promise<WalletSummary> {
  const accountId = await walletAccountId(db, userId);
  const b = (await readBalances(db, [accountId])).get(accountId)!;
  return { balance: b.balance, exposure: b.exposure, held: b.held, available: available(b) };
}

export interface LedgerCheckReport {
  ok: boolean;
  unbalancedEntries: { entryId: string; sum: bigint }[];
  driftedBalances: { accountId: string; stored: bigint; fromPostings: bigint }[];
}

/** The ledger's invariant: every entry sums to zero and every balance equals its postings. */
export async function checkLedger(db: Db): Promise<LedgerCheckReport> {
  const [u, d] = await Promise.all([unbalancedEntries(db), driftedBalances(db)]);
  return { ok: u.length === 0 && d.length === 0, unbalancedEntries: u, driftedBalances: d };
}
