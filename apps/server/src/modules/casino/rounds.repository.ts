import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { CasinoGameType, CasinoRoundStatus } from '@backlay/contract';
import type { DbOrTx } from '../../db/client.js';
import { casinoGames, casinoProviders, casinoRounds, casinoTransactions, users } from '../../db/schema/index.js';
import type { CasinoGameRow } from './catalogue.repository.js';
import type { CasinoRoundRow, CasinoTransactionRow } from './wallet.repository.js';

/** The SQL of the casino open-bet lists: a player's (or a downline's) rounds with their transactions. */

export interface RoundFilter {
  /** One player, or every player whose upline includes this account. */
  userId?: string | undefined;
  uplineId?: string | undefined;
  statuses: readonly CasinoRoundStatus[];
  gameType?: CasinoGameType | undefined;
  /** Started in [from, to); omitted for open rounds. */
  from?: Date;
  to?: Date;
  roundIds?: readonly string[];
}

export interface RoundWithNames {
  round: CasinoRoundRow;
  game: CasinoGameRow;
  providerName: string;
  userName: string;
  transactions: CasinoTransactionRow[];
}

function conditions(f: RoundFilter): SQL {
  const c: SQL[] = [inArray(casinoRounds.status, [...f.statuses])];
  if (f.userId) c.push(eq(casinoRounds.userId, f.userId));
  if (f.uplineId) c.push(sql`${f.uplineId}::uuid = any(${users.ancestors})`);
  if (f.gameType) c.push(eq(casinoGames.gameType, f.gameType));
  if (f.from) c.push(gte(casinoRounds.createdAt, f.from));
  if (f.to) c.push(lt(casinoRounds.createdAt, f.to));
  if (f.roundIds) c.push(inArray(casinoRounds.id, [...f.roundIds]));
  return and(...c)!;
}

/** One page of rounds, newest first, each with its transactions in arrival order, and the total. */
export async function listRounds(
  db: DbOrTx,
  f: RoundFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: RoundWithNames[]; total: number }> {
  const where = conditions(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({ round: casinoRounds, game: casinoGames, providerName: casinoProviders.name, userName: users.userName })
      .from(casinoRounds)
      .innerJoin(casinoGames, eq(casinoGames.id, casinoRounds.gameId))
      .innerJoin(casinoProviders, eq(casinoProviders.id, casinoRounds.providerId))
      .innerJoin(users, eq(users.id, casinoRounds.userId))
      .where(where)
      .orderBy(desc(casinoRounds.createdAt), desc(casinoRounds.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(casinoRounds)
      .innerJoin(casinoGames, eq(casinoGames.id, casinoRounds.gameId))
      .innerJoin(users, eq(users.id, casinoRounds.userId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.round.id);
  const transactions =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(casinoTransactions)
          .where(inArray(casinoTransactions.roundId, ids))
          .orderBy(asc(casinoTransactions.createdAt), asc(casinoTransactions.id));
  const byRound = new Map<string, CasinoTransactionRow[]>();
  for (const t of transactions) byRound.set(t.roundId!, [...(byRound.get(t.roundId!) ?? []), t]);
  return {
    rows: rows.map((r) => ({ ...r, transactions: byRound.get(r.round.id) ?? [] })),
    total: Number(total?.n ?? 0),
  };
}

/** Sums of the rounds of a filter, paise. */
export async function roundTotals(db: DbOrTx, f: RoundFilter): Promise<{ stake: bigint; win: bigint; rounds: number }> {
  const [row] = await db
    .select({
      stake: sql<string>`coalesce(sum(${casinoRounds.stake}), 0)::text`,
      win: sql<string>`coalesce(sum(${casinoRounds.win}), 0)::text`,
      rounds: count(),
    })
    .from(casinoRounds)
    .innerJoin(casinoGames, eq(casinoGames.id, casinoRounds.gameId))
    .innerJoin(users, eq(users.id, casinoRounds.userId))
    .where(conditions(f));
  return { stake: BigInt(row?.stake ?? '0'), win: BigInt(row?.win ?? '0'), rounds: Number(row?.rounds ?? 0) };
}
