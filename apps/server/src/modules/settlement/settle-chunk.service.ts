import {
  commissionOnLoss,
  marketPnlAt,
  splitMarketPnl,
  splitPnl,
  type PnlSplit,
  type SharedPnl,
  type SessionBookLine,
  type TeamBook,
} from '@backlay/domain';
import type { Tx } from '../../db/client.js';
import type { UplineShare } from '../../db/schema/betting.js';
import type { AppContext } from '../../lib/context.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { issuanceAccountId, lockBalanceRows, postEntriesWithExposure, type PostEntryInput, type PostingLine } from '../ledger/index.js';
import { resultOfRow, resultToWire } from './market-result-wire.js';
import { settlementKeys } from './settlement-keys.js';
import { NOTHING_LEFT, type ChunkOutcome, type SettlementNotice } from './settlement-notice.js';
import {
  AUDIT,
  countRollbacks,
  findMarket,
  findResult,
  hasDeclarationAudit,
  lockMarketForChunk,
  nextUsersToSettle,
  playersToSettle,
  settleBets,
  takeBooks,
  walletAccountIds,
  type SettlingPlayer,
} from './settlement.repository.js';

/**
 * Settles the next chunk of players on a market with a standing result, in one transaction
 * (DESIGN.md §4): per player, the P/L is its book's P/L at the result (void: 0), split between
 * the player, each upline (its partnership share recorded on the bets) and the house; the
 * commission a player earns is split the same way; the book's exposure is released; its bets
 * are marked settled (each with its own P/L) or void; the book row removed. Only open bets are
 * picked, and all of this commits together, so running a chunk again finds nothing to do.
 *
 * The chunk posts ONE `bet_settlement` journal entry (and one `commission` entry when any
 * player earns one): a line per player's wallet, and per upline and for the house the sum of
 * their shares over the chunk's players. Each player's movement stays its own posting (its
 * statement, P/L and commission read their wallet's lines), while the uplines' and house's
 * thousands of identical-looking lines fold into one each: a chunk of 2,000 players writes
 * about 2,000 postings instead of 10,000 and two journal rows instead of 2,000. A roll-back
 * negates these entries whole (reverse-chunk.service.ts).
 *
 * Round trips are per chunk, not per player or bet (DESIGN.md §4 Throughput): the lock, the
 * result, the next players, one read of their wallets, commission rates and open bets, the
 * uplines' wallets and the house, one lock of every balance row (account id order), the
 * books taken (locked in player order, then deleted, answering book and exposure), then ONE
 * statement for the money (entries, postings, balances and exposure released:
 * postEntriesWithExposure) and ONE for the bets (settled with their P/L) and the audit row.
 * The P/L and its splits are the domain's, computed here between the reads and the writes.
 *
 * The house is the issuance account: the administrator's side of the ledger, where its credits
 * come from. It takes what no upline's partnership holds, and the administrator's own share
 * (the administrator moves points from issuance, never from its wallet). Upline wallets are
 * debited when a player wins, without a funds check: a player's win is always paid, and an
 * upline that cannot cover its share shows as overdrawn in the ledger check until topped up.
 */
export async function settleNextChunk(ctx: AppContext, marketId: string, chunkSize: number): Promise<ChunkOutcome> {
  return ctx.writeDb.transaction(async (tx) => {
    await lockMarketForChunk(tx, marketId);
    const [row, market] = [await findResult(tx, marketId), await findMarket(tx, marketId)];
    if (!row || !market) return NOTHING_LEFT;
    const declaration = 1 + (await countRollbacks(tx, marketId));
    const at = ctx.clock.now();
    const wire = resultToWire(row, declaration);
    // Staff declarations are audited when made; a feed result is audited when first settled.
    if (!(await hasDeclarationAudit(tx, marketId, declaration))) {
      await insertAuditRow(tx, {
        actorId: null,
        action: AUDIT.declare,
        targetType: 'market',
        targetId: marketId,
        after: { ...wire, source: 'feed' },
        createdAt: at,
      });
    }
    const userIds = await nextUsersToSettle(tx, marketId, chunkSize);
    if (userIds.length === 0) return NOTHING_LEFT;
    const players = await playersToSettle(tx, marketId, userIds);
    const accounts = await settlementAccounts(tx, players);
    const books = await takeBooks(tx, marketId, userIds);
    const result = resultOfRow(row);
    const kind = market.type;
    const isVoid = result.kind === 'void';
    const status: 'settled' | 'void' = isVoid ? 'void' : 'settled';

    const notices: SettlementNotice[] = [];
    const betIds: string[] = [];
    const betPnlList: number[] = [];
    const exposureDeltas: { accountId: string; delta: number }[] = [];
    const settled = new ChunkLines(accounts);
    const commissions = new ChunkLines(accounts);
    let chunkPnl = 0;
    let chunkCommission = 0;

    for (const { userId, bets: userBets, commissionBps } of players) {
      const book = books.get(userId);
      const { pnl, betPnls } = marketPnlAt(kind, (book?.book ?? null) as TeamBook | SessionBookLine[] | null, userBets, result);
      if (pnl !== 0) settled.add(userId, splitMarketPnl(pnlByShares(userBets, betPnls)));
      // The partnership in force is the one on the player's latest bet.
      const commission = commissionOnLoss(pnl, commissionBps);
      if (commission > 0) commissions.add(userId, splitPnl(commission, userBets.at(-1)!.uplineShares));
      exposureDeltas.push({ accountId: accounts.walletOf(userId), delta: -(book?.exposure ?? 0) });
      const noticeBets = userBets.map((b, i) => {
        betIds.push(b.id);
        betPnlList.push(betPnls[i]!);
        return { id: b.id, status, pnl: betPnls[i]! };
      });
      chunkPnl += pnl;
      chunkCommission += commission;
      notices.push({ userId, marketId, eventId: market.eventId, status, result: wire, pnl, commission, bets: noticeBets });
    }

    const entry = { reference: `market:${marketId}`, createdBy: row.declaredBy, at };
    const first = userIds[0]!;
    const entries: PostEntryInput[] = [];
    if (!settled.isEmpty()) {
      entries.push({
        ...entry,
        kind: 'bet_settlement',
        idempotencyKey: settlementKeys.settle(marketId, declaration, first),
        memo: `Settled market ${marketId} (declaration ${declaration})`,
        lines: settled.lines(),
      });
    }
    if (!commissions.isEmpty()) {
      entries.push({
        ...entry,
        kind: 'commission',
        idempotencyKey: settlementKeys.commission(marketId, declaration, first),
        memo: `Commission on market ${marketId} (declaration ${declaration})`,
        lines: commissions.lines(),
      });
    }

    // One statement for the money (entries, postings, balances, exposure released), one for
    // the bets and the chunk's audit row.
    await postEntriesWithExposure(tx, entries, exposureDeltas, at);
    await settleBets(tx, status, { ids: betIds, pnls: betPnlList }, at, {
      action: AUDIT.settleChunk,
      targetId: marketId,
      after: { declaration, users: userIds.length, bets: betIds.length, pnlPaise: chunkPnl, commissionPaise: chunkCommission },
    });
    return { done: userIds.length < chunkSize, notices };
  });
}

/**
 * The bets' P/L added up per shares list, in order of first appearance: what splitMarketPnl
 * adds up per distinct list anyway (so its split is the same), without it building a
 * signature per bet. A player's bets share one parsed list object per distinct list
 * (playersToSettle), so the object is the key.
 */
function pnlByShares(bets: readonly { uplineShares: UplineShare[] }[], betPnls: readonly number[]): SharedPnl[] {
  const sums = new Map<UplineShare[], number>();
  bets.forEach((b, i) => sums.set(b.uplineShares, (sums.get(b.uplineShares) ?? 0) + betPnls[i]!));
  return [...sums].map(([shares, pnl]) => ({ pnl, shares }));
}

/**
 * The ledger accounts of a chunk, locked in the ledger's order before anything is posted: the
 * players' wallets, their uplines' wallets and the house. An administrator's share goes to the
 * house (see settleNextChunk).
 */
async function settlementAccounts(tx: Tx, players: readonly SettlingPlayer[]) {
  const roles = new Map<string, string>();
  const seen = new Set<UplineShare[]>();
  for (const p of players) {
    for (const b of p.bets) {
      if (seen.has(b.uplineShares)) continue;
      seen.add(b.uplineShares);
      for (const s of b.uplineShares) roles.set(s.userId, s.role);
    }
  }
  const partnerIds = [...roles].filter(([, role]) => role !== 'administrator').map(([id]) => id);
  const wallets = await walletAccountIds(tx, partnerIds);
  for (const p of players) if (p.walletId) wallets.set(p.userId, p.walletId);
  const house = await issuanceAccountId(tx);
  await lockBalanceRows(tx, [...wallets.values(), house]);

  const walletOf = (userId: string): string => {
    const id = wallets.get(userId);
    if (!id) throw new Error(`settlement: user ${userId} has no wallet`);
    return id;
  };
  const accountOf = (partnerId: string): string => (roles.get(partnerId) === 'administrator' ? house : walletOf(partnerId));
  return { walletOf, accountOf, house };
}

type SettlementAccounts = Awaited<ReturnType<typeof settlementAccounts>>;

/**
 * The lines of one chunk entry: each player's own line, and per upline account (and the house)
 * the sum of its shares over the chunk. Every split sums to zero, so the entry does too.
 */
class ChunkLines {
  private readonly players: PostingLine[] = [];
  private readonly others = new Map<string, bigint>();

  constructor(private readonly accounts: SettlementAccounts) {}

  add(userId: string, split: PnlSplit): void {
    if (split.player !== 0) this.players.push({ accountId: this.accounts.walletOf(userId), amount: BigInt(split.player) });
    for (const p of split.partners) this.addOther(this.accounts.accountOf(p.userId), p.amount);
    this.addOther(this.accounts.house, split.house);
  }

  isEmpty(): boolean {
    return this.players.length === 0;
  }

  lines(): PostingLine[] {
    const others = [...this.others].filter(([, amount]) => amount !== 0n).map(([accountId, amount]) => ({ accountId, amount }));
    return [...this.players, ...others];
  }

  private addOther(accountId: string, amount: number): void {
    if (amount !== 0) this.others.set(accountId, (this.others.get(accountId) ?? 0n) + BigInt(amount));
  }
}
