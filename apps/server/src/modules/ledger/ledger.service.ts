import { randomUUID } from 'node:crypto';
import { LEDGER_MESSAGES, type JournalKind } from '@backlay/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError, conflict } from '../../lib/app-error.js';
import {
  applyBalanceDeltas,
  findEntriesByIdempotencyKeys,
  insertEntriesWithPostings,
  insertJournalEntries,
  insertPostingRows,
  postingsOfEntries,
  driftedBalances,
  driftedPostingTotals,
  entryPostings,
  findAccountId,
  findEntryByIdempotencyKey,
  insertAccount,
  insertJournalEntry,
  insertPostings,
  ledgerTotals,
  lockAccountCreation,
  applyExposureDeltas,
  lockBalances,
  overdrawnWallets,
  readBalances,
  thinEntries,
  unbalancedEntries,
  walletWithTotals,
  type AccountKind,
  type BalanceDelta,
  type BalanceRow,
  type LedgerTotals,
  type PostingTotals,
  type JournalEntryRow,
  type WalletTotals,
} from './ledger.repository.js';

/**
 * The ledger is the single source of truth for points. Every movement is one journal entry
 * whose postings sum to zero; each account's balance row is updated in the same transaction.
 * Callers pass their transaction, so a failure anywhere rolls the whole movement back.
 *
 * Concurrency: postEntry locks the balance rows it touches (SELECT ... FOR UPDATE, in account
 * id order, so two entries never wait on each other in a cycle) before it checks funds, so
 * two concurrent debits of one wallet cannot both pass the check. Callers that lock balance
 * rows themselves must lock them through `lockBalances` (same order) before calling.
 */

export interface PostingLine {
  accountId: string;
  /** Signed paise: positive credits the account. */
  amount: bigint;
  /**
   * When set on a debit (negative amount), the account's available points
   * (balance - exposure - held) must stay at or above zero after this line, or the entry is
   * refused with this error. Credits are never refused.
   */
  mustStayFunded?: AppError;
}

export interface PostEntryInput {
  kind: JournalKind;
  reference?: string | null;
  /**
   * The same key never moves points twice: a second post with the key answers the first
   * entry (created: false) when its postings are the same, and 409 when they differ.
   */
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
  /** Balance rows of the entry's accounts after the entry. */
  balances: Map<string, BalanceRow>;
}

export function available(b: Pick<BalanceRow, 'balance' | 'exposure' | 'held'>): bigint {
  return b.balance - b.exposure - b.held;
}

/** Net amount per account, in account id order. */
function netByAccount(lines: { accountId: string; amount: bigint }[]): [string, bigint][] {
  const net = new Map<string, bigint>();
  for (const l of lines) net.set(l.accountId, (net.get(l.accountId) ?? 0n) + l.amount);
  return [...net].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

function sameMovement(a: { accountId: string; amount: bigint }[], b: { accountId: string; amount: bigint }[]): boolean {
  const x = netByAccount(a).filter(([, v]) => v !== 0n);
  const y = netByAccount(b).filter(([, v]) => v !== 0n);
  return x.length === y.length && x.every(([id, v], i) => y[i]![0] === id && y[i]![1] === v);
}

async function replay(tx: Tx, entryId: string, input: PostEntryInput): Promise<PostEntryResult> {
  if (!sameMovement(await entryPostings(tx, entryId), input.lines)) throw conflict(LEDGER_MESSAGES.idempotencyKeyReused);
  const accountIds = input.lines.map((l) => l.accountId);
  return { entryId, created: false, balances: await readBalances(tx, accountIds) };
}

/** Posts one balanced journal entry and updates the balances, in the caller's transaction. */
export async function postEntry(tx: Tx, input: PostEntryInput): Promise<PostEntryResult> {
  checkShape(input);

  const key = input.idempotencyKey || null;
  if (key) {
    const existing = await findEntryByIdempotencyKey(tx, key);
    if (existing) return replay(tx, existing, input);
  }

  const locked = await lockBalances(
    tx,
    input.lines.map((l) => l.accountId),
  );
  // Funds are checked line by line on the locked rows, so a debit sees every earlier line.
  const after = applyInOrder(locked, [input]);

  const entryId = await insertJournalEntry(tx, {
    kind: input.kind,
    reference: input.reference ?? null,
    idempotencyKey: key,
    memo: input.memo ?? '',
    createdBy: input.createdBy ?? null,
    createdAt: input.at,
  });
  if (!entryId) {
    // Another transaction committed the same key between our look-up and our insert.
    const existing = await findEntryByIdempotencyKey(tx, key!);
    if (!existing) throw new Error('idempotency key conflict without an entry');
    return replay(tx, existing, input);
  }
  await insertPostings(
    tx,
    entryId,
    input.lines.map((l) => ({ accountId: l.accountId, amount: l.amount })),
  );
  const deltas = netByAccount(input.lines)
    .filter(([, delta]) => delta !== 0n)
    .map(([accountId, delta]) => ({ accountId, delta }));
  await applyBalanceDeltas(tx, deltas, input.at);
  for (const { accountId } of deltas) {
    const row = after.get(accountId)!;
    after.set(accountId, { ...row, version: row.version + 1 });
  }
  return { entryId, created: true, balances: after };
}

function checkShape(input: PostEntryInput): void {
  if (input.lines.length < 2) throw new Error('a journal entry needs at least two postings');
  const sum = input.lines.reduce((a, l) => a + l.amount, 0n);
  if (sum !== 0n) throw new Error(`journal entry ${input.kind} does not balance (${sum})`);
  if (input.lines.every((l) => l.amount === 0n)) throw new Error(`journal entry ${input.kind} moves nothing`);
}

/**
 * Checks the funds of entries in order on the locked rows (each debit sees every earlier line),
 * as postEntry does for one; answers the balance rows after them all.
 */
function applyInOrder(locked: Map<string, BalanceRow>, inputs: readonly PostEntryInput[]): Map<string, BalanceRow> {
  const after = new Map<string, BalanceRow>();
  for (const input of inputs) {
    for (const line of input.lines) {
      const current = after.get(line.accountId) ?? locked.get(line.accountId);
      if (!current) throw new Error(`ledger account ${line.accountId} has no balance row`);
      const next = { ...current, balance: current.balance + line.amount };
      if (line.mustStayFunded && line.amount < 0n && available(next) < 0n) throw line.mustStayFunded;
      after.set(line.accountId, next);
    }
  }
  return after;
}

/** The journal row of an entry to post, under the id the caller chose. */
function entryRowOf(input: PostEntryInput, id: string): JournalEntryRow {
  return {
    id,
    kind: input.kind,
    reference: input.reference ?? null,
    idempotencyKey: input.idempotencyKey || null,
    memo: input.memo ?? '',
    createdBy: input.createdBy ?? null,
    createdAt: input.at,
  };
}

/**
 * Posts many journal entries in the caller's transaction with the rules and outcome of calling
 * postEntry for each in order (shape checks, idempotency keys answered or refused as replays,
 * balance rows locked in account id order, funds checked line by line), in a handful of
 * statements instead of five per entry: settlement posts thousands of entries per chunk.
 * Answers, per input in order, its entry and whether it was created now.
 */
export async function postEntries(tx: Tx, inputs: readonly PostEntryInput[]): Promise<{ entryId: string; created: boolean }[]> {
  inputs.forEach(checkShape);
  const keys = inputs.flatMap((i) => (i.idempotencyKey ? [i.idempotencyKey] : []));
  const existing = await findEntriesByIdempotencyKeys(tx, keys);

  // Per input: the entry it replays (posted before, or earlier in this call), or a new id.
  const answers: { entryId: string; created: boolean }[] = [];
  const fresh: { input: PostEntryInput; id: string }[] = [];
  const replays: { input: PostEntryInput; entryId: string }[] = [];
  const firstWithKey = new Map<string, { input: PostEntryInput; id: string }>();
  for (const input of inputs) {
    const key = input.idempotencyKey || null;
    const earlier = key ? existing.get(key) : undefined;
    const sameCall = key ? firstWithKey.get(key) : undefined;
    if (earlier) {
      replays.push({ input, entryId: earlier });
      answers.push({ entryId: earlier, created: false });
    } else if (sameCall) {
      if (!sameMovement(sameCall.input.lines, input.lines)) throw conflict(LEDGER_MESSAGES.idempotencyKeyReused);
      answers.push({ entryId: sameCall.id, created: false });
    } else {
      const entry = { input, id: randomUUID() };
      if (key) firstWithKey.set(key, entry);
      fresh.push(entry);
      answers.push({ entryId: entry.id, created: true });
    }
  }
  await checkReplays(tx, replays);
  if (fresh.length === 0) return answers;

  const locked = await lockBalances(
    tx,
    fresh.flatMap((f) => f.input.lines.map((l) => l.accountId)),
  );
  applyInOrder(
    locked,
    fresh.map((f) => f.input),
  );
  const inserted = await insertJournalEntries(
    tx,
    fresh.map(({ input, id }) => entryRowOf(input, id)),
  );
  let created = fresh;
  if (inserted.size < fresh.length) {
    // Another transaction committed some of these keys between our look-up and our insert:
    // those entries are replays, and the funds are checked again without them.
    const raced = fresh.filter((f) => !inserted.has(f.id));
    const now = await findEntriesByIdempotencyKeys(
      tx,
      raced.map((f) => f.input.idempotencyKey!),
    );
    const racedReplays = raced.map((f) => {
      const entryId = now.get(f.input.idempotencyKey!);
      if (!entryId) throw new Error('idempotency key conflict without an entry');
      answers[answers.findIndex((a) => a.entryId === f.id)] = { entryId, created: false };
      return { input: f.input, entryId };
    });
    await checkReplays(tx, racedReplays);
    created = fresh.filter((f) => inserted.has(f.id));
    applyInOrder(
      locked,
      created.map((f) => f.input),
    );
  }
  await insertPostingRows(
    tx,
    created.flatMap(({ input, id }) => input.lines.map((l) => ({ entryId: id, accountId: l.accountId, amount: l.amount }))),
  );
  const at = inputs[inputs.length - 1]!.at;
  const deltas = netByAccount(created.flatMap((f) => f.input.lines))
    .filter(([, delta]) => delta !== 0n)
    .map(([accountId, delta]) => ({ accountId, delta }));
  await applyBalanceDeltas(tx, deltas, at);
  return answers;
}

/**
 * postEntries followed by applyExposureDeltas, for bulk writers (settlement posts a chunk's
 * entries and releases its players' exposure together): when none of the keys was posted
 * before, the entries, their postings and every balance and exposure change go in ONE
 * statement. The rules are postEntries' (shapes checked, a key moves points once, a replayed
 * key answered or refused with 409 as there), with two conditions: no line carries a funds
 * check (those go through postEntries, which checks them line by line), and the caller has
 * locked the balance row of every account in the lines and the deltas (lockBalances or
 * lockBalanceRows) in this transaction. Should another transaction commit one of the keys
 * between the look-up and the insert, it throws and the caller's transaction rolls back; its
 * retry answers the keys as replays.
 */
export async function postEntriesWithExposure(
  tx: Tx,
  inputs: readonly PostEntryInput[],
  exposureDeltas: readonly BalanceDelta[],
  at: Date,
): Promise<{ entryId: string; created: boolean }[]> {
  inputs.forEach(checkShape);
  if (inputs.some((i) => i.lines.some((l) => l.mustStayFunded))) {
    throw new Error('postEntriesWithExposure takes no funds check: post such lines with postEntries');
  }
  const viaPostEntries = async () => {
    const answers = await postEntries(tx, inputs);
    await applyExposureDeltas(tx, exposureDeltas, at);
    return answers;
  };
  const keys = inputs.flatMap((i) => (i.idempotencyKey ? [i.idempotencyKey] : []));
  if (inputs.length === 0 || new Set(keys).size < keys.length) return viaPostEntries();

  // An entry of a kind whose totals rule is mirrored here (WALLET_TOTAL_OF_KIND) has its lines
  // added to the wallets' totals by the statement itself, and the trigger skips it.
  const entries = inputs.map((input) => ({
    ...entryRowOf(input, randomUUID()),
    walletTotalsApplied: input.kind in WALLET_TOTAL_OF_KIND,
    lines: input.lines,
  }));
  // Every account with a line keeps its delta, even one that nets to zero: the statement's
  // count of balance rows updated then proves each posting's account has one (postings carry
  // no foreign keys; see schema/ledger.ts, postings).
  const moves = new Map<string, { balance: bigint; exposure: bigint; pl: bigint; commission: bigint; posted: boolean }>();
  const moveOf = (accountId: string) => {
    let m = moves.get(accountId);
    if (!m) moves.set(accountId, (m = { balance: 0n, exposure: 0n, pl: 0n, commission: 0n, posted: false }));
    return m;
  };
  for (const e of entries) {
    const total = WALLET_TOTAL_OF_KIND[e.kind];
    for (const l of e.lines) {
      const m = moveOf(l.accountId);
      m.balance += l.amount;
      m.posted = true;
      if (total) m[total] += l.amount;
    }
  }
  for (const d of exposureDeltas) moveOf(d.accountId).exposure += BigInt(d.delta);
  const deltas = [...moves]
    .filter(([, m]) => m.posted || m.exposure !== 0n)
    .map(([accountId, { posted: _posted, ...m }]) => ({ accountId, ...m }))
    .sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));

  const done = await insertEntriesWithPostings(
    tx,
    entries,
    entries.flatMap((e) => e.lines.map((l) => ({ entryId: e.id, accountId: l.accountId, amount: l.amount }))),
    deltas,
    at,
  );
  // A key posted before: nothing was written; postEntries answers the replays.
  if (done.entries === 0) return viaPostEntries();
  if (done.entries < entries.length) throw new Error('ledger: another transaction posted one of these idempotency keys meanwhile');
  if (done.balances !== deltas.length) throw new Error('ledger: an account of these entries has no balance row');
  return entries.map((e) => ({ entryId: e.id, created: true }));
}

/** A replayed key must move exactly what its entry moved (409 otherwise), as in postEntry. */
async function checkReplays(tx: Tx, replays: readonly { input: PostEntryInput; entryId: string }[]): Promise<void> {
  if (replays.length === 0) return;
  const lines = await postingsOfEntries(
    tx,
    replays.map((r) => r.entryId),
  );
  for (const r of replays) {
    if (!sameMovement(lines.get(r.entryId) ?? [], r.input.lines)) throw conflict(LEDGER_MESSAGES.idempotencyKeyReused);
  }
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

/**
 * The account the administrator's credits come from (its balance is minus the points in
 * circulation); created on first use. Creation runs under an advisory lock in its own
 * (sub)transaction, so concurrent first uses still make exactly one.
 */
export function issuanceAccountId(tx: DbOrTx): Promise<string> {
  return systemAccountId(tx, 'issuance');
}

/**
 * The clearing account of a settlement lane (one per lane, not per white label: a chunk's
 * uplines' and house's shares pass through it for a moment; modules/settlement explains why).
 */
export function settlementClearingAccountId(tx: DbOrTx, lane: number): Promise<string> {
  return systemAccountId(tx, `settlement_clearing:${lane}`);
}

/** An account no user owns, one of its kind, created on first use (see issuanceAccountId). */
async function systemAccountId(tx: DbOrTx, kind: AccountKind): Promise<string> {
  const found = await findAccountId(tx, kind, null);
  if (found) return found;
  return tx.transaction(async (inner) => {
    await lockAccountCreation(inner, kind);
    return (await findAccountId(inner, kind, null)) ?? insertAccount(inner, { kind });
  });
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

/**
 * A wallet's figures for the profile and pts calls, all in paise and all read from the ledger:
 * - creditPts: points the upline credited minus what it debited back (upline_credit and
 *   upline_debit entries that name this user as the downline);
 * - clientPL: net of bet settlements and casino debits, credits and rollbacks;
 * - commission: net commission postings (positive = earned, negative = paid);
 * - bonus: net bonus postings plus the bonuses credited inside deposit entries (the promotions
 *   account's line of an approved deposit with an offer), within 0..balance (the part of pts
 *   that is bonus).
 */
export interface WalletFigures extends WalletSummary {
  creditPts: bigint;
  clientPL: bigint;
  commission: bigint;
  bonus: bigint;
}

export async function walletFigures(db: DbOrTx, userId: string): Promise<WalletFigures> {
  const w = await walletWithTotals(db, userId);
  if (!w) throw new AppError('NOT_FOUND', 'Wallet not found');
  return walletFiguresOf(w);
}

/**
 * The wallet posting total (balances pl_total, commission_total) each of these entry kinds counts
 * to: the part of the posting-totals trigger's rule
 * (apps/server/src/db/functions/balances_add_posting_totals.sql) that needs nothing but the
 * posting's own amount and kind. Writers that add totals themselves (postEntriesWithExposure,
 * walletTotalsAfter) take only these kinds; credit and bonus, which depend on the entry's reference
 * and its other lines, stay with the trigger.
 */
export const WALLET_TOTAL_OF_KIND: Readonly<Partial<Record<JournalKind, 'pl' | 'commission'>>> = {
  bet_settlement: 'pl',
  casino_debit: 'pl',
  casino_credit: 'pl',
  casino_rollback: 'pl',
  commission: 'commission',
};

/**
 * A wallet's row and totals after postings of these kinds and an exposure change, from the row
 * as it was locked before them: what the statement (balance, exposure, version) and the
 * posting-totals trigger (apps/server/src/db/functions/balances_add_posting_totals.sql: bet
 * settlements count to P/L, commission to commission) leave on it. For bulk writers that hold the
 * rows locked from before their writes to their commit and so need not read them again (a
 * settlement chunk). Only the kinds whose trigger rule is mirrored here are taken.
 */
export function walletTotalsAfter(
  w: WalletTotals,
  lines: readonly { kind: JournalKind; amount: bigint }[],
  exposureDelta: bigint,
): WalletTotals {
  const after = { ...w, exposure: w.exposure + exposureDelta };
  for (const l of lines) {
    const total = WALLET_TOTAL_OF_KIND[l.kind];
    if (!total) throw new Error(`walletTotalsAfter: the totals rule of ${l.kind} entries is the trigger's alone`);
    after.balance += l.amount;
    after[total] += l.amount;
  }
  if (lines.some((l) => l.amount !== 0n) || exposureDelta !== 0n) after.version += 1;
  return after;
}

/** The figures of a wallet row and its posting totals (read together, or the totals known at its version). */
export function walletFiguresOf(w: WalletTotals): WalletFigures {
  const bonus = w.bonus < 0n ? 0n : w.bonus > w.balance ? (w.balance > 0n ? w.balance : 0n) : w.bonus;
  return {
    balance: w.balance,
    exposure: w.exposure,
    held: w.held,
    available: available(w),
    creditPts: w.credit,
    clientPL: w.pl,
    commission: w.commission,
    bonus,
  };
}

export interface LedgerCheckReport {
  /** True when every invariant holds. */
  ok: boolean;
  totals: LedgerTotals;
  /** Entries whose postings do not sum to zero. */
  unbalancedEntries: { entryId: string; sum: bigint }[];
  /** Entries with fewer than two postings. */
  thinEntries: { entryId: string; postings: number }[];
  /** Accounts whose stored balance is not the sum of their postings (stored null: no balance row). */
  driftedBalances: { accountId: string; stored: bigint | null; fromPostings: bigint }[];
  /** Wallets whose posting totals on the balance row differ from their postings'. */
  driftedTotals: { accountId: string; stored: PostingTotals; fromPostings: PostingTotals }[];
  /** Wallets with negative available points, exposure or hold. */
  overdrawnWallets: { accountId: string; userId: string | null; balance: bigint; exposure: bigint; held: bigint }[];
}

/** At most this many offenders of each kind are listed (counts beyond are not needed to act). */
const CHECK_LIST_LIMIT = 100;

/**
 * The ledger's invariant, read in one repeatable-read snapshot so concurrent postings cannot
 * make a sound ledger look broken: every entry has two or more postings that sum to zero, every
 * balance equals the sum of its postings (so all balances sum to zero), every wallet's posting
 * totals on its balance row equal those of its postings, and no wallet's
 * available points, exposure or hold is negative.
 */
export async function checkLedger(db: Db): Promise<LedgerCheckReport> {
  return db.transaction(
    async (tx) => {
      const totals = await ledgerTotals(tx);
      const u = await unbalancedEntries(tx, CHECK_LIST_LIMIT);
      const t = await thinEntries(tx, CHECK_LIST_LIMIT);
      const d = await driftedBalances(tx, CHECK_LIST_LIMIT);
      const dt = await driftedPostingTotals(tx, CHECK_LIST_LIMIT);
      const o = await overdrawnWallets(tx, CHECK_LIST_LIMIT);
      const ok =
        u.length === 0 &&
        t.length === 0 &&
        d.length === 0 &&
        dt.length === 0 &&
        o.length === 0 &&
        totals.balanceSum === 0n &&
        totals.postingSum === 0n;
      return { ok, totals, unbalancedEntries: u, thinEntries: t, driftedBalances: d, driftedTotals: dt, overdrawnWallets: o };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
