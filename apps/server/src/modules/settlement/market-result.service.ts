import { tellOtherProcesses } from '../sports/stream/price-stream-publisher.js';
import { SETTLEMENT_MESSAGES, type DeclareResultBody, type DeclaredResult, type RollbackResultBody } from '@backlay/contract';
import { resultFitsMarket, type MarketResult } from '@backlay/domain';
import type { Tx } from '../../db/client.js';
import type { AppContext, UserRow } from '../../lib/context.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { verifyTransactionCode } from '../auth/index.js';
import { forgetCatalogue } from '../sports/index.js';
import { resultToWire } from './market-result-wire.js';
import {
  AUDIT,
  clearRunnerResults,
  closeMarketWithResult,
  countRollbacks,
  deleteResult,
  findMarket,
  findResult,
  hasBetsOutsideDownline,
  hasBetsWithStatus,
  insertResult,
  lockMarketSettlement,
  runnerIdsOf,
  type SettlementMarket,
} from './settlement.repository.js';

/** Starts the settlement job on a market once the declaration or roll-back has committed. */
export type WakeSettlement = (marketId: string) => void;

export interface ResultCall {
  caller: UserRow;
  ip: string | null;
}

/** The body's one result, or a clear 400 (exactly one of teamId, run, void: true). */
export function resultOfBody(body: DeclareResultBody): MarketResult {
  const given = [body.teamId !== undefined, body.run !== undefined, body.void === true].filter(Boolean).length;
  if (given !== 1) throw badRequest(SETTLEMENT_MESSAGES.oneResultOnly);
  if (body.void) return { kind: 'void' };
  if (body.teamId !== undefined) return { kind: 'winner', winnerRunnerId: body.teamId };
  const run = body.run!;
  if (!Number.isSafeInteger(run) || run < 0) throw badRequest(SETTLEMENT_MESSAGES.invalidRun);
  return { kind: 'score', score: run };
}

/**
 * Who may result a market: the administrator always; a whiteLabel only a manual market (one
 * its staff run by hand) that no player outside its downline bet on, since a result settles
 * every player on the market, whatever their site. Markets are not owned by a white label.
 */
async function checkMayResult(tx: Tx, caller: UserRow, market: SettlementMarket): Promise<void> {
  if (caller.role === 'administrator') return;
  // Another white label's own manual market is never this one's to result (market-admin).
  const ownedElsewhere = market.whiteLabelId !== null && market.whiteLabelId !== caller.whiteLabelId;
  if (caller.role === 'whiteLabel' && market.manual && !ownedElsewhere && !(await hasBetsOutsideDownline(tx, market.id, caller.id))) return;
  throw forbidden(SETTLEMENT_MESSAGES.notYourMarket);
}

/**
 * POST api/{role}/market/result. The body's shape and the caller's transaction code are checked
 * first, before any lock is taken or row read: a refused code changes nothing. Then in one
 * transaction, under the market's settlement lock: the market exists, the result fits it (a runner of a team market, a score for a session, or
 * void), the caller may result it, no result stands (409) and no roll-back is still reversing
 * (409); then the result row is written, the market closed with its winner and losers marked,
 * and the declaration audited with its number. After commit the price cache closes the market
 * (no bet is taken once a result is known) and the settlement job starts on it.
 */
export async function declareResult(
  ctx: AppContext,
  call: ResultCall,
  body: DeclareResultBody,
  wake: WakeSettlement,
): Promise<DeclaredResult> {
  const result = resultOfBody(body);
  await verifyTransactionCode(ctx, call.caller, body.transactionCode);
  const at = ctx.clock.now();
  const wire = await ctx.db.transaction(async (tx) => {
    await lockMarketSettlement(tx, body.marketId);
    const market = await findMarket(tx, body.marketId);
    if (!market) throw notFound(SETTLEMENT_MESSAGES.marketNotFound);
    if (!resultFitsMarket(market.type, result)) {
      throw badRequest(market.type === 'session' ? SETTLEMENT_MESSAGES.sessionNeedsRun : SETTLEMENT_MESSAGES.teamMarketNeedsTeam);
    }
    if (result.kind === 'winner' && !(await runnerIdsOf(tx, market.id)).includes(result.winnerRunnerId)) {
      throw badRequest(SETTLEMENT_MESSAGES.teamNotInMarket);
    }
    await checkMayResult(tx, call.caller, market);
    if (await findResult(tx, market.id)) throw conflict(SETTLEMENT_MESSAGES.resultAlreadyDeclared);
    const declaration = 1 + (await countRollbacks(tx, market.id));
    // Settled or void bets without a standing result: a roll-back still reversing them. Only a
    // result settles bets and only a roll-back takes a result away, so a market never rolled
    // back has none, and its bets (100,000 on a big market, each row read) are not scanned.
    if (declaration > 1 && (await hasBetsWithStatus(tx, market.id, ['settled', 'void']))) {
      throw conflict(SETTLEMENT_MESSAGES.rollbackInProgress);
    }
    const row = await insertResult(tx, {
      marketId: market.id,
      kind: result.kind,
      winnerRunnerId: result.kind === 'winner' ? result.winnerRunnerId : null,
      score: result.kind === 'score' ? result.score : null,
      declaredBy: call.caller.id,
      declaredAt: at,
    });
    await closeMarketWithResult(tx, market.id, result.kind === 'winner' ? result.winnerRunnerId : null, at);
    const declared = resultToWire(row, declaration);
    await insertAuditRow(tx, {
      actorId: call.caller.id,
      action: AUDIT.declare,
      targetType: 'market',
      targetId: market.id,
      before: { marketStatus: market.status },
      after: { ...declared, source: 'staff' },
      ip: call.ip,
      createdAt: at,
    });
    return declared;
  });
  ctx.prices.close(wire.marketId);
  tellOtherProcesses(ctx, [['c', wire.marketId]]);
  forgetCatalogue(ctx);
  wake(wire.marketId);
  return wire;
}

/**
 * DELETE api/{role}/market/result?marketId= with `{ transactionCode }` in the body. The code is
 * checked before anything else, so a refused one changes nothing. Then in one transaction: the
 * standing result is removed, the runners lose their winner/loser marks and the roll-back is
 * audited with the result it undid (its declaration number included: the reversing entries are
 * keyed by it). The market stays closed. The settlement job then reverses the settled players
 * in chunks.
 */
export async function rollbackResult(
  ctx: AppContext,
  call: ResultCall,
  marketId: string,
  body: RollbackResultBody,
  wake: WakeSettlement,
): Promise<DeclaredResult> {
  await verifyTransactionCode(ctx, call.caller, body.transactionCode);
  const at = ctx.clock.now();
  const undone = await ctx.db.transaction(async (tx) => {
    await lockMarketSettlement(tx, marketId);
    const market = await findMarket(tx, marketId);
    if (!market) throw notFound(SETTLEMENT_MESSAGES.marketNotFound);
    await checkMayResult(tx, call.caller, market);
    const row = await findResult(tx, marketId);
    if (!row) throw notFound(SETTLEMENT_MESSAGES.noResult);
    const wire = resultToWire(row, 1 + (await countRollbacks(tx, marketId)));
    await deleteResult(tx, marketId);
    await clearRunnerResults(tx, marketId);
    await insertAuditRow(tx, {
      actorId: call.caller.id,
      action: AUDIT.rollback,
      targetType: 'market',
      targetId: marketId,
      before: wire,
      after: { declaration: wire.declaration, rolledBackAt: at.toISOString() },
      ip: call.ip,
      createdAt: at,
    });
    return wire;
  });
  forgetCatalogue(ctx);
  wake(marketId);
  return undone;
}
