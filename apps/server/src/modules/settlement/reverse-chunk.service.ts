import { sessionBookOf, sessionExposure, teamBookOf, teamExposure } from '@backlay/domain';
import type { AppContext } from '../../lib/context.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { applyExposureDeltas, lockBalances, postEntries } from '../ledger/index.js';
import { settlementKeys } from './settlement-keys.js';
import { postSweeps } from './settlement-sweeps.js';
import { NOTHING_LEFT, type ChunkOutcome, type SettlementNotice } from './settlement-notice.js';
import {
  AUDIT,
  betsOf,
  findMarket,
  findResult,
  lastRolledBackResult,
  lockBooks,
  lockMarketSettlement,
  nextUsersWithBets,
  runnerIdsOf,
  updateBetOutcomes,
  upsertBooks,
  walletAccountIds,
  unreversedEntries,
  type BetRow,
  type SettlementMarket,
} from './settlement.repository.js';

/**
 * Reverses the next chunk of a rolled-back result, in one transaction. First any sweep left
 * waiting (settlement-sweeps.ts), then the money: each settlement and commission entry of the
 * declaration (its sweeps included) gets a new entry with every posting negated (its key with
 * `un` in front; nothing is deleted), up to `chunkSize` entries per transaction. Then the bets, a chunk of players at a time: they reopen, and the book is
 * rebuilt from the player's open bets with the domain's book math, its exposure held again.
 * Until the last bet has reopened the market still has settled bets, so a new declaration is
 * refused (declare answers 409) and the next settlement starts from exactly the state before
 * the first one.
 */
export async function reverseNextChunk(ctx: AppContext, marketId: string, chunkSize: number): Promise<ChunkOutcome> {
  return ctx.writeDb.transaction(async (tx) => {
    await lockMarketSettlement(tx, marketId);
    const market = await findMarket(tx, marketId);
    const rolledBack = await lastRolledBackResult(tx, marketId);
    if (!market || !rolledBack || (await findResult(tx, marketId))) return NOTHING_LEFT;
    const { declaration } = rolledBack;
    const at = ctx.clock.now();
    // A chunk's sweep a crash left goes first (in a step of its own: it locks upline rows), so
    // the negations below take the clearing account back to zero.
    if ((await postSweeps(tx, marketId, null, at)) > 0) return { done: false, notices: [] };

    const toNegate = await unreversedEntries(tx, marketId, settlementKeys.declarationPrefixes(marketId, declaration), chunkSize);
    if (toNegate.length > 0) {
      await postEntries(
        tx,
        toNegate.map((e) => ({
          kind: e.kind,
          reference: `market:${marketId}`,
          idempotencyKey: settlementKeys.reversal(e.key),
          memo: `Rolled back market ${marketId} (declaration ${declaration})`,
          at,
          lines: e.lines.map((l) => ({ accountId: l.accountId, amount: -l.amount })),
        })),
      );
      return { done: false, notices: [] };
    }

    const userIds = await nextUsersWithBets(tx, marketId, ['settled', 'void'], chunkSize);
    if (userIds.length === 0) return NOTHING_LEFT;
    const closed = await betsOf(tx, marketId, userIds, ['settled', 'void']);
    // Bets still open for these players (none expected) belong in the rebuilt book too.
    const stillOpen = await betsOf(tx, marketId, userIds, ['open']);
    const wallets = await walletAccountIds(tx, userIds);
    await lockBalances(tx, [...wallets.values()]);
    const books = await lockBooks(tx, marketId, userIds);
    const runnerIds = market.type === 'session' ? [] : await runnerIdsOf(tx, marketId);

    const notices: SettlementNotice[] = [];
    const bookRows: { userId: string; book: unknown; exposure: number; openBets: number }[] = [];
    const exposureDeltas: { accountId: string; delta: number }[] = [];
    // Each player's bets, grouped once (not a scan of the chunk's bets per player).
    const byUser = new Map<string, BetRow[]>();
    for (const b of [...closed, ...stillOpen]) {
      const list = byUser.get(b.userId);
      if (list) list.push(b);
      else byUser.set(b.userId, [b]);
    }
    for (const userId of userIds) {
      const reopened = byUser.get(userId) ?? [];
      const { book, exposure } = rebuiltBook(market, runnerIds, reopened);
      bookRows.push({ userId, book, exposure, openBets: reopened.length });
      const wallet = wallets.get(userId);
      if (!wallet) throw new Error(`settlement: user ${userId} has no wallet`);
      exposureDeltas.push({ accountId: wallet, delta: exposure - (books.get(userId)?.exposure ?? 0) });
      notices.push({
        userId,
        marketId,
        eventId: market.eventId,
        status: 'rolledBack',
        result: rolledBack,
        pnl: 0,
        commission: 0,
        bets: reopened.map((b) => ({ id: b.id, pnl: null })),
      });
    }

    await applyExposureDeltas(tx, exposureDeltas, at);
    await updateBetOutcomes(
      tx,
      closed.map((b) => ({ id: b.id, status: 'open', pnl: null })),
      null,
      at,
    );
    await upsertBooks(tx, marketId, bookRows, at);
    await insertAuditRow(tx, {
      actorId: null,
      action: AUDIT.unsettleChunk,
      targetType: 'market',
      targetId: marketId,
      after: { declaration, users: userIds.length, bets: closed.length },
      createdAt: at,
    });
    return { done: userIds.length < chunkSize, notices };
  });
}

/** The player's book over its open bets, as the placement queue keeps it (same domain math). */
function rebuiltBook(market: SettlementMarket, runnerIds: readonly string[], rows: readonly BetRow[]): { book: unknown; exposure: number } {
  if (market.type === 'session') {
    const book = sessionBookOf(rows);
    return { book, exposure: sessionExposure(book) };
  }
  // A runner that left the market's list still has its bets' P/L line.
  const runners = [...new Set([...runnerIds, ...rows.map((b) => b.runnerId)])];
  const book = teamBookOf(market.type, runners, rows);
  return { book, exposure: teamExposure(book) };
}
