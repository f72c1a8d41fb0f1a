import {
  commissionOnLoss,
  settledPnl,
  shareSplitter,
  splitMarketPnl,
  type PartnerShare,
  type PnlSplit,
  type SharedPnl,
  type SessionBookLine,
  type TeamBook,
} from '@backlay/domain';
import type { Tx } from '../../db/client.js';
import type { UplineShare } from '../../db/schema/betting.js';
import type { AppContext } from '../../lib/context.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { mayReach, rooms } from '../live/index.js';
import { ptsOfWallet } from '../profile/index.js';
import {
  issuanceAccountId,
  readWalletsWithTotals,
  postEntriesWithExposure,
  settlementClearingAccountId,
  walletTotalsAfter,
  type PostEntryInput,
  type PostingLine,
  type WalletTotals,
} from '../ledger/index.js';
import { resultOfRow, resultToWire } from './market-result-wire.js';
import { settlementKeys } from './settlement-keys.js';
import { NOTHING_LEFT, type ChunkOutcome, type SettlementNotice } from './settlement-notice.js';
import { postSweeps, recordSweeps, type PendingSweep } from './settlement-sweeps.js';
import {
  AUDIT,
  countRollbacks,
  findMarket,
  findResult,
  hasDeclarationAudit,
  lockMarketForChunk,
  lockMarketSettlement,
  openChunk,
  settleOpenBets,
  takeBooks,
  walletAccountIds,
  type ChunkPlayer,
  type SettledBetRow,
  type SettlementLane,
} from './settlement.repository.js';

/**
 * Settles the next chunk of players on a market with a standing result, in one transaction
 * (docs/architecture.md §4): per player, the P/L is its book's P/L at the result (void: 0), split
 * between the player, each upline (its partnership share recorded on the bets) and the house; the
 * commission a player earns is split the same way; the book's exposure is released; its bets
 * are marked settled (each with its own P/L) or void; the book row removed. Only open bets are
 * picked, and all of this commits together, so running a chunk again finds nothing to do.
 *
 * The chunk posts ONE `bet_settlement` journal entry (and one `commission` entry when any
 * player earns one): a line per player's wallet, and one line of its lane's clearing account
 * for the uplines' and the house's side. What each upline and the house owe or are owed over
 * the chunk (the sum of their shares) is recorded in the same transaction and posted to them
 * by a short transaction right after the commit, the chunk's sweep (settlement-sweeps.ts): so
 * chunks lock only their players' wallets and their lane's clearing account, and the lanes of
 * one market (`lane`: a fixed split of its players) settle in parallel. Each player's
 * movement stays its own posting (its statement, P/L and commission read their wallet's
 * lines), while the uplines' and house's thousands of identical-looking lines fold into one
 * each. A roll-back negates these entries whole (reverse-chunk.service.ts).
 *
 * Round trips are per chunk, not per player or bet (docs/architecture.md §4 Throughput): the lock,
 * the result, the clearing account, ONE statement that picks the next players with their wallets
 * and commission rates and locks their and the clearing account's balance rows in account id
 * order (openChunk), the house, the books taken (deleted, answering book and exposure), ONE
 * statement that marks the bets and answers them (each bet row visited once: settleOpenBets),
 * the shares lists they name and their partners' wallets, ONE for the money (entries,
 * postings, balances and exposure released: postEntriesWithExposure), the sweep rows and the
 * audit row. The points message of a player someone may be listening to is its wallet row as
 * read under the chunk's lock plus what the chunk posts (ledger walletTotalsAfter), so it needs
 * no read after the commit (heardWallets). The P/L and its splits are the domain's, computed
 * between the bets statement and the money; bets the SQL marked at P/Ls that do not add up to
 * the player's book at the result abort the chunk.
 *
 * A chunk without a lane holds the market's lock alone and takes its players from the whole
 * market; lanes hold it together, each with its own range of players, after openSettlement.
 * Either way, the chunk that finds the books run out also settles any player whose open bet
 * lacks its book (openChunk).
 *
 * The house is the issuance account: the administrator's side of the ledger, where its credits
 * come from. It takes what no upline's partnership holds, and the administrator's own share
 * (the administrator moves points from issuance, never from its wallet). Upline wallets are
 * debited when a player wins, without a funds check: a player's win is always paid, and an
 * upline that cannot cover its share shows as overdrawn in the ledger check until topped up.
 */
export async function settleNextChunk(ctx: AppContext, marketId: string, chunkSize: number, lane?: SettlementLane): Promise<ChunkOutcome> {
  const chunk = await ctx.writeDb.transaction(async (tx) => {
    await lockMarketForChunk(tx, marketId, lane ? 'lane' : 'exclusive');
    const [row, market] = [await findResult(tx, marketId), await findMarket(tx, marketId)];
    if (!row || !market) return null;
    const declaration = 1 + (await countRollbacks(tx, marketId));
    const at = ctx.clock.now();
    const wire = resultToWire(row, declaration);
    // Lanes run after openSettlement, which audited a feed result under the exclusive lock.
    if (!lane) await auditFeedDeclaration(tx, marketId, declaration, wire, at);
    const clearing = await settlementClearingAccountId(tx, lane?.index ?? 0);
    const { players, last } = await openChunk(tx, marketId, chunkSize, clearing, lane);
    if (players.length === 0) return null;
    const userIds = players.map((p) => p.userId);
    const accounts = await settlementAccounts(tx, players, clearing);
    const heard = await heardWallets(ctx, tx, userIds);
    const books = await takeBooks(tx, marketId, userIds);
    const result = resultOfRow(row);
    const kind = market.type;
    const isVoid = result.kind === 'void';
    const status: 'settled' | 'void' = isVoid ? 'void' : 'settled';
    const betsByPlayer = await settleOpenBets(tx, marketId, userIds, result, at);
    await accounts.learnShares(betsByPlayer.values());

    const notices: SettlementNotice[] = [];
    const exposureDeltas: { accountId: string; delta: number }[] = [];
    const settled = new ChunkLines(accounts);
    const commissions = new ChunkLines(accounts);
    let chunkPnl = 0;
    let chunkCommission = 0;
    let chunkBets = 0;

    for (const { userId, commissionBps } of players) {
      const userBets = betsByPlayer.get(userId) ?? NO_BETS;
      const book = books.get(userId);
      if (!book && userBets.length === 0) continue;
      // The book's P/L at the result; the bets the SQL marked must add up to it (see settleOpenBets).
      let marked = 0;
      let oneList = true;
      for (const b of userBets) {
        marked += b.pnl;
        if (b.uplineShares !== userBets[0]!.uplineShares) oneList = false;
      }
      const pnl = settledPnl(kind, (book?.book ?? null) as TeamBook | SessionBookLine[] | null, marked, result);
      if (pnl !== 0) {
        // Nearly every player's bets name one shares list: split at once, no groups built.
        if (oneList) settled.addShared(userId, pnl, userBets[0]!.uplineShares);
        else settled.add(userId, splitMarketPnl(pnlByShares(userBets)));
      }
      // The partnership in force is the one on the player's latest bet.
      const commission = userBets.length > 0 ? commissionOnLoss(pnl, commissionBps) : 0;
      if (commission > 0) commissions.addShared(userId, commission, userBets.at(-1)!.uplineShares);
      const exposureDelta = -(book?.exposure ?? 0);
      exposureDeltas.push({ accountId: accounts.walletOf(userId), delta: exposureDelta });
      chunkPnl += pnl;
      chunkCommission += commission;
      chunkBets += userBets.length;
      // The points message from the row as read under this chunk's lock before its writes (held
      // until its commit), plus what it writes to it: what it is at commit, not read again.
      const locked = heard.get(userId);
      notices.push({
        userId,
        marketId,
        eventId: market.eventId,
        status,
        result: wire,
        pnl,
        commission,
        bets: userBets,
        pts: locked && (() => ptsOfWallet(walletTotalsAfter(locked, settlementLines(pnl, commission), BigInt(exposureDelta)))),
      });
    }

    const entry = { reference: `market:${marketId}`, createdBy: row.declaredBy, at };
    const first = userIds[0]!;
    const entries: PostEntryInput[] = [];
    const sweeps: PendingSweep[] = [];
    const addEntry = (lines: ChunkLines, kind: PendingSweep['kind'], key: string, memo: string) => {
      if (lines.isEmpty()) return;
      entries.push({ ...entry, kind, idempotencyKey: key, memo, lines: lines.lines() });
      const owed = lines.owed();
      if (owed.some((l) => l.amount !== 0n)) sweeps.push({ chunkKey: key, kind, memo, createdBy: row.declaredBy, lines: owed });
    };
    addEntry(
      settled,
      'bet_settlement',
      settlementKeys.settle(marketId, declaration, first),
      `Settled market ${marketId} (declaration ${declaration})`,
    );
    addEntry(
      commissions,
      'commission',
      settlementKeys.commission(marketId, declaration, first),
      `Commission on market ${marketId} (declaration ${declaration})`,
    );

    // One statement for the money (entries, postings, balances, exposure released).
    await postEntriesWithExposure(tx, entries, exposureDeltas, at);
    await recordSweeps(tx, marketId, accounts.clearing, sweeps, at);
    await insertAuditRow(tx, {
      actorId: null,
      action: AUDIT.settleChunk,
      targetType: 'market',
      targetId: marketId,
      after: { declaration, users: userIds.length, bets: chunkBets, pnlPaise: chunkPnl, commissionPaise: chunkCommission },
      createdAt: at,
    });
    return { outcome: { done: last, notices }, clearing: accounts.clearing, swept: sweeps.length > 0, at };
  });
  if (!chunk) return NOTHING_LEFT;
  // The uplines' and house's side, on to them from the clearing account (settlement-sweeps.ts).
  if (chunk.swept) await ctx.writeDb.transaction((tx) => postSweeps(tx, marketId, chunk.clearing, chunk.at));
  return chunk.outcome;
}

/**
 * Readies a market's result for its lanes, under the market's exclusive lock: audits a feed
 * result on first sight (staff declarations are audited when made) and posts any sweep a
 * crash left. Answers whether a result stands. The job calls it before it starts the lanes,
 * which share the lock and so cannot audit once between them.
 */
export async function openSettlement(ctx: AppContext, marketId: string): Promise<boolean> {
  return ctx.writeDb.transaction(async (tx) => {
    await lockMarketSettlement(tx, marketId);
    const row = await findResult(tx, marketId);
    const at = ctx.clock.now();
    // Its own transaction step: a sweep locks upline rows, and nothing here locks any other.
    await postSweeps(tx, marketId, null, at);
    if (!row) return false;
    const declaration = 1 + (await countRollbacks(tx, marketId));
    await auditFeedDeclaration(tx, marketId, declaration, resultToWire(row, declaration), at);
    return true;
  });
}

/** Staff declarations are audited when made; a feed result is audited when first settled. */
async function auditFeedDeclaration(tx: Tx, marketId: string, declaration: number, wire: object, at: Date): Promise<void> {
  if (await hasDeclarationAudit(tx, marketId, declaration)) return;
  await insertAuditRow(tx, {
    actorId: null,
    action: AUDIT.declare,
    targetType: 'market',
    targetId: marketId,
    after: { ...wire, source: 'feed' },
    createdAt: at,
  });
}

const NO_BETS: readonly SettledBetRow[] = Object.freeze([]);

/**
 * The wallets (with their posting totals, by user id) of the chunk's players someone may be
 * listening to, read under the chunk's locks before its writes: each one's points message is
 * then its row at commit (the chunk adds what it posts, ledger walletTotalsAfter) without a read
 * after the commit. Players nobody listens to (known when the live channel is this process's
 * alone) are not read: most of a settlement's players have no page open, and answering all
 * 5,000 wallets' figures with the lock was 9 fields a player for nothing.
 */
async function heardWallets(ctx: AppContext, tx: Tx, userIds: readonly string[]): Promise<Map<string, WalletTotals>> {
  const heard = userIds.filter((id) => mayReach(ctx.live, rooms.user(id)));
  return heard.length === 0 ? new Map() : readWalletsWithTotals(tx, heard);
}

/** A player's lines in a chunk's entries, as its wallet's totals take them (ledger walletTotalsAfter). */
function settlementLines(pnl: number, commission: number): { kind: 'bet_settlement' | 'commission'; amount: bigint }[] {
  const lines: { kind: 'bet_settlement' | 'commission'; amount: bigint }[] = [];
  if (pnl !== 0) lines.push({ kind: 'bet_settlement', amount: BigInt(pnl) });
  if (commission > 0) lines.push({ kind: 'commission', amount: BigInt(commission) });
  return lines;
}

/**
 * The bets' P/L added up per shares list, in order of first appearance, for a player whose
 * bets name several (a one-list player is split directly): what splitMarketPnl adds up per
 * distinct list anyway (so its split is the same), without it building a signature per bet. A
 * player's bets share one parsed list object per distinct list (settleOpenBets), so the object
 * is the key.
 */
function pnlByShares(bets: readonly { pnl: number; uplineShares: UplineShare[] }[]): SharedPnl[] {
  const sums = new Map<UplineShare[], number>();
  for (const b of bets) sums.set(b.uplineShares, (sums.get(b.uplineShares) ?? 0) + b.pnl);
  return [...sums].map(([shares, pnl]) => ({ pnl, shares }));
}

/**
 * The ledger accounts of a chunk. Locked by openChunk, in the ledger's order (account ids),
 * before the bets are marked: the players' wallets and the lane's clearing account, the only
 * balance rows the chunk writes. Read, not locked: the wallets of the partners the bets'
 * shares name, learned from the shares lists once the bets are marked (`learnShares`), and the
 * house, which the chunk's sweep pays (settlement-sweeps.ts). An administrator's share goes to
 * the house (see settleNextChunk).
 */
async function settlementAccounts(tx: Tx, players: readonly ChunkPlayer[], clearing: string) {
  const wallets = new Map<string, string>();
  for (const p of players) if (p.walletId) wallets.set(p.userId, p.walletId);
  const house = await issuanceAccountId(tx);
  const roles = new Map<string, string>();

  const walletOf = (userId: string): string => {
    const id = wallets.get(userId);
    if (!id) throw new Error(`settlement: user ${userId} has no wallet`);
    return id;
  };
  const accountOf = (partnerId: string): string => (roles.get(partnerId) === 'administrator' ? house : walletOf(partnerId));
  /**
   * A shares list made ready to split (the domain's splitter) with the account of each of its
   * parts (the partners', then the house): once per list, not per player. Lists are shared
   * objects (settleOpenBets), so the list is the key; asked after learnShares.
   */
  const splitters = new Map<readonly PartnerShare[], { parts(pnl: number): number[]; accounts: string[] }>();
  const splitterOf = (shares: readonly PartnerShare[]) => {
    let found = splitters.get(shares);
    if (!found) {
      const splitter = shareSplitter(shares);
      found = { parts: splitter.parts, accounts: [...splitter.partners.map((p) => accountOf(p.userId)), house] };
      splitters.set(shares, found);
    }
    return found;
  };

  /** Learns the partners' roles and wallets from the bets' shares lists (a few per chunk: one per upline chain). */
  const learnShares = async (betsByPlayer: Iterable<readonly { uplineShares: UplineShare[] }[]>): Promise<void> => {
    const seen = new Set<UplineShare[]>();
    const partners = new Set<string>();
    for (const bets of betsByPlayer) {
      for (const b of bets) {
        if (seen.has(b.uplineShares)) continue;
        seen.add(b.uplineShares);
        for (const s of b.uplineShares) {
          roles.set(s.userId, s.role);
          if (s.role !== 'administrator' && !wallets.has(s.userId)) partners.add(s.userId);
        }
      }
    }
    if (partners.size === 0) return;
    for (const [userId, id] of await walletAccountIds(tx, [...partners])) wallets.set(userId, id);
  };
  return { walletOf, accountOf, splitterOf, house, clearing, learnShares };
}

type SettlementAccounts = Awaited<ReturnType<typeof settlementAccounts>>;

/**
 * The lines of one chunk entry: each player's own line, and the clearing account's line for
 * what the uplines and the house owe or are owed over the chunk (every split sums to zero, so
 * the entry does too). `owed` is that line taken apart: per upline account (and the house) the
 * sum of its shares, which the chunk's sweep posts.
 */
class ChunkLines {
  private readonly players: PostingLine[] = [];
  /** Summed as numbers, not BigInt (one allocation per addition): a chunk's sums of paise stay far inside the safe integers. */
  private readonly others = new Map<string, number>();

  constructor(private readonly accounts: SettlementAccounts) {}

  /** A player's P/L split by one shares list (nearly every player): no split object built. */
  addShared(userId: string, pnl: number, shares: readonly PartnerShare[]): void {
    const { parts, accounts } = this.accounts.splitterOf(shares);
    this.addPlayer(userId, pnl);
    const amounts = parts(pnl);
    for (let i = 0; i < accounts.length; i++) this.addOther(accounts[i]!, amounts[i]!);
  }

  add(userId: string, split: PnlSplit): void {
    this.addPlayer(userId, split.player);
    for (const p of split.partners) this.addOther(this.accounts.accountOf(p.userId), p.amount);
    this.addOther(this.accounts.house, split.house);
  }

  isEmpty(): boolean {
    return this.players.length === 0;
  }

  lines(): PostingLine[] {
    const owed = this.owed().reduce((sum, l) => sum + l.amount, 0n);
    return owed === 0n ? [...this.players] : [...this.players, { accountId: this.accounts.clearing, amount: owed }];
  }

  owed(): PostingLine[] {
    return [...this.others].filter(([, amount]) => amount !== 0).map(([accountId, amount]) => ({ accountId, amount: BigInt(amount) }));
  }

  private addPlayer(userId: string, amount: number): void {
    if (amount !== 0) this.players.push({ accountId: this.accounts.walletOf(userId), amount: BigInt(amount) });
  }

  private addOther(accountId: string, amount: number): void {
    if (amount === 0) return;
    const sum = (this.others.get(accountId) ?? 0) + amount;
    // Every partial sum a safe integer, so each addition was exact.
    if (!Number.isSafeInteger(sum)) throw new RangeError(`settlement: a chunk's sum for account ${accountId} left the safe integers`);
    this.others.set(accountId, sum);
  }
}
