import { randomUUID } from 'node:crypto';
import { CASINO_MESSAGES, type WalletTransactionAnswer } from '@backlay/contract';
import { paiseToRupees, rupeesToPaise } from '@backlay/domain';
import type { Tx } from '../../db/client.js';
import type { AppContext, UserRow } from '../../lib/context.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.js';
import { available, issuanceAccountId, lockBalances, postEntry, walletAccountId } from '../ledger/index.js';
import type { CasinoProviderRow } from './catalogue.repository.js';
import { findGameByCode } from './catalogue.repository.js';
import { findBettableSession } from './casino-session.repository.js';
import {
  findPlayer,
  findRollbackOf,
  findTransaction,
  insertRound,
  insertTransaction,
  lockRound,
  updateRound,
  type CasinoRoundRow,
  type CasinoTransactionRow,
} from './wallet.repository.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/**
 * Our side of the seamless wallet (docs/architecture.md §6): a provider takes bets (debit), pays
 * wins (credit) and cancels bets (rollback). The rules, whatever the provider's protocol:
 * - each call is idempotent on the provider's transaction id: a repeat answers the first
 *   answer again; the same id with other details (type, amount, round, bet) is refused (409);
 * - each debit, credit and rollback that moves points is ONE ledger entry between the player's
 *   wallet and the house, keyed `casino:{provider}:{transaction id}`;
 * - a debit never takes the player's available points below zero;
 * - a rollback whose debit has not arrived is remembered (moving nothing), and that debit is
 *   refused when it comes; a debit can be rolled back only while its round has no credit;
 * - a credit needs a round with a bet that was not rolled back; a credit of 0 closes a lost
 *   round without an entry (an entry must move something).
 *
 * The house is the ledger's issuance account, the same counterparty sports settlement uses,
 * so a player's casino and sports results land in one place. Each call locks the player's
 * wallet and the house (in the ledger's order) first, so calls for one player run one at a
 * time and every check below sees the previous call's effect.
 */

export interface WalletOutcome {
  answer: WalletTransactionAnswer;
  /** Whether this call changed something (false for repeats): live messages go out only then. */
  isNew: boolean;
  userId: string;
  roundId: string | null;
  /** Which live message the round change is: a bet into an open round, or a result. */
  change: 'bet' | 'result' | null;
}

interface Locked {
  tx: Tx;
  player: UserRow;
  wallet: string;
  house: string;
  now: Date;
}

const idempotencyKey = (provider: CasinoProviderRow, transactionId: string) => `casino:${provider.id}:${transactionId}`;

async function withPlayerLocked(ctx: AppContext, playerId: string, work: (l: Locked) => Promise<WalletOutcome>): Promise<WalletOutcome> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const player = await findPlayer(tx, playerId);
      if (!player) throw notFound(CASINO_MESSAGES.playerNotFound);
      const wallet = await walletAccountId(tx, player.id);
      const house = await issuanceAccountId(tx);
      await lockBalances(tx, [wallet, house]);
      return work({ tx, player, wallet, house, now: ctx.clock.now() });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(CASINO_MESSAGES.transactionMismatch);
    throw err;
  }
}

async function availableOf(l: Locked): Promise<bigint> {
  const b = (await lockBalances(l.tx, [l.wallet])).get(l.wallet)!;
  return available(b);
}

/**
 * A call with a transaction id already recorded is a repeat: it answers the first answer when it
 * is the same call (type, round and player, and the `sameDetails` of its kind), 409 otherwise.
 * Null for a new id, which the caller then carries out.
 */
async function repeatOf(
  l: Locked,
  provider: CasinoProviderRow,
  call: { type: CasinoTransactionRow['type']; transactionId: string; roundId: string },
  sameDetails: (first: CasinoTransactionRow) => boolean,
): Promise<WalletOutcome | null> {
  const existing = await findTransaction(l.tx, provider.id, call.transactionId);
  if (!existing) return null;
  const same =
    existing.type === call.type && existing.providerRoundId === call.roundId && existing.userId === l.player.id && sameDetails(existing);
  if (!same) throw conflict(CASINO_MESSAGES.transactionMismatch);
  return {
    answer: existing.answer as WalletTransactionAnswer,
    isNew: false,
    userId: existing.userId,
    roundId: existing.roundId,
    change: null,
  };
}

async function record(
  l: Locked,
  provider: CasinoProviderRow,
  row: {
    type: CasinoTransactionRow['type'];
    transactionId: string;
    providerRoundId: string;
    roundId: string | null;
    amount: bigint;
    referenceTransactionId?: string;
    journalEntryId: string | null;
    balanceAfter: bigint;
  },
): Promise<WalletTransactionAnswer> {
  const id = randomUUID();
  const answer: WalletTransactionAnswer = {
    playerId: l.player.id,
    currency: 'INR',
    balance: paiseToRupees(row.balanceAfter),
    walletTransactionId: id,
    transactionId: row.transactionId,
    moved: row.journalEntryId !== null,
  };
  await insertTransaction(l.tx, {
    id,
    providerId: provider.id,
    providerTransactionId: row.transactionId,
    type: row.type,
    userId: l.player.id,
    roundId: row.roundId,
    providerRoundId: row.providerRoundId,
    amount: row.amount,
    referenceTransactionId: row.referenceTransactionId ?? null,
    journalEntryId: row.journalEntryId,
    answer,
    createdAt: l.now,
  });
  return answer;
}

/** Moves `amount` between the player's wallet and the house as one entry; answers the entry and the available points after. */
async function post(
  l: Locked,
  provider: CasinoProviderRow,
  input: { kind: 'casino_debit' | 'casino_credit' | 'casino_rollback'; transactionId: string; round: CasinoRoundRow; toPlayer: bigint },
): Promise<{ entryId: string; availableAfter: bigint }> {
  const result = await postEntry(l.tx, {
    kind: input.kind,
    reference: `casinoRound:${input.round.id}`,
    idempotencyKey: idempotencyKey(provider, input.transactionId),
    memo: `${provider.name} round ${input.round.providerRoundId}`,
    at: l.now,
    lines: [
      {
        accountId: l.wallet,
        amount: input.toPlayer,
        ...(input.toPlayer < 0n ? { mustStayFunded: new AppError('BAD_REQUEST', CASINO_MESSAGES.insufficientPoints) } : {}),
      },
      { accountId: l.house, amount: -input.toPlayer },
    ],
  });
  return { entryId: result.entryId, availableAfter: available(result.balances.get(l.wallet)!) };
}

export interface DebitInput {
  playerId: string;
  sessionId: string;
  transactionId: string;
  roundId: string;
  gameId: string;
  amount: number;
}

export function debit(ctx: AppContext, provider: CasinoProviderRow, input: DebitInput): Promise<WalletOutcome> {
  const amount = BigInt(rupeesToPaise(input.amount));
  return withPlayerLocked(ctx, input.playerId, async (l) => {
    const repeat = await repeatOf(l, provider, { ...input, type: 'debit' }, (first) => first.amount === amount);
    if (repeat) return repeat;
    if (await findRollbackOf(l.tx, provider.id, input.transactionId)) throw conflict(CASINO_MESSAGES.debitRolledBack);
    if (!(await findBettableSession(l.tx, { id: input.sessionId, providerId: provider.id, userId: l.player.id, now: l.now }))) {
      throw forbidden(CASINO_MESSAGES.sessionInvalid);
    }
    if (l.player.blocked) throw forbidden(CASINO_MESSAGES.playerBlocked);
    if (l.player.betLock) throw forbidden(CASINO_MESSAGES.betLocked);
    const game = await findGameByCode(l.tx, provider.id, input.gameId);
    if (!game) throw notFound(CASINO_MESSAGES.gameNotFound);

    let round = await lockRound(l.tx, provider.id, input.roundId);
    if (round) {
      if (round.userId !== l.player.id) throw conflict(CASINO_MESSAGES.roundOfOtherPlayer);
      if (round.status === 'settled') throw conflict(CASINO_MESSAGES.roundSettled);
      if (round.status === 'cancelled') throw conflict(CASINO_MESSAGES.roundCancelled);
    } else {
      if (!game.active) throw new AppError('BAD_REQUEST', CASINO_MESSAGES.gameInactive);
      round = await insertRound(l.tx, {
        providerId: provider.id,
        providerRoundId: input.roundId,
        userId: l.player.id,
        gameId: game.id,
        status: 'open',
        createdAt: l.now,
        updatedAt: l.now,
      });
    }
    const { entryId, availableAfter } = await post(l, provider, {
      kind: 'casino_debit',
      transactionId: input.transactionId,
      round,
      toPlayer: -amount,
    });
    await updateRound(l.tx, round.id, { stakeDelta: amount, at: l.now });
    const answer = await record(l, provider, {
      type: 'debit',
      transactionId: input.transactionId,
      providerRoundId: input.roundId,
      roundId: round.id,
      amount,
      journalEntryId: entryId,
      balanceAfter: availableAfter,
    });
    return { answer, isNew: true, userId: l.player.id, roundId: round.id, change: 'bet' };
  });
}

export interface CreditInput {
  playerId: string;
  transactionId: string;
  roundId: string;
  amount: number;
}

export function credit(ctx: AppContext, provider: CasinoProviderRow, input: CreditInput): Promise<WalletOutcome> {
  const amount = BigInt(rupeesToPaise(input.amount));
  return withPlayerLocked(ctx, input.playerId, async (l) => {
    const repeat = await repeatOf(l, provider, { ...input, type: 'credit' }, (first) => first.amount === amount);
    if (repeat) return repeat;
    const round = await lockRound(l.tx, provider.id, input.roundId);
    if (!round) throw notFound(CASINO_MESSAGES.roundNotFound);
    if (round.userId !== l.player.id) throw conflict(CASINO_MESSAGES.roundOfOtherPlayer);
    if (round.status === 'cancelled') throw conflict(CASINO_MESSAGES.roundCancelled);

    const moved =
      amount > 0n ? await post(l, provider, { kind: 'casino_credit', transactionId: input.transactionId, round, toPlayer: amount }) : null;
    await updateRound(l.tx, round.id, { status: 'settled', settledAt: round.settledAt ?? l.now, winDelta: amount, at: l.now });
    const answer = await record(l, provider, {
      type: 'credit',
      transactionId: input.transactionId,
      providerRoundId: input.roundId,
      roundId: round.id,
      amount,
      journalEntryId: moved?.entryId ?? null,
      balanceAfter: moved?.availableAfter ?? (await availableOf(l)),
    });
    return { answer, isNew: true, userId: l.player.id, roundId: round.id, change: 'result' };
  });
}

export interface RollbackInput {
  playerId: string;
  transactionId: string;
  roundId: string;
  referenceTransactionId: string;
}

export function rollback(ctx: AppContext, provider: CasinoProviderRow, input: RollbackInput): Promise<WalletOutcome> {
  return withPlayerLocked(ctx, input.playerId, async (l) => {
    const repeat = await repeatOf(
      l,
      provider,
      { ...input, type: 'rollback' },
      (first) => first.referenceTransactionId === input.referenceTransactionId,
    );
    if (repeat) return repeat;
    const nothingMoved = async (roundId: string | null) => ({
      answer: await record(l, provider, {
        type: 'rollback',
        transactionId: input.transactionId,
        providerRoundId: input.roundId,
        roundId,
        amount: 0n,
        referenceTransactionId: input.referenceTransactionId,
        journalEntryId: null,
        balanceAfter: await availableOf(l),
      }),
      isNew: true,
      userId: l.player.id,
      roundId,
      change: null,
    });

    const bet = await findTransaction(l.tx, provider.id, input.referenceTransactionId);
    // The bet has not reached us: remember the rollback so the bet is refused when it comes.
    if (!bet) return nothingMoved(null);
    if (bet.type !== 'debit') throw new AppError('BAD_REQUEST', CASINO_MESSAGES.rollbackNotOfDebit);
    if (bet.userId !== l.player.id) throw conflict(CASINO_MESSAGES.roundOfOtherPlayer);
    if (bet.providerRoundId !== input.roundId) throw conflict(CASINO_MESSAGES.transactionMismatch);
    const round = await lockRound(l.tx, provider.id, input.roundId);
    if (!round) throw new Error(`casino: debit ${bet.id} has no round`);
    // Already cancelled by an earlier rollback (with another id): answer without moving again.
    if (await findRollbackOf(l.tx, provider.id, input.referenceTransactionId)) return nothingMoved(round.id);
    if (round.status === 'settled') throw conflict(CASINO_MESSAGES.rollbackAfterCredit);

    const { entryId, availableAfter } = await post(l, provider, {
      kind: 'casino_rollback',
      transactionId: input.transactionId,
      round,
      toPlayer: bet.amount,
    });
    const isLastBet = round.stake === bet.amount;
    await updateRound(l.tx, round.id, {
      stakeDelta: -bet.amount,
      at: l.now,
      ...(isLastBet ? { status: 'cancelled' as const, settledAt: l.now } : {}),
    });
    const answer = await record(l, provider, {
      type: 'rollback',
      transactionId: input.transactionId,
      providerRoundId: input.roundId,
      roundId: round.id,
      amount: bet.amount,
      referenceTransactionId: input.referenceTransactionId,
      journalEntryId: entryId,
      balanceAfter: availableAfter,
    });
    return { answer, isNew: true, userId: l.player.id, roundId: round.id, change: 'result' };
  });
}
