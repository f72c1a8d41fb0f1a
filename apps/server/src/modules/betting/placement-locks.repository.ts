import type { BatchTransaction } from '../../db/batch-transaction.js';
import type { UplineShare } from '../../db/schema/betting.js';
import { arrayLiteral } from '../../db/sql-arrays.js';
import type { LockedWallet } from './betting.repository.js';
import { walletTotalsOfText, type WalletTotalsText } from '../ledger/index.js';

/** A player's stored book on one market, as the batch reads it (locked). */
export interface LockedBook {
  userId: string;
  marketId: string;
  book: unknown;
  exposure: number;
  openBets: number;
  /** The row's version (`placement_locks` answers it, for `placement_commit`'s check). */
  version: number;
}

/** A player of the batch as the transaction sees it. */
export interface BatchPlayer {
  blocked: boolean;
  betLock: boolean;
  /** The upline's partnership shares, top first: what the player's bets record. */
  upline: UplineShare[];
}

export interface BatchLocks {
  /** The wallets' balance rows, by player. */
  wallets: Map<string, LockedWallet>;
  /** Markets of the batch already closed (a result is declared or being declared). */
  closedMarkets: Set<string>;
  /** Markets of the batch that staff stopped (not active, or betAllow off). */
  stoppedMarkets: Set<string>;
  /**
   * Each market's digest of what a bet is checked against
   * (apps/server/src/db/functions/market_bet_digest.sql).
   */
  marketDigests: Map<string, string>;
  books: LockedBook[];
  players: Map<string, BatchPlayer>;
  /** The sessions asked about that are still open (not revoked, not expired at the batch's time). */
  openSessions: Set<string>;
}

interface LocksJson {
  wallets: (WalletTotalsText & { userId: string })[];
  markets: { id: string; closed: boolean; takesBets: boolean; digest: string }[];
  books: { userId: string; marketId: string; book: unknown; exposure: string; openBets: number; version: number }[];
  players: { userId: string; blocked: boolean; betLock: boolean; ancestors: string[] }[];
  uplines: UplineShare[];
  sessions: string[];
}

/**
 * The lock phase of a placement batch, sent with the batch's BEGIN in one round trip
 * (db/batch-transaction.ts): the SQL function `placement_locks`
 * (apps/server/src/db/functions/placement_locks.sql) locks the wallets (FOR UPDATE, account id
 * order, as the ledger does), then the markets (FOR SHARE: a result declaration waits for the
 * batch, or the batch sees the market closed; each with its digest, `market_bet_digest`), then
 * the books (FOR UPDATE), and answers them (each wallet with its posting totals, for the points
 * message after the bet) with what the bets were checked against before they
 * waited: the markets' active and betAllow flags, the players' blocked and bet-lock flags and
 * upline shares, and which of the bets' sessions are still open at `at`. One round trip instead
 * of BEGIN, three queries and an upline read per request: a batch is latency-bound (its bets wait
 * for its commit), so each round trip saved shortens every bet's wait.
 */
export async function lockForBatch(
  t: BatchTransaction,
  input: {
    userIds: readonly string[];
    marketIds: readonly string[];
    books: readonly { userId: string; marketId: string }[];
    sessionIds: readonly string[];
    at: Date;
  },
): Promise<BatchLocks> {
  const [row] = await t.open<{ locks: LocksJson | string }>(`select placement_locks(
      ${arrayLiteral.uuid([...new Set(input.userIds)])}, ${arrayLiteral.text([...new Set(input.marketIds)].sort())},
      ${arrayLiteral.uuid(input.books.map((b) => b.userId))}, ${arrayLiteral.text(input.books.map((b) => b.marketId))},
      ${arrayLiteral.uuid([...new Set(input.sessionIds)])}, '${input.at.toISOString()}'::timestamptz
    ) as locks`);
  const raw = row!.locks;
  const locks: LocksJson = typeof raw === 'string' ? (JSON.parse(raw) as LocksJson) : raw;
  return {
    wallets: new Map(locks.wallets.map((w) => [w.userId, { ...walletTotalsOfText(w), userId: w.userId }])),
    closedMarkets: new Set(locks.markets.filter((m) => m.closed).map((m) => m.id)),
    stoppedMarkets: new Set(locks.markets.filter((m) => !m.takesBets).map((m) => m.id)),
    marketDigests: new Map(locks.markets.map((m) => [m.id, m.digest])),
    books: locks.books.map((b) => ({ ...b, exposure: Number(b.exposure) })),
    players: playersOf(locks),
    openSessions: new Set(locks.sessions),
  };
}

/** Each player with its upline's shares, top first (the order of its ancestors). */
function playersOf(locks: LocksJson): Map<string, BatchPlayer> {
  const shares = new Map(locks.uplines.map((u) => [u.userId, u]));
  return new Map(
    locks.players.map((p) => [
      p.userId,
      {
        blocked: p.blocked,
        betLock: p.betLock,
        upline: p.ancestors.flatMap((id) => {
          const share = shares.get(id);
          return share ? [{ userId: share.userId, role: share.role, bps: share.bps }] : [];
        }),
      },
    ]),
  );
}
