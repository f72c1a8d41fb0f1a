import { BET_VOID_MESSAGES, type VoidResult, type VoidedBet, type VoidMovement } from '@backlay/contract';
import {
  isEmptySplit,
  oddToWire,
  paiseToRupees,
  sessionBookOf,
  sessionExposure,
  settledVoidAdjustment,
  teamBookOf,
  teamExposure,
  type PnlSplit,
} from '@backlay/domain';
import type { Tx } from '../../db/client.js';
import type { AppContext, UserRow } from '../../lib/context.js';
import { badRequest, conflict, forbidden } from '../../lib/app-error.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { normaliseTransactionCode, verifyTransactionCode } from '../auth/index.js';
import {
  applyExposureDeltas,
  issuanceAccountId,
  lockBalances,
  postEntries,
  type PostEntryInput,
  type PostingLine,
} from '../ledger/index.js';
import { countRollbacks, findResult, lockMarketSettlement, settlementKeys } from '../settlement/index.js';
import {
  commissionCredited,
  commissionRateOf,
  deleteBook,
  lockBets,
  lockBook,
  markDeleted,
  marketIdsOfBets,
  marketsByIds,
  playerMarketBets,
  runnerIdsOf,
  walletAccountIds,
  writeBook,
  type BetRow,
  type VoidMarket,
  type VoidTarget,
} from './bet-voids.repository.js';
import { sendVoidNotices, type VoidNotice } from './bet-voids-live.js';

/**
 * POST api/{role}/user/openBet/void: staff void bets of their downline (Delete Open Bets,
 * Delete Bet History). The rules, who may call and what the answer holds are on the contract
 * (packages/contract bet-voids.ts); the money is the domain's (settledVoidAdjustment for
 * settled bets, the book math for open ones).
 *
 * One transaction, locks in the order settlement and placement take them, so none of them can
 * deadlock with a void: each market's settlement lock (in market id order), the bets (id
 * order), every wallet and the house (ledger order), then the players' books.
 */

export const AUDIT_BET_VOID = 'bet.void';

export interface VoidCall {
  caller: UserRow;
  ip: string | null;
  log: { error(obj: object, msg: string): void };
}

export interface VoidInput {
  betIds: string[];
  remarks: string;
  transactionCode: string | number;
}

/** One player's voided bets on one market, by what they were: open, or closed by a result. */
interface Group {
  userId: string;
  userName: string;
  market: VoidMarket;
  kind: 'open' | 'closed';
  bets: BetRow[];
}

const groupKey = (b: BetRow, kind: Group['kind']) => `${b.userId}\u0000${b.marketId}\u0000${kind}`;

export async function voidBets(ctx: AppContext, call: VoidCall, input: VoidInput): Promise<{ message: string; docs: VoidResult }> {
  const remarks = input.remarks.trim();
  if (!remarks) throw badRequest(BET_VOID_MESSAGES.remarksRequired);
  const code = normaliseTransactionCode(input.transactionCode);
  if (!code) throw badRequest(BET_VOID_MESSAGES.transactionCodeEmpty);
  const ids = input.betIds.map((id) => id.toLowerCase());
  if (new Set(ids).size !== ids.length) throw badRequest(BET_VOID_MESSAGES.duplicateBet);
  await verifyTransactionCode(ctx, call.caller, code);

  const at = ctx.clock.now();
  const done = await ctx.db.transaction(async (tx) => {
    for (const marketId of await marketIdsOfBets(tx, ids)) await lockMarketSettlement(tx, marketId);
    const targets = await lockBets(tx, ids);
    for (const id of ids) {
      const t = targets.get(id);
      // An unknown id answers like a bet outside the downline, so no bet can be probed.
      if (!t || !t.ancestors.includes(call.caller.id)) throw forbidden(BET_VOID_MESSAGES.notYourBet);
      if (t.bet.status === 'rejected') throw conflict(BET_VOID_MESSAGES.rejectedBet);
    }
    const wanted = ids.map((id) => targets.get(id)!);
    const toVoid = wanted.filter((t) => t.bet.status !== 'deleted');
    if (toVoid.length === 0) return { wanted, movements: [], notices: [] };

    const markets = await marketsByIds(tx, [...new Set(toVoid.map((t) => t.bet.marketId))]);
    const groups = groupsOf(toVoid, markets);
    const declarations = await standingDeclarations(tx, groups);
    const outcome = await applyVoids(tx, { groups, declarations, caller: call.caller, remarks, at });
    await markDeleted(
      tx,
      toVoid.map((t) => t.bet.id),
      at,
    );
    for (const t of toVoid) {
      const group = groups.find((g) => g.bets.some((b) => b.id === t.bet.id))!;
      const moved = outcome.movements.find((m) => m.userId === group.userId && m.marketId === group.market.id)!;
      await insertAuditRow(tx, {
        actorId: call.caller.id,
        action: AUDIT_BET_VOID,
        targetType: 'bet',
        targetId: t.bet.id,
        before: betFacts(t, group.market),
        after: {
          status: 'deleted',
          remarks,
          // What the void moved for this player on this market (all its bets voided in this call).
          group: { ...moved, betIds: group.bets.map((b) => b.id) },
        },
        ip: call.ip,
        createdAt: at,
      });
    }
    const notices: VoidNotice[] = groups.map((g) => ({
      userId: g.userId,
      bets: g.bets.map((b) => ({ ...b, status: 'deleted' as const, pnl: null, updatedAt: at })),
      market: g.market,
    }));
    return { wanted, movements: outcome.movements, notices };
  });

  sendVoidNotices(ctx, done.notices, call.log);
  const voidedNow = new Set(done.notices.flatMap((n) => n.bets.map((b) => b.id)));
  const bets: VoidedBet[] = done.wanted.map((t) => ({
    _id: t.bet.id,
    userId: t.bet.userId,
    userName: t.userName,
    marketId: t.bet.marketId,
    previousStatus: t.bet.status as VoidedBet['previousStatus'],
    voided: voidedNow.has(t.bet.id),
  }));
  return {
    message: voidedNow.size > 0 ? BET_VOID_MESSAGES.voided : BET_VOID_MESSAGES.alreadyVoided,
    docs: { bets, movements: done.movements },
  };
}

function groupsOf(targets: readonly VoidTarget[], markets: Map<string, VoidMarket>): Group[] {
  const groups = new Map<string, Group>();
  for (const t of targets) {
    const kind = t.bet.status === 'open' ? 'open' : 'closed';
    const key = groupKey(t.bet, kind);
    const g = groups.get(key);
    if (g) g.bets.push(t.bet);
    else groups.set(key, { userId: t.bet.userId, userName: t.userName, market: markets.get(t.bet.marketId)!, kind, bets: [t.bet] });
  }
  // Books are locked in (player, market) order.
  return [...groups.values()].sort((a, b) => (groupKey(a.bets[0]!, a.kind) < groupKey(b.bets[0]!, b.kind) ? -1 : 1));
}

/**
 * The declaration each settled bet's market stands under. A settled bet on a market without a
 * standing result is being reopened by a roll-back: 409 until the roll-back is through.
 */
async function standingDeclarations(tx: Tx, groups: readonly Group[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const g of groups) {
    if (g.kind !== 'closed' || out.has(g.market.id)) continue;
    if (!(await findResult(tx, g.market.id))) throw conflict(BET_VOID_MESSAGES.rollbackInProgress);
    out.set(g.market.id, 1 + (await countRollbacks(tx, g.market.id)));
  }
  return out;
}

interface ApplyInput {
  groups: Group[];
  declarations: Map<string, number>;
  caller: UserRow;
  remarks: string;
  at: Date;
}

/** A settled group's standing bets and the adjustment that voids the chosen ones. */
interface ClosedPlan {
  group: Group;
  declaration: number;
  adjustment: ReturnType<typeof settledVoidAdjustment>;
}

async function applyVoids(tx: Tx, input: ApplyInput): Promise<{ movements: VoidMovement[] }> {
  const { groups, at } = input;
  const players = await walletAccountIds(
    tx,
    groups.map((g) => g.userId),
  );
  const walletOf = (userId: string, map: Map<string, string>): string => {
    const id = map.get(userId);
    if (!id) throw new Error(`bet void: user ${userId} has no wallet`);
    return id;
  };

  // Settled bets: what stands and what it would be without the voided bets (reads only; every
  // writer of these bets and entries holds the market's settlement lock, as we do).
  const plans: ClosedPlan[] = [];
  const roles = new Map<string, string>();
  for (const group of groups.filter((g) => g.kind === 'closed')) {
    const declaration = input.declarations.get(group.market.id)!;
    const standing = await playerMarketBets(tx, group.userId, group.market.id, ['settled', 'void']);
    for (const b of standing) for (const s of b.uplineShares) roles.set(s.userId, s.role);
    const [, commissionPrefix] = settlementKeys.declarationPrefixes(group.market.id, declaration);
    const adjustment = settledVoidAdjustment({
      standing: standing.map((b) => ({ id: b.id, pnl: b.pnl ?? 0, shares: b.uplineShares })),
      voidIds: new Set(group.bets.map((b) => b.id)),
      commissionPaid: await commissionCredited(tx, walletOf(group.userId, players), group.market.id, commissionPrefix!),
      commissionBps: await commissionRateOf(tx, group.userId),
    });
    plans.push({ group, declaration, adjustment });
  }

  // The administrator's share sits with the house, as settlement posts it.
  const partnerIds = [...roles].filter(([, role]) => role !== 'administrator').map(([id]) => id);
  const partners = await walletAccountIds(tx, partnerIds);
  const house = await issuanceAccountId(tx);
  await lockBalances(tx, [...players.values(), ...partners.values(), house]);
  const accountOf = (userId: string) => (roles.get(userId) === 'administrator' ? house : walletOf(userId, partners));

  // Per player and market, in paise until the answer is written.
  const movements = new Map<string, { g: Group; bets: number; released: number; pts: number; entryIds: string[] }>();
  const movementOf = (g: Group) => {
    const key = `${g.userId}\u0000${g.market.id}`;
    const found = movements.get(key) ?? { g, bets: 0, released: 0, pts: 0, entryIds: [] };
    movements.set(key, found);
    return found;
  };

  // Open bets: the book over the bets that remain (read after the wallet's lock, so a bet being
  // placed is either in it or waits for us), its exposure held instead of the old one.
  const exposureDeltas: { accountId: string; delta: number }[] = [];
  for (const group of groups.filter((g) => g.kind === 'open')) {
    const wallet = walletOf(group.userId, players);
    const held = (await lockBook(tx, group.userId, group.market.id))?.exposure ?? 0;
    const voided = new Set(group.bets.map((b) => b.id));
    const remaining = (await playerMarketBets(tx, group.userId, group.market.id, ['open'])).filter((b) => !voided.has(b.id));
    const { book, exposure } = bookOf(group.market, await runnerIdsOf(tx, group.market.id), remaining);
    if (remaining.length === 0) await deleteBook(tx, group.userId, group.market.id);
    else await writeBook(tx, { userId: group.userId, marketId: group.market.id, book, exposure, openBets: remaining.length }, at);
    if (exposure !== held) exposureDeltas.push({ accountId: wallet, delta: exposure - held });
    const m = movementOf(group);
    m.bets += group.bets.length;
    m.released += held - exposure;
  }
  await applyExposureDeltas(tx, exposureDeltas, at);

  // Settled bets: new entries under the declaration's keys (a roll-back negates them with it).
  const entries: { group: Group; input: PostEntryInput; playerLine: number }[] = [];
  for (const { group, declaration, adjustment } of plans) {
    const wallet = walletOf(group.userId, players);
    const first = [...group.bets].map((b) => b.id).sort()[0]!;
    const entry = {
      reference: `market:${group.market.id}`,
      createdBy: input.caller.id,
      at,
      memo: `Voided ${group.bets.length} bet(s) on market ${group.market.id} (declaration ${declaration}) by staff: ${input.remarks}`,
    };
    if (!isEmptySplit(adjustment.pnl)) {
      entries.push({
        group,
        playerLine: adjustment.pnl.player,
        input: {
          ...entry,
          kind: 'bet_settlement',
          idempotencyKey: settlementKeys.settleVoid(group.market.id, declaration, first),
          lines: linesOf(adjustment.pnl, wallet, accountOf, house),
        },
      });
    }
    if (!isEmptySplit(adjustment.commission)) {
      entries.push({
        group,
        playerLine: adjustment.commission.player,
        input: {
          ...entry,
          kind: 'commission',
          idempotencyKey: settlementKeys.commissionVoid(group.market.id, declaration, first),
          lines: linesOf(adjustment.commission, wallet, accountOf, house),
        },
      });
    }
    movementOf(group).bets += group.bets.length;
  }
  const posted = await postEntries(
    tx,
    entries.map((e) => e.input),
  );
  entries.forEach((e, i) => {
    const m = movementOf(e.group);
    m.pts += e.playerLine;
    m.entryIds.push(posted[i]!.entryId);
  });
  return {
    movements: [...movements.values()].map((m) => ({
      userId: m.g.userId,
      userName: m.g.userName,
      marketId: m.g.market.id,
      bets: m.bets,
      exposureReleased: paiseToRupees(m.released),
      ptsChange: paiseToRupees(m.pts),
      entryIds: m.entryIds,
    })),
  };
}

/** The lines of one adjustment, per account (partners sharing an account are added up), zeros left out. */
function linesOf(split: PnlSplit, playerWallet: string, accountOf: (partnerId: string) => string, house: string): PostingLine[] {
  const net = new Map<string, bigint>();
  const add = (accountId: string, amount: number) => net.set(accountId, (net.get(accountId) ?? 0n) + BigInt(amount));
  add(playerWallet, split.player);
  for (const p of split.partners) add(accountOf(p.userId), p.amount);
  // The house is the issuance account, as in settlement (settle-chunk.service.ts).
  add(house, split.house);
  return [...net].filter(([, amount]) => amount !== 0n).map(([accountId, amount]) => ({ accountId, amount }));
}

/** The player's book over its open bets, with the domain's book math (as settlement rebuilds one). */
function bookOf(market: VoidMarket, runnerIds: readonly string[], rows: readonly BetRow[]): { book: unknown; exposure: number } {
  if (market.type === 'session') {
    const book = sessionBookOf(rows);
    return { book, exposure: sessionExposure(book) };
  }
  // A runner that left the market's list still has its bets' P/L line.
  const runners = [...new Set([...runnerIds, ...rows.map((b) => b.runnerId)])];
  const book = teamBookOf(market.type, runners, rows);
  return { book, exposure: teamExposure(book) };
}

/** The bet as the audit keeps it (wire units: rupees and the odds the player read). */
function betFacts(t: VoidTarget, market: VoidMarket) {
  const b = t.bet;
  return {
    status: b.status,
    userId: b.userId,
    userName: t.userName,
    marketId: b.marketId,
    marketName: market.name,
    eventName: market.eventName,
    runnerName: b.runnerName,
    side: b.side,
    odd: oddToWire(b.marketType, b.odd),
    run: b.run,
    stake: paiseToRupees(b.stake),
    liability: paiseToRupees(b.liability),
    pnl: b.pnl === null ? null : paiseToRupees(b.pnl),
    placedAt: b.createdAt.toISOString(),
    settledAt: b.settledAt?.toISOString() ?? null,
  };
}
